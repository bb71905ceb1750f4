import AppServices
import Foundation
import Localization

extension PayMeModel {
  /// Payments not accepted within seven days come back, once each, in one saved change. Nothing is posted now:
  /// the notification was planned for that moment (`planMoneyMoves`) and iOS has shown it already; posting again
  /// under its identifier would alert the user a second time. One that was not planned, or that iOS may not have
  /// delivered, is noted to be said in the app (`tellReturns`), before the ledger is saved: a kill between the two
  /// returns it again at the next launch, where the note is not repeated, never the other way round.
  func returnUnacceptedPayments() {
    var updated = ledger
    let returned = updated.returnUnaccepted(now: dependencies.now())
    guard !returned.isEmpty else { return }
    returnNotices.returned(returned.map(\.id))
    saveReturnNotices()
    ledger = updated
    book.save()
  }
}
