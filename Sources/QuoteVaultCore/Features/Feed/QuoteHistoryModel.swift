import Foundation
import Localization
import Observation
import Presentation
import SupabaseClient

/// The past quotes of the day (the last `days` days, today first), as a sheet from Home's Quote of the Day: the
/// days the device has saved show at once, the server's answer fills the rest (each day's quote is fixed once
/// chosen, the same on every device, so a saved one is never stale).
@MainActor
@Observable
public final class QuoteHistoryModel {
  public private(set) var entries: [DailyQuote] = []
  public private(set) var state = LoadState.idle
  private let service: QuoteVaultService
  private let days: [String]
  private let timeZone: TimeZone
  private let locale: Locale
  @ObservationIgnored var onDone: (@MainActor () -> Void)?
  @ObservationIgnored var onOpen: (@MainActor (Quote, [Quote]) -> Void)?

  /// How far back the history goes.
  public static let length = 30

  /// `today` (yyyy-MM-dd) and the days before it, in the user's time zone.
  public init(service: QuoteVaultService, now: Date, timeZone: TimeZone, locale: Locale = .current) {
    self.service = service
    self.timeZone = timeZone
    self.locale = locale
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let today = calendar.startOfDay(for: now)
    days = (0..<Self.length).reversed().compactMap { calendar.date(byAdding: .day, value: -$0, to: today) }
      .map { QuoteDay.string($0, timeZone: timeZone) }
  }

  public var title: String { LocalizedCopy("quotevault.history.title", "Past Quotes").text }
  public var emptyMessage: String { LocalizedCopy("quotevault.history.empty", "No past quotes yet.").text }

  /// Saved days first, then the server's: newest first.
  public func load() async {
    let saved = days.compactMap { day -> DailyQuote? in
      guard let quote = try? service.cache.quoteOfTheDay(day) else { return nil }
      return DailyQuote(day: day, quote: quote)
    }
    if !saved.isEmpty { entries = saved.reversed() }
    state = .loading
    do throws(SupabaseError) {
      let fetched = try await service.quotesOfTheDays(days)
      entries = fetched.sorted { $0.day > $1.day }
      state = entries.isEmpty ? .empty : .loaded
    } catch .cancelled {
      state = entries.isEmpty ? .idle : .loaded
    } catch {
      state = entries.isEmpty ? .failed(error.userMessage) : .loaded
    }
  }

  /// Done: the sheet goes (its parent takes it down).
  public func done() { onDone?() }

  /// A row's tap: its quote in the full-screen reader (heart, Share, Share as Card), over this sheet, paging
  /// through the days listed.
  public func open(_ entry: DailyQuote) {
    guard entries.contains(where: { $0.day == entry.day }) else { return }
    onOpen?(entry.quote, entries.map(\.quote))
  }

  /// What a row says for its day: "Today", "Yesterday", else the date as the user's locale writes it ("Friday,
  /// March 13"). A day the server named in another shape is shown as it came, never dropped.
  public func label(for day: String) -> String {
    if day == days.last { return LocalizedCopy("quotevault.history.today", "Today").text }
    if days.count > 1, day == days[days.count - 2] {
      return LocalizedCopy("quotevault.history.yesterday", "Yesterday").text
    }
    let parts = day.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return day }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    guard let date = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2])) else {
      return day
    }
    let style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone)
    return date.formatted(style.weekday(.wide).month(.wide).day())
  }
}

extension QuoteHistoryModel: HashableObject {}
