import AppServices
import DesignSystem
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

  /// The user (or iOS) ended the check: nothing is said of it, as with Send; any other failure is said.
  static func endedByUser(_ result: AuthenticationResult) -> Bool {
    switch result {
    case .failure(.userCancel), .failure(.appCancel), .failure(.systemCancel), .failure(.userFallback): true
    default: false
    }
  }
}

/// What every money sheet reports to the app that presented it (the payment, Add Money / Transfer to Bank, Split
/// a Bill, Edit Scheduled Payment), set once when it is presented (`PayMeModel.sheetEvents`). A sheet's own events
/// (a request made, a contact to pick, a change to commit) stay closures of its own.
struct SheetEvents {
  /// Whether this is still the sheet up (or waiting its turn), as the parent's stack says: one sliding away takes
  /// no edit and no intent, and a check may outlive it. False until a parent presents it.
  var isCurrent: @MainActor () -> Bool = { false }
  /// Each amount key, taken (true) or refused (false): the parent plays its haptic, as Apple Cash's keypad does.
  var onKey: @MainActor (Bool) -> Void = unimplemented("SheetEvents.onKey")
  /// What VoiceOver should say (an amount refused, the money moved): the parent posts it.
  var onAnnounce: @MainActor (LocalizedCopy) -> Void = unimplemented("SheetEvents.onAnnounce")
  /// The haptic for what an intent did (a button, a refusal, the check passed, the money moved).
  var onHaptic: @MainActor (HapticIntent) -> Void = unimplemented("SheetEvents.onHaptic")
  /// A question of the sheet's (the system confirmation, Discard, Face ID's choices): shown at once, over it.
  var onAsk: @MainActor (PayMeAlert) -> Void = unimplemented("SheetEvents.onAsk")
  /// A message (the money not moved, the requests not made): shown in its turn, behind any not yet seen.
  var onMessage: @MainActor (PayMeAlert) -> Void = unimplemented("SheetEvents.onMessage")
  /// Done, or Cancel and Discard once nothing is left to keep: the parent takes the sheet down, with any
  /// question of its.
  var onClose: @MainActor () -> Void = unimplemented("SheetEvents.onClose")
  /// Whether a link arrived while the sheet was filled in and waits for it to close.
  var linkWaits: @MainActor () -> Bool = { false }
  /// Cancel: the link waiting for the sheet is dropped.
  var onLinkDropped: @MainActor () -> Void = unimplemented("SheetEvents.onLinkDropped")
  /// The money moved: the link that waited for the sheet is followed now.
  var onLinkDelivered: @MainActor () -> Void = unimplemented("SheetEvents.onLinkDelivered")
  /// Work an answer starts (a device owner check): the parent keeps it with its other work, so a test can wait.
  var run: FieldEcho.Run = { work in Task { await work() } }
}
