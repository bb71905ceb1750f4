import DesignSystem
import Foundation
import QuoteVaultCore
import Rendering
import RenderingCairo
import SharedStore
import Testing

/// A clock the test moves.
final class TestClock: @unchecked Sendable {
  private let lock = NSLock()
  private var current: Date
  init(_ start: Date) { current = start }
  var now: Date { lock.withLock { current } }
  func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }
}

struct Failure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

@MainActor
@Suite("QuoteVault quote of the day, notifications and widget, against the real server")
struct DailyTests {
  let backend: Backend
  let zone = TimeZone(identifier: "Europe/Paris") ?? .current
  /// 2026-03-14 10:00 in Paris.
  let start = Date(timeIntervalSince1970: 1_773_478_800)
  init() throws { backend = try Backend() }

  @Test("QV-6.1 / QV-6.3: home shows the server's quote of the day, and a new one once the day changes")
  func quoteOfTheDay() async throws {
    let clock = TestClock(start)
    let device = try Device(backend)
    let model = device.model(now: { clock.now }, timeZone: zone)
    await model.launch()
    let today = try #require(model.quoteOfTheDay)
    #expect(model.today == "2026-03-14")
    #expect(try await device.service.api.quoteOfTheDay("2026-03-14") == today)

    clock.advance(86_400)
    await model.refreshQuoteOfTheDay()
    let tomorrow = try #require(model.quoteOfTheDay)
    #expect(model.today == "2026-03-15")
    #expect(tomorrow != today)
    #expect(try await device.service.api.quoteOfTheDay("2026-03-15") == tomorrow)
  }

  @Test("QV-7.1 / QV-7.2 / QV-7.3: turning notifications on schedules each day's quote at the chosen time")
  func schedule() async throws {
    let device = try Device(backend)
    let model = device.model(now: { start }, timeZone: zone)
    await model.setNotifications(enabled: true, time: "21:30")
    let pending = await device.notifications.pending
    #expect(pending.count == NotificationPlan.days)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    for (offset, notification) in pending.enumerated() {
      let parts = calendar.dateComponents([.day, .hour, .minute], from: notification.date)
      #expect(parts.day == 14 + offset && parts.hour == 21 && parts.minute == 30)
    }
    let first = try #require(pending.first)
    let quote = try await device.service.api.quoteOfTheDay("2026-03-14")
    #expect(first.title == "Quote of the Day")
    #expect(first.body == "“\(quote.text)” — \(quote.author)")

