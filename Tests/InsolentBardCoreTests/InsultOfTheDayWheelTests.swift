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
      dependencies.rest = { [rest] _ in await rest.wait() }
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
    let settings = try app.openSettings()
    let writes = harness.recorder.writes.filter { $0 == BardShared.settings.name }.count
    let before = center.schedule.map(\.fires)
    // The wheel passes 9:01 … 9:10: the picker follows it; nothing is written or rescheduled yet.
    for minute in 1...10 { settings.pick(InsultOfTheDay.Time(hour: 9, minute: minute)) }
    #expect(settings.pickerTime == InsultOfTheDay.Time(hour: 9, minute: 10))
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
    #expect(settings.pickerTime == InsultOfTheDay.Time(hour: 9, minute: 10))
  }

  @Test("A time still on the wheel is saved the moment the app leaves the screen, so a kill then loses nothing")
  func savedOnLeaving() async throws {
    let phone = await Phone()
    let (harness, center, rest, app) = (phone.harness, phone.center, phone.rest, phone.app)
    let settings = try app.openSettings()
    settings.pick(InsultOfTheDay.Time(hour: 7, minute: 45))
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
    settings.pick(InsultOfTheDay.Time(hour: 6, minute: 0))
    #expect(await waitUntil { rest.waits == 1 })
    await app.setInsultOfTheDay(nil)
    rest.rest()
    #expect(settings.saveTime() == nil && app.insultOfTheDay == nil && center.schedule.isEmpty)
  }

  @Test("A time on the wheel is saved when Settings goes, by Done or by a link; the next Settings starts from it")
  func savedWhenSettingsGoes() async throws {
    let harness = BardHarness(at: "2026-11-21T14:05:00Z")
    let center = SimulatedNotificationCenter(now: { harness.clock.now })
    let rest = WheelRest()
    var dependencies = harness.dependencies
    dependencies.notifications = center
    dependencies.rest = { _ in await rest.wait() }
    let app = BardModel(dependencies: dependencies)
    center.scriptPrompt(.allow)
    await app.setInsultOfTheDay(.morning)
    let first = try app.openSettings()
    first.pick(InsultOfTheDay.Time(hour: 7, minute: 45))
    first.done()
    #expect(app.insultOfTheDay == InsultOfTheDay.Time(hour: 7, minute: 45), "saved at Done")
    app.settlePresentation()
    #expect(app.settingsSheet == nil && app.presentation.surfaces.isEmpty)
    let second = try app.openSettings()
    #expect(second !== first && second.timeDraft == nil && second.pickerTime == app.insultOfTheDay)
    second.pick(InsultOfTheDay.Time(hour: 8, minute: 30))
    // A widget tap takes Settings down: the time on its wheel is saved once it has gone.
    #expect(app.open(BardRoute.shareInsultURL))
    app.settlePresentation()
    #expect(app.insultOfTheDay == InsultOfTheDay.Time(hour: 8, minute: 30) && app.settingsSheet == nil)
    #expect(harness.model().insultOfTheDay == InsultOfTheDay.Time(hour: 8, minute: 30), "in the store")
    rest.rest()
  }

  @Test("The end wheel saves and reschedules once, when it rests; an end still on it is saved when the app leaves")
  func endWheelSavesWhenSettled() async throws {
    let phone = await Phone()
    let (harness, center, rest, app) = (phone.harness, phone.center, phone.rest, phone.app)
    app.setInsultOfTheDayCount(3)
    let settings = try app.openSettings()
    let settingsWrites = { harness.recorder.writes.filter { $0 == BardShared.settings.name }.count }
    let writes = settingsWrites()
    let before = center.schedule.map(\.fires)
    // The wheel passes 18:01 … 18:10: the wheel follows it; nothing is written or rescheduled yet.
    for minute in 1...10 {
      settings.pickEnd(at: settings.wheelDate(for: InsultOfTheDay.Time(hour: 18, minute: minute)))
    }
    #expect(settings.pickerEnd == InsultOfTheDay.Time(hour: 18, minute: 10))
    #expect(settings.pickerEndDate == settings.wheelDate(for: InsultOfTheDay.Time(hour: 18, minute: 10)))
    #expect(app.insultOfTheDayEnd != InsultOfTheDay.Time(hour: 18, minute: 10) && settingsWrites() == writes)
    #expect(center.schedule.map(\.fires) == before)
    #expect(await waitUntil { rest.waits == 1 }, "only the last stop waits")
    rest.rest()
    #expect(await waitUntil { app.insultOfTheDayEnd == InsultOfTheDay.Time(hour: 18, minute: 10) })
    #expect(settingsWrites() == writes + 1)
    #expect(await waitUntil { center.schedule.contains { $0.fires == date("2026-11-22T18:10:00Z") } })
    #expect(settings.endDraft == nil && settings.pickerEnd == app.insultOfTheDayEnd)
    // Left on the wheel as the app leaves the screen: saved then, so a kill loses nothing.
    settings.pickEnd(at: settings.wheelDate(for: InsultOfTheDay.Time(hour: 20, minute: 0)))
    #expect(await waitUntil { rest.waits == 1 })
    app.enteredBackground()
    let relaunched = BardModel(dependencies: phone.dependencies)
    #expect(relaunched.insultOfTheDayEnd == InsultOfTheDay.Time(hour: 20, minute: 0))
    #expect(await waitUntil { center.schedule.contains { $0.fires == date("2026-11-22T20:00:00Z") } })
    rest.rest()
  }
}
