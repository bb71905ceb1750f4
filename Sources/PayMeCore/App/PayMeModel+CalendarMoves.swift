import Foundation

// MARK: - What the calendar moves

extension PayMeModel {
  /// Standard transfers whose business days have passed are completed, at launch and on each return: the demo
  /// has no bank to tell it, so the calendar does.
  func completeArrivedTransfers() {
    var updated = ledger
    guard updated.completeArrivedTransfers(now: dependencies.now(), calendar: calendar) else { return }
    book.ledger = updated
    book.save()
  }

  /// Payments not accepted within seven days come back, once each, in one saved change. The notifier notes them
  /// (`MoneyMovedNotifier.returned`) before the ledger is saved: a kill between the two returns them again at the
  /// next launch, where the note is not repeated, never the other way round.
  func returnUnacceptedPayments() {
    var updated = ledger
    let returned = updated.returnUnaccepted(now: dependencies.now())
    guard !returned.isEmpty else { return }
    moneyMoved.returned(returned.map(\.id))
    book.ledger = updated
    book.save()
  }
}
