import Foundation
import SharedStore

/// What a save moves to the archive (`LedgerArchive`), so the ledger stays within what a launch reads; Activity's
/// Show Older Activity reads it back (PayMeModel+Archive.swift).
extension LedgerBook {
  /// Writes `ledger`, first moving its oldest settled entries to the archive once it has grown past
  /// `Ledger.archiveThreshold`. Returns the ledger as written, the one the app then shows. What is still past
  /// `Ledger.maximumTransactions` after the move (entries that are all open) is refused, not written: the next
  /// launch would set the whole file aside.
  func write(_ ledger: Ledger) throws -> Ledger {
    let written = try archiving(ledger)
    guard written.transactions.count <= Ledger.maximumTransactions else { throw PaymentError.historyFull }
    try store.write(written, for: PayMeShared.ledger)
    return written
  }

  /// The archive is written before the ledger: a kill between the two leaves the moved entries in both, and the
  /// archive's copy is then ignored (`olderTransactions`), so nothing is lost and nothing is listed twice.
  private func archiving(_ ledger: Ledger) throws -> Ledger {
    var kept = ledger
    // A live schedule's payments stay: its Edit sheet lists them and its runs look them up by id.
    let live = livePrefixes()
    let moved = kept.moveOldestSettled { entry in live.contains { entry.id.hasPrefix($0) } }
    guard !moved.isEmpty else { return ledger }
    var archive = LedgerArchive()
    switch store.load(PayMeShared.ledgerArchive).map({ $0.flatMap { $0 } }) {
    case .success(let saved?) where saved.isPlausible(currency: ledger.currency): archive = saved
    case .success(nil): break
    case .success(.some), .failure(.corrupt):
      // Damaged: set aside with its bytes kept, a new archive begun, and said.
      do { try store.setAside(PayMeShared.ledgerArchive) } catch { return try unarchived(ledger, error) }
      onMessage(PayMeAlerts.olderActivitySetAside)
    case .failure(let error): return try unarchived(ledger, error)
    }
    archive.add(moved)
    do { try store.write(archive, for: PayMeShared.ledgerArchive) } catch { return try unarchived(ledger, error) }
    kept.archivedCount = archive.transactions.count
    onArchived(archive.transactions)
    return kept
  }

  /// The archive cannot be written now: the whole ledger is written while a launch still reads it, and moved
  /// at a later save; past that the save fails and says why, rather than write a file the next launch sets aside.
  private func unarchived(_ ledger: Ledger, _ error: any Error) throws -> Ledger {
    guard ledger.transactions.count <= Ledger.maximumTransactions else { throw error }
    return ledger
  }
}
