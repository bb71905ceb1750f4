import Foundation
import Localization
import Presentation
import SharedStore

extension PayMeModel {
  /// What the book reports: its messages in their turn, a refusal felt, every save planning what the calendar
  /// will move, and the Edit sheet's list of a schedule's payments following the ledger (a payment sent,
  /// accepted or returned). Each closure holds the app weakly.
  func wire(_ book: LedgerBook) {
    book.onMessage = { [weak self] alert in self?.showMessage(alert) }
    book.onRefused = { [weak self] in self?.play(.failure) }
    book.onSaved = { [weak self] in self?.moneyMoved.plan() }
    book.onSet = { [weak self] in
      guard let self, let sheet = scheduleEditor else { return }
      scheduledPayments.refreshHistory(sheet)
    }
    book.livePrefixes = { [weak self] in self?.schedules.items.map { "scheduled-\($0.id)-" } ?? [] }
    book.onArchived = { [weak self] archived in
      guard let self, case .loaded = activity.older else { return }
      activity.older = .loaded(archived)
    }
  }

  /// A change the user confirmed on the ledger (`LedgerBook.commit`): made only once it is on disk.
  func commit(_ updated: Ledger, _ change: LedgerChange) -> Bool { book.commit(updated, change) }

  /// The ledger as a money sheet uses it (SheetClients.swift): the book itself, which holds no sheet.
  var ledgerAccess: LedgerAccess { Self.ledgerAccess(book, dependencies) }

  static func ledgerAccess(_ book: LedgerBook, _ dependencies: PayMeDependencies) -> LedgerAccess {
    LedgerAccess(
      ledger: { [book] in book.ledger }, now: dependencies.now, makeID: dependencies.makeID,
      commit: { [book] updated, move in book.commit(updated, move) },
      change: { [book] updated, change in book.commit(updated, change) })
  }
}
