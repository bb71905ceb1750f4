import AppLock
import AppServices
import Foundation
import Localization

// MARK: - App Lock

extension PayMeModel {
  /// "Unlock PayMe": the device owner check (Face ID, then the passcode). Cancelled, PayMe stays locked, with the
  /// button to try again.
  public func unlock() async { await lock.unlock() }

  /// App Lock holds only once onboarding is done (its device check set up).
  private var appLockHolds: Bool { settings.appLock && !isShowingOnboarding }

  /// App Lock's session reads PayMe's settings, runs the return's unlock as tracked work (`finishWork` waits for
  /// it), and reports back: an unlock says what was held and follows the link that waited, and a lock or an
  /// unlock moves My Code's brightness. The share sheet's own prompts leave the cover for the background.
  func wireAppLock() {
    lock.policy = AppLockSession.Policy(
      isOn: { [weak self] in self?.appLockHolds ?? false },
      delay: { [weak self] in self?.settings.appLockDelay ?? .immediately },
      systemSheetUp: { [weak self] in self?.isSharing ?? false })
    lock.run = { [weak self] work in self?.track(work) }
    feedback.isLocked = { [lock] in lock.isLocked }
    lock.onOwnerAsked = { [weak self] in self?.readDeviceOwner() }
    lock.onUnlocked = { [weak self] in
      guard let self else { return }
      play(.biometricSuccess)
      feedback.sayHeld()
      deliverPendingLink(.unlock)
    }
    lock.onPasscodeGone = { [weak self] in
      guard let self else { return }
      // Nothing can confirm the owner any more (the passcode was turned off): the lock cannot hold anything.
      feedback.sayHeld()
      update { $0.appLock = false }
      showMessage(PayMeAlerts.appLockTurnedOff)
      deliverPendingLink(.unlock)
    }
    // A lock covers My Code's code, and an unlock shows it again: its brightness follows.
    lock.onLockChanged = { [weak self] in self?.myCodeSheet?.applyBrightness() }
  }

  /// Back from the background (its first `.inactive` or `.active`, or a link it was opened with): locks if
  /// PayMe was away at least the chosen delay, or the clock was set back meanwhile.
  func lockIfAwayLongEnough() { lock.lockIfAwayLongEnough() }
}
