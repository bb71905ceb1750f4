import AppServices
import DesignSystem
import Foundation
import Localization
import Observation
import Presentation

/// The Edit Scheduled Payment sheet: a schedule's amount on PayMe's keypad, under the payment's rules
/// (Decimal text in the user's separator, more than zero, the demo's limit), how often it repeats, the next
/// payment's day, the note and when it ends. It lives in its destination (`PayMeDestination.editSchedule`), so
/// what was typed stays while the sheet slides down and goes with it. Saving is the sheet's own intent (`save()`,
/// ScheduleEditModel+Intents.swift): it changes when and how much money moves, so the device owner confirms it
/// first, as a Repeat. Nothing chosen changes while the check is up: what the owner confirmed is what is saved.
@MainActor
@Observable
public final class ScheduleEditModel {
  /// The schedule as it was when the sheet opened (or as it was found when a save was refused because it had
  /// moved on, `rebase`): who is paid, and what Cancel goes back to.
  public internal(set) var original: ScheduledPayment
  /// The schedule's next day as the list said it when the sheet opened (or was rebased).
  public internal(set) var next: LocalizedCopy
  public internal(set) var entry: AmountEntry
  /// How often it repeats.
  public var cadence: PaymentCadence {
    get { chosenCadence }
    set { if !isConfirming { chosenCadence = newValue } }
  }
  /// The next payment's day: a new one starts the frequency again from it.
  public var nextDate: Date {
    get { chosenNext }
    set { if !isConfirming { chosenNext = newValue } }
  }
  /// The note sent with each payment from the next one on.
  public var note: String {
    get { chosenNote }
    set { if !isConfirming { chosenNote = newValue } }
  }
  /// When it ends: the picker's kind, the end date and the number of payments from the next one on.
  public var end: ScheduleEndChoice {
    get { chosenEnd }
    set { if !isConfirming { chosenEnd = newValue } }
  }
  var chosenCadence: PaymentCadence
  var chosenNext: Date
  var chosenNote: String
  var chosenEnd: ScheduleEndChoice
  /// The sheet's starting values, to tell a change from what was saved.
  var originalNext: Date
  var originalEnd: ScheduleEndChoice
  /// The due days behind the next one (a paused schedule's as resuming would pass them over).
  var passed: Int
  /// Why the amount cannot be saved, said under it (and to VoiceOver) once the user asked.
  public internal(set) var error: AmountError?
  /// Why the next day, the end or the note cannot be saved, said under them once the user asked.
  public internal(set) var refusal: ScheduleEditRefusal?
  /// What changed under the sheet since it opened, said at its top: a save refused because the schedule moved on
  /// (a payment went meanwhile) keeps the user's changes on the schedule as it now is (`rebase`), and says how.
  public internal(set) var notice: LocalizedCopy?
  /// The device owner check for the change is up: nothing is typed and nothing closes the sheet.
  public internal(set) var isConfirming = false
  /// The payments the schedule made, newest first, as the ledger says (`ScheduledPaymentsModel.refreshHistory`).
  public internal(set) var history: [Transaction] = []
  /// Whether the note field has the system keyboard up (the view's focus, reported here).
  public var noteFocused = false
  /// Whether the sheet shows PayMe's keypad: not while the note is typed, or the system keyboard would come up
  /// under it and the two would stack, as the payment's and the split's keypads step aside for their notes.
  public var showsKeypad: Bool { !noteFocused }

