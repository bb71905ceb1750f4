import Foundation
import GRDB

/// The quote of a date when its choice cannot be stored (a full disk, a read-only database): the date is still
/// answered with the quote the function would choose, and that choice is kept here until a write succeeds.
///
/// Every device must see the same quote on a date, so:
/// - a date waiting here is answered from here, never chosen again: what was answered first is what is stored;
/// - the waiting choices are stored by the next call to either function, before its own work, with exactly the
///   quote ids answered (`INSERT OR IGNORE`, not the formula again: quotes added meanwhile would move the pick);
/// - if a date was stored meanwhile by another writer of the file (a second server, `sqlite3` by hand, a
///   restore), the stored choice wins and is answered from then on: it is what every later call, on any
///   process, reads. The conflict is counted (`conflicts`). This server never stores a second choice itself;
/// - a choice whose quote was deleted meanwhile is dropped, and the date is chosen again;
/// - the choices live in memory: a restart before the disk recovers forgets them, and the date is chosen again
///   by the same formula over the same quotes (adding quotes is a write too, so the count cannot have changed
///   on a disk that takes no writes), so it is the same quote.
/// At most one entry per date from 1900 to two months ahead (`DailyQuotes.range`), so the memory is bounded.
final class DeferredDailyChoices: @unchecked Sendable {
  // NSLock rather than Mutex, which needs macOS 15: the server builds on a developer's Mac too.
  private let lock = NSLock()
  /// Day number to the quote id answered for it.
  private var waiting: [Int64: Int64] = [:]
  private var conflictCount = 0

  /// Dates answered from memory whose stored choice, once written, turned out to be another writer's.
  var conflicts: Int { lock.withLock { conflictCount } }

  var count: Int { lock.withLock { waiting.count } }

  /// The waiting choices of `range`'s dates.
  func choices(in range: ClosedRange<Int64>) -> [Int64: Int64] {
    lock.withLock { waiting.filter { range.contains($0.key) } }
  }

  /// Keeps `picks` for dates not waiting yet (a date already answered keeps its first answer) and answers the
  /// choices of those dates as they now stand.
  func keep(_ picks: [Int64: Int64]) -> [Int64: Int64] {
    lock.withLock {
      var answered: [Int64: Int64] = [:]
      for (day, quoteID) in picks {
        if waiting[day] == nil { waiting[day] = quoteID }
        answered[day] = waiting[day]
      }
      return answered
    }
  }

  /// Whether a write failed because the database takes no writes now (full, read-only), rather than for
  /// anything the request did.
  static func isUnwritable(_ error: any Error) -> Bool {
    guard let error = error as? DatabaseError else { return false }
    return error.resultCode == .SQLITE_FULL || error.resultCode == .SQLITE_READONLY
  }

  /// Stores every waiting choice, exactly as answered; those stored (or stored differently by another writer,
  /// or whose quote is gone) stop waiting. A database still unwritable keeps them all for the next call.
  func flush(_ store: Store) async {
    let pending = lock.withLock { waiting }
    guard !pending.isEmpty else { return }
    let now = Timestamp.now()
    let stored: [Int64: Int64]
    do {
      stored = try await store.budgetedWrite { db in
        var stored: [Int64: Int64] = [:]
        for (day, quoteID) in pending {
          let dayText = DailyQuotes.dayString(day)
          // From quotes, so a quote deleted meanwhile inserts nothing (a foreign key error would fail them all).
          try db.execute(
            sql:
              "INSERT OR IGNORE INTO daily_quotes (day, quote_id, chosen_at) SELECT ?, id, ? FROM quotes WHERE id = ?",
            arguments: [dayText, now, quoteID])
          stored[day] = try Int64.fetchOne(
            db, sql: "SELECT quote_id FROM daily_quotes WHERE day = ?", arguments: [dayText])
        }
        return stored
      }
    } catch {
      return
    }
    lock.withLock {
      for (day, quoteID) in pending where waiting[day] == quoteID {
        waiting[day] = nil
        if let kept = stored[day], kept != quoteID { conflictCount += 1 }
      }
    }
  }
}
