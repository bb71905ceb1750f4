import AppLock
import AppServices
import Foundation
import Localization

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