  /// What it reports to the app that presented it, and whether it is still up (SheetClients.swift).
  @ObservationIgnored var events = SheetEvents()
  /// The sheet stays up after its check (cancelled or failed): a link that waited for it is asked about now.
  @ObservationIgnored var onKeep: @MainActor () -> Void = unimplemented("ScheduleEditModel.onKeep")
  /// The owner confirmed the change (and whether it sends today's payment): the parent's schedules take it, or
  /// refuse it and tell the sheet why, and the sheet goes.
  @ObservationIgnored var onCommit: @MainActor (ScheduleChange, Bool) -> Void = unimplemented(
    "ScheduleEditModel.onCommit")
  /// Today, by the parent's clock.
  @ObservationIgnored var today: @MainActor () -> Date = { .distantPast }
  /// A paid payment's line in the history, shown and spoken, as the Scheduled Payments list writes it.
  @ObservationIgnored var historyWords: @MainActor (Transaction) -> (shown: LocalizedCopy, spoken: LocalizedCopy) = {
    (PayMeCopy.status($0), PayMeCopy.status($0))
  }
  /// Whether the schedule with this id has paid a day already, as the ledger says now.
  @ObservationIgnored var paid: @MainActor (String) -> (Date) -> Bool = { _ in { _ in false } }
  /// The device owner check with the prompt's words, and the message said if it fails (a cancel says nothing);
  /// true when confirmed.
  @ObservationIgnored var confirmOwner: @MainActor (LocalizedCopy, PayMeAlert) async -> Bool = { _, _ in false }
  /// Work an intent starts (the check): the parent runs it, so a test can wait for it.
  @ObservationIgnored var run: FieldEcho.Run = FieldEcho.untracked
  let locale: Locale
  let calendar: Calendar

  /// The sheet restarts an ended schedule: a new series from the chosen day (ScheduledPaymentsModel+Restart.swift).
  /// An edit whose schedule ended while it was up becomes one (`restartAfterEnd`), so the user's changes stay.
  public internal(set) var restarts: Bool

  public init(
    _ schedule: ScheduledPayment, next: LocalizedCopy, today: Date, calendar: Calendar, locale: Locale = .current,
    restarting: Bool = false
  ) {
    restarts = restarting
    original = schedule
    self.next = next
    self.locale = locale
    self.calendar = calendar
    chosenCadence = schedule.cadence
    chosenNote = schedule.note
    let baseline = Self.baseline(schedule, today: today, calendar: calendar)
    // A restart is a new series: "After N payments" counts from its first day, past the due days the schedule
    // had saved (`ScheduledPayments.restart` keeps exactly these behind it), not as if it had been resumed.
    passed = restarting ? schedule.restartedDueDays : baseline.passed
    chosenNext = baseline.next
    originalNext = baseline.next
    // A restart starts afresh: no end until the user chooses one (the old one is what ended it).
    let end =
      restarting ? ScheduleEndChoice(.never, passed: 0, next: baseline.next, calendar: calendar) : baseline.end
    chosenEnd = end
    originalEnd = end
    entry = Self.entry(schedule.amount, locale: locale)
  }

  /// Where the sheet starts for a schedule: its next day, the due days behind it and its end as the picker shows
  /// it. A paused schedule is shown as resuming would make it (as `confirmResume` previews it): the due days it
  /// was paused for are passed over, so its next payment is never a past day, and "after N payments" counts from
  /// it.
  static func baseline(
    _ schedule: ScheduledPayment, today: Date, calendar: Calendar
  ) -> (next: Date, passed: Int, end: ScheduleEndChoice) {
    var resumed = schedule
    if schedule.isPaused { resumed.resume(from: today, calendar: calendar) }
    let nextDay = resumed.nextDue(calendar: calendar) ?? calendar.startOfDay(for: today)
    let end = ScheduleEndChoice(schedule.end, passed: resumed.passedDueDays, next: nextDay, calendar: calendar)
    return (nextDay, resumed.passedDueDays, end)
  }

  /// The saved amount as the user would type it, in their separator, through the same paste rules.
  static func entry(_ amount: Money, locale: Locale) -> AmountEntry {
    var entry = AmountEntry(currency: amount.currency, locale: locale)
    entry.paste("\(amount.amount)".replacingOccurrences(of: ".", with: entry.decimalSeparator))
    return entry
  }

  /// The next day was moved.
  var movesNext: Bool { !calendar.isDate(nextDate, inSameDayAs: originalNext) }

