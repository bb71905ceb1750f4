import Foundation

extension ScheduledPaymentsModel {
  /// An answer to a question about the scheduled payments, from its alert's button (`PayMeAlertAction.scheduled`).
  public enum Answer: Hashable, Sendable {
    /// Cancel Scheduled Payment (after "Cancel This Scheduled Payment?"): the schedule stops.
    case cancel(String)
    /// Skip Payment (after "Skip Next Payment?"): the day the dialog named, so a payment that went meanwhile is not
    /// taken for it.
    case skipNext(String, Date)
    /// Send All (or Send) under "3 Missed Payments": the device owner check, then each is sent in due order. The
    /// schedule's id and the transaction ids the question listed: only those, never a day missed since it was
    /// asked.
    case sendMissed(String, [String])
    /// Skip under "3 Missed Payments": nothing is sent, the listed days stay on record as not sent.
    case skipMissed(String, [String])
    /// OK under a scheduled run's message: seen, not said again at the next launch.
    case runMessageSeen(ScheduledPaymentAlertID)
  }

  /// Carries out the answer.
  func answer(_ answer: Answer) {
    switch answer {
    case .cancel(let id): cancel(id)
    case .skipNext(let id, let day): skipNext(id, day: day)
    case .sendMissed(let id, let listed): run { [weak self] in await self?.sendMissed(id, listed: listed) }
    case .skipMissed(let id, let listed): skipMissed(id, listed: listed)
    case .runMessageSeen(let id): runMessageSeen(id)
    }
  }
}
