import AppLock
import AppServices
import Foundation
import Localization

// MARK: - App Lock

extension PayMeModel {
  /// "Unlock PayMe": the device owner check (Face ID, then the passcode). Cancelled, PayMe stays locked, with the
  /// button to try again.
  public func unlock() async { await unlock(onReturn: false) }

  /// The check, by the button or by a return to the app (`onReturn`), which asks only while its ask is still due
  /// once the work starts (in front, nothing of PayMe's own up); else it waits for the next `.active` or the end
  /// of that prompt (`withOwnPrompt`), never lost.
  func unlock(onReturn: Bool) async {
    guard isLocked, !isShowingOwnPrompt, away.beginAsking(onReturn: onReturn) else { return }
    let owner = dependencies.deviceOwner
    guard owner.availability(of: .deviceOwnerAuthentication).error != .passcodeNotSet else {
      // Nothing can confirm the owner any more (the passcode was turned off): the lock cannot hold anything.
      away.unlocked()
      sayHeldAnnouncements()
      update { $0.appLock = false }
      showMessage(PayMeAlerts.appLockTurnedOff)
      return deliverPendingLink(.unlock)
    }
    let result = await withOwnPrompt {
      await owner.evaluate(.deviceOwnerAuthentication, reason: PayMeCopy.unlockReason.text, fallbackTitle: nil)
    }
    readDeviceOwner()
    guard result == .success else { return }
    away.unlocked()
    play(.biometricSuccess)
    sayHeldAnnouncements()
    deliverPendingLink(.unlock)
  }

  /// App Lock holds only once onboarding is done (its device check set up).
  private var appLockHolds: Bool { settings.appLock && !isShowingOnboarding }

  /// At `.background`. Immediately: locks now, so the next return shows the lock and asks once. A delay: notes
  /// when PayMe left, and the return decides (the privacy cover hides the snapshot either way).
  func lockIfAway() {
    away.leftForBackground(isOn: appLockHolds, delay: settings.appLockDelay, now: now)
  }

  /// Back from the background (its first `.inactive` or `.active`, or a link it was opened with): locks if
  /// PayMe was away at least the chosen delay, or the clock was set back meanwhile.
  func lockIfAwayLongEnough() {
    away.returned(isOn: appLockHolds, delay: settings.appLockDelay, now: now)
  }

  /// Back in front after being away: the check starts once (never at every `.active`, which Face ID's own
  /// sheet causes, so it cannot loop). The ask is taken only as the prompt starts (`AwayLock.beginAsking`).
  func unlockOnReturnIfNeeded() {
    if away.cameToFront() { track { await self.unlock(onReturn: true) } }
  }

  /// A prompt of PayMe's own ended (a payment's check cancelled by leaving, say) while the return's ask waited
  /// for it: asked now, as the return would have.
  func unlockIfReturnWaited() {
    if ownPromptsUp == 0, away.asksNow { track { await self.unlock(onReturn: true) } }
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
