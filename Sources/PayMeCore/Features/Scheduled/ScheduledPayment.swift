import Foundation
import Localization

/// How often a scheduled payment repeats, as Apple Cash offers (iOS 17): weekly, every two weeks, monthly.
public enum PaymentCadence: String, Codable, CaseIterable, Sendable {
  case weekly, everyTwoWeeks, monthly

  public var title: LocalizedCopy {
    switch self {
    case .weekly: LocalizedCopy("payme.repeat.weekly", "Weekly")
    case .everyTwoWeeks: LocalizedCopy("payme.repeat.everyTwoWeeks", "Every 2 Weeks")
    case .monthly: LocalizedCopy("payme.repeat.monthly", "Monthly")
    }
  }

  /// The frequency inside a sentence ("repeats every month").
  public var inSentence: LocalizedCopy {
    switch self {
    case .weekly: LocalizedCopy("payme.repeat.weeklyInSentence", "every week")
    case .everyTwoWeeks: LocalizedCopy("payme.repeat.everyTwoWeeksInSentence", "every 2 weeks")
    case .monthly: LocalizedCopy("payme.repeat.monthlyInSentence", "every month")
    }
  }

  /// The `index`th due day (0 is the start), always counted from the start, never from the last one: so a
  /// payment started on the 31st is due on each month's last day when the month is shorter (Feb 28, Apr 30) and
  /// on the 31st again when it has one, and weeks are calendar days, whatever daylight saving does.
  public func dueDay(_ index: Int, from start: Date, calendar: Calendar) -> Date? {
    guard index >= 0, index <= ScheduledPayment.maximumOccurrences else { return nil }
    switch self {
    case .weekly: return calendar.date(byAdding: .day, value: 7 * index, to: start)
    case .everyTwoWeeks: return calendar.date(byAdding: .day, value: 14 * index, to: start)
    case .monthly:
      // Foundation's month arithmetic clamps to the month's last day (Jan 31 + 1 month is Feb 28 or 29).
      return calendar.date(byAdding: .month, value: index, to: start)
    }
  }
}

/// A payment repeated on a schedule: who, how much, how often, from which day, and how far it has got. PayMe's
/// demo ledger lives on the device, and iOS gives an app no guaranteed time in the background to move money, so
/// a payment due while PayMe is closed is sent the next time it opens (only the latest due day: `runDue`); a
/// notification on the due day reminds the user to open it. Each due day is sent at most once: its payment's id
/// is made from the schedule and the due day's number (`transactionID(_:)`), so a second run, or a run after
/// PayMe was killed between saving the ledger and saving the schedule, finds it in the ledger and moves nothing
/// again.
public struct ScheduledPayment: Codable, Hashable, Identifiable, Sendable {
  public let id: String
  public let recipient: Contact
  /// What each due day sends; the user may change it (`ScheduledPayments.edit`), never what was sent before.
  public internal(set) var amount: Money
  /// Sent with each payment; the user may change it, never on what was sent before.
  public internal(set) var note: String
  public internal(set) var cadence: PaymentCadence
  /// The first due day of the current `series` (its start, in the user's calendar).
  public internal(set) var start: Date
  /// How many due days of the current series have been sent: the next one due is number `sent`.
  public internal(set) var sent: Int
  /// The due day that could not be sent (the balance was short), kept to send when the balance allows.
  public internal(set) var heldBack: Date?
  /// Paused by the user: nothing is sent and nobody is reminded until it is resumed.
  public internal(set) var isPaused: Bool
  /// How many times its frequency was changed. Due days are counted from `start`, so a new frequency starts a
  /// new series from the next due day; the series is part of each payment's id, so a due day of the new series
  /// is never taken for one the old series sent.
  public internal(set) var series: Int
  /// When it stops: never, on a day, or after a number of due days in all.
  public internal(set) var end: ScheduleEnd
  /// The due days of earlier series (`sent` when each was replaced), so an end after a number of payments counts
  /// every due day the schedule passed, whatever the user changed.
  public internal(set) var earlierDueDays: Int
  /// The payment Skip Next Payment last passed over, which Undo Skip brings back until its day has passed
  /// (ScheduledPaymentsModel+UndoSkip.swift); nil in a file saved before it existed.
  public internal(set) var skipped: SkippedPayment?
  /// The due days a run passed over unsent (PayMe closed past them: only the latest is sent), oldest first, the
  /// latest `maximumMissed`: kept with the schedule, so they are on record after the message that told them is
  /// gone (or a notification was swiped away unread); empty in a file saved before it existed.
  public internal(set) var missedDueDays: [Date] = []
  /// The missed due days the user has not yet answered (Send All or Skip, asked when PayMe is next opened:
  /// ScheduledPaymentsModel+Missed.swift), oldest first, the latest `maximumMissed`; empty in an older file.
  public internal(set) var unanswered: [MissedPayment] = []

