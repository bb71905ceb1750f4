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

extension PayMeModel {
  /// A money movement becomes the ledger only once it is on disk, so "Sent" (or "Added", "Transferred") is never
  /// said of something a kill would lose. Not saved (the storage failed, or the file must not be written over,
  /// `ledgerProblem`), nothing changes: the sheet keeps what was entered, the alert says what failed, and trying
  /// again sends it then. Returns whether the move was made.
  func commit(_ updated: Ledger, _ move: LedgerMove) -> Bool {
    commit(updated) { PayMeAlerts.moveNotSaved(move, $0) }
  }

  /// A cancel, decline, reset or contact deletion, under the same rule: the ledger on screen changes only once
  /// the changed one is on disk, so a "Canceled" row never comes back as pending after a kill. Not saved,
  /// nothing changes and the alert says why. Returns whether the change was made.
  func commit(_ updated: Ledger, _ change: LedgerChange) -> Bool {
    commit(updated) { PayMeAlerts.changeNotSaved(change, $0) }
  }

  private func commit(_ updated: Ledger, notSaved: (any Error) -> PayMeAlert) -> Bool {
    let written: Ledger
    do {
      if let ledgerProblem { throw ledgerProblem }
      written = try writeLedger(updated)
    } catch {
      showMessage(notSaved(error))
      play(.failure)
      return false
    }
    // Saved again: a later failure of another change is news, and is said.
    saidLedgerNotSaved = false
    ledger = written
    planMoneyMoves()
    return true
  }
}

extension PayMeModel {
  /// The ledger as a money sheet uses it (SheetClients.swift). It holds the app weakly: were the app gone, the
  /// sheet would see an empty ledger and save nothing.
  var ledgerAccess: LedgerAccess {
    let empty = Ledger(holderName: "", balance: Money(0, ledger.currency), contacts: [], transactions: [])
    return LedgerAccess(
      ledger: { [weak self] in self?.ledger ?? empty }, now: dependencies.now, makeID: dependencies.makeID,
      commit: { [weak self] updated, move in self?.commit(updated, move) ?? false },
      change: { [weak self] updated, change in self?.commit(updated, change) ?? false })
  }
}
