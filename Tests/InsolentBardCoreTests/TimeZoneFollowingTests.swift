import AppServices
import AppServicesTestSupport
import Foundation
import SharedStore
import Testing

@testable import InsolentBardCore

/// The widget and the daily notifications follow the device's time zone as the app does: read at each request,
/// never cached by a process that outlives a flight or a new zone in Settings.
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
    let harness = BardHarness(at: "2026-11-21T14:05:00Z", timeZone: london)
    let center = SimulatedNotificationCenter(now: { harness.clock.now })
    var dependencies = harness.dependencies
    dependencies.notifications = center
    let app = BardModel(dependencies: dependencies)
    center.scriptPrompt(.allow)
    await app.setInsultOfTheDay(InsultOfTheDay.Time(hour: 8, minute: 30))
    #expect(center.schedule.first?.fires == date("2026-11-22T08:30:00Z"), "8:30 in London")
    harness.zone.set(kolkata)
    await app.clockChanged().value
    let scheduled = center.schedule
    #expect(scheduled.count == InsultOfTheDay.days, "replaced, not piled up")
    let first = try #require(scheduled.first)
    #expect(first.fires == date("2026-11-22T03:00:00Z"), "8:30 in Kolkata")
    let insult = InsultSchedule(interval: .hour, timeZone: kolkata).insult(at: first.fires)
    #expect(first.request.body == InsultOfTheDay.body(for: insult), "the insult the app shows then, in Kolkata")
    #expect(slotStartMatches(app.current, kolkata), "and the insult on screen is Kolkata's")
  }

  @Test("After a flight, before the app is opened, each Insult of the Day comes with the insult the app shows then")
  func notificationsFollowTheirMomentAfterAFlight() async throws {
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    let harness = BardHarness(at: "2026-11-21T14:05:00Z", timeZone: newYork)
    let center = SimulatedNotificationCenter(now: { harness.clock.now })
    var dependencies = harness.dependencies
    dependencies.notifications = center
    let app = BardModel(dependencies: dependencies)
    center.scriptPrompt(.allow)
    await app.setInsultOfTheDay(.morning)
    let scheduled = center.schedule
    #expect(scheduled.count == InsultOfTheDay.days)
    // The phone lands in London and stays locked: nothing is rescheduled until the app is opened.
    for (request, planned) in scheduled.map({ ($0.request, $0.fires) }) {
      let fires = try #require(request.firingDate(addedIn: newYork, deviceZone: london))
      #expect(fires == planned, "\(request.id): at the moment planned, not London's 9:00")
      let shown = InsultSchedule(interval: .hour, timeZone: london).insult(at: fires)
      // The last of the window says to open the app to keep them coming (InsultOfTheDayKeepComingTests).
      let body =
        request.id == scheduled.last?.request.id
        ? BardCopy.insultOfTheDayKeepComingBody.text : InsultOfTheDay.body(for: shown)
      #expect(request.body == body, "\(request.id): the insult the app shows then")
      #expect(request.url == BardRoute.shareURL(for: shown.text), "\(request.id): its Share opens that insult")
    }
    // A trigger without the zone would float to London's 9:00, an instant whose insult is another.
    var floating = try #require(scheduled.first?.request)
    floating.timeZone = nil
    #expect(floating.firingDate(addedIn: newYork, deviceZone: london) == date("2026-11-22T09:00:00Z"))
  }

  func slotStartMatches(_ record: CurrentInsultRecord, _ zone: TimeZone) -> Bool {
    InsultSchedule(interval: .hour, timeZone: zone).start(ofSlot: record.slot) == date("2026-11-21T13:30:00Z")
  }
}
