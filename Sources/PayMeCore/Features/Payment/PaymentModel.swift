import Foundation
import Observation
import Presentation

/// One payment sheet: the payment it shows, step by step, and what its fields echo for a frame. It lives in its
/// destination (`PayMeDestination.payment`), so the sheet keeps its step, amount and note while it slides down
/// and lets go of them with it. It owns its intents (PaymentModel+Intents.swift: the contact, the amount, Cancel
/// and Done; PaymentModel+Send.swift: Send, the check and Send Request); the ledger, the check and the stack are its host's (`PaymentHost`, the app), which saves the
/// payment it hands back.
@MainActor
@Observable
public final class PaymentModel {
  /// The payment as entered so far; money moves only through `PayMeModel` (the ledger is the app's).
  public internal(set) var flow: PaymentFlow
  /// What the note field holds for a frame after text past the limit (see `note`).
  let noteEcho = FieldEcho()
  /// Whether this payment takes edits: the one up does; one sliding away takes none. The parent answers (it owns
  /// the stack); alone, as in a test or preview, the payment is up.
  @ObservationIgnored var acceptsEdits: @MainActor () -> Bool = { true }
  /// What VoiceOver should say (an amount refused): the parent posts it.
  @ObservationIgnored var onAnnounce: @MainActor (String) -> Void = { _ in }
  /// Each amount key, taken (true) or refused (false): the parent plays its haptic, as Apple Cash's keypad does.
  @ObservationIgnored var onKey: @MainActor (Bool) -> Void = { _ in }
  /// Runs the end of a field's echo; the parent keeps it with its other work, so a test can wait for it.
  @ObservationIgnored var run: FieldEcho.Run = FieldEcho.untracked
  /// The frame a field's echo lasts; the parent times it.
  @ObservationIgnored var frame: FieldEcho.Frame = FieldEcho.oneFrame
  /// The app that presented the sheet (`PayMeModel.makePayment`), held weakly: the sheet never keeps it.
  @ObservationIgnored weak var host: (any PaymentHost)?
  let locale: Locale

  public init(_ flow: PaymentFlow, locale: Locale = .current) {
    self.flow = flow
    self.locale = locale
  }

  /// The recipients' search field (`.searchable`), kept with the payment.
  public var recipientQuery: String {
    get { flow.recipientQuery }
    set { if acceptsEdits() { flow.recipientQuery = String(newValue.prefix(PaymentFlow.maximumNoteLength)) } }
  }

  /// The note field: at most 140 characters. SwiftUI's TextField keeps what the user typed when its binding reads
  /// back the value it read before, so text past the limit is echoed for one frame and then cut, a change the
  /// field applies: it never shows what will not be sent. (The amount has no field: it is typed on PayMe's
  /// keypad, `press` and `paste` in PaymentModel+Keypad.swift, and never shows a refused key.)
  public var note: String {
    get { noteEcho.text ?? flow.note }
    set {
      guard acceptsEdits() else { return }
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
      guard acceptsEdits(), newValue.count < flow.path.count, flow.allowsBack else { return }
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
