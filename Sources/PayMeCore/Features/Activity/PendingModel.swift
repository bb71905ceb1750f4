import AppServices
import Foundation
import Observation

/// The home screen's Pending section: what waits for someone (`PendingSection`), and Pay and Decline in a
/// contact's request's row, the same intents as on the request's own screen. The ledger stays the app model's:
/// this model reads it through closures and reports each intent up (`onAsk`, `onPay`, `onOpen`), as
/// `TransactionModel` does, so a row's answer needs no screen model made for it.
@MainActor
@Observable
public final class PendingModel {
  /// The app model's ledger, read afresh at each access (so the section follows it).
  @ObservationIgnored let ledger: @MainActor () -> Ledger
  /// Amounts are dots (Hide Balance on, not revealed), as on the rest of the dashboard.
  @ObservationIgnored var hidesAmounts: @MainActor () -> Bool = { true }
  /// The user's region and language formats, as the app has them now.
  @ObservationIgnored var locale: @MainActor () -> Locale = { .current }
  @ObservationIgnored var now: @MainActor () -> Date = { Date() }
  /// A question to raise before anything changes (Decline).
  @ObservationIgnored var onAsk: @MainActor (PayMeAlert) -> Void = unimplemented("PendingModel.onAsk")
  /// "Pay" on a contact's request: the parent opens the payment sheet at its review.
  @ObservationIgnored var onPay: @MainActor (String) -> Void = unimplemented("PendingModel.onPay")
  /// A row's tap: the parent pushes the entry's own screen.
  @ObservationIgnored var onOpen: @MainActor (String) -> Void = unimplemented("PendingModel.onOpen")

  init(ledger: @escaping @MainActor () -> Ledger) { self.ledger = ledger }

  /// The section as it shows now; the dashboard shows it only while it has rows.
  public var section: PendingSection {
    PendingSection(ledger(), hideAmounts: hidesAmounts(), locale: locale(), now: now())
  }

  /// "Pay" in a row: as Pay on the request's own screen (the review, then the same confirmation and check).
  public func pay(_ id: String) {
    guard request(id) != nil else { return }
    onPay(id)
  }

  /// "Decline" in a row: as Decline on the request's own screen, it asks first.
  public func askToDecline(_ id: String) {
    guard let request = request(id) else { return }
    onAsk(PayMeAlerts.declineRequest(request, locale: locale()))
  }

  /// A tap on a row itself (not its buttons): the entry's own screen, where Remind and Cancel are too.
  public func open(_ id: String) { onOpen(id) }

  /// A contact's request still waiting for the user's answer; nothing else is paid or declined from a row.
  private func request(_ id: String) -> Transaction? {
    ledger().transaction(id).flatMap { $0.awaitsAnswer ? $0 : nil }
  }
}
