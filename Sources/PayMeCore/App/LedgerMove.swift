import Foundation
import Localization
import Presentation
import SharedStore

/// What a sheet moves or asks for: a payment, a request, a split's requests, or money between the balance and
/// the bank. Named so an unsaved one says which it was.
enum LedgerMove: Equatable, Sendable {
  case payment, request, split
  case bank(BankMove)

  /// "Payment Not Sent", "Money Not Added": the alert's title when the move could not be saved.
  var notSavedTitle: LocalizedCopy {
    switch self {
    case .payment: LocalizedCopy("payme.alert.moveNotSaved.payment", "Payment Not Sent")
    case .request: LocalizedCopy("payme.alert.moveNotSaved.request", "Request Not Sent")
    case .split: LocalizedCopy("payme.alert.moveNotSaved.split", "Requests Not Sent")
    case .bank(.addMoney): LocalizedCopy("payme.alert.moveNotSaved.addMoney", "Money Not Added")
    case .bank(.transferToBank): LocalizedCopy("payme.alert.transferNotMade.title", "Transfer Not Made")
    }
  }
}

extension PayMeAlerts {
  /// A payment, request, split or bank move that could not be saved, so it was not made: why, and that what the
  /// user entered is still on its sheet to try again.
  static func moveNotSaved(_ move: LedgerMove, _ error: any Error) -> PayMeAlert {
    message(
      .moveNotSaved, title: move.notSavedTitle,
      text: LocalizedCopy(
        "payme.alert.moveNotSaved.message", "%@ Nothing changed. What you entered is still here to try again.",
        .text(saveFailure(error).text)))
  }
}

/// A change the user confirms on the ledger that is not a sheet's move: cancelling a payment or a request,
/// declining a request, resetting the demo data, deleting a contact. Named so an unsaved one says which it was.
enum LedgerChange: Equatable, Sendable {
  case cancelPayment, cancelRequest, declineRequest, remindRequest, resetDemoData, deleteContact

  /// "Payment Not Canceled", "Contact Not Deleted": the alert's title when the change could not be saved.
  var notSavedTitle: LocalizedCopy {
    switch self {
    case .cancelPayment: LocalizedCopy("payme.alert.changeNotSaved.cancelPayment", "Payment Not Canceled")
    case .cancelRequest: LocalizedCopy("payme.alert.changeNotSaved.cancelRequest", "Request Not Canceled")
    case .declineRequest: LocalizedCopy("payme.alert.changeNotSaved.declineRequest", "Request Not Declined")
    case .remindRequest: LocalizedCopy("payme.alert.changeNotSaved.remindRequest", "Reminder Not Sent")
    case .resetDemoData: LocalizedCopy("payme.alert.changeNotSaved.resetDemoData", "Demo Data Not Reset")
    case .deleteContact: LocalizedCopy("payme.alert.changeNotSaved.deleteContact", "Contact Not Deleted")
    }
  }
}

extension PayMeAlerts {
  /// A cancel, decline, reset or delete that could not be saved, so it was not made: why, and that nothing
  /// changed (the entry or contact is still there to try again).
  static func changeNotSaved(_ change: LedgerChange, _ error: any Error) -> PayMeAlert {
    message(
      .changeNotSaved, title: change.notSavedTitle,
      text: LocalizedCopy("payme.alert.changeNotSaved.message", "%@ Nothing changed.", .text(saveFailure(error).text)))
  }
}
