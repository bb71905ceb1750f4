import AppServices
import AppServicesTestSupport
import Foundation
import InsolentBardCore
import SharedStore
import Testing

/// Several Insults of the Day a day (1 to 5), spread from the time to the last one's, each with its own insult,
/// within the pending notifications the Bard keeps.
@Suite("Several Insults of the Day a day")
@MainActor
struct InsultOfTheDayRemindersTests {
  typealias Time = InsultOfTheDay.Time
  typealias Window = InsultOfTheDay.Window

  /// The Insult of the Day turned on at 9:00, `count` a day (until `end`, when given), and scheduled.
  func onFromNine(_ app: BardModel, count: Int, end: Time? = nil) async {
    await app.setInsultOfTheDay(.morning)
    app.setInsultOfTheDayCount(count)
    if let end { app.insultOfTheDayEnd = end }
    await app.scheduleInsultOfTheDay()
  }

  /// The local times of day `dates` fall on in `zone`.
  func times(_ dates: [Date], in zone: TimeZone) -> [Time] {
    dates.map { InsultOfTheDay.time(at: $0, calendar: InsultOfTheDay.calendar(in: zone)) }
  }

  @Test("The day's times are spread evenly from the start to the last one, in order within the day")
  func timesOfTheDay() {
    let nine = Time(hour: 9, minute: 0)
    #expect(
      Window(count: 3, end: Time(hour: 21, minute: 0)).times(from: nine) == [
        nine, Time(hour: 15, minute: 0), Time(hour: 21, minute: 0),
      ])
    #expect(Window(count: 1, end: Time(hour: 21, minute: 0)).times(from: nine) == [nine], "one a day: the time")
    #expect(Window(count: 9, end: Time(hour: 10, minute: 0)).times(from: nine).count == 5, "at most five")
    #expect(Window(count: 3, end: Time(hour: 9, minute: 1)).times(from: nine).count == 2, "a minute apart at least")
  }

  @Test("A start after the end (22:00 with the default 21:00) pushes the end an hour along, never past midnight")
  func startAfterEnd() {
    let ten = Time(hour: 22, minute: 0)
    let window = Window(count: 5, end: Window.single.end)
    #expect(window.end(from: ten) == Time(hour: 23, minute: 0))
    #expect(
      window.times(from: ten) == [0, 15, 30, 45].map { Time(hour: 22, minute: $0) } + [Time(hour: 23, minute: 0)])
    #expect(window.valid(from: ten) == Window(count: 5, end: Time(hour: 23, minute: 0)), "what Settings saves")
    // An end equal to the start, or one "after midnight", is pushed too.
    let nine = Time(hour: 9, minute: 0)
    #expect(Window(count: 2, end: nine).times(from: nine) == [nine, Time(hour: 10, minute: 0)])
    #expect(Window(count: 2, end: Time(hour: 1, minute: 0)).times(from: ten) == [ten, Time(hour: 23, minute: 0)])
    // Midnight's edges: a start at 0:00 with an end at 0:00, and starts too late for a whole hour.
    let midnight = Time(hour: 0, minute: 0)
    #expect(Window(count: 2, end: midnight).times(from: midnight) == [midnight, Time(hour: 1, minute: 0)])
    #expect(
      Window(count: 2, end: Time(hour: 21, minute: 0)).times(from: Time(hour: 23, minute: 30))
        == [Time(hour: 23, minute: 30), Time(hour: 23, minute: 59)])
    let last = Time(hour: 23, minute: 59)
    #expect(Window(count: 5, end: Time(hour: 21, minute: 0)).times(from: last) == [last], "no minute left: once")
    #expect(Window(count: 3, end: last).times(from: Time(hour: 23, minute: 58)).count == 2)
  }

  @Test("Settings: a start moved past the last one's time pushes it along, and the end wheel shows it")
  func settingsPushTheEnd() async throws {
    let (_, center, app) = notifyingBard()
    await onFromNine(app, count: 5)
    #expect(app.insultOfTheDayEnd == Time(hour: 21, minute: 0))
    await app.setInsultOfTheDay(Time(hour: 22, minute: 0))
    #expect(app.insultOfTheDayEnd == Time(hour: 23, minute: 0), "the end wheel reads the pushed end")
    let day = Array(center.schedule.prefix(5))
    #expect(
      times(day.map(\.fires), in: utc) == [0, 15, 30, 45].map { Time(hour: 22, minute: $0) } + [
        Time(hour: 23, minute: 0)
      ])
    // An end wheel stopped before the start goes back to an hour after it, as a picker with a range would.
    app.insultOfTheDayEnd = Time(hour: 8, minute: 0)
    #expect(app.insultOfTheDayEnd == Time(hour: 23, minute: 0))
    app.insultOfTheDayEnd = Time(hour: 23, minute: 30)
    #expect(app.insultOfTheDayEnd == Time(hour: 23, minute: 30), "an end after the start stays")
  }

  @Test("A settings file from before there were several reads as one a day; a damaged count as the nearest allowed")
  func oldAndDamagedSettings() throws {
    let old = try JSONDecoder().decode(
      BardSettings.self, from: Data(#"{"interval":60,"appearance":"system","familyFriendly":false}"#.utf8))
    #expect(old.insultOfTheDayWindow == .single)
    let damaged = try JSONDecoder().decode(
      BardSettings.self,
      from: Data(
        #"{"interval":60,"appearance":"system","familyFriendly":false,"insultOfTheDayReminders":{"count":-7,"end":{"hour":21,"minute":0}}}"#
          .utf8))
    #expect(damaged.insultOfTheDayWindow.reminders == 1)
    #expect(damaged.insultOfTheDayWindow.times(from: .morning) == [.morning])
  }

  @Test("Three a day from 9:00 to 21:00: 20 days of them in the 60 pending, each its own insult, the next first")
  func threeADay() async throws {
    let (harness, center, app) = notifyingBard()
    await onFromNine(app, count: 3, end: Time(hour: 21, minute: 0))
    #expect(app.insultOfTheDayCount == 3)
    let scheduled = center.schedule
    #expect(scheduled.count == InsultOfTheDay.days, "60 pending, below iOS's 64")
    #expect(
      scheduled.prefix(4).map(\.fires)
        == ["2026-11-21T15:00:00Z", "2026-11-21T21:00:00Z", "2026-11-22T09:00:00Z", "2026-11-22T15:00:00Z"].map(date))
    #expect(scheduled.last?.fires == date("2026-12-11T09:00:00Z"), "twenty days ahead")
    #expect(Set(scheduled.map(\.request.url)).count == scheduled.count, "each its own insult")
    let schedule = InsultSchedule(interval: .hour, timeZone: utc)
    // The last of the window says to open the app to keep them coming (InsultOfTheDayKeepComingTests).
    for entry in scheduled.dropLast() {
      #expect(entry.request.body == InsultOfTheDay.body(for: schedule.insult(at: entry.fires)), "the app's then")
    }
    #expect(
      scheduled.allSatisfy { $0.request.id == InsultOfTheDay.identifier(fires: $0.fires, body: $0.request.body) },
      "each identified by its moment and words")
    // A relaunch keeps the choice, and tops the days up without piling up.
    let again = harness.model(notifications: center)
    #expect(again.insultOfTheDayCount == 3 && again.insultOfTheDayEnd == Time(hour: 21, minute: 0))
    harness.clock.advance(minutes: 24 * 60)
    await again.scheduleInsultOfTheDay()
    #expect(center.schedule.count == InsultOfTheDay.days)
    #expect(center.schedule.first?.fires == date("2026-11-22T15:00:00Z"))
  }

  @Test("Back to one a day: the same identifiers are replaced, none of the five-a-day moments stays pending")
  func backToOne() async throws {
    let (_, center, app) = notifyingBard()
    await onFromNine(app, count: 5)
    #expect(center.schedule.count == InsultOfTheDay.days)
    app.setInsultOfTheDayCount(1)
    await app.scheduleInsultOfTheDay()
    let scheduled = center.schedule
    #expect(scheduled.count == InsultOfTheDay.days)
    #expect(Set(times(scheduled.map(\.fires), in: utc)) == [.morning], "only 9:00")
    #expect(scheduled.first?.fires == date("2026-11-22T09:00:00Z"))
  }

  @Test("Five within half an hour of an hourly insult: each still its own, the first the one the app shows then")
  func closerThanTheInterval() async throws {
    let (_, center, app) = notifyingBard()
    await onFromNine(app, count: 5, end: Time(hour: 9, minute: 20))
    let day = Array(center.schedule.prefix(5))
    #expect(times(day.map(\.fires), in: utc) == [0, 5, 10, 15, 20].map { Time(hour: 9, minute: $0) })
    #expect(Set(day.map(\.request.url)).count == 5, "five insults")
    let schedule = InsultSchedule(interval: .hour, timeZone: utc)
    #expect(day.first?.request.body == InsultOfTheDay.body(for: schedule.insult(at: date("2026-11-22T09:00:00Z"))))
  }

  @Test("Across New York's fall-back change, each day's three still come at 9:00, 15:00 and 21:00 local")
  func daylightSaving() async throws {
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    let (_, center, app) = notifyingBard(at: "2026-10-30T16:00:00Z", timeZone: newYork)
    await onFromNine(app, count: 3)
    let fires = center.schedule.map(\.fires)
    #expect(fires.count == InsultOfTheDay.days)
    let local = times(fires, in: newYork)
    #expect(Set(local) == [Time(hour: 9, minute: 0), Time(hour: 15, minute: 0), Time(hour: 21, minute: 0)])
    #expect(fires.contains(date("2026-10-31T13:00:00Z")), "9:00 EDT before the change")
    #expect(fires.contains(date("2026-11-02T14:00:00Z")), "9:00 EST after it")
  }

  @Test("A new time zone reschedules the day's three at the new zone's times")
  func zoneChange() async throws {
    let (harness, center, app) = notifyingBard()
    await onFromNine(app, count: 3)
    let kolkata = try #require(TimeZone(identifier: "Asia/Kolkata"))
    harness.zone.set(kolkata)
    await app.clockChanged().value
    let fires = center.schedule.map(\.fires)
    #expect(fires.count == InsultOfTheDay.days, "replaced, not piled up")
    #expect(
      Set(times(fires, in: kolkata)) == [
        Time(hour: 9, minute: 0), Time(hour: 15, minute: 0), Time(hour: 21, minute: 0),
      ])
    #expect(fires.first == date("2026-11-21T15:30:00Z"), "21:00 in Kolkata, tonight")
  }

  @Test("Settings' last-one picker shows the saved time on the device zone's clock; a stop an hour earlier saves it")
  func endPicker() async throws {
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    let (_, center, app) = notifyingBard(timeZone: newYork)
    await app.setInsultOfTheDay(.morning)
    app.setInsultOfTheDayCount(2)
    let sheet = try app.openSettings()
    let shown = sheet.wheelDate(for: app.insultOfTheDayEnd)
    #expect(shown == date("2026-11-22T02:00:00Z"), "21:00 in New York")
    app.insultOfTheDayEnd = sheet.time(at: shown.addingTimeInterval(-3600))
    #expect(app.insultOfTheDayEnd == Time(hour: 20, minute: 0))
    await app.scheduleInsultOfTheDay()
    #expect(center.schedule.prefix(2).map(\.fires) == ["2026-11-22T01:00:00Z", "2026-11-22T14:00:00Z"].map(date))
  }

  @Test("The count and the last one's time reschedule only while it is on")
  func effects() {
    var off = BardSettings()
    var changed = off
    changed.insultOfTheDayWindow = Window(count: 2, end: Time(hour: 20, minute: 0))
    #expect(!SettingsEffects(from: off, to: changed).contains(.insultOfTheDay))
    off.insultOfTheDay = .morning
    changed.insultOfTheDay = .morning
    #expect(SettingsEffects(from: off, to: changed) == [.insultOfTheDay])
  }
}
