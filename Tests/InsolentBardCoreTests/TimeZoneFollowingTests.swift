import AppServices
import AppServicesTestSupport
import Foundation
import SharedStore
import Testing

@testable import InsolentBardCore

/// The widget and the daily notifications follow the device's time zone as the app does: read at each request,
/// never cached by a process that outlives a flight or a new zone in Settings; a notification already pending
/// comes at its time of day on the new zone's clock, as iOS matches a calendar trigger without a zone.
@MainActor
@Suite("The widget and the notifications follow the time zone")
struct TimeZoneFollowingTests {
  let london = TimeZone(identifier: "Europe/London")!
  let kolkata = TimeZone(identifier: "Asia/Kolkata")!

  @Test("The widget's zone changes between two timeline requests: the second gives the new zone's slot, as the app")
  func widgetReadsZoneAtEachRequest() throws {
    let harness = BardHarness(at: "2026-11-21T14:05:00Z", timeZone: london)
    let app = harness.model()
    let clock = harness.clock
    let zone = harness.zone
    // One source for the widget's process, kept across requests as WidgetKit may keep the extension alive.
    let source = WidgetTimelineSource(
      store: SharedStore(directory: harness.directory), now: { clock.now }, timeZone: { zone.zone },
      sinceStart: { 3600 })
    let before = try #require(source.timeline(for: .homeScreen, choice: .insultOfTheHour).entries.first)
    #expect(before.insult == app.current.insult)
    #expect(before.updatedAt == date("2026-11-21T14:00:00Z"), "London's 14:00 slot")
    // Landed in Kolkata at 19:40 local (14:10 UTC): its slot began at 19:00 local, 13:30 UTC.
    clock.advance(minutes: 5)
    zone.set(kolkata)
    app.refresh()
    let after = try #require(source.timeline(for: .homeScreen, choice: .insultOfTheHour).entries.first)
    #expect(after.updatedAt == date("2026-11-21T13:30:00Z"), "Kolkata's 19:00 slot, not London's")
    #expect(after.insult == app.current.insult, "the widget shows the app's insult")
    #expect(source.snapshot(for: .homeScreen, choice: .insultOfTheHour).insult == app.current.insult)
    let change = try #require(
      source.timeline(for: .homeScreen, choice: .insultOfTheHour).entries.first { $0.insult != after.insult })
    #expect(change.date == app.nextChange, "the widget's next insult comes with the app's, at 20:00 in Kolkata")
  }

  @Test("The one zone source is the device's zone as it is at each use, not the process's cached one")
  func sharedZoneAutoupdates() {
    #expect(BardShared.timeZone == TimeZone.autoupdatingCurrent)
  }

  @Test("A zone change reschedules the Insult of the Day at the new zone's 8:30, with that moment's insults")
  func zoneChangeReschedulesNotifications() async throws {
    let (harness, center, app) = notifyingBard(timeZone: london)
    await app.setInsultOfTheDay(InsultOfTheDay.Time(hour: 8, minute: 30))
    #expect(center.schedule.first?.fires == date("2026-11-22T08:30:00Z"), "8:30 in London")
    harness.zone.set(kolkata)
    #expect(center.schedule.first?.fires == date("2026-11-22T03:00:00Z"), "iOS alone moves it to 8:30 in Kolkata")
    await app.clockChanged().value
    let scheduled = center.schedule
    #expect(scheduled.count == InsultOfTheDay.days, "replaced, not piled up")
    let first = try #require(scheduled.first)
    #expect(first.fires == date("2026-11-22T03:00:00Z"), "8:30 in Kolkata")
    let insult = InsultSchedule(interval: .hour, timeZone: kolkata).insult(at: first.fires)
    #expect(first.request.body == InsultOfTheDay.body(for: insult), "the insult the app shows then, in Kolkata")
    #expect(slotStartMatches(app.current, kolkata), "and the insult on screen is Kolkata's")
  }

  @Test("After a flight, before the app is opened, each Insult of the Day comes at the chosen time on the new clock")
  func notificationsFollowTheLocalClockAfterAFlight() async throws {
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    let (harness, center, app) = notifyingBard(timeZone: newYork)
    await app.setInsultOfTheDay(.morning)
    let planned = center.schedule
    #expect(planned.count == InsultOfTheDay.days)
    #expect(planned.first?.fires == date("2026-11-22T14:00:00Z"), "9:00 in New York")
    #expect(planned.allSatisfy { $0.request.timeZone == nil }, "no zone on the trigger: it follows the device's")
    // The phone lands in London and stays locked: the app reschedules nothing, iOS matches each on its new clock.
    harness.zone.set(london)
    let moved = center.schedule
    #expect(moved.map(\.request.id) == planned.map(\.request.id), "none lost")
    var londonClock = Calendar(identifier: .gregorian)
    londonClock.timeZone = london
    let clockTimes = Set(moved.map { londonClock.dateComponents([.hour, .minute], from: $0.fires) })
    #expect(clockTimes == [DateComponents(hour: 9, minute: 0)], "each at 9:00 in London")
    #expect(moved.first?.fires == date("2026-11-22T09:00:00Z"), "tomorrow's 9:00 in London, not New York's")
    // Each keeps the insult chosen for it before the flight, and its Share gives that one.
    #expect(moved.map(\.request.body) == planned.map(\.request.body))
    #expect(moved.map(\.request.url) == planned.map(\.request.url))
    harness.clock.advance(minutes: 19 * 60)
    #expect(center.fire(until: date("2026-11-22T08:59:00Z")).isEmpty, "nothing before 9:00 in London")
    let delivered = center.fire(until: date("2026-11-22T09:05:00Z"))
    #expect(delivered.map(\.id) == [planned[0].request.id], "it comes at 9:00 London time")
    // Opening the app schedules the days again with London's moments' insults.
    await app.clockChanged().value
    let rescheduled = try #require(center.schedule.first)
    #expect(rescheduled.fires == date("2026-11-23T09:00:00Z"))
    let insult = InsultSchedule(interval: .hour, timeZone: london).insult(at: rescheduled.fires)
    #expect(rescheduled.request.body == InsultOfTheDay.body(for: insult), "the insult the app shows then")
  }

  func slotStartMatches(_ record: CurrentInsultRecord, _ zone: TimeZone) -> Bool {
    InsultSchedule(interval: .hour, timeZone: zone).start(ofSlot: record.slot) == date("2026-11-21T13:30:00Z")
  }
}
