import AppServices
import AppServicesTestSupport
import Foundation
import InsolentBardCore
import TestSupport
import Testing

/// The wheel's rest, as a test decides it: each wait lasts until `rest()`.
@MainActor
private final class WheelRest {
  private var waiting: [CheckedContinuation<Void, Never>] = []
  var waits: Int { waiting.count }
  func wait() async { await withCheckedContinuation { waiting.append($0) } }
  func rest() {
    let resumed = waiting
    waiting = []
    for continuation in resumed { continuation.resume() }
  }
}

@Suite("The Insult of the Day's time wheel")
@MainActor
struct InsultOfTheDayWheelTests {
  /// The Bard at 14:05, the Insult of the Day allowed and on in the morning, its wheel resting when the test says.
  @MainActor
  private struct Phone {
    let harness = BardHarness(at: "2026-11-21T14:05:00Z")
    let center: SimulatedNotificationCenter
    let rest = WheelRest()
    let dependencies: BardDependencies
    let app: BardModel

    init() async {
      let harness = harness
      center = SimulatedNotificationCenter(now: { harness.clock.now })
      var dependencies = harness.dependencies
      dependencies.notifications = center
      dependencies.settle = { [rest] _ in await rest.wait() }
      self.dependencies = dependencies
      app = BardModel(dependencies: dependencies)
      center.scriptPrompt(.allow)
      await app.setInsultOfTheDay(.morning)
    }
  }

  @Test("Scrolling the time wheel saves and reschedules once, when it rests, not at every stop")
  func savesOnceWhenSettled() async throws {
    let phone = await Phone()
    let (harness, center, rest, app) = (phone.harness, phone.center, phone.rest, phone.app)
    let writes = harness.recorder.writes.filter { $0 == BardShared.settings.name }.count
    let before = center.schedule.map(\.fires)
    // The wheel passes 9:01 … 9:10: the picker follows it; nothing is written or rescheduled yet.
    for minute in 1...10 { app.pickInsultOfTheDayTime(InsultOfTheDay.Time(hour: 9, minute: minute)) }
    #expect(app.insultOfTheDayPickerTime == InsultOfTheDay.Time(hour: 9, minute: 10))
    #expect(app.insultOfTheDay == .morning && center.schedule.map(\.fires) == before)
    #expect(harness.recorder.writes.filter { $0 == BardShared.settings.name }.count == writes)
    #expect(center.promptsShown == 1, "a new time asks nothing")
    // It rests: one write, one rescheduling at 9:10. Only the last stop waits for the rest.
    #expect(await waitUntil { rest.waits == 1 })
    rest.rest()
    #expect(await waitUntil { app.insultOfTheDay == InsultOfTheDay.Time(hour: 9, minute: 10) })
    #expect(harness.recorder.writes.filter { $0 == BardShared.settings.name }.count == writes + 1)
    #expect(
      await waitUntil {
        center.schedule.count == InsultOfTheDay.days && center.schedule.first?.fires == date("2026-11-22T09:10:00Z")
      })
    #expect(app.insultOfTheDayPickerTime == InsultOfTheDay.Time(hour: 9, minute: 10))
  }

  @Test("A time still on the wheel is saved the moment the app leaves the screen, so a kill then loses nothing")
  func savedOnLeaving() async throws {
    let phone = await Phone()
    let (harness, center, rest, app) = (phone.harness, phone.center, phone.rest, phone.app)
    app.pickInsultOfTheDayTime(InsultOfTheDay.Time(hour: 7, minute: 45))
    #expect(await waitUntil { rest.waits == 1 })
    app.enteredBackground()
    // Killed now: the next launch reads the store.
    let relaunched = BardModel(dependencies: phone.dependencies)
    #expect(relaunched.insultOfTheDay == InsultOfTheDay.Time(hour: 7, minute: 45))
    #expect(
      await waitUntil {
        center.schedule.count == InsultOfTheDay.days && center.schedule.first?.fires == date("2026-11-22T07:45:00Z")
      })
    // The wheel's wait ending later writes nothing more.
    let settingsWrites = { harness.recorder.writes.filter { $0 == BardShared.settings.name }.count }
    let afterLeaving = settingsWrites()
    rest.rest()
    await app.scheduleInsultOfTheDay()
    #expect(settingsWrites() == afterLeaving)
    // Turned off while a time is on the wheel: the time is dropped, not saved after.
    app.pickInsultOfTheDayTime(InsultOfTheDay.Time(hour: 6, minute: 0))
    #expect(await waitUntil { rest.waits == 1 })
    await app.setInsultOfTheDay(nil)
    rest.rest()
    #expect(app.saveInsultOfTheDayTime() == nil && app.insultOfTheDay == nil && center.schedule.isEmpty)
  }
}
