import AppLock
import AppServices
import AppServicesTestSupport
import Foundation
import Testing

@testable import PayMeCore

/// App Lock's "Require": Immediately (as before), or after 1, 5 or 15 minutes away.
@Suite("PayMe App Lock delay")
@MainActor
struct AppLockDelayTests {
  /// Onboarded, with "Require" set to `delay` (before the lock is on, so nothing asks) and App Lock then turned on
  /// through the owner check.
  func locked(_ harness: PayMeHarness, delay: AppLockDelay) async -> PayMeModel {
    let app = harness.model()
    app.finishOnboarding()
    app.settingsScreen.appLockDelay = delay  // what the Picker's binding does
    harness.owner.script(.match)
    await app.settingsScreen.setAppLock(true)
    return app
  }

  @Test("Immediately, the default: leaving locks before the snapshot, and coming back asks")
  func immediately() async {
    let harness = PayMeHarness()
    let app = await locked(harness, delay: .immediately)
    #expect(PayMeSettings().appLockDelay == .immediately)
    harness.scene.leaveApp()
    #expect(app.isLocked && harness.scene.snapshotsShowedContent == [false])
    harness.owner.script(.cancel)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.isLocked && harness.owner.prompts.count == 2)
  }

  @Test("After 5 Minutes: back after 4:59 opens without asking; back after 5:00 locks and asks once")
  func fiveMinutes() async {
    let harness = PayMeHarness()
    let app = await locked(harness, delay: .fiveMinutes)
    harness.scene.leaveApp()
    #expect(!app.isLocked, "not yet: the return decides")
    #expect(harness.scene.snapshotsShowedContent == [false], "the cover still hides the snapshot")
    harness.time.advance(299)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(!app.isLocked && !app.isCovered)
    #expect(harness.owner.prompts.count == 1, "only turning App Lock on asked")
    harness.scene.leaveApp()
    harness.time.advance(300)
    harness.owner.script(.cancel)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.isLocked, "away 5 minutes: locked, and a cancel keeps it so")
    #expect(harness.owner.prompts.count == 2, "asked once on the return")
    harness.owner.script(.match)
    await app.unlock()
    #expect(!app.isLocked)
  }

  @Test("Still locked after a Cancel, a short absence under a delay asks once again on the return, as VocaPin's lock")
  func lockedLeavesAndReturns() async {
    let harness = PayMeHarness()
    let app = await locked(harness, delay: .fiveMinutes)
    harness.owner.script(.cancel)
    await comeBack(after: 300, harness, app)
    #expect(app.isLocked && harness.owner.prompts.count == 2)
    harness.owner.script(.match)
    await comeBack(after: 10, harness, app)
    #expect(!app.isLocked && harness.owner.prompts.count == 3, "asked again by itself, not only at Unlock")
  }

  /// Leaves PayMe for `seconds` and comes back, the return's work done.
  func comeBack(after seconds: Double, _ harness: PayMeHarness, _ app: PayMeModel) async {
    harness.scene.leaveApp()
    harness.time.advance(seconds)
    harness.scene.returnToApp()
    await app.finishEverything()
  }

  @Test("After 1 Minute: each absence counts from its own leaving, not from the first")
  func eachAbsence() async {
    let harness = PayMeHarness()
    let app = await locked(harness, delay: .oneMinute)
    harness.scene.leaveApp()
    harness.time.advance(40)
    harness.scene.returnToApp()
    harness.time.advance(600)  // used for ten minutes
    harness.scene.leaveApp()
    harness.time.advance(40)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(!app.isLocked, "two short absences, each under a minute")
  }

  @Test("A link that brings PayMe back after the delay waits for the unlock; within it, opens at once")
  func linkOnReturn() async {
    let harness = PayMeHarness()
    let app = await locked(harness, delay: .oneMinute)
    harness.scene.leaveApp()
    harness.time.advance(30)
    app.open(PayMeLink.settings.url)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(!app.isLocked && app.path == [.settings], "back within a minute: the link opens")
    app.path = []
    harness.scene.leaveApp()
    harness.time.advance(61)
    // The link may reach the app before the scene reports its return.
    app.open(PayMeLink.settings.url)
    #expect(app.isLocked && app.path.isEmpty, "nothing opens behind the lock")
    harness.owner.script(.match)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(!app.isLocked && app.path == [.settings], "followed once unlocked")
  }

  @Test("A clock set back while away cannot say how long it was: the return locks")
  func clockSetBack() async {
    let harness = PayMeHarness()
    let app = await locked(harness, delay: .fifteenMinutes)
    harness.scene.leaveApp()
    harness.time.advance(-3_600)
    harness.owner.script(.cancel)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.isLocked)
  }

  @Test("The app switcher or Control Center alone never lock, whatever the delay: the app never left")
  func neverLeft() async {
    let harness = PayMeHarness()
    let app = await locked(harness, delay: .oneMinute)
    harness.scene.openAppSwitcher()
    harness.time.advance(3_600)
    harness.scene.returnToApp()
    harness.scene.openControlCenter()
    harness.time.advance(3_600)
    harness.scene.closeControlCenter()
    await app.finishEverything()
    #expect(!app.isLocked)
  }

  @Test("A killed app locks at launch whatever the delay; the delay is kept with the settings")
  func relaunch() async {
    let harness = PayMeHarness()
    let app = await locked(harness, delay: .fifteenMinutes)
    harness.scene.leaveApp()
    harness.time.advance(10)
    // iOS ended PayMe in the background; the user opens it again seconds later.
    harness.scene.relaunch()
    let again = harness.model()
    #expect(again.isLocked, "a new process knows nothing of when the old one left: it asks")
    // The launch comes forward through inactive to active; the first active asks.
    harness.owner.script(.match)
    #expect(harness.scene.returnToApp() == [.inactive, .active])
    await again.finishEverything()
    #expect(!again.isLocked)
    #expect(again.settingsScreen.appLockDelay == .fifteenMinutes)
    #expect(app.settingsScreen.appLockDelay == .fifteenMinutes)
  }

  @Test("Settings saved before the delay existed, or with one this version does not know, read as Immediately")
  func olderSettings() throws {
    let older = Data(
      #"{"appearance":"dark","hideBalance":true,"hasCompletedOnboarding":true,"appLock":true}"#.utf8)
    let decoded = try JSONDecoder().decode(PayMeSettings.self, from: older)
    #expect(decoded.appLockDelay == .immediately && decoded.appLock && decoded.appearance == .dark)
    let newer = Data(#"{"appLock":true,"appLockDelay":"afterAnHour","hideBalance":true}"#.utf8)
    let unknown = try JSONDecoder().decode(PayMeSettings.self, from: newer)
    #expect(unknown.appLockDelay == .immediately && unknown.appLock && unknown.hideBalance)
    // VocaPin's hour is one of the shared delays PayMe does not offer: it reads as Immediately too.
    let hour = Data(#"{"appLock":true,"appLockDelay":"oneHour"}"#.utf8)
    #expect(try JSONDecoder().decode(PayMeSettings.self, from: hour).appLockDelay == .immediately)
    var settings = PayMeSettings()
    settings.appLockDelay = .fiveMinutes
    let written = try JSONEncoder().encode(settings)
    #expect(try JSONDecoder().decode(PayMeSettings.self, from: written).appLockDelay == .fiveMinutes)
  }

  @Test("Require's choices and the footer that says what the chosen one does")
  func copy() {
    #expect(
      PayMeSettings.appLockDelays.map(\.title) == [
        "Immediately", "After 1 Minute", "After 5 Minutes", "After 15 Minutes",
      ])
    #expect(PayMeSettings.appLockDelays.map(\.seconds) == [0, 60, 300, 900])
    #expect(PayMeCopy.appLockFooter(.faceID) == "Asks for Face ID or your passcode each time you come back to PayMe.")
    #expect(
      PayMeCopy.appLockFooter(.faceID, delay: .fiveMinutes)
        == "Asks for Face ID or your passcode when PayMe has been away 5 minutes or more, and each time it opens.")
  }
}