  enum CodingKeys: String, CodingKey {
    case id, recipient, amount, note, cadence, start, sent, heldBack, isPaused, series, end, earlierDueDays, skipped
    case missedDueDays, unanswered
  }

  /// The most missed due days kept (a year of weekly ones).
  static let maximumMissed = 52

  /// A schedule never runs past this many due days (about 20 years weekly), so no saved number can make a loop.
  public static let maximumOccurrences = 1_000

  public init(
    id: String, recipient: Contact, amount: Money, note: String, cadence: PaymentCadence, start: Date,
    sent: Int = 0, heldBack: Date? = nil, isPaused: Bool = false, series: Int = 0, end: ScheduleEnd = .never,
    earlierDueDays: Int = 0
  ) {
    self.id = id
    self.recipient = recipient
    self.amount = amount
    self.note = note
    self.cadence = cadence
    self.start = start
    self.sent = sent
    self.heldBack = heldBack
    self.isPaused = isPaused
    self.series = series
    self.end = end
    self.earlierDueDays = earlierDueDays
  }

  /// Read back from the file. A file saved before schedules could be paused or edited has neither field: it
  /// reads as running, in its first series, so its payments keep the ids they were sent with. One saved before
  /// schedules could end reads as never ending, with no earlier series.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    id = try values.decode(String.self, forKey: .id)
    recipient = try values.decode(Contact.self, forKey: .recipient)
    amount = try values.decode(Money.self, forKey: .amount)
    note = try values.decode(String.self, forKey: .note)
    cadence = try values.decode(PaymentCadence.self, forKey: .cadence)
    start = try values.decode(Date.self, forKey: .start)
    sent = try values.decode(Int.self, forKey: .sent)
    heldBack = try values.decodeIfPresent(Date.self, forKey: .heldBack)
    isPaused = try values.decodeIfPresent(Bool.self, forKey: .isPaused) ?? false
    series = try values.decodeIfPresent(Int.self, forKey: .series) ?? 0
    end = try values.decodeIfPresent(ScheduleEnd.self, forKey: .end) ?? .never
    earlierDueDays = try values.decodeIfPresent(Int.self, forKey: .earlierDueDays) ?? 0
    skipped = try values.decodeIfPresent(SkippedPayment.self, forKey: .skipped)
    missedDueDays = try values.decodeIfPresent([Date].self, forKey: .missedDueDays) ?? []
    unanswered = try values.decodeIfPresent([MissedPayment].self, forKey: .unanswered) ?? []
  }

  /// Records due days passed over unsent, keeping the latest `maximumMissed`, and keeps each to be asked about:
  /// with the id and amount it would have been sent with on its day.
  mutating func recordMissed(_ payments: [MissedPayment]) {
    guard !payments.isEmpty else { return }
    missedDueDays = Array((missedDueDays + payments.map(\.day)).suffix(Self.maximumMissed))
    unanswered = Array((unanswered + payments).suffix(Self.maximumMissed))
  }

  /// The payments of due days `range` (of the current series), as they would have been sent on their day.
  func missedPayments(_ range: Range<Int>, calendar: Calendar) -> [MissedPayment] {
    range.compactMap { index in
      dueDay(index, calendar: calendar).map {
        MissedPayment(day: $0, transactionID: transactionID(index), amount: amount)
      }
    }
  }

  /// The next day a payment is due (nil once the schedule has run its course or reached its end).
  public func nextDue(calendar: Calendar) -> Date? { dueDay(sent, calendar: calendar) }

  /// The number of the latest due day on or before `now` not yet sent, or nil when none is due. Counted up from
  /// `sent`, so its work is bounded by `maximumOccurrences`.
  func latestDueIndex(by now: Date, calendar: Calendar) -> Int? {
    guard let first = nextDue(calendar: calendar), first <= now else { return nil }
    var latest = sent
    while let next = dueDay(latest + 1, calendar: calendar), next <= now { latest += 1 }
    return latest
  }

  /// The ledger id of the payment for due day `index`: the same on every run.
  public func transactionID(_ index: Int) -> String {
    series == 0 ? "scheduled-\(id)-\(index)" : "scheduled-\(id)-r\(series)-\(index)"
  }

  /// Resumed: from its first due day on or after `today`. The due days it was paused for are passed over, never
  /// sent, and one held back is let go with them.
  mutating func resume(from today: Date, calendar: Calendar) {
    isPaused = false
    heldBack = nil
    let day = calendar.startOfDay(for: today)
    while sent < Self.maximumOccurrences, let due = dueDay(sent, calendar: calendar), due < day {
      sent += 1
    }
  }

  /// Believed when read back only if this app could have written it.
  var isPlausible: Bool {
    amount.amount > 0 && amount.amount <= Ledger.paymentLimit && (0...Self.maximumOccurrences).contains(sent)
      && (0...Self.maximumOccurrences).contains(series) && (0...Self.maximumOccurrences).contains(earlierDueDays)
      && end.isPlausible && missedDueDays.count <= Self.maximumMissed && unanswered.count <= Self.maximumMissed
      && unanswered.allSatisfy {
        $0.amount.currency == amount.currency && $0.amount.amount > 0 && $0.amount.amount <= Ledger.paymentLimit
      }
      && note.count <= PaymentFlow.maximumNoteLength
      && AmountRules.violation(amount.amount, currency: amount.currency, balance: nil) == nil
  }
}