  /// The end differs from the saved one (only what its kind shows counts).
  var changesEnd: Bool {
    guard end.kind == originalEnd.kind else { return true }
    switch end.kind {
    case .never: return false
    case .onDate: return !calendar.isDate(end.day, inSameDayAs: originalEnd.day)
    case .afterPayments: return end.payments != originalEnd.payments
    }
  }

  /// Something differs from the saved schedule (an emptied amount too): Save is offered, and Cancel asks first.
  public var hasChanges: Bool {
    cadence != original.cadence || movesNext || note != original.note || changesEnd
      || entry.amount.map { $0 != original.amount.amount } ?? true
  }

  /// A swipe down is held back (and asks, as Cancel does) while there are changes or the check is up.
  public var holdsUserInput: Bool { isConfirming || hasChanges }

  /// Save can be tapped: something changed, an amount is there, and no check is up.
  public var canSave: Bool { (hasChanges || restarts) && !entry.text.isEmpty && !isConfirming }

  /// Cancel belongs to the editing, not to the check.
  public var showsCancel: Bool { !isConfirming }

  /// The days the next payment may be on: today to a year from today, as Repeat's start (the saved day too, when
  /// it is already behind: a payment held back).
  public func nextDateRange(today: Date) -> ClosedRange<Date> {
    let days = ScheduledPaymentsModel.startDays(today: today, calendar: calendar)
    return min(days.lowerBound, originalNext)...max(days.upperBound, originalNext)
  }

  /// The days the end may be on: from the next payment's.
  public func endDateRange(today: Date) -> ClosedRange<Date> {
    ScheduleEndChoice.dayRange(from: nextDate, today: today, calendar: calendar)
  }

  /// The next payment's picker's days, from today as the app's clock reads it now.
  public var nextDays: ClosedRange<Date> { nextDateRange(today: today()) }
  /// The end picker's days, from today as the app's clock reads it now.
  public var endDays: ClosedRange<Date> { endDateRange(today: today()) }

  /// A paid payment's line in the history ("12 May, $18.75, Completed"), and what VoiceOver says for it.
  public func historyLine(_ payment: Transaction) -> LocalizedCopy { historyWords(payment).shown }
  public func historyAccessibilityLine(_ payment: Transaction) -> LocalizedCopy { historyWords(payment).spoken }

  /// The amount to save, or why not: the payment's rules, the demo's limit standing in for the balance (the
  /// balance is the due day's to check, as it is for every scheduled payment).
  func validated() -> Result<Money, AmountError> {
    entry.validated(balance: Money(Ledger.paymentLimit, entry.currency))
  }

  /// The change to save, or why the next day, the end or the note cannot be saved. A next day the user moved
  /// must be from today to a year on; one left alone may be behind (a payment held back keeps its day).
  /// A moved next day (or a new frequency from it) whose payment `isPaid` finds already sent is refused: a
  /// schedule never pays twice on one day.
  func change(
    amount: Money, today: Date, isPaid: (Date) -> Bool = { _ in false }
  ) -> Result<ScheduleChange, ScheduleEditRefusal> {
    let day = calendar.startOfDay(for: nextDate)
    let days = ScheduledPaymentsModel.startDays(today: today, calendar: calendar)
    if movesNext || restarts {
      guard day >= days.lowerBound else { return .failure(.nextInPast) }
      guard day <= days.upperBound else { return .failure(.nextTooLate) }
    }
    if movesNext || cadence != original.cadence || restarts {
      // Each new frequency or next day starts a series, and a schedule has at most so many: said here, before
      // the check, and the sheet keeps what was typed (the amount, the note and the end can still be saved).
      guard original.series < ScheduledPayment.maximumOccurrences else {
        return .failure(restarts ? .restartedTooOften : .changedTooOften)
      }
      guard !isPaid(day) else { return .failure(.nextAlreadyPaid) }
    }
    guard let chosenEnd = end.end(passed: passed, calendar: calendar) else {
      return .failure(.endCount)
    }
    if case .on(let last) = chosenEnd {
      guard last >= day else { return .failure(.endBeforeNext) }
      guard ScheduleEndChoice.dayRange(from: day, today: today, calendar: calendar).contains(last) else {
        return .failure(.endTooLate)
      }
    }
    guard note.count <= PaymentFlow.maximumNoteLength else { return .failure(.noteTooLong) }
    let opened = ScheduleChange.Opened(
      next: original.nextDue(calendar: calendar) ?? originalNext, sent: original.sent, series: original.series,
      passed: passed)
    return .success(
      ScheduleChange(
        amount: amount, cadence: cadence, next: day, note: note, end: chosenEnd, movesNext: movesNext, opened: opened))
  }

