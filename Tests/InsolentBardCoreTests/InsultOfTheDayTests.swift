import AppServices
import AppServicesTestSupport
import Foundation
import InsolentBardCore
import Testing

@Suite("The daily Insult of the Day notification")
@MainActor
struct InsultOfTheDayTests {
  func app(_ harness: BardHarness, center: SimulatedNotificationCenter) -> BardModel {
    var dependencies = harness.dependencies
    dependencies.notifications = center
    return BardModel(dependencies: dependencies)
  }

  @Test("Turned on at 8:30, it asks once, then schedules each of the next days with that moment's insult")
  func schedulesDays() async throws {
    let harness = BardHarness(at: "2026-11-21T14:05:00Z")
    let center = SimulatedNotificationCenter(now: { harness.clock.now })
    let app = app(harness, center: center)
    center.scriptPrompt(.allow)
    await app.setInsultOfTheDay(InsultOfTheDay.Time(hour: 8, minute: 30))
    #expect(center.promptsShown == 1)
    #expect(app.insultOfTheDay == InsultOfTheDay.Time(hour: 8, minute: 30))
    let scheduled = center.schedule
    #expect(scheduled.count == InsultOfTheDay.days)
    let first = try #require(scheduled.first)
    #expect(first.fires == date("2026-11-22T08:30:00Z"), "the next 8:30, tomorrow")
    let schedule = InsultSchedule(interval: .hour, timeZone: utc)
    #expect(first.request.body == schedule.insult(at: first.fires).text, "the insult the app shows then")
    #expect(first.request.title == "Insult of the Day")
    #expect(first.request.url.flatMap(BardRoute.init(url:)) == .shareInsult(first.request.body), "a tap shares it")
    #expect(Set(scheduled.map(\.request.body)).count > 1, "a different insult each day")
    // Each return keeps the days ahead without piling up.
    await app.scheduleInsultOfTheDay()
    #expect(center.schedule.count == InsultOfTheDay.days)
    // Off: nothing stays pending.
    await app.setInsultOfTheDay(nil)
    #expect(center.schedule.isEmpty)
  }

  @Test("Its Copy button copies that day's insult; its Share button opens the share card of it")
  func copyAndShareActions() async throws {
    let harness = BardHarness(at: "2026-11-21T14:05:00Z")
    let center = SimulatedNotificationCenter(now: { harness.clock.now })
    let app = app(harness, center: center)
    center.scriptPrompt(.allow)
    await app.setInsultOfTheDay(.morning)
    let request = try #require(center.schedule.first?.request)
    #expect(request.categoryIdentifier == InsultOfTheDay.category)
    let link = try #require(request.url)
    #expect(app.handleInsultOfTheDayAction(InsultOfTheDay.copyAction, link: link))
    #expect(harness.recorder.copied == [request.body])
    #expect(app.presentation.surfaces.isEmpty, "Copy opens nothing")
    #expect(app.handleInsultOfTheDayAction(InsultOfTheDay.shareAction, link: link))
    #expect(app.pendingShare == BardCopy.shareText(request.body))
    #expect(!app.handleInsultOfTheDayAction("unknown", link: link))
  }

  @Test("Refused permission keeps it off and says so in words")
  func deniedSaid() async {
    let harness = BardHarness()
    let center = SimulatedNotificationCenter(now: { harness.clock.now })
    let app = app(harness, center: center)
    center.scriptPrompt(.dontAllow)
    await app.setInsultOfTheDay(.morning)
    #expect(app.insultOfTheDay == nil)
    #expect(app.insultOfTheDayProblem == BardCopy.insultOfTheDayDenied)
    #expect(center.schedule.isEmpty)
  }

  @Test("Notifications turned off in Settings later: the next return says so, and schedules nothing")
  func turnedOffLater() async {
    let harness = BardHarness()
    let center = SimulatedNotificationCenter(now: { harness.clock.now })
    let app = app(harness, center: center)
    center.scriptPrompt(.allow)
    await app.setInsultOfTheDay(.morning)
    center.userChangedSettings(to: .denied)
    await app.scheduleInsultOfTheDay()
    #expect(center.schedule.isEmpty)
    #expect(app.insultOfTheDayProblem == BardCopy.insultOfTheDayDenied)
  }
}
