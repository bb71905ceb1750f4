import DesignSystem
import Foundation
import Localization

/// What the payment sheet's intents ask of the app that presented it: a haptic, and a question over the sheet.
/// `PaymentHost` refines this with what is particular to the payment. The other sheets take closures and values
/// instead (docs/architecture.md, "Rules of the house": the child-to-parent rule).
@MainActor
protocol SheetHost: AnyObject {
  func play(_ intent: HapticIntent)
  /// A question of the sheet's (the system alert, Discard, Face ID's choices): shown at once.
  func askAboutSheet(_ alert: PayMeAlert)
}

/// What the payment sheet (Send and Request) asks of the app besides: the ledger is the app's (the sheet tries the
/// change on it and hands back the changed ledger to save), as are the clock, ids, VoiceOver, messages after the
/// sheet, and a link waiting for the sheet to close.
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

/// The payment sheet's host, with its own part in PayMeModel+SendAndRequest.swift.
extension PayMeModel: MoneySheetHost {
  func askAboutSheet(_ alert: PayMeAlert) { presentation.showAlert(alert) }
  func tellAboutSheet(_ alert: PayMeAlert) { showMessage(alert) }
  func makeID() -> String { dependencies.makeID() }
  var linkWaitsForSheet: Bool { linkWaitsForPresentation }
  func dropLinkWaitingForSheet() { dropLinkWaitingForPresentation() }
  func deliverLinkWaitingForSheet() { deliverPendingLink(.presentationClosing) }
}
