import Foundation
import Synchronization

/// The current `WordPostings`: read when the store opens, and read again in the background after a write to
/// quotes commits, waiting `interval` after each read. Lists that a write is known to have outdated are not handed
/// out, so searches go to FTS5 without first trying them; a search that gets lists anyway (a write it did not
/// hear of yet) finds them stale by their generation inside its own statement and is answered by FTS5 too. A
/// search never waits for a read of every pair.
final class SearchPostings: @unchecked Sendable {
  /// The pause after one read before the next: under a stream of writes, the reads (about a third of a second
  /// of one core on 100,000 quotes, docs/benchmarks.md) take at most a small share of a core.
  static let interval: Duration = .seconds(5)

  private let lock = NSLock()
  private var current: WordPostings?
  /// A write was heard of since `current` was read: searches are not given it.
  private var outdated = false
  private var reading = false
  private var readAgain = false
  /// Writes heard of so far, to tell whether one came in while a read ran.
  private var notices = 0
  private let load: @Sendable () async throws -> WordPostings?
  /// Pages answered from the lists, and pages that found them stale (`RestService.read`), for tests and
  /// benchmarks to tell which path answered.
  let merged = Atomic<Int>(0)
  let stale = Atomic<Int>(0)

  init(load: @escaping @Sendable () async throws -> WordPostings?) { self.load = load }

  /// The lists for a search: nil while none are kept, or while a write is known to have outdated them.
  var postings: WordPostings? { lock.withLock { outdated ? nil : current } }

  /// The lists read when the store opened.
  func start(with postings: WordPostings?) {
    lock.withLock {
      current = postings
      outdated = false
    }
  }

  /// A write to quotes committed: the lists are outdated, and a read starts unless one is running, which then
  /// reads once more.
  func quotesChanged() {
    let start = lock.withLock { () -> Bool in
      notices += 1
      outdated = true
      if reading {
        readAgain = true
        return false
      }
      reading = true
      return true
    }
    if start { Task.detached { await self.readWhileChanged() } }
  }

  /// A search found the lists of `generation` older than its snapshot. The writer's notice covers every write
  /// through this server; this covers a change it did not hear of (another process writing the file): the lists
  /// are outdated, and a read starts unless one is running.
  func foundStale(generation: Int64) {
    stale.add(1, ordering: .relaxed)
    let start = lock.withLock { () -> Bool in
      guard current?.generation == generation else { return false }
      outdated = true
      guard !reading else { return false }
      reading = true
      return true
    }
    if start { Task.detached { await self.readWhileChanged() } }
  }

  private func readWhileChanged() async {
    while true {
      let seen = lock.withLock { notices }
      let postings: WordPostings??
      do { postings = .some(try await load()) } catch { postings = nil }
      let again = lock.withLock { () -> Bool in
        // A failed read keeps the lists there were, outdated, and is tried again.
        if let postings {
          current = postings
          // Current only if no write was heard of while it ran (else the next read replaces it).
          outdated = notices != seen
        }
        if postings == nil || readAgain || outdated {
          readAgain = false
          return true
        }
        reading = false
        return false
      }
      guard again else { return }
      try? await Task.sleep(for: Self.interval)
    }
  }
}
