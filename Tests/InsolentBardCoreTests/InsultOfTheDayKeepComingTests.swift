import AppServices
import AppServicesTestSupport
import Foundation
import InsolentBardCore
import Testing

/// iOS keeps at most 64 pending notifications for an app, so the Bard schedules its daily insults a window ahead,
/// and they would stop without a word for a user who never opens it (issue 40): the last of a full window says
/// they pause until the app is opened, and every return to the app schedules the whole window again.
@Suite("The Insult of the Day says in words that it pauses until the app is opened")
@MainActor
struct InsultOfTheDayKeepComingTests {
  let notice = "Open Insolent Bard to keep your daily insults coming."

  /// The user leaves the app, `days` go by (what was due is delivered), and opens it again: as the root view runs
  /// a return (`becameActive`, then the rescheduling).
  func openedAgain(
    _ app: BardModel, after days: Double, harness: BardHarness, center: SimulatedNotificationCenter
  ) async -> [NotificationRequest] {
    app.enteredBackground()
    harness.clock.advance(minutes: days * 24 * 60)
    let delivered = center.fire(until: harness.clock.now)
    if app.becameActive() { await app.scheduleInsultOfTheDay() }
    return delivered
  }

  @Test("With the window full, the last pending notification is the keep-them-coming notice")
  func lastPendingIsTheNotice() async throws {
    let (harness, center, app) = notifyingBard()
    await app.setInsultOfTheDay(.morning)
    let scheduled = center.schedule
    #expect(scheduled.count == InsultOfTheDay.days)
    #expect(BardCopy.insultOfTheDayKeepComingBody.text == notice)
    let last = try #require(scheduled.last)
    #expect(last.request.body == notice && last.request.title == "Insult of the Day")
    #expect(last.fires == date("2026-11-22T09:00:00Z").addingTimeInterval(59 * 86400), "at the window's last moment")
    #expect(scheduled.dropLast().allSatisfy { $0.request.body != notice }, "every other one is an insult")
    // Its tap still gives that moment's insult, and opens the app, which schedules them again; it offers no Copy
    // or Share (it is not an insult), which every insult does.
    let insult = InsultSchedule(interval: .hour, timeZone: utc).insult(at: last.fires)
    #expect(last.request.url == BardRoute.shareURL(for: insult.text))
    #expect(last.request.categoryIdentifier == nil, "no Copy or Share under the notice")
    #expect(scheduled.dropLast().allSatisfy { $0.request.categoryIdentifier == InsultOfTheDay.category })
    // Never opened: the insults come every day, then the words say what to do.
    harness.clock.advance(minutes: last.fires.timeIntervalSince(harness.clock.now) / 60)
    let delivered = center.fire(until: last.fires)
    #expect(delivered.count == InsultOfTheDay.days && delivered.last?.body == notice)
    #expect(center.schedule.isEmpty, "and after it, nothing")
  }

  @Test("Opening the app reschedules the full window: the notice moves out and that day is an insult again")
  func openingMovesTheNoticeOut() async throws {
    let (harness, center, app) = notifyingBard()
    await app.setInsultOfTheDay(.morning)
    let firstNotice = try #require(center.schedule.last)
    let delivered = await openedAgain(app, after: 5, harness: harness, center: center)
    #expect(delivered.count == 5 && !delivered.contains { $0.body == notice })
    let scheduled = center.schedule
    #expect(scheduled.count == InsultOfTheDay.days, "the full window again")
    #expect(scheduled.last?.request.body == notice)
    #expect(scheduled.last?.fires == firstNotice.fires.addingTimeInterval(5 * 86400), "five days further on")
    let then = try #require(scheduled.first { $0.fires == firstNotice.fires })
    let insult = InsultSchedule(interval: .hour, timeZone: utc).insult(at: then.fires)
    #expect(then.request.body == InsultOfTheDay.body(for: insult), "the notice's day brings its insult now")
    // A launch (the app ended meanwhile) does the same.
    harness.clock.advance(minutes: 24 * 60)
    let relaunched = harness.model(notifications: center)
    if relaunched.becameActive() { await relaunched.scheduleInsultOfTheDay() }
    #expect(center.schedule.last?.fires == firstNotice.fires.addingTimeInterval(6 * 86400))
    #expect(center.schedule.last?.request.body == notice)
  }

  @Test("A user who opens the app now and then gets an insult every day and never the notice")
  func regularUserNeverSeesIt() async {
    let (harness, center, app) = notifyingBard()
    await app.setInsultOfTheDay(.morning)
    app.setInsultOfTheDayCount(5)
    await app.scheduleInsultOfTheDay()
    var delivered: [NotificationRequest] = []
    // Five a day fill the window in twelve days; opened every ten days for four months.
    for _ in 0..<12 { delivered += await openedAgain(app, after: 10, harness: harness, center: center) }
    #expect(delivered.count == 12 * 10 * 5)
    #expect(!delivered.contains { $0.body == notice })
  }

  @Test("With fewer moments to come than the window holds, no notice is added")
  func fewerThanTheWindowNoNotice() {
    var settings = BardSettings()
    settings.insultOfTheDay = .morning
    let requests = InsultOfTheDay.requests(after: date("2026-11-21T14:05:00Z"), settings: settings, timeZone: utc)
    #expect(requests.count == InsultOfTheDay.days)
    #expect(InsultOfTheDay.keepingThemComing(requests).last?.body == notice)
    #expect(InsultOfTheDay.keepingThemComing(requests).dropLast() == requests.dropLast(), "only the last changes")
    let fewer = Array(requests.prefix(InsultOfTheDay.days - 1))
    #expect(InsultOfTheDay.keepingThemComing(fewer) == fewer)
    #expect(InsultOfTheDay.keepingThemComing([]).isEmpty)
    settings.insultOfTheDay = nil
    #expect(InsultOfTheDay.pending(after: date("2026-11-21T14:05:00Z"), settings: settings, timeZone: utc).isEmpty)
  }

  @Test("What is pending stays within the app's share of iOS's 64, notice included, at five a day and over returns")
  func withinTheShareOf64() async {
    let (harness, center, app) = notifyingBard()
    await app.setInsultOfTheDay(.morning)
    app.setInsultOfTheDayCount(5)
    for _ in 0..<4 {
      _ = await openedAgain(app, after: 0.5, harness: harness, center: center)
      let pending = center.schedule
      #expect(pending.count == InsultOfTheDay.days && pending.count <= maximumPendingNotifications)
      #expect(Set(pending.map(\.request.id)).count == pending.count, "nothing piled up: each its own moment")
      #expect(
        pending.allSatisfy { $0.request.id == InsultOfTheDay.identifier(fires: $0.fires, body: $0.request.body) })
      #expect(pending.filter { $0.request.body == notice }.count == 1 && pending.last?.request.body == notice)
    }
  }
}
