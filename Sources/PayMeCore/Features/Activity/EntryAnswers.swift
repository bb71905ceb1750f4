import AppServices
import Foundation

/// What a request's or a payment's question does once the user answers it ("Cancel Request?", "Decline
/// Request?", "Cancel Payment?", raised by the entry's own screen, `TransactionModel`, and by a Pending row,
/// `PendingModel`), and a request's Remind (its screen's button, or a reminder's): the ledger changes only once
/// the change is on disk (`LedgerAccess.change`, which says a
/// failure itself), and a withdrawn request's reminder goes with it. The app model owns one and hands it the
/// alert's answer, as `ScheduledPaymentsModel` answers a schedule's questions.
@MainActor
public final class EntryAnswers {
  /// An answer an alert's button carries (`PayMeAlertAction.entry`).
  public enum Answer: Hashable, Sendable {
    /// Cancel Request (after "Cancel Request?"): the pending request is withdrawn.
    case cancelRequest(String)
    /// Decline (after "Decline Request?"): the contact's request is declined.
    case declineRequest(String)
    /// Cancel Payment (after "Cancel Payment?"): a payment not yet accepted comes back.
    case cancelPayment(String)
  }

  private let access: LedgerAccess
  /// The change is made and saved: the user feels it (the confirmation haptic).
  var onChanged: @MainActor () -> Void = unimplemented("EntryAnswers.onChanged")
  /// A request was withdrawn: its reminder goes with it.
  var onRequestWithdrawn: @MainActor (String) -> Void = unimplemented("EntryAnswers.onRequestWithdrawn")

  init(access: LedgerAccess) { self.access = access }

  /// Carries out the answer. An entry that no longer waits (answered meanwhile, elsewhere) is left as it is.
  func answer(_ answer: Answer) {
    var updated = access.ledger()
    switch answer {
    case .cancelRequest(let id):
      guard updated.cancelRequest(id), access.change(updated, .cancelRequest) else { return }
      onChanged()
      onRequestWithdrawn(id)
    case .declineRequest(let id):
      guard updated.decline(request: id), access.change(updated, .declineRequest) else { return }
      onChanged()
    case .cancelPayment(let id):
      guard updated.cancelPayment(id), access.change(updated, .cancelPayment) else { return }
      onChanged()
    }
  }

  /// Marks a request reminded once that is saved, as a cancel or decline is: a failed save leaves the request as
  /// it was, with Remind still there, and says so. False when it cannot be reminded or was not saved.
  func remind(_ id: String) -> Bool {
    var updated = access.ledger()
    guard updated.transaction(id)?.canBeReminded == true, updated.markReminded(id, at: access.now()) else {
      return false
    }
    return access.change(updated, .remindRequest)
  }
}
