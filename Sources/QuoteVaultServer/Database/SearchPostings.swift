import Foundation
import Synchronization

/// The current `WordPostings`: read when the store opens, and read again in the background after a write to
/// quotes commits. Lists that a write is known to have outdated are not handed out, so searches go to FTS5 without
/// first trying them; a search that gets lists anyway (a write it did not hear of yet) finds them stale by their
/// generation inside its own statement and is answered by FTS5 too. A search never waits for a read of every pair.
final class SearchPostings: @unchecked Sendable {
  /// The least pause between one read's end and the next's start. The pause is also at least `slowdown` times the
  /// read before, so under a stream of writes the reads (about half a second of one core on 100,000 quotes,
  /// docs/benchmarks.md, and seconds for lists too large to keep) take at most a small share of a core.
  let interval: Duration
  let slowdown: Int

  private let lock = NSLock()
  private var current: WordPostings?
  /// A write was heard of since `current` was read: searches are not given it.
  private var outdated = false
  private var reading = false
  /// Until the lists read at open are in, writes (the migration's, the seed's) start no read: that read follows
  /// them.
  private var started = false
  /// Writes heard of (and stale lists reported) so far, to tell whether one came in while a read ran.
  private var notices = 0
  /// When the next read may start.
  private var nextRead: ContinuousClock.Instant
  private let load: @Sendable () async throws -> WordPostings?
  /// Waits until an instant: `Task.sleep` in the server; tests see the pause asked for without waiting it out.
  private let sleep: @Sendable (ContinuousClock.Instant) async -> Void
  /// Pages answered from the lists, and pages that found them stale (`RestService.read`), for tests and
  /// benchmarks to tell which path answered.
  let merged = Atomic<Int>(0)
  let stale = Atomic<Int>(0)

  /// `slowdown` 10 in the server; tests whose reads wait on purpose set it lower.
  init(
    interval: Duration = .seconds(5), slowdown: Int = 10,
    sleep: @escaping @Sendable (ContinuousClock.Instant) async -> Void = { instant in
      try? await Task.sleep(until: instant, clock: .continuous)
    },
    load: @escaping @Sendable () async throws -> WordPostings?
  ) {
    self.interval = interval
    self.slowdown = slowdown
    self.sleep = sleep
    self.load = load
    nextRead = .now
  }

  /// The lists for a search: nil while none are kept, or while a write is known to have outdated them.
  var postings: WordPostings? { lock.withLock { outdated ? nil : current } }

  /// The lists read when the store opened, which took `took`, after every write of the opening (the migration's,
  /// the seed's), which started no read.
  func start(with postings: WordPostings?, took: Duration = .zero) {
    lock.withLock {
      started = true
      current = postings
      outdated = false
      nextRead = .now + max(interval, took * slowdown)
    }
  }

  /// A write to quotes committed: the lists are outdated, and a read starts unless one is running, which then
  /// reads once more (it began before this write, or is waiting to begin and will see it).
  func quotesChanged() {
    let start = lock.withLock { () -> Bool in
      notices += 1
      outdated = true
      guard started, !reading else { return false }
      reading = true
      return true
    }
    if start { startReading() }
  }

  /// A search found the lists of `generation` older than its snapshot. The writer's notice covers every write
  /// through this server; this covers a change it did not hear of (another process writing the file): the lists
  /// are outdated, and a read starts unless one is running. It counts as a write heard of, so a read running now,
  /// whose snapshot may be from before that change, is followed by one more.
  func foundStale(generation: Int64) {
    stale.add(1, ordering: .relaxed)
    let start = lock.withLock { () -> Bool in
      guard current?.generation == generation else { return false }
      notices += 1
      outdated = true
      guard !reading else { return false }
      reading = true
      return true
    }
    if start { startReading() }
  }

  /// The reads hold this holder only while one runs, not while they wait: a store dropped meanwhile (and the
  /// pool its `load` reads) is freed, and the reads end.
  private func startReading() {
    Task.detached { [weak self] in
      while true {
        // The sleep is taken out first, so the wait holds no reference to the holder. It is called even for an
        // instant already past (it returns at once), so every pause asked for is seen.
        guard let start = self?.readStart, let sleep = self?.sleep else { return }
        await sleep(start)
        guard let again = await self?.readOnce(), again else { return }
      }
    }
  }

  private var readStart: ContinuousClock.Instant { lock.withLock { nextRead } }

  /// One read; whether another is due (a write heard of while it ran, or a failed read).
  private func readOnce() async -> Bool {
    // Writes heard of from here on may be after this read's snapshot: they call for another read, earlier ones not.
    let seen = lock.withLock { notices }
    let began = ContinuousClock.now
    let postings: WordPostings??
    do { postings = .some(try await load()) } catch { postings = nil }
    let took = ContinuousClock.now - began
    return lock.withLock { () -> Bool in
      nextRead = .now + max(interval, took * slowdown)
      // A failed read keeps the lists there were, outdated, and is tried again.
      if let postings {
        current = postings
        // Current only if no write was heard of while it ran (else the next read replaces it).
        outdated = notices != seen
      }
      if postings == nil || outdated { return true }
      reading = false
      return false
    }
  }
}
