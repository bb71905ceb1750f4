import Foundation
import Localization
import SharedStore

/// Older activity: what a save moves to the archive (`LedgerArchive`, LedgerBook+Archive.swift) so the ledger stays
/// within what a launch reads, and Activity's Show Older Activity, which reads it back on demand. A launch never
/// reads the archive, so a damaged or unreadable one never stands in its way; it is said in words where it is
/// asked for.
extension ActivityModel {
  /// Activity's last row, "Show Older Activity", while older entries are archived and not listed yet.
  public var offersOlder: Bool {
    (ledger?().archivedCount ?? 0) > 0 && older == .notLoaded
  }

  /// Said under Activity's list when the archive could not be read.
  public var olderProblem: LocalizedCopy? {
    older == .unreadable ? PayMeCopy.olderActivityUnreadable : nil
  }

  /// Show Older Activity: the archive read once, its entries listed with the rest. Unreadable or damaged, it is
  /// said in words and left as it is on disk (the next archiving sets a damaged one aside).
  public func showOlder() {
    guard let store, let currency = ledger?().currency else { return }
    switch store.load(PayMeShared.ledgerArchive).map({ $0.flatMap { $0 } }) {
    case .success(let saved?) where saved.isPlausible(currency: currency): older = .loaded(saved.transactions)
    case .success(nil): older = .loaded([])
    case .success(.some), .failure: older = .unreadable
    }
  }

  /// The archived entries listed (once loaded), without any the ledger holds too.
  var olderTransactions: [Transaction] {
    guard case .loaded(let entries) = older else { return [] }
    let current = Set((ledger?().transactions ?? []).map(\.id))
    return entries.filter { !current.contains($0.id) }
  }

  /// Reset Demo Data: the older activity goes with the rest (a file that cannot be removed is no longer listed,
  /// as the fresh ledger counts nothing archived).
  func forgetOlder() {
    try? store?.remove(PayMeShared.ledgerArchive)
    older = .notLoaded
  }

  /// An archived entry, for its screen.
  func archivedTransaction(_ id: String) -> Transaction? { olderTransactions.first { $0.id == id } }
}
