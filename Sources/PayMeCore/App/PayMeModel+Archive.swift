import Foundation
import Localization
import SharedStore

/// Older activity: what a save moves to the archive (`LedgerArchive`) so the ledger stays within what a launch
/// reads, and Activity's Show Older Activity, which reads it back on demand. A launch never reads the archive, so
/// a damaged or unreadable one never stands in its way; it is said in words where it is asked for.
extension PayMeModel {
  /// Writes `ledger`, first moving its oldest settled entries to the archive once it has grown past
  /// `Ledger.archiveThreshold`. Returns the ledger as written, the one the app then shows. What is still past
  /// `Ledger.maximumTransactions` after the move (entries that are all open) is refused, not written: the next
  /// launch would set the whole file aside.
  func writeLedger(_ ledger: Ledger) throws -> Ledger {
    let written = try archiving(ledger)
    guard written.transactions.count <= Ledger.maximumTransactions else { throw PaymentError.historyFull }
    try dependencies.store.write(written, for: PayMeShared.ledger)
    return written
  }

  /// The archive is written before the ledger: a kill between the two leaves the moved entries in both, and the
  /// archive's copy is then ignored (`olderTransactions`), so nothing is lost and nothing is listed twice.
  private func archiving(_ ledger: Ledger) throws -> Ledger {
    var kept = ledger
    // A live schedule's payments stay: its Edit sheet lists them and its runs look them up by id.
    let live = schedules.items.map { "scheduled-\($0.id)-" }
    let moved = kept.moveOldestSettled { entry in live.contains { entry.id.hasPrefix($0) } }
    guard !moved.isEmpty else { return ledger }
    let store = dependencies.store
    var archive = LedgerArchive()
    switch store.load(PayMeShared.ledgerArchive).map({ $0.flatMap { $0 } }) {
    case .success(let saved?) where saved.isPlausible(currency: ledger.currency): archive = saved
    case .success(nil): break
    case .success(.some), .failure(.corrupt):
      // Damaged: set aside with its bytes kept, a new archive begun, and said.
      do { try store.setAside(PayMeShared.ledgerArchive) } catch { return try unarchived(ledger, error) }
      showMessage(PayMeAlerts.olderActivitySetAside)
    case .failure(let error): return try unarchived(ledger, error)
    }
    archive.add(moved)
    do { try store.write(archive, for: PayMeShared.ledgerArchive) } catch { return try unarchived(ledger, error) }
    kept.archivedCount = archive.transactions.count
    if case .loaded = activity.older { activity.older = .loaded(archive.transactions) }
    return kept
  }

  /// The archive cannot be written now: the whole ledger is written while a launch still reads it, and moved
  /// at a later save; past that the save fails and says why, rather than write a file the next launch sets aside.
  private func unarchived(_ ledger: Ledger, _ error: any Error) throws -> Ledger {
    guard ledger.transactions.count <= Ledger.maximumTransactions else { throw error }
    return ledger
  }

  /// Activity's last row, "Show Older Activity", while older entries are archived and not listed yet.
  public var offersOlderActivity: Bool {
    (ledger.archivedCount ?? 0) > 0 && activity.older == .notLoaded
  }

  /// Said under Activity's list when the archive could not be read.
  public var olderActivityProblem: LocalizedCopy? {
    activity.older == .unreadable ? PayMeCopy.olderActivityUnreadable : nil
  }

  /// Show Older Activity: the archive read once, its entries listed with the rest. Unreadable or damaged, it is
  /// said in words and left as it is on disk (the next archiving sets a damaged one aside).
  public func showOlderActivity() {
    switch dependencies.store.load(PayMeShared.ledgerArchive).map({ $0.flatMap { $0 } }) {
    case .success(let saved?) where saved.isPlausible(currency: ledger.currency):
      activity.older = .loaded(saved.transactions)
    case .success(nil): activity.older = .loaded([])
    case .success(.some), .failure: activity.older = .unreadable
    }
  }

  /// The archived entries listed (once loaded), without any the ledger holds too.
  var olderTransactions: [Transaction] {
    guard case .loaded(let older) = activity.older else { return [] }
    let current = Set(ledger.transactions.map(\.id))
    return older.filter { !current.contains($0.id) }
  }

  /// Reset Demo Data: the older activity goes with the rest (a file that cannot be removed is no longer listed,
  /// as the fresh ledger counts nothing archived).
  func forgetOlderActivity() {
    try? dependencies.store.remove(PayMeShared.ledgerArchive)
    activity.older = .notLoaded
  }

  /// An archived entry, for its screen.
  func archivedTransaction(_ id: String) -> Transaction? { olderTransactions.first { $0.id == id } }
}

extension PayMeAlerts {
  /// A damaged archive met at a save: set aside, not written over.
  static var olderActivitySetAside: PayMeAlert {
    message(
      .olderActivitySetAside,
      title: LocalizedCopy("payme.alert.olderActivitySetAside.title", "Older Activity Set Aside"),
      text: LocalizedCopy(
        "payme.alert.olderActivitySetAside.message",
        "PayMe couldn't read the file of your older activity, so it kept it aside and started a new one."))
  }
}
