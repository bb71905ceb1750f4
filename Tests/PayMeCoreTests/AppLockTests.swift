import AppServices
import AppServicesTestSupport
import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// App Lock: off by default; on, PayMe asks the device owner each time it comes back.
@Suite("PayMe App Lock")
@MainActor
struct AppLockTests {
  func onboarded(_ harness: PayMeHarness) -> PayMeModel {
    let app = harness.model()
    app.finishOnboarding()
    return app
  }

  @Test("Off by default; turning it on asks the device owner first, and a cancel leaves it off")
  func turnOn() async {
    let harness = PayMeHarness()
    let app = onboarded(harness)
    #expect(!app.settingsScreen.appLockEnabled && !app.isLocked)
    harness.owner.script(.cancel)
    await app.settingsScreen.setAppLock(true)
    #expect(!app.settingsScreen.appLockEnabled, "cancelled: still off")
    harness.owner.script(.match)
    await app.settingsScreen.setAppLock(true)
    #expect(app.settingsScreen.appLockEnabled && !app.isLocked, "on, and the app stays open now")
    #expect(harness.owner.prompts == [.deviceOwnerAuthentication, .deviceOwnerAuthentication])
  }

  @Test("The switch stays where the user put it while the check is up, and moves back only if it fails")
  func switchHoldsDuringPrompt() async {
    let harness = PayMeHarness()
    let app = onboarded(harness)
    harness.owner.script(.cancel)
    app.settingsScreen.appLockEnabled = true  // what the Toggle's binding does
    #expect(app.settingsScreen.appLockEnabled, "on at once, while iOS asks: no snap back under the prompt")
    await app.finishEverything()
    #expect(!app.settingsScreen.appLockEnabled, "cancelled: back off")
    harness.owner.script(.match)
    app.settingsScreen.appLockEnabled = true
    await app.finishEverything()
    #expect(app.settingsScreen.appLockEnabled)
  }

  @Test("On: leaving locks before the snapshot; coming back asks once; a cancel keeps it locked until Unlock")
  func lockAndUnlock() async {
    let harness = PayMeHarness()
    let app = onboarded(harness)
    harness.owner.script(.match)
    await app.settingsScreen.setAppLock(true)
    harness.scene.leaveApp()
    #expect(app.isLocked && harness.scene.snapshotsShowedContent == [false])
    harness.owner.script(.cancel)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.isLocked, "cancelled: still locked")
    #expect(harness.owner.prompts.count == 2, "asked once, not again at the .active its own prompt caused")
    harness.owner.script(.match)
    await app.unlock()
    #expect(!app.isLocked && !app.isCovered)
    harness.scene.openAppSwitcher()
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(!app.isLocked, "the app switcher alone does not lock: the app never left")
  }

  @Test("A link that arrives while locked waits for the unlock, then opens")
  func linkWaitsForUnlock() async {
    let harness = PayMeHarness()
    let app = onboarded(harness)
    harness.owner.script(.match)
    await app.settingsScreen.setAppLock(true)
    harness.scene.leaveApp()
    app.open(PayMeLink.settings.url)
    #expect(app.path.isEmpty && app.presentation.surfaces.isEmpty, "nothing opens behind the lock")
    harness.owner.script(.match)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(!app.isLocked && app.path == [.settings])
  }

  @Test("A relaunch with App Lock on starts locked; settings saved before App Lock existed read it as off")
  func relaunch() async throws {
    let harness = PayMeHarness()
    let app = onboarded(harness)
    harness.owner.script(.match)
    await app.settingsScreen.setAppLock(true)
    #expect(harness.model().isLocked)
    // A settings file from before App Lock: no key for it.
    let older = Data(
      #"{"notifications":false,"appearance":"dark","hideBalance":true,"hasCompletedOnboarding":true}"#.utf8)
    let decoded = try JSONDecoder().decode(PayMeSettings.self, from: older)
    #expect(!decoded.appLock && decoded.appearance == .dark && decoded.hasCompletedOnboarding)
  }

  @Test("The footer names what the device has")
  func footer() {
    let touchID = PayMeCopy.appLockFooter(.touchID).text
    #expect(touchID.contains("Touch ID") && !touchID.contains("Face"))
    #expect(PayMeCopy.appLockFooter(.none) == "Asks for your passcode each time you come back to PayMe.")
  }

  @Test("A return whose check could not start before the scene went inactive again asks at the next .active, once")
  func returnAskSurvivesQuickInactive() async {
    let harness = PayMeHarness()
    let app = onboarded(harness)
    harness.owner.script(.match)
    await app.settingsScreen.setAppLock(true)
    harness.scene.leaveApp()
    harness.scene.returnToApp()
    // Control Center, before the check the return scheduled has begun.
    harness.scene.openControlCenter()
    await app.finishEverything()
    #expect(app.isLocked && harness.owner.prompts.count == 1, "no check under Control Center")
    harness.owner.script(.cancel)
    harness.scene.closeControlCenter()
    await app.finishEverything()
    #expect(app.isLocked && harness.owner.prompts.count == 2, "asked at the return to the front, not lost")
    harness.scene.openControlCenter()
    harness.scene.closeControlCenter()
    await app.finishEverything()
    #expect(harness.owner.prompts.count == 2, "cancelled once: not asked again without leaving")
  }

  @Test("A return while a prompt of PayMe's own is still up asks once that prompt ends, never lost")
  func returnAskWaitsForOwnPrompt() async throws {
    let harness = PayMeHarness()
    let app = onboarded(harness)
    harness.owner.script(.match)
    await app.settingsScreen.setAppLock(true)
    // A system prompt of PayMe's (a permission, a payment's check) that iOS has not answered yet.
    let (answer, answered) = AsyncStream<Void>.makeStream()
    let prompt = Task { @MainActor in await app.withOwnPrompt { for await _ in answer {} } }
    try #require(await untilHolds { app.isShowingOwnPrompt }, "PayMe's own prompt is up")
    harness.scene.leaveApp()
    harness.owner.script(.match)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.isLocked && harness.owner.prompts.count == 1, "not over PayMe's own prompt")
    answered.finish()
    await prompt.value
    await app.finishEverything()
    #expect(!app.isLocked && harness.owner.prompts.count == 2, "asked once that prompt went")
  }
}
