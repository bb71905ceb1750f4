import Foundation

/// A due day a run passed over unsent (PayMe could not run on it: no background time, Low Power Mode, the phone
/// not yet unlocked), kept with what it would have been sent as on its day, so the user can still send it.
public struct MissedPayment: Codable, Hashable, Sendable {
  public let day: Date
  /// The ledger id of its due day (`ScheduledPayment.transactionID`): sent later, it keeps this id, so a second
  /// Send All (or one after PayMe was killed mid-way) finds it in the ledger and pays nothing twice.
  public let transactionID: String
  /// What the schedule sent each due day then.
  public let amount: Money
}

extension ScheduledPayments {
  /// What one Send All did: the payments sent, in due order, and the one it stopped at (the balance could not
  /// cover it), with why; that one and those after it stay to be answered.
  public struct MissedRun: Equatable, Sendable {
    public var sent: [Transaction] = []
    public var stoppedAt: MissedPayment?
    public var error: PaymentError?
  }

  /// Takes out of each schedule's unanswered payments those the ledger already holds (sent before PayMe was
  /// killed between saving the ledger and the schedules): by id, or by due day from any series. True when any
  /// went.
  mutating func dropPaidMissed(ledger: Ledger, calendar: Calendar) -> Bool {
    var changed = false
    for index in items.indices {
      let schedule = items[index]
      let left = schedule.unanswered.filter { !ledger.paid($0, of: schedule.id, calendar: calendar) }
      if left.count != schedule.unanswered.count {
        items[index].unanswered = left
        changed = true
      }
    }
    return changed
  }

  /// Send All: each unanswered payment of schedule `id`, oldest first, each under its own due day's id, until the
  /// balance cannot cover the next (the rest stay unanswered). A day the ledger already paid is passed by. Each
  /// sent day leaves the schedule's record of missed days. Nil when there is no such schedule. `only`: the
  /// transaction ids the question listed; a day missed since it was asked stays, to be asked about next time.
  mutating func sendMissed(
    _ id: String, only listed: Set<String>? = nil, ledger: inout Ledger, now: Date, calendar: Calendar
  ) -> MissedRun? {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return nil }
    var schedule = items[index]
    var run = MissedRun()
    let asked = schedule.unanswered.filter { listed?.contains($0.transactionID) ?? true }
    for payment in asked.sorted(by: { $0.day < $1.day }) {
      if !ledger.paid(payment, of: schedule.id, calendar: calendar) {
        do {
          let transaction = try ledger.adding(schedule.recipient) {
            (ledger: inout Ledger, to: Contact) throws(PaymentError) in
            try ledger.send(
              payment.amount, to: to.id, note: schedule.note, at: now, id: payment.transactionID,
              scheduledFor: payment.day)
          }
          run.sent.append(transaction)
          if let kept = schedule.missedDueDays.firstIndex(where: { calendar.isDate($0, inSameDayAs: payment.day) }) {
            schedule.missedDueDays.remove(at: kept)
          }
        } catch {
          run.stoppedAt = payment
          run.error = error
          break
        }
      }
      schedule.unanswered.removeAll { $0 == payment }
    }
    items[index] = schedule
    return run
  }

  /// Skip: the unanswered payments of `id` are let go (only those the question listed, `only`, when given); their
  /// days stay on record as not sent. The ones let go.
  mutating func skipMissed(_ id: String, only listed: Set<String>? = nil) -> [MissedPayment] {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return [] }
    let skipped = items[index].unanswered.filter { listed?.contains($0.transactionID) ?? true }
    items[index].unanswered.removeAll { skipped.contains($0) }
    return skipped
  }
}

extension Ledger {
  /// Whether a missed payment is in the history already: under its own id, or any payment of the schedule for
  /// its day.
  func paid(_ payment: MissedPayment, of scheduleID: String, calendar: Calendar) -> Bool {
    transaction(payment.transactionID) != nil
      || hasScheduledPayment(of: scheduleID, on: payment.day, calendar: calendar)
  }
}