    // The time picker's date round-trips to the stored "HH:mm".
    let picked = NotificationPlan.date(forTime: "21:30", on: start, calendar: calendar)
    #expect(NotificationPlan.time(of: picked, calendar: calendar) == "21:30")
    #expect(
      NotificationPlan.time(
        of: NotificationPlan.date(forTime: "25:99", on: start, calendar: calendar), calendar: calendar) == "08:00")

    // Relaunching renews the plan without duplicates.
    await model.rescheduleNotifications()
    #expect(await device.notifications.pending.count == NotificationPlan.days)
    // Past today's time, today's notification is not planned.
    let late = device.model(now: { start + 12 * 3600 }, timeZone: zone)
    await late.rescheduleNotifications()
    #expect(await device.notifications.pending.map(\.id).contains("quote-of-the-day-2026-03-14") == false)
  }

  @Test("QV-7.4 / QV-10.3: a notification or widget tap brings Home forward with the quote of the day highlighted")
  func deepLink() async throws {
    let model = try Device(backend).model()
    model.selectedTab = .settings
    model.open(try #require(URL(string: "https://example.com/quote-of-the-day")))
    #expect(!model.isShowingQuoteOfTheDay && model.selectedTab == .settings, "another link changes nothing")
    model.open(NotificationPlan.deepLink)
    #expect(model.selectedTab == .home, "the tab that shows the quote comes forward")
    #expect(model.isShowingQuoteOfTheDay, "Home scrolls to the card and highlights it")
    model.quoteOfTheDayShown()
    #expect(!model.isShowingQuoteOfTheDay, "the highlight ends once shown")
    let plan = QuoteWidgetTimeline.plan(now: start, today: nil, tomorrow: nil, timeZone: zone)
    #expect(plan.entries.allSatisfy { $0.deepLink == NotificationPlan.deepLink })
  }

  @Test("QV-7.5: turning notifications off cancels every pending one; a refused permission says where to fix it")
  func cancel() async throws {
    let device = try Device(backend)
    let model = device.model(now: { start }, timeZone: zone)
    await model.setNotifications(enabled: true)
    #expect(await !device.notifications.pending.isEmpty)
    await model.setNotifications(enabled: false)
    #expect(await device.notifications.pending.isEmpty)

    await device.notifications.deny()
    await model.setNotifications(enabled: true)
    #expect(!model.settings.settings.notificationsEnabled)
    #expect(model.message == "Notifications are off for QuoteVault. Turn them on in Settings > Notifications.")
    #expect(await device.notifications.pending.isEmpty)
  }

  @Test("QV-10.1 / QV-10.2: the widget shows the quote the app saved for today, and tomorrow's from midnight")
  func widget() async throws {
    let device = try Device(backend)
    let model = device.model(now: { start }, timeZone: zone)
    await model.refreshQuoteOfTheDay()
    let saved = try #require(device.store.read(QuoteVaultShared.quoteOfTheDay))
    #expect(saved.day == "2026-03-14" && saved.quote == model.quoteOfTheDay)

    let tomorrow = try #require(device.store.read(QuoteVaultShared.quoteOfTomorrow))
    #expect(tomorrow.day == "2026-03-15")
    #expect(tomorrow.quote == (try await device.service.api.quoteOfTheDay("2026-03-15")))
    let plan = QuoteWidgetTimeline.plan(now: start, today: saved, tomorrow: tomorrow, timeZone: zone)
    #expect(plan.entries.map(\.quote) == [saved.quote, tomorrow.quote])
    let midnight = try #require(plan.entries.last?.date)
    #expect(QuoteDay.string(midnight, timeZone: zone) == "2026-03-15")
    #expect(QuoteDay.string(midnight - 1, timeZone: zone) == "2026-03-14")
    #expect(plan.reloadAfter > midnight)

    // The widget face shows that quote, fitted to each family's box.
    let renderer = CairoRenderer()
    for family in QuoteVaultShared.widgetFamilies {
      let scene = QuoteWidgetScene.make(family: family, quote: saved.quote, scheme: .light, measurer: renderer)
      #expect(scene.quoteText.text == "“\(saved.quote.text)”")
      #expect(scene.quoteText.frame.maxY <= family.previewSize.height)
    }

    // A stale quote (yesterday's) is never shown as today's; the widget retries soon.
    let stale = QuoteWidgetTimeline.plan(now: start + 86_400, today: saved, tomorrow: nil, timeZone: zone)
    #expect(stale.entries.map(\.quote) == [nil])
    #expect(stale.reloadAfter == start + 86_400 + 15 * 60)
  }

  @Test("QV-10.4: the widget comes in small, medium and large, each laid out to its size in the user's accent")
  func sizes() throws {
    // `supportedFamilies` reads this list; each family is drawn at its own size.
    #expect(QuoteVaultShared.widgetFamilies == [.small, .medium, .large])
    let renderer = CairoRenderer()
    let short = Quote(id: 1, text: "Be kind.", author: "Anonymous", category: "Wisdom")
    let long = Quote(
      id: 2, text: String(repeating: "A long and winding thought. ", count: 8), author: "A", category: "Love")
    let teal = try #require(QuoteVaultSettings.accents.first { $0.id == "teal" })
    var settings = QuoteVaultSettings()
    settings.accent = teal.id
    var sizes: [Double] = []
    for family in QuoteVaultShared.widgetFamilies {
      let scene = QuoteWidgetScene.make(
        family: family, quote: long, scheme: .light, theme: settings.theme, measurer: renderer)
      let (width, height) = family.previewSize
      #expect(scene.list.size == Size(width: width, height: height))
      // A long quote shrinks within the layout's floor (SwiftUI's minimumScaleFactor), never below.
      let layout = QuoteWidgetLayout.of(family)
      #expect(scene.quoteText.font.size >= layout.minimumQuoteSize)
      #expect(abs(layout.minimumScaleFactor - layout.minimumQuoteSize / layout.quoteSize) < 0.001)
      guard case .text(let title) = scene.list.items[1] else { throw Failure("no title") }
      #expect(title.color == teal.color.light, "the title wears the user's accent")
      sizes.append(width * height)
    }
    #expect(sizes == sizes.sorted() && Set(sizes).count == 3)
    // The large widget centres a short quote instead of leaving its lower half empty.
    let large = QuoteWidgetScene.make(family: .large, quote: short, scheme: .light, measurer: renderer)
    let centre = large.quoteText.frame.y + large.quoteText.frame.height / 2
    #expect(abs(centre - WidgetFamilyID.large.previewSize.height / 2) < 40)
  }
}
