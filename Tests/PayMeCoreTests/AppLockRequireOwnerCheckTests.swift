import AppLock
import AppServices
import AppServicesTestSupport
import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// Lengthening App Lock's "Require" asks the device owner first, as Lock VocaPin does (review, 2026-12-01): a
/// longer delay was saved without a check, so anyone handed the unlocked app could leave it open for an hour.
@Suite("PayMe App Lock: a longer Require asks the owner")
@MainActor
struct AppLockRequireOwnerCheckTests {
  /// Onboarded, with App Lock turned on through the owner check (Require: Immediately).
  func lockedApp(_ harness: PayMeHarness) async -> PayMeModel {
    let app = harness.model()
    app.finishOnboarding()
    harness.owner.script(.match)
    await app.settingsScreen.setAppLock(true)
    return app
  }

  @Test("With App Lock on, a longer Require asks first and a cancel keeps the old one; a shorter one saves at once")
  func longerRequireAsks() async {
    let harness = PayMeHarness()
    let app = await lockedApp(harness)
    #expect(harness.owner.prompts.count == 1)
    harness.owner.script(.cancel)
    app.settingsScreen.appLockDelay = .fifteenMinutes  // what the Picker's binding does
    await app.finishEverything()
    #expect(app.settingsScreen.appLockDelay == .immediately, "cancelled: unchanged")
    #expect(harness.owner.prompts == [.deviceOwnerAuthentication, .deviceOwnerAuthentication])
    harness.owner.script(.match)
    app.settingsScreen.appLockDelay = .fiveMinutes
    await app.finishEverything()
    #expect(app.settingsScreen.appLockDelay == .fiveMinutes && harness.owner.prompts.count == 3)
    app.settingsScreen.appLockDelay = .oneMinute
    #expect(app.settingsScreen.appLockDelay == .oneMinute, "stricter: saved at once")
    await app.finishEverything()
    #expect(harness.owner.prompts.count == 3, "stricter: no question")
    #expect(SharedStore(directory: harness.directory).read(PayMeShared.settings).appLockDelay == .oneMinute, "saved")
    #expect(harness.owner.unusedScript.isEmpty)
  }

  @Test("A longer Require is kept as it was when the system ends the check (PayMe sent to the background)")
  func endedCheckKeepsRequire() async {
    let harness = PayMeHarness()
    let app = await lockedApp(harness)
    harness.owner.script(.leaveApp)
    await app.settingsScreen.setAppLockDelay(.fifteenMinutes)
    #expect(app.settingsScreen.appLockDelay == .immediately && harness.owner.prompts.count == 2)
  }

  @Test("With App Lock off, any Require saves at once and asks nothing")
  func lockOffAsksNothing() async {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    app.settingsScreen.appLockDelay = .fifteenMinutes
    await app.finishEverything()
    #expect(app.settingsScreen.appLockDelay == .fifteenMinutes && harness.owner.prompts.isEmpty)
  }
}
