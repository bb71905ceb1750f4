import AppServices
import AppServicesTestSupport
import Foundation
import Testing

@testable import PayMeCore

/// After a restart iOS may launch PayMe in the background before the first unlock (a background refresh), when
/// its files cannot be read and default settings stand in. When the user then opens it, a link, quick action or
/// Siri's Send Money may reach the model before the scene is active: it waits for the real settings, and nothing
/// of the defaults (onboarding) is shown meanwhile.
@Suite("PayMe: links that arrive before the protected files are read")
@MainActor
struct ProtectedDataLinkTests {
  /// A user past onboarding (App Lock as given), then a restart and a background launch that cannot read.
  static func backgroundLaunchBeforeUnlock(
    _ harness: PayMeHarness, appLock: Bool = false, onboarded: Bool = true
  ) async -> (PayMeModel, SimulatedDataProtection) {
    let first = harness.model()
    // A settings file on disk either way (one the background launch cannot read).
    if onboarded { first.finishOnboarding() } else { first.settingsScreen.setHideBalance(true) }
    if appLock {
      harness.owner.script(.match)
      await first.settingsScreen.setAppLock(true)
    }
    await first.finishEverything()
    let protection = SimulatedDataProtection()
    protection.restart()
    harness.dataProtection = protection
    harness.scene.relaunch()
    let background = harness.model()
    await background.backgroundRefresh()
    return (background, protection)
  }

  @Test("PM-14.5: a handle made up before the first unlock gives way to the saved one once it can be read")
  func holderReadAfterUnlock() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let saved = try #require(harness.model().holder)
    let (app, protection) = await Self.backgroundLaunchBeforeUnlock(harness)
    #expect(app.holder != saved, "before the first unlock the saved handle cannot be read: a stand-in for this run")
    protection.firstUnlock()
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.holder == saved, "My Code and the own-code check use the handle this install's bubbles carry")
    #expect(harness.groupStore.read(PayMeShared.holder) == saved, "the stand-in was never written over it")
  }

  @Test("Send Money before the first .active waits, no onboarding shows, and it opens on the real settings")
  func sendWaitsForSettings() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, protection) = await Self.backgroundLaunchBeforeUnlock(harness)
    #expect(app.isWaitingForProtectedData && !app.isShowingOnboarding, "no onboarding from the defaults")
    // The user unlocks and taps the quick action: the scene connects, the link comes on appear, before .active.
    protection.firstUnlock()
    app.open(PayMeLink.send.url)
    #expect(app.pendingLink == PendingLink(link: .send, waitsFor: .protectedData))
    #expect(app.presentation.surfaces.isEmpty && !app.isShowingOnboarding)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(!app.isWaitingForProtectedData && !app.isShowingOnboarding && app.settings.hasCompletedOnboarding)
    #expect(app.pendingLink == nil)
    #expect(app.showsOnlyPayment(.send), "the held link is delivered once the settings are read")
  }

  @Test("With App Lock on, the held link waits for the unlock the real settings ask for, then opens")
  func heldLinkWaitsForUnlock() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, protection) = await Self.backgroundLaunchBeforeUnlock(harness, appLock: true)
    #expect(!app.isLocked, "the defaults know no App Lock")
    protection.firstUnlock()
    app.open(PayMeLink.settings.url)
    harness.owner.script(.cancel)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.isLocked && app.path.isEmpty, "locked as the saved settings say, nothing opened behind the lock")
    #expect(app.pendingLink == PendingLink(link: .settings, waitsFor: .unlock))
    harness.owner.script(.match)
    await app.unlock()
    await app.finishEverything()
    #expect(!app.isLocked && app.path == [.settings])
  }

  @Test("Someone who never finished onboarding sees it once the settings say so, and the link waits for it")
  func heldLinkWaitsForOnboarding() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, protection) = await Self.backgroundLaunchBeforeUnlock(harness, onboarded: false)
    protection.firstUnlock()
    app.open(PayMeLink.activity.url)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.isShowingOnboarding && app.pendingLink == PendingLink(link: .activity, waitsFor: .onboarding))
    app.finishOnboarding()
    #expect(app.path == [.activity])
  }
}
