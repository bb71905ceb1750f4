import Foundation
import Localization
import Observation
import Presentation

/// The Edit Scheduled Payment sheet (issue 41): a schedule's amount on PayMe's keypad, under the payment's rules
/// (Decimal text in the user's separator, more than zero, the demo's limit), and how often it repeats. It lives in
/// its destination (`PayMeDestination.editSchedule`), so what was typed stays while the sheet slides down and
/// goes with it. Saving is the Scheduled Payments model's (`ScheduledPaymentsModel.save(_:)`): it changes when and
/// how much money moves, so the device owner confirms it first, as a Repeat.
@MainActor
@Observable
public final class ScheduleEditModel {
  /// The schedule as it was when the sheet opened: who is paid, and what Cancel goes back to.
  public let original: ScheduledPayment
  /// The schedule's next day as the list said it when the sheet opened: a new frequency counts from it.
  public let next: LocalizedCopy
  public internal(set) var entry: AmountEntry
  /// How often it repeats. Fixed while the check is up: what the owner confirmed is what is saved.
  public var cadence: PaymentCadence {
    get { chosenCadence }
    set { if !isConfirming { chosenCadence = newValue } }
  }
  private var chosenCadence: PaymentCadence
  /// Why the amount cannot be saved, said under it (and to VoiceOver) once the user asked.
  public internal(set) var error: AmountError?
  /// The device owner check for the change is up: nothing is typed and nothing closes the sheet.
  public internal(set) var isConfirming = false

  /// Each amount key, taken (true) or refused (false): the parent plays its haptic, as on the payment's keypad.
  @ObservationIgnored var onKey: @MainActor (Bool) -> Void = { _ in }
  /// What VoiceOver should say (a key or an amount refused, with its reason): the parent posts it.
  @ObservationIgnored var onMessage: @MainActor (LocalizedCopy) -> Void = { _ in }
  let locale: Locale

  public init(_ schedule: ScheduledPayment, next: LocalizedCopy, locale: Locale = .current) {
    original = schedule
    self.next = next
    self.locale = locale
    chosenCadence = schedule.cadence
    var entry = AmountEntry(currency: schedule.amount.currency, locale: locale)
    // The saved amount as the user would type it, in their separator, through the same paste rules.
    entry.paste("\(schedule.amount.amount)".replacingOccurrences(of: ".", with: entry.decimalSeparator))
    self.entry = entry
  }

  /// Something differs from the saved schedule (an emptied amount too): Save is offered, and Cancel asks first.
  public var hasChanges: Bool {
    cadence != original.cadence || entry.amount.map { $0 != original.amount.amount } ?? true
  }

  /// A swipe down is held back (and asks, as Cancel does) while there are changes or the check is up.
  public var holdsUserInput: Bool { isConfirming || hasChanges }

  /// Save can be tapped: something changed, an amount is there, and no check is up.
  public var canSave: Bool { hasChanges && !entry.text.isEmpty && !isConfirming }

  /// Cancel belongs to the editing, not to the check.
  public var showsCancel: Bool { !isConfirming }

  /// The amount to save, or why not: the payment's rules, the demo's limit standing in for the balance (the
  /// balance is the due day's to check, as it is for every scheduled payment).
  func validated() -> Result<Money, AmountError> {
    entry.validated(balance: Money(Ledger.paymentLimit, entry.currency))
  }

  func refuse(_ reason: AmountError) {
    if reason != error { onMessage(reason.message(locale: locale)) }
    error = reason
  }
}

/// Destinations compare their models by identity: two sheets with the same entries are two sheets.
extension ScheduleEditModel: HashableObject {}

/// A schedule's amount is typed on the payment's keypad: the same keys, the same rules, the same haptic.
extension ScheduleEditModel: AmountKeypadInput {
  public var keypad: AmountKeypad { AmountKeypad(entry: entry) }
  public var amountDisplay: String { keypad.display(entry, locale: locale) }
  public var amountSpoken: String { keypad.spoken(entry, locale: locale) }
  public var amountHint: LocalizedCopy { ScheduledCopy.editAmountHint }

  /// A key: taken, it clears the reason said; refused with one (a third decimal, past the demo's limit), the
  /// reason shows under the amount and is said. Nothing is typed while the check is up.
  public func press(_ key: AmountKey) {
    guard !isConfirming else { return }
    var entry = self.entry
    let result = keypad.press(key, on: &entry)
    self.entry = entry
    switch result {
    case .taken: error = nil
    case .refused(let reason?): refuse(reason)
    case .refused(nil): break
    }
    onKey(result == .taken)
  }

  /// The Paste button's text, through the paste rules and the keypad's limit; refused whole, the amount stays.
  public func paste(_ text: String) {
    guard !isConfirming else { return }
    let refusal = keypad.paste(text, on: &entry)
    if let refusal { refuse(refusal) } else { error = nil }
    onKey(refusal == nil)
  }
}
