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
  /// Whether this is still the payment sheet up (or waiting its turn), as the parent's stack says: one sliding
  /// away takes no edit and no intent, and the check may outlive the sheet. False until a parent presents it.
  @ObservationIgnored var isCurrent: @MainActor () -> Bool = { false }
  /// The user's locale now: what the sheet says follows a change made while it is up, as the app's screens do.
  @ObservationIgnored var currentLocale: @MainActor () -> Locale
  /// What VoiceOver should say (an amount refused, the payment sent): the parent posts it.
  @ObservationIgnored var onAnnounce: @MainActor (LocalizedCopy) -> Void = { _ in }
  /// Each amount key, taken (true) or refused (false): the parent plays its haptic, as Apple Cash's keypad does.
  @ObservationIgnored var onKey: @MainActor (Bool) -> Void = { _ in }
  /// The haptic for what an intent did (a button, a refusal, the check passed, the payment sent).
  @ObservationIgnored var onHaptic: @MainActor (HapticIntent) -> Void = { _ in }
  /// A question of the sheet's (the system confirmation, Discard, Face ID's choices): shown at once, over it.
  @ObservationIgnored var onAsk: @MainActor (PayMeAlert) -> Void = { _ in }
  /// A message (the money not moved, the request not made): shown in its turn, behind any not yet seen.
  @ObservationIgnored var onMessage: @MainActor (PayMeAlert) -> Void = { _ in }
  /// Done, or Cancel and Discard once nothing is left to keep: the parent takes the sheet down, with any
  /// question of its.
  @ObservationIgnored var onClose: @MainActor () -> Void = {}
  /// Whether a link arrived while the sheet was filled in and waits for it to close.
  @ObservationIgnored var linkWaits: @MainActor () -> Bool = { false }
  /// Cancel: the link waiting for the sheet is dropped.
  @ObservationIgnored var onLinkDropped: @MainActor () -> Void = {}
  /// The money moved: the link that waited for the sheet is followed now.
  @ObservationIgnored var onLinkDelivered: @MainActor () -> Void = {}
  /// "This payment hasn't been sent." no longer applies (the check began, or the payment went): the parent takes
  /// it down if it is up.
  @ObservationIgnored var withdrawDiscard: @MainActor () -> Void = {}
  /// The amount step's "Add Money": the parent opens Add Money over the payment, filled in with the shortfall.
  @ObservationIgnored var onAddMoney: @MainActor (Money) -> Void = { _ in }
  /// "Choose from Contacts": the parent presents the system picker over the sheet; the pick comes back through
  /// `picker.onPicked`.
  @ObservationIgnored var onPickContact: @MainActor (ContactPickerModel) -> Void = { _ in }
  /// A request went: the parent plans its reminder, when notifications are on.
  @ObservationIgnored var onRequestMade: @MainActor (Transaction) -> Void = { _ in }
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
  let locale: Locale

  public init(_ flow: PaymentFlow, locale: Locale = .current) {
    self.flow = flow
    self.locale = locale
    currentLocale = { locale }
  }

  /// The recipients' search field (`.searchable`), kept with the payment.
  public var recipientQuery: String {
    get { flow.recipientQuery }
    set { if isCurrent() { flow.recipientQuery = String(newValue.prefix(PaymentFlow.maximumNoteLength)) } }
  }

  /// The note field: at most 140 characters. SwiftUI's TextField keeps what the user typed when its binding reads
  /// back the value it read before, so text past the limit is echoed for one frame and then cut, a change the
  /// field applies: it never shows what will not be sent. (The amount has no field: it is typed on PayMe's
  /// keypad, `press` and `paste` in PaymentModel+Keypad.swift, and never shows a refused key.)
  public var note: String {
    get { noteEcho.text ?? flow.note }
    set {
      guard isCurrent() else { return }
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
      guard isCurrent(), newValue.count < flow.path.count, flow.allowsBack else { return }
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
