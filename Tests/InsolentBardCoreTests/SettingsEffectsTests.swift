import AppServicesTestSupport
import Foundation
import Testing

@testable import InsolentBardCore

/// Each setting's side effects follow what reads it: the widgets reload for what they draw, the Insult of the
/// Day is rescheduled for what it carries, and a setting only the app uses (haptics, appearance) does neither.
@MainActor
@Suite("Settings: each change does only what it calls for")
struct SettingsEffectsTests {
  /// The app with the Insult of the Day on at 9:00 (60 days pending), and the counts as they stand after that.
  func appWithInsultOfTheDay(_ harness: BardHarness) async -> (BardModel, SimulatedNotificationCenter) {
    let center = SimulatedNotificationCenter(now: { harness.clock.now })
    var dependencies = harness.dependencies
    dependencies.notifications = center
    let app = BardModel(dependencies: dependencies)
    center.scriptPrompt(.allow)
    await app.setInsultOfTheDayOn(true)
    return (app, center)
  }

  @Test("Haptics and appearance are saved, and reload no widget and reschedule no notification")
  func appOnlySettingsTouchNothingElse() async throws {
    let harness = BardHarness()
    let (app, center) = await appWithInsultOfTheDay(harness)
    #expect(center.requestsAdded == 60, "the days scheduled when it was turned on")
    let reloads = harness.widgetCenter.reloaded.count
    let pending = center.schedule.map(\.request)
    try app.settingsShown().hapticsOn = false
    try app.settingsShown().appearance = .dark
    try app.settingsShown().hapticsOn = true
    try app.settingsShown().appearance = .light
    await app.insultOfTheDaySchedule.run?.value
    #expect(harness.widgetCenter.reloaded.count == reloads, "no widget draws haptics or appearance")
    #expect(center.requestsAdded == 60, "nothing removed and added again")
    #expect(center.schedule.map(\.request) == pending)
    let relaunched = harness.model()
    #expect(relaunched.settings.appearance == .light && relaunched.settings.hapticsOn, "saved all the same")
  }

  @Test("IB-2.3: a new interval reloads the widgets once and reschedules the days with its insults, once")
  func intervalReloadsAndReschedules() async throws {
    let harness = BardHarness()
    let (app, center) = await appWithInsultOfTheDay(harness)
    let reloads = harness.widgetCenter.reloaded.count
    try app.settingsShown().interval = .fiveMinutes
    await app.insultOfTheDaySchedule.run?.value
    #expect(harness.widgetCenter.reloaded.count == reloads + 1)
    #expect(center.requestsAdded == 120, "the 60 days added again")
    let first = try #require(center.schedule.first)
    let schedule = InsultSchedule(interval: .fiveMinutes, timeZone: harness.timeZone)
    #expect(
      first.request.body == InsultOfTheDay.body(for: schedule.insult(at: first.fires)), "the new interval's insult")
  }

  @Test("Family-friendly reloads the widgets once and reschedules the days; switched back, the same again")
  func familyFriendlyReloadsAndReschedules() async throws {
    let harness = BardHarness()
    let (app, center) = await appWithInsultOfTheDay(harness)
    let reloads = harness.widgetCenter.reloaded.count
    try app.settingsShown().familyFriendly = true
    await app.insultOfTheDaySchedule.run?.value
    try app.settingsShown().familyFriendly = false
    await app.insultOfTheDaySchedule.run?.value
    #expect(harness.widgetCenter.reloaded.count == reloads + 2)
    #expect(center.requestsAdded == 180)
  }

  @Test("The Insult of the Day's time reschedules the days once, and reloads no widget (none shows it)")
  func timeReschedulesOnly() async throws {
    let harness = BardHarness()
    let (app, center) = await appWithInsultOfTheDay(harness)
    let reloads = harness.widgetCenter.reloaded.count
    await app.setInsultOfTheDay(InsultOfTheDay.Time(hour: 21, minute: 0))
    await app.insultOfTheDaySchedule.run?.value
    #expect(harness.widgetCenter.reloaded.count == reloads)
    #expect(center.requestsAdded == 120, "rescheduled once, not once by the setting and again by its caller")
  }

  @Test("What each field's change calls for")
  func effectsOfEachField() {
    let base = BardSettings()
    func effects(_ change: (inout BardSettings) -> Void) -> SettingsEffects {
      var changed = base
      change(&changed)
      return SettingsEffects(from: base, to: changed)
    }
    #expect(effects { $0.hapticsOn = false } == [])
    #expect(effects { $0.appearance = .dark } == [])
    #expect(effects { $0.insultOfTheDayLastTime = .morning } == [])
    #expect(effects { $0.insultOfTheDay = .morning } == [.insultOfTheDay])
    #expect(effects { $0.interval = .fiveMinutes } == [.insult, .widgets], "the Insult of the Day is off")
    #expect(effects { $0.familyFriendly = true } == [.insult, .widgets])
    #expect(
      effects {
        $0.insultOfTheDay = .morning
        $0.interval = .fiveMinutes
      } == [.insult, .widgets, .insultOfTheDay], "on, its days carry the new interval's insults")
    var on = base
    on.insultOfTheDay = .morning
    var clean = on
    clean.familyFriendly = true
    #expect(SettingsEffects(from: on, to: clean) == [.insult, .widgets, .insultOfTheDay])
    #expect(effects { _ in } == [], "nothing changed, nothing to do")
  }
}
