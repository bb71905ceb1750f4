import AppServices
import Foundation
import Localization

// MARK: - App Lock

extension PayMeModel {
  /// "Unlock PayMe", and what a return to the app starts by itself: the device owner check (Face ID, then the
  /// passcode). Cancelled, PayMe stays locked, with the button to try again.
  public func unlock() async {
    guard isLocked, !isShowingOwnPrompt else { return }
    let owner = dependencies.deviceOwner
    guard owner.availability(of: .deviceOwnerAuthentication).error != .passcodeNotSet else {
      // Nothing can confirm the owner any more (the passcode was turned off): the lock cannot hold anything.
      isLocked = false
      update { $0.appLock = false }
      showMessage(PayMeAlerts.appLockTurnedOff)
      return deliverPendingLink(.unlock)
    }
    let result = await withOwnPrompt {
      await owner.evaluate(.deviceOwnerAuthentication, reason: PayMeCopy.unlockReason.text, fallbackTitle: nil)
    }
    readDeviceOwner()
    guard result == .success else { return }
    isLocked = false
    play(.biometricSuccess)
    deliverPendingLink(.unlock)
  }

  /// At `.background`. Immediately: locks now, so the next return shows the lock and asks once. A delay: notes
  /// when PayMe left, and the return decides (the privacy cover hides the snapshot either way).
  func lockIfAway() {
    guard settings.appLock, !isShowingOnboarding else { return }
    guard settings.appLockDelay != .immediately else { return lock() }
    wentAwayAt = now
  }

  /// Back from the background (its first `.inactive` or `.active`, or a link it was opened with): locks if
  /// PayMe was away at least the chosen delay. A clock set back meanwhile cannot say how long it was: it locks.
  func lockIfAwayLongEnough() {
    guard let left = wentAwayAt else { return }
    wentAwayAt = nil
    guard settings.appLock, !isShowingOnboarding else { return }
    let away = now.timeIntervalSince(left)
    if away >= settings.appLockDelay.seconds || away < 0 { lock() }
  }

  private func lock() {
    isLocked = true
    unlockOnReturn = true
  }

  /// Back in front after being away: the check starts once (never at every `.active`, which Face ID's own
  /// sheet causes, so it cannot loop).
  func unlockOnReturnIfNeeded() {
    guard unlockOnReturn, isLocked else { return }
    unlockOnReturn = false
    track { await self.unlock() }
  }
}

extension PayMeAlerts {
  /// App Lock needs the device passcode; with it removed, the lock went off, and the user is told so.
  public static var appLockTurnedOff: PayMeAlert {
    message(
      .appLockOff, title: LocalizedCopy("payme.alert.appLockOff.title", "App Lock Turned Off"),
      text: LocalizedCopy(
        "payme.alert.appLockOff.message",
        "This iPhone no longer has a passcode, so PayMe can't lock. Set a passcode, then turn App Lock on again."
      ))
  }
}
