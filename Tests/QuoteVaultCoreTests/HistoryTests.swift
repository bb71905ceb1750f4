import AppServicesTestSupport
import Foundation
import Presentation
import QuoteVaultCore
import Testing

@MainActor
@Suite("QuoteVault past quotes of the day, against the real server")
struct HistoryTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }
  let utc = TimeZone(identifier: "UTC") ?? .current
  /// 2026-03-14 12:00 UTC.
  let now = Date(timeIntervalSince1970: 1_773_489_600)

  func history(_ model: QuoteVaultModel) throws -> QuoteHistoryModel {
    model.showHistory()
    model.settlePresentation()
    guard case .history(let sheet) = model.presentation.top?.destination else { throw Failure("no history sheet") }
    return sheet
  }

  @Test("QV-6.2 / QV-6.4: the last 30 days' quotes, today first, a different quote each day, the same on every device")
  func pastDays() async throws {
    let device = try Device(backend)
    let model = device.model(now: { now }, timeZone: utc)
    await model.daily.refresh()
    let sheet = try history(model)
    await sheet.load()
    #expect(sheet.state == .loaded)
    #expect(sheet.entries.count == QuoteHistoryModel.length)
    #expect(sheet.entries.first?.day == "2026-03-14" && sheet.entries.first?.quote == model.daily.quote)
    #expect(sheet.entries.last?.day == "2026-02-13")
    #expect(sheet.entries.map(\.day) == sheet.entries.map(\.day).sorted(by: >), "newest first")
    #expect(Set(sheet.entries.map(\.quote.id)).count > 1, "not the same quote every day")
    // What each row says for its day, as the view shows it: words, then the date as the locale writes it.
    #expect(sheet.label(for: "2026-03-14") == "Today" && sheet.label(for: "2026-03-13") == "Yesterday")
    let older = sheet.label(for: "2026-03-01")
    #expect(older.contains("March") && older.contains("1") && !older.contains("2026-"), "\(older)")
    #expect(sheet.label(for: "not-a-day") == "not-a-day" && sheet.label(for: "2026-13-40") == "2026-13-40")
    let other = try Device(backend).model(now: { now }, timeZone: utc)
    let theirs = try history(other)
    await theirs.load()
    #expect(theirs.entries == sheet.entries, "the same days, the same quotes, on every device")

    // Offline later: the saved days show, no failure.
    await backend.stop()
    let offline = try history(device.model(now: { now }, timeZone: utc))
    await offline.load()
    #expect(offline.entries == sheet.entries && offline.state == .loaded)
    offline.done()
  }

  @Test("QV-11.4: with nothing saved and no network, the history says why")
  func offlineEmpty() async throws {
    let device = try Device(backend)
    await backend.stop()
    let sheet = try history(device.model(now: { now }, timeZone: utc))
    await sheet.load()
    #expect(sheet.state == .failed("Can't reach QuoteVault. Check your connection and try again."))
  }

  @Test("QV-6.2: a Past Quotes row opens that day's quote in the reader, with its heart and Share, over the sheet")
  func rowOpensQuote() async throws {
    let backend = try await Backend(process: true)
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    let sheet = try history(model)
    await sheet.load()
    let entry = try #require(sheet.entries.dropFirst(2).first)
    sheet.open(entry)
    model.settlePresentation()
    let reader = try #require(model.presentation.top?.destination.reader)
    #expect(reader.current == entry.quote, "the tapped day's quote")
    #expect(reader.quotes == sheet.entries.map(\.quote), "paging through the days listed")
    #expect(model.presentation.destinations.count == 2, "over Past Quotes, which stays under it")
    await reader.toggleFavorite(entry.quote)
    #expect(model.library.isFavorite(entry.quote), "the heart keeps it")
    reader.share(entry.quote)
    model.settlePresentation()
    #expect(model.presentation.top?.destination == .share(ShareItem(text: entry.quote.shareText)))
    // A row the sheet no longer lists opens nothing.
    let before = model.presentation.destinations.count
    sheet.open(DailyQuote(day: "1999-01-01", quote: entry.quote))
    #expect(model.presentation.destinations.count == before)
  }
}