  func refuse(_ reason: AmountError) {
    if reason != error { events.onAnnounce(reason.message(locale: locale)) }
    error = reason
  }

  func refuse(_ reason: ScheduleEditRefusal) {
    if reason != refusal { events.onAnnounce(reason.message) }
    refusal = reason
  }
}

/// Why an edit's next day, end or note cannot be saved, in words under them.
public enum ScheduleEditRefusal: Error, Equatable, Sendable {
  case nextInPast, nextTooLate, nextAlreadyPaid, endBeforeNext, endTooLate, endCount, noteTooLong
  /// Its frequency or next day was changed as often as a schedule may be (`ScheduledPayment.maximumOccurrences`).
  case changedTooOften
  /// It was restarted as often as a schedule may be.
  case restartedTooOften

  public var message: LocalizedCopy {
    switch self {
    case .nextInPast:
      LocalizedCopy("payme.scheduled.nextInPast", "The next payment can't be in the past. Choose today or a later day.")
    case .nextTooLate:
      LocalizedCopy("payme.scheduled.nextTooLate", "Choose a next payment within a year from today.")
    case .nextAlreadyPaid:
      LocalizedCopy(
        "payme.scheduled.nextAlreadyPaid", "This day's payment was already sent. Choose a later day.")
    case .endBeforeNext:
      LocalizedCopy("payme.scheduled.endBeforeNext", "The end date can't be before the next payment.")
    case .endTooLate:
      LocalizedCopy("payme.scheduled.endTooLate", "Choose an end date within 10 years from today.")
    case .endCount:
      LocalizedCopy("payme.scheduled.endCount", "Choose from 1 to 520 payments.")
    case .noteTooLong:
      LocalizedCopy("payme.scheduled.noteTooLong", "A note can be up to 140 characters.")
    case .changedTooOften:
      LocalizedCopy(
        "payme.scheduled.changedTooOften",
        "How often and the next day can't be changed again. Set them back to save your other changes, or cancel this payment and repeat it instead."
      )
    case .restartedTooOften:
      LocalizedCopy(
        "payme.scheduled.restartedTooOften",
        "This payment can't be restarted again. Repeat it from Activity instead.")
    }
  }
}

/// Destinations compare their models by identity: two sheets with the same entries are two sheets.
extension ScheduleEditModel: HashableObject {}

/// A schedule's amount is typed on the payment's keypad: the same keys, the same rules, the same haptic.
extension ScheduleEditModel: AmountKeypadTyping {
  public var keypad: AmountKeypad { AmountKeypad(entry: entry) }
  public var amountDisplay: String { keypad.display(entry, locale: locale) }
  public var amountSpoken: String { keypad.spoken(entry, locale: locale) }
  public var amountHint: LocalizedCopy { ScheduledCopy.editAmountHint }

  /// Nothing is typed while the check is up.
  public var acceptsAmountKeys: Bool { !isConfirming }

  /// Taken, it clears the reason said; refused with one (a third decimal, past the demo's limit), the reason
  /// shows in the keypad's bar (`barNote`) and is said.
  public func keep(_ change: AmountKeyChange) {
    entry = change.entry
    if change.taken { error = nil } else if let reason = change.refusal { refuse(reason) }
    events.onKey(change.taken)
  }
}
