import Foundation
import Localization
import SharedStore

/// The history's older settled entries, moved out of the ledger so the ledger stays within what a launch reads
/// (`Ledger.maximumTransactions`) and a new payment is never refused for the history's size, as Venmo and Cash App
/// never refuse one. A second file beside the ledger, not a summary entry: every entry stays whole (who, what for,
/// when, its status), so Activity's "All" can list them again on demand and a statement loses nothing. Only
/// settled entries move (completed, declined, cancelled, returned): nothing open, and none of a live schedule's
/// payments (its Edit sheet lists them, and its runs look them up). The balance is the ledger's, kept exactly as
/// it was: moving an entry changes no money.
public struct LedgerArchive: Equatable, Sendable, Codable {
  /// Newest first.
  public private(set) var transactions: [Transaction]

  public init(transactions: [Transaction] = []) {
    self.transactions = transactions.sorted { $0.date > $1.date }
  }

  /// The most entries an archive holds that a launch believes: a hundred times the ledger's own.
  public static let maximumTransactions = Ledger.maximumTransactions * 100

  /// An archive read back from disk is believed only if this app could have written it: the ledger's currency,
  /// settled entries with positive amounts, a bounded count.
  public func isPlausible(currency: Currency) -> Bool {
    transactions.count <= Self.maximumTransactions
      && transactions.allSatisfy { entry in
        entry.status != .pending && entry.amount.currency == currency && entry.amount.amount > 0
          && (entry.fee.map { $0.currency == currency && $0.amount >= 0 && $0 < entry.amount } ?? true)
      }
  }

  /// Adds entries moved out of the ledger; one already here (a save cut short after the archive was written)
  /// is not added twice.
  mutating func add(_ moved: [Transaction]) {
    let known = Set(transactions.map(\.id))
    transactions = (transactions + moved.filter { !known.contains($0.id) }).sorted { $0.date > $1.date }
  }

  /// An entry by id.
  public func transaction(_ id: String) -> Transaction? { transactions.first { $0.id == id } }
}

extension PayMeShared {
  /// The history's older settled entries (`LedgerArchive`), read only when Activity asks for them or more move in.
  public static let ledgerArchive = StoreKey<LedgerArchive?>("payme-ledger-archive", default: nil)
}

extension Ledger {
  /// Past this many entries, a save first moves the oldest settled ones to the archive, down to
  /// `archiveTarget`: a thousand at a time, so the archive is written once per thousand new entries, and the
  /// ledger keeps `maximumTransactions - archiveThreshold` entries of room for what cannot move.
  public static let archiveThreshold = 9_000
  public static let archiveTarget = 8_000

  /// The oldest settled entries, taken out until the history holds `archiveTarget` (returned newest first).
  /// Entries `spared` says to keep (a live schedule's payments) stay while the history fits what a launch reads;
  /// past that, they move too, as a file a launch would not read keeps nothing. Open entries never move.
  mutating func moveOldestSettled(sparing spared: (Transaction) -> Bool) -> [Transaction] {
    guard transactions.count > Self.archiveThreshold else { return [] }
    var excess = transactions.count - Self.archiveTarget
    var moving = Set<Int>()
    // Oldest first: `transactions` is newest first.
    for index in transactions.indices.reversed() where excess > 0 {
      let entry = transactions[index]
      if entry.status != .pending, !spared(entry) {
        moving.insert(index)
        excess -= 1
      }
    }
    var overCap = transactions.count - moving.count - Self.maximumTransactions
    for index in transactions.indices.reversed() where overCap > 0 && !moving.contains(index) {
      if transactions[index].status != .pending {
        moving.insert(index)
        overCap -= 1
      }
    }
    let moved = transactions.indices.filter { moving.contains($0) }.map { transactions[$0] }
    transactions = transactions.indices.filter { !moving.contains($0) }.map { transactions[$0] }
    return moved
  }
}

extension PayMeCopy {
  /// Activity's last row under All, while older entries are in the archive and not listed yet.
  public static let showOlderActivity = LocalizedCopy("payme.activity.showOlder", "Show Older Activity")
  /// Said in place of that row when the archive cannot be read: the app goes on, and the file is kept.
  public static let olderActivityUnreadable = LocalizedCopy(
    "payme.activity.olderUnreadable", "PayMe couldn't read your older activity. Its file is kept as it is.")
}
