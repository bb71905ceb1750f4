import DesignSystem
import Foundation
import Localization

/// What every PayMe sheet's intents ask of the one that presented it: a haptic, and a question over the sheet.
/// Each sheet's own host protocol (`PaymentHost`, `BankMoveHost`, `SplitHost`, `ScheduleEditHost`) refines this
/// and names only what is particular to it, with `isCurrentSheet(_:)` and `closeSheet(_:)` for its own sheet
/// type (one app model hosts three sheets, so each is an overload by type rather than an associated type).
@MainActor
protocol SheetHost: AnyObject {
  func play(_ intent: HapticIntent)
  /// A question of the sheet's (the system alert, Discard, Face ID's choices): shown at once.
  func askAboutSheet(_ alert: PayMeAlert)
}

/// What the sheets that move money (Send and Request, Add Money and Transfer to Bank, Split a Bill) ask of the
/// app besides: the ledger is the app's (the sheet tries the change on it and hands back the changed ledger to
/// save), as are the clock, ids, VoiceOver, messages after the sheet, and a link waiting for the sheet to close.
/// `PayMeModel` is it (below); a sheet holds it weakly, so it never keeps the app alive.
@MainActor
protocol MoneySheetHost: SheetHost {
  var ledger: Ledger { get }
  var now: Date { get }
  func announce(_ copy: LocalizedCopy)
  func makeID() -> String
  /// A message (the money not moved, the requests not made): waits its turn behind any not yet seen.
  func tellAboutSheet(_ alert: PayMeAlert)
  /// The changed ledger, saved and made the app's; false (and said) when it could not be saved.
  func commit(_ updated: Ledger, _ move: LedgerMove) -> Bool
  /// A link arrived while the sheet was filled in, and waits for it to close.
  var linkWaitsForSheet: Bool { get }
  /// The user chose (Cancel): a link waiting for the sheet is dropped.
  func dropLinkWaitingForSheet()
  /// The money moved, or the sheet was discarded: a link that waited is followed now.
  func deliverLinkWaitingForSheet()
}

/// The money sheets' shared host (each sheet's own part: PayMeModel+SendAndRequest.swift, +Bank.swift, +Split.swift).
extension PayMeModel: MoneySheetHost {
  func askAboutSheet(_ alert: PayMeAlert) { presentation.showAlert(alert) }
  func tellAboutSheet(_ alert: PayMeAlert) { showMessage(alert) }
  func makeID() -> String { dependencies.makeID() }
  var linkWaitsForSheet: Bool { linkWaitsForPresentation }
  func dropLinkWaitingForSheet() { dropLinkWaitingForPresentation() }
  func deliverLinkWaitingForSheet() { deliverPendingLink(.presentationClosing) }
}
