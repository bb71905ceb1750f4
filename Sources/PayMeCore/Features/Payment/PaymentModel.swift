import AppServices
import DesignSystem
import Foundation
import Localization
import Observation
import Presentation

/// One payment sheet: the payment it shows, step by step, and what its fields echo for a frame. It lives in its
/// destination (`PayMeDestination.payment`), so the sheet keeps its step, amount and note while it slides down
/// and lets go of them with it. It owns its intents (PaymentModel+Intents.swift: the contact, the amount, Cancel
/// and Done; PaymentModel+Send.swift: Send, the check and Send Request). The ledger and the device owner check come
/// in as values, and what happens goes up through closures, which the app sets when it presents the sheet
/// (`PayMeModel.wire(_:)`, PayMeModel+SendAndRequest.swift) and which save the payment the sheet hands back.
@MainActor
@Observable
public final class PaymentModel {
  /// The payment as entered so far; money moves only through `PayMeModel` (the ledger is the app's).
  public internal(set) var flow: PaymentFlow
  /// What the note field holds for a frame after text past the limit (see `note`).
  let noteEcho = FieldEcho()
  /// What it reports to the app that presented it, and whether it is still up (SheetClients.swift).
  @ObservationIgnored var events = SheetEvents()
  /// The user's locale now: what the sheet says follows a change made while it is up, as the app's screens do.
  @ObservationIgnored var currentLocale: @MainActor () -> Locale
  /// "This payment hasn't been sent." no longer applies (the check began, or the payment went): the parent takes
  /// it down if it is up.
  @ObservationIgnored var withdrawDiscard: @MainActor () -> Void = unimplemented("PaymentModel.withdrawDiscard")
  /// The amount step's "Add Money": the parent opens Add Money over the payment, filled in with the shortfall.
  @ObservationIgnored var onAddMoney: @MainActor (Money) -> Void = unimplemented("PaymentModel.onAddMoney")
  /// "Choose from Contacts": the parent presents the system picker over the sheet; the pick comes back through
  /// `picker.onPicked`.
  @ObservationIgnored var onPickContact: @MainActor (ContactPickerModel) -> Void = unimplemented(
    "PaymentModel.onPickContact")
  /// A request went: the parent plans its reminder, when notifications are on.
  @ObservationIgnored var onRequestMade: @MainActor (Transaction) -> Void = unimplemented("PaymentModel.onRequestMade")
  /// The contact photos picked this run (the app's, shared with Split a Bill).
  @ObservationIgnored var contactPhotos: @MainActor () -> ContactPhotos = { ContactPhotos() }
  /// The app's ledger, its clock and ids, and the save (nil until a parent presents the sheet: then nothing
  /// moves, and the lists are empty).
  @ObservationIgnored var ledgerAccess: LedgerAccess?
  /// The device owner check before a payment.
  @ObservationIgnored var ownerCheck: OwnerCheck?
  /// Runs the end of a field's echo; the parent keeps it with its other work, so a test can wait for it.
  @ObservationIgnored var run: FieldEcho.Run = FieldEcho.untracked
  /// The frame a field's echo lasts; the parent times it.
  @ObservationIgnored var frame: FieldEcho.Frame = FieldEcho.oneFrame
  /// Send's VoiceOver hint: what the device owner check will be (Face ID, Touch ID, the passcode).
  @ObservationIgnored var sendHintCopy: @MainActor () -> LocalizedCopy = { SecurityCopy(.passcode).sendHint }
  /// A payment's receipt, as the app writes it (none while amounts are hidden).
  @ObservationIgnored var receiptText: @MainActor (Transaction) -> String? = { _ in nil }
  /// Share Receipt: the parent presents the system share sheet over the sheet.
  @ObservationIgnored var onShareReceipt: @MainActor (Transaction) -> Void = unimplemented(
    "PaymentModel.onShareReceipt")

  public init(_ flow: PaymentFlow, locale: Locale = .current) {
    self.flow = flow
    currentLocale = { locale }
  }

  /// The locale the sheet's amounts are written in: the user's now.
  public var locale: Locale { currentLocale() }

  /// Send's VoiceOver hint.
  public var sendHint: LocalizedCopy { sendHintCopy() }

  /// The receipt of the payment the sheet finished with; nil while amounts are hidden.
  public func receipt(_ transaction: Transaction) -> String? { receiptText(transaction) }

  /// Share Receipt on the last step: the system share sheet, through the app's stack.
  public func shareReceipt(_ transaction: Transaction) { onShareReceipt(transaction) }

  /// The recipients' search field (`.searchable`), kept with the payment.
  public var recipientQuery: String {
    get { flow.recipientQuery }
    set { if events.isCurrent() { flow.recipientQuery = String(newValue.prefix(PaymentFlow.maximumNoteLength)) } }
  }

  /// The note field: at most 140 characters. SwiftUI's TextField keeps what the user typed when its binding reads
  /// back the value it read before, so text past the limit is echoed for one frame and then cut, a change the
  /// field applies: it never shows what will not be sent. (The amount has no field: it is typed on PayMe's
  /// keypad, `press` and `paste` in PaymentModel+Keypad.swift, and never shows a refused key.)
  public var note: String {
    get { noteEcho.text ?? flow.note }
    set {
      guard events.isCurrent() else { return }
      let kept = String(newValue.prefix(PaymentFlow.maximumNoteLength))
      flow.note = kept
      noteEcho.echo(newValue, kept: kept, run: run, frame: frame)
    }
  }

  /// The sheet's navigation path. SwiftUI shortens it when the user taps the back button or swipes back; each
  /// step popped is one `back()`, and nothing pops while the check is up or after success.
  public var path: [PaymentStepRoute] {
    get { flow.path }
    set {
      guard events.isCurrent(), newValue.count < flow.path.count, flow.allowsBack else { return }
      var flow = flow
      for _ in newValue.count..<flow.path.count where flow.allowsBack { flow.back() }
      self.flow = flow
    }
  }

  /// Whether the note field has the system keyboard up (the view's focus, reported here).
  public var noteFocused = false

  /// Whether the amount step shows PayMe's keypad, Paste and all: not while the note is typed, or the system
  /// keyboard would come up under it and the two would stack, as Split a Bill's keypad steps aside for its note.
  public var showsKeypad: Bool { !noteFocused }

  /// A swipe down is held back while the payment holds what the user entered (`interactiveDismissDisabled`);
  /// the attempt asks, as Cancel does (`cancel()`, through `PayMeModel.userAttemptedDismissal`).
  public var refusesSwipeDown: Bool { flow.holdsUserInput }

}

/// Destinations compare their payments by identity: two sheets with the same entries are two sheets.
extension PaymentModel: HashableObject {}
