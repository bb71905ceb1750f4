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
}

/// The device owner check as a sheet that moves money asks it, a value the app hands the sheet when it wires it
/// (`PayMeModel.confirmOwner`, PayMeModel+Bank.swift).
struct OwnerCheck {
  /// As App Lock asks it (Face ID, then iOS's passcode, PayMe's own prompt); nil when none can be asked (no
  /// passcode), which the app has said.
  var confirm: @MainActor (LocalizedCopy) async -> AuthenticationResult?
}
