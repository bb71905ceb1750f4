import AppServices
import Foundation
import Localization

/// The app's ledger as a money sheet uses it (Add Money and Transfer to Bank, Split a Bill, Send and Request): the
/// sheet tries its change on `ledger()` and hands back the changed ledger, which `commit` saves and makes the
/// app's. A value the app hands the sheet when it presents it (`PayMeModel.ledgerAccess`), so the sheet never
/// names the app.
struct LedgerAccess {
  var ledger: @MainActor () -> Ledger
  var now: @MainActor () -> Date
  /// A new entry's id.
  var makeID: @MainActor () -> String
  /// The changed ledger, saved and made the app's; false (and said) when it could not be saved.
  var commit: @MainActor (Ledger, LedgerMove) -> Bool
  /// A change the user confirmed that moves no money (a contact deleted), under the same rule.
  var change: @MainActor (Ledger, LedgerChange) -> Bool
}

/// The device owner check as PayMe asks it before money moves (a payment, Add Money or Transfer to Bank, a
/// schedule's change), one value the app hands each that asks (`PayMeModel.ownerCheck`): every check is one of
/// PayMe's own prompts (`AppLockSession.ownPrompt`), so the privacy cover and App Lock stay down for it.
struct OwnerCheck {
  /// Face ID, then iOS's passcode (`AppLockSession.askOwner`); nil when none can be asked (no passcode), which the
  /// app has said.
  var confirm: @MainActor (LocalizedCopy) async -> AuthenticationResult?
  /// Which check a payment gets now (`PaymentCheck`: Face ID, the passcode, or an alert instead); a refusal of
  /// Face ID to PayMe is said once a launch.
  var plan: @MainActor (PaymentCheck.Attempt) -> PaymentCheck.Plan
  /// The check `plan` chose, with iOS's own fallback title.
  var evaluate: @MainActor (AuthenticationPolicy, LocalizedCopy) async -> AuthenticationResult
  /// The kind of biometrics on this device, and whether it is refused to PayMe, for the check's alerts.
  var biometry: @MainActor () -> (kind: BiometryType, denied: Bool)
}
