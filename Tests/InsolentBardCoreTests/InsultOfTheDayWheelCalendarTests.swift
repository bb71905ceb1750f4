import AppServicesTestSupport
import Foundation
import InsolentBardCore
import Testing

/// What Settings' time wheel reads from its model (`BardSettingsModel.calendar`, `pickerDate`, `pick(at:)`): the
/// calendar and zone the days are scheduled in, the device's now, never the calendar the process started with.
@Suite("The Insult of the Day's wheel on the model's calendar")
@MainActor
struct InsultOfTheDayWheelCalendarTests {
  let newYork = TimeZone(identifier: "America/New_York")!

  /// The Bard at `iso` in `zone`, the Insult of the Day on at `time`, and Settings up (its model reaches the
  /// app's weakly: a test keeps the app).
  func settings(at iso: String, in zone: TimeZone, on time: InsultOfTheDay.Time) async throws -> (
    BardHarness, BardModel, BardSettingsModel
  ) {
    let harness = BardHarness(at: iso, timeZone: zone)
    let center = SimulatedNotificationCenter(now: { harness.clock.now })
    var dependencies = harness.dependencies
    dependencies.notifications = center
    let app = BardModel(dependencies: dependencies)
    center.scriptPrompt(.allow)
    await app.setInsultOfTheDay(time)
    return (harness, app, try app.openSettings())
  }

  @Test("The wheel shows 2:30 in New York on the night the clocks skip it: the next day's 2:30, never 3:30")
  func springForward() async throws {
    // 00:30 on Sunday 8 March 2026 in New York; at 2:00 the clocks go to 3:00.
    let (_, app, settings) = try await settings(
      at: "2026-03-08T05:30:00Z", in: newYork, on: InsultOfTheDay.Time(hour: 2, minute: 30))
    #expect(settings.calendar.timeZone == newYork && settings.calendar.identifier == .gregorian)
    let shown = try #require(settings.pickerDate)
    #expect(shown == date("2026-03-09T06:30:00Z"), "2:30 EDT on Monday")
    #expect(InsultOfTheDay.time(at: shown, calendar: settings.calendar) == InsultOfTheDay.Time(hour: 2, minute: 30))
    // The wheel stops at 9:00 on the picker's clock (EDT since 2:00): the model reads 9:00, and shows it back.
    settings.pick(at: date("2026-03-08T13:00:00Z"))
    #expect(settings.pickerTime == InsultOfTheDay.Time(hour: 9, minute: 0))
    #expect(settings.pickerDate == date("2026-03-08T13:00:00Z"))
    settings.pick(at: date("2026-03-08T06:15:00Z"))
    #expect(settings.pickerTime == InsultOfTheDay.Time(hour: 1, minute: 15), "01:15 EST, before the change")
    settings.saveTime()
    #expect(app.insultOfTheDay == InsultOfTheDay.Time(hour: 1, minute: 15), "the time saved is the one read")
  }

  @Test("On the night 1:30 comes twice, the wheel shows the first; the stop it reads back is 1:30 either way")
  func fallBack() async throws {
    // 00:30 EDT on Sunday 1 November 2026; at 2:00 EDT the clocks go back to 1:00 EST.
    let (_, app, settings) = try await settings(
      at: "2026-11-01T04:30:00Z", in: newYork, on: InsultOfTheDay.Time(hour: 1, minute: 30))
    #expect(settings.pickerDate == date("2026-11-01T05:30:00Z"), "1:30 EDT, the first")
    settings.pick(at: date("2026-11-01T06:30:00Z"))
    #expect(settings.pickerTime == InsultOfTheDay.Time(hour: 1, minute: 30), "1:30 EST reads 1:30 too")
    #expect(app.insultOfTheDay == InsultOfTheDay.Time(hour: 1, minute: 30))
  }

  @Test("A new zone while Settings is up (a flight, Settings' own): the wheel counts in it at once")
  func followsTheZone() async throws {
    let (harness, app, settings) = try await settings(at: "2026-11-21T14:05:00Z", in: newYork, on: .morning)
    #expect(settings.pickerDate == date("2026-11-21T14:00:00Z"), "9:00 EST")
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    harness.zone.set(tokyo)
    #expect(settings.calendar.timeZone == tokyo)
    #expect(settings.pickerDate == date("2026-11-21T00:00:00Z"), "9:00 in Tokyo that day")
    settings.pick(at: date("2026-11-21T12:30:00Z"))
    #expect(settings.pickerTime == InsultOfTheDay.Time(hour: 21, minute: 30), "21:30 in Tokyo")
    settings.saveTime()
    #expect(app.insultOfTheDay == InsultOfTheDay.Time(hour: 21, minute: 30))
  }
}