/// The user's scheduled payments, saved in their own file beside the ledger.
public struct ScheduledPayments: Codable, Equatable, Sendable {
  public internal(set) var items: [ScheduledPayment] = []
  /// The runs' messages the user has not seen yet (OK not tapped), saved with the schedules they tell of, in the
  /// same write as the run's changes, so a kill before they were seen does not lose them
  /// (ScheduledRunMessages.swift); empty in an older file.
  public internal(set) var unseen: [UnseenScheduledMessage] = []

  enum CodingKeys: String, CodingKey { case items, unseen }

  /// The most schedules kept: a list a person manages by hand, and a bound on the work of each launch.
  public static let maximumCount = 50

  public init(items: [ScheduledPayment] = []) { self.items = items }

  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    items = try values.decode([ScheduledPayment].self, forKey: .items)
    unseen = try values.decodeIfPresent([UnseenScheduledMessage].self, forKey: .unseen) ?? []
  }

  var isPlausible: Bool {
    items.count <= Self.maximumCount && items.allSatisfy(\.isPlausible) && Set(items.map(\.id)).count == items.count
      && unseen.count <= UnseenScheduledMessage.maximumKept
  }

  /// What one run did: the payments sent, the schedules held back with why, and how many earlier due days were
  /// skipped (due while PayMe was closed, before the latest one).
  public struct Run: Equatable, Sendable {
    public var sent: [Transaction] = []
    public var heldBack: [(schedule: ScheduledPayment, error: PaymentError)] = []
    public var skipped = 0
    /// Schedules whose due payment was made but could not be saved, so was taken back: not sent, tried again at
    /// the next run.
    public var notSaved: [ScheduledPayment] = []

    public static func == (lhs: Run, rhs: Run) -> Bool {
      lhs.sent == rhs.sent && lhs.heldBack.map(\.schedule) == rhs.heldBack.map(\.schedule)
        && lhs.heldBack.map(\.error) == rhs.heldBack.map(\.error) && lhs.skipped == rhs.skipped
        && lhs.notSaved == rhs.notSaved
    }
  }

  /// Sends, for each schedule, the payment of its latest due day by `now`, and only that one: the earlier due
  /// days PayMe could not run on are never sent in a pile unasked. The owner authorised one payment each period,
  /// on its day; a careful bank does not settle weeks of them in one go when the app is next opened (a weekly
  /// schedule left for two months would send eight payments at once and could empty the balance). They are kept
  /// with the schedule (`unanswered`, `missedDueDays`) and counted in `skipped`, and the user is asked about them
  /// when PayMe is next opened (Send All, behind Face ID, or Skip: ScheduledPaymentsModel+Missed.swift). Each payment
  /// keeps its due day (`Transaction.scheduledFor`).
  /// A due day whose payment is already in the ledger (sent before PayMe was killed) only moves the schedule on.
  /// A payment the ledger refuses (the balance is short) holds its schedule back at that due day, said once, to
  /// be sent at a later run while it is still the latest.
  public mutating func runDue(ledger: inout Ledger, now: Date, calendar: Calendar) -> Run {
    var run = Run()
    for index in items.indices {
      var schedule = items[index]
      // Paused: nothing is due until it is resumed, and resuming passes over what fell due meanwhile.
      guard !schedule.isPaused, let latest = schedule.latestDueIndex(by: now, calendar: calendar),
        let due = schedule.dueDay(latest, calendar: calendar)
      else { continue }
      let skipped = latest - schedule.sent
      let missed = schedule.missedPayments(schedule.sent..<latest, calendar: calendar)
      let id = schedule.transactionID(latest)
      schedule.sent = latest
      if ledger.transaction(id) == nil {
        do {
          let transaction = try ledger.adding(schedule.recipient) {
            (ledger: inout Ledger, to: Contact) throws(PaymentError) in
            try ledger.send(schedule.amount, to: to.id, note: schedule.note, at: now, id: id, scheduledFor: due)
          }
          run.sent.append(transaction)
          run.skipped += skipped
          schedule.recordMissed(missed)
        } catch {
          let told = schedule.heldBack == due
          schedule.heldBack = due
          // Said once per due day: the list keeps showing it until it goes.
          if !told {
            run.heldBack.append((schedule, error))
            run.skipped += skipped
            schedule.recordMissed(missed)
          }
          items[index] = schedule
          continue
        }
      }
      schedule.sent = latest + 1
      schedule.heldBack = nil
      items[index] = schedule
    }
    return run
  }

  /// Adds a schedule; false when the list is full.
  mutating func add(_ schedule: ScheduledPayment) -> Bool {
    guard items.count < Self.maximumCount else { return false }
    items.append(schedule)
    return true
  }

  /// Pauses a schedule; false when there is none, or it is paused already.
  mutating func pause(_ id: String) -> Bool {
    guard let index = items.firstIndex(where: { $0.id == id }), !items[index].isPaused else { return false }
    items[index].isPaused = true
    return true
  }

  /// Resumes a paused schedule from its first due day on or after `today`; nil when there is none paused.
  mutating func resume(_ id: String, today: Date, calendar: Calendar) -> ScheduledPayment? {
    guard let index = items.firstIndex(where: { $0.id == id }), items[index].isPaused else { return nil }
    items[index].resume(from: today, calendar: calendar)
    return items[index]
  }

  /// Stops a schedule: nothing more is sent. Payments it already sent stay in the history.
  mutating func cancel(_ id: String) -> Bool {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return false }
    items.remove(at: index)
    return true
  }
}
