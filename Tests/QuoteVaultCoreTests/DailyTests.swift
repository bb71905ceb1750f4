import AppServices
import AppServicesTestSupport
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
  init() async throws { backend = try await Backend() }

  @Test("QV-6.1 / QV-6.3: home shows the server's quote of the day, and a new one once the day changes")
  func quoteOfTheDay() async throws {
    let clock = TestClock(start)
    let device = try Device(backend)
    let model = device.model(now: { clock.now }, timeZone: zone)
    await model.launch()
    let today = try #require(model.daily.quote)
    #expect(model.today == "2026-03-14")
    #expect(try await device.service.api.quoteOfTheDay("2026-03-14") == today)

    clock.advance(86_400)
    await model.daily.refresh()
    let tomorrow = try #require(model.daily.quote)
    #expect(model.today == "2026-03-15")
    #expect(tomorrow != today)
    #expect(try await device.service.api.quoteOfTheDay("2026-03-15") == tomorrow)
  }

  @Test("QV-7.1 / QV-7.2 / QV-7.3: turning notifications on schedules each day's quote at the chosen time")
  func schedule() async throws {
    let device = try Device(backend)
    let model = device.model(now: { start }, timeZone: zone)
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true, time: "21:30")
    let pending = device.notifications.schedule
    #expect(pending.count == NotificationPlan.reminderDays)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    for (offset, notification) in pending.enumerated() {
      #expect(notification.request.url?.host == NotificationPlan.deepLink.host, "a tap opens the quote of the day")
      let parts = calendar.dateComponents([.hour, .minute], from: notification.fires)
      #expect(parts.hour == 21 && parts.minute == 30)
      #expect(calendar.dateComponents([.day], from: start, to: notification.fires).day == offset, "one a day")
      // The days whose quotes were fetched carry them; the days after remind without guessing a quote.
      #expect((notification.request.body == NotificationPlan.reminderBody) == (offset >= NotificationPlan.days))
    }
    let first = try #require(pending.first?.request)
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
    await model.reminders.reschedule()
    #expect(device.notifications.pending.count == NotificationPlan.reminderDays)
    // Past today's time, today's notification is not planned.
    let late = device.model(now: { start + 12 * 3600 }, timeZone: zone)
    await late.reminders.reschedule()
    #expect(device.notifications.pending.map(\.id).contains("quote-of-the-day-2026-03-14") == false)
  }

  @Test("QV-7.4 / QV-10.3: a notification or widget tap brings Home forward with the quote of the day highlighted")
  func deepLink() async throws {
    let model = try Device(backend).model()
    // Another quote was opened on Home (the stack's path, as the NavigationStack binds it), then Settings.
    model.homePath = [Quote(id: 7, text: "Another quote.", author: "Someone", category: "Wisdom")]
    model.selectedTab = .settings
    model.open(try #require(URL(string: "https://example.com/quote-of-the-day")))
    #expect(!model.daily.isHighlighted && model.selectedTab == .settings, "another link changes nothing")
    model.open(NotificationPlan.deepLink)
    #expect(model.selectedTab == .home, "the tab that shows the quote comes forward")
    #expect(model.homePath.isEmpty, "back to the feed itself, not another quote's page")
    #expect(model.daily.isHighlighted, "Home scrolls to the card and highlights it")
    model.daily.shown()
    #expect(!model.daily.isHighlighted, "the highlight ends once shown")
    let plan = QuoteWidgetTimeline.plan(now: start, quotes: [], timeZone: zone)
    #expect(plan.entries.allSatisfy { $0.deepLink == NotificationPlan.deepLink })
  }

  @Test("QV-7.5: turning notifications off cancels every pending one; a refused permission says where to fix it")
  func cancel() async throws {
    let device = try Device(backend)
    let model = device.model(now: { start }, timeZone: zone)
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true)
    #expect(!device.notifications.pending.isEmpty)
    await model.reminders.setNotifications(enabled: false)
    #expect(device.notifications.pending.isEmpty)

    device.notifications.userChangedSettings(to: .denied)
    await model.reminders.setNotifications(enabled: true)
    #expect(!model.settings.settings.notificationsEnabled)
    #expect(model.messages.last == "Notifications are off for QuoteVault. Turn them on in Settings > Notifications.")
    #expect(device.notifications.pending.isEmpty)
    #expect(device.notifications.promptsShown == 1, "iOS asks once; later the stored answer")
  }

  @Test("QV-7.1: the switch follows iOS Settings: turned off there, it reads off on return, with the way back")
  func switchFollowsSettings() async throws {
    let scene = SimulatedScene()
    let device = try Device(backend)
    let model = device.model(now: { start }, timeZone: zone)
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true)
    #expect(model.reminders.notificationsSwitch && !model.reminders.blockedInSettings)
    // Settings > Notifications > QuoteVault, off; back in the app.
    device.notifications.userChangedSettings(to: .denied)
    await model.follow(scene.leaveApp())
    await model.follow(scene.returnToApp())
    #expect(!model.reminders.notificationsSwitch && model.reminders.blockedInSettings, "off, with Open Settings")
    #expect(model.settings.settings.notificationsEnabled, "the wish is kept: on again in Settings, on here")
    device.notifications.userChangedSettings(to: .authorized)
    await model.follow(scene.leaveApp())
    await model.follow(scene.returnToApp())
    #expect(model.reminders.notificationsSwitch && !model.reminders.blockedInSettings)
  }

  @Test("QV-10.1 / QV-10.2: the widget shows the quote the app saved for today, and each next day's from midnight")
  func widget() async throws {
    let device = try Device(backend)
    let model = device.model(now: { start }, timeZone: zone)
    await model.daily.refresh()
    let stored = device.store.read(QuoteVaultShared.dailyQuotes)
    #expect(stored.count == NotificationPlan.days, "the next days' quotes, from one call")
    let saved = try #require(stored.first)
    #expect(saved.day == "2026-03-14" && saved.quote == model.daily.quote)
    let tomorrow = stored[1]
    #expect(tomorrow.day == "2026-03-15")
    #expect(tomorrow.quote == (try await device.service.api.quoteOfTheDay("2026-03-15")))

    let plan = QuoteWidgetTimeline.plan(now: start, quotes: stored, timeZone: zone)
    #expect(plan.entries.map(\.quote) == stored.map { Optional($0.quote) }, "an entry per midnight")
    let midnight = plan.entries[1].date
    #expect(QuoteDay.string(midnight, timeZone: zone) == "2026-03-15")
    #expect(QuoteDay.string(midnight - 1, timeZone: zone) == "2026-03-14")
    for (entry, daily) in zip(plan.entries.dropFirst(), stored.dropFirst()) {
      #expect(QuoteDay.string(entry.date, timeZone: zone) == daily.day)
    }
    #expect(plan.reloadAfter > midnight)

    // The widget face shows that quote, fitted to each family's box.
    let renderer = CairoRenderer()
    for family in QuoteVaultShared.widgetFamilies {
      let scene = QuoteWidgetScene.make(family: family, quote: saved.quote, scheme: .light, measurer: renderer)
      #expect(scene.quoteText.text == "“\(saved.quote.text)”")
      #expect(scene.quoteText.frame.maxY <= family.previewSize.height)
    }

    // A stale quote (yesterday's) is never shown as today's; the widget retries soon.
    let stale = QuoteWidgetTimeline.plan(now: start + 86_400, quotes: [saved], timeZone: zone)
    #expect(stale.entries.map(\.quote) == [nil])
    #expect(stale.reloadAfter == start + 86_400 + 60 * 60, "hourly: 24 reloads a day at most, inside the budget")
  }

  @Test("QV-10.1: the gallery shows a sample quote; after a restart, before the first unlock, it says to unlock")
  func widgetGalleryAndLockedFiles() async throws {
    let device = try Device(backend)
    let model = device.model(now: { start }, timeZone: zone)
    let phone = SimulatedDataProtection()
    let store = phone.store(directory: device.store.directory)
    // Before the app ever ran: the gallery's sample, never an instruction; on the home screen, the instruction.
    let gallery = QuoteWidgetTimeline.plan(store: store, now: start, timeZone: zone, sinceStart: 600, isPreview: true)
    #expect(gallery.entries.map(\.quote) == [QuoteWidgetTimeline.galleryQuote])
    let placed = QuoteWidgetTimeline.plan(store: store, now: start, timeZone: zone, sinceStart: 600, isPreview: false)
    #expect(placed.entries.map(\.missingText) == ["Open QuoteVault to get today's quote."])
    await model.daily.refresh()
    // A restart: the App Group cannot be read until the first unlock. Not "open the app", and asked again soon.
    phone.restart()
    let locked = QuoteWidgetTimeline.plan(store: store, now: start, timeZone: zone, sinceStart: 40, isPreview: false)
    #expect(locked.entries.map(\.missingText) == ["Unlock your iPhone to see today's quote."])
    #expect(locked.reloadAfter.timeIntervalSince(start) <= 5 * 60)
    phone.firstUnlock()
    let unlocked = QuoteWidgetTimeline.plan(store: store, now: start, timeZone: zone, sinceStart: 40, isPreview: false)
    #expect(unlocked.entries.first?.quote == model.daily.quote)
  }

  @Test("QV-10.2: a timeline planned at 00:01 with the stored quotes shows the new day's quote, never a blank")
  func widgetAfterMidnight() async throws {
    let device = try Device(backend)
    let model = device.model(now: { start }, timeZone: zone)
    await model.daily.refresh()
    // The app is not opened again. WidgetKit reloads at 00:01 as the last timeline asked.
    let stored = device.store.read(QuoteVaultShared.dailyQuotes)
    let first = QuoteWidgetTimeline.plan(now: start, quotes: stored, timeZone: zone)
    let reload = first.reloadAfter
    #expect(QuoteDay.string(reload, timeZone: zone) == "2026-03-15")
    let next = QuoteWidgetTimeline.plan(now: reload, quotes: stored, timeZone: zone)
    let shown = try #require(next.entries.first?.quote, "the widget shows a quote at 00:01")
    #expect(shown == (try await device.service.api.quoteOfTheDay("2026-03-15")))
    // Every day of the stored answer, planned at 00:01, shows its own quote.
    var day = reload
    for daily in stored.dropFirst() {
      #expect(QuoteWidgetTimeline.plan(now: day, quotes: stored, timeZone: zone).entries.first?.quote == daily.quote)
      day = QuoteWidgetTimeline.plan(now: day, quotes: stored, timeZone: zone).reloadAfter
    }
  }

  @Test("QV-6.4 / QV-7.3 / QV-10.2: the widget, the notification and the app show the same quote on every day")
  func sameQuoteEverywhere() async throws {
    let device = try Device(backend)
    let clock = TestClock(start)
    let model = device.model(now: { clock.now }, timeZone: zone)
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true, time: "09:00")
    let stored = device.store.read(QuoteVaultShared.dailyQuotes)
    let timeline = QuoteWidgetTimeline.plan(now: start, quotes: stored, timeZone: zone)
    // Today's 09:00 has passed at 10:00, so the notifications start tomorrow.
    for request in device.notifications.pending where request.body != NotificationPlan.reminderBody {
      let day = String(request.id.dropFirst(NotificationPlan.identifierPrefix.count))
      let entry = try #require(timeline.entries.first { QuoteDay.string($0.date, timeZone: zone) == day })
      let quote = try #require(entry.quote)
      #expect(request.body == "“\(quote.text)” — \(quote.author)")
    }
    for offset in 1..<NotificationPlan.days {
      clock.advance(86_400)
      await model.calendarDayMayHaveChanged()
      let entry = timeline.entries[offset]
      #expect(model.daily.quote == entry.quote, "the app on day \(offset) shows the widget's quote")
    }
  }

  @Test("QV-7.2: a new time moves every day already scheduled; the wheel commits only when the user is done")
  func changeTime() async throws {
    let device = try Device(backend)
    let model = device.model(now: { start }, timeZone: zone)
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true, time: "21:30")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    // The wheel turns: nothing is scheduled on each tick.
    model.reminders.editTime("06:10")
    model.reminders.editTime("07:15")
    #expect(device.notifications.schedule.allSatisfy { calendar.component(.hour, from: $0.fires) == 21 })
    #expect(model.settings.settings.notificationTime == "21:30")
    await model.reminders.commitTime()
    #expect(model.reminders.timeDraft == nil)
    #expect(model.settings.settings.notificationTime == "07:15")
    let schedule = device.notifications.schedule
    // Today's 07:15 has passed at 10:00: from tomorrow, each replaced in place (one per identifier).
    #expect(schedule.count == NotificationPlan.reminderDays - 1)
    #expect(Set(schedule.map(\.request.id)).count == schedule.count)
    for item in schedule {
      let parts = calendar.dateComponents([.hour, .minute], from: item.fires)
      #expect(parts.hour == 7 && parts.minute == 15, "\(item.request.id) moved to the new time")
    }
  }

  @Test("QV-7.2: a time picked and left without Done is kept when the app goes to the background, and planned")
  func timeKeptOnLeaving() async throws {
    let scene = SimulatedScene()
    let device = try Device(backend)
    let model = device.model(now: { start }, timeZone: zone)
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true, time: "21:30")
    model.reminders.editTime("07:15")
    await model.follow(scene.leaveApp())
    #expect(model.settings.settings.notificationTime == "07:15")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    #expect(device.notifications.schedule.allSatisfy { calendar.component(.hour, from: $0.fires) == 7 })
  }

  @Test("QV-7.2: plans asked for together end with the latest settings, never an older plan over a newer one")
  func plansInOrder() async throws {
    let scene = SimulatedScene()
    let device = try Device(backend)
    let model = device.model(now: { start }, timeZone: zone)
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true, time: "21:30")
    // A foreground's plan and the time's plan at once: whichever started first, the last settings win.
    await model.follow(scene.leaveApp())
    async let foreground: Void = model.follow(scene.returnToApp())
    model.reminders.editTime("06:45")
    async let committed: Void = model.reminders.commitTime()
    _ = await (foreground, committed)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let schedule = device.notifications.schedule
    #expect(!schedule.isEmpty)
    #expect(schedule.allSatisfy { calendar.component(.hour, from: $0.fires) == 6 })
  }

  @Test("QV-7.1: the plan is renewed on every foreground and background refresh, so it never runs out")
  func renewed() async throws {
    let scene = SimulatedScene()
    let device = try Device(backend)
    let clock = TestClock(start)
    let model = device.model(now: { clock.now }, timeZone: zone)
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true, time: "21:30")
    // Ten days pass with the app in the background; what was due fired.
    clock.advance(10 * 86_400)
    device.notifications.fire(until: clock.now)
    #expect(device.notifications.pending.count == NotificationPlan.reminderDays - 10)
    #expect(
      device.notifications.pending.filter { $0.body != NotificationPlan.reminderBody }.count == NotificationPlan.days
        - 10,
      "four days with their quotes are left")
    await model.backgroundRefresh()
    #expect(device.notifications.pending.count == NotificationPlan.reminderDays, "a background refresh renews them")
    #expect(
      device.notifications.pending.filter { $0.body != NotificationPlan.reminderBody }.count == NotificationPlan.days,
      "with the next 14 days' quotes")
    #expect(device.store.read(QuoteVaultShared.dailyQuotes).first?.day == "2026-03-24", "and the widget's days")
    clock.advance(5 * 86_400)
    device.notifications.fire(until: clock.now)
    await model.follow(scene.leaveApp())
    await model.follow(scene.returnToApp())
    #expect(device.notifications.pending.count == NotificationPlan.reminderDays, "so does coming to the foreground")
    #expect(device.notifications.pending.first?.id == "quote-of-the-day-2026-03-29")
  }

  @Test("QV-6.3: an app left open across midnight shows the new day's quote")
  func openAcrossMidnight() async throws {
    let device = try Device(backend)
    let clock = TestClock(start)
    let model = device.model(now: { clock.now }, timeZone: zone)
    await model.launch()
    let yesterday = try #require(model.daily.quote)
    await model.calendarDayMayHaveChanged()
    #expect(model.daily.quote == yesterday, "the same day changes nothing")
    clock.advance(14 * 3600 + 60)  // 00:01 on the 15th
    await model.calendarDayMayHaveChanged()
    #expect(model.daily.date == "2026-03-15")
    #expect(model.daily.quote == (try await device.service.api.quoteOfTheDay("2026-03-15")))
    #expect(model.daily.quote != yesterday)
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
      let layout = QuoteWidgetLayout.of(family, quoteLength: long.text.count)
      #expect(scene.quoteText.font.size >= layout.minimumQuoteSize)
      #expect(abs(layout.minimumScaleFactor - layout.minimumQuoteSize / layout.quoteSize) < 0.001)
      let titled = QuoteWidgetScene.make(
        family: family, quote: short, scheme: .light, theme: settings.theme, measurer: renderer)
      guard case .text(let title) = titled.list.items[1] else { throw Failure("no title") }
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
