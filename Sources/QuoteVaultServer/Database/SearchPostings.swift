import Foundation

/// The current `WordPostings`: read when the store opens, and read again in the background after a write to
/// quotes commits, at most once every `interval`. Until the new lists are in, searches find the old ones stale
/// (their generation is not the database's) and are answered by FTS5, so a search never waits for a read of
/// every pair and never sees lists older than its own snapshot.
final class SearchPostings: @unchecked Sendable {
  /// The least time from one read's start to the next's: under a stream of writes, at most one read of the
  /// lists (a tenth to half a second of one core on 100,000 quotes) this often.
  static let interval: Duration = .seconds(5)

  private let lock = NSLock()
  private var current: WordPostings?
  private var reading = false
  private var readAgain = false
  private let load: @Sendable () async throws -> WordPostings?

  init(load: @escaping @Sendable () async throws -> WordPostings?) { self.load = load }

  var postings: WordPostings? { lock.withLock { current } }

  /// The lists read when the store opened.
  func start(with postings: WordPostings?) { lock.withLock { current = postings } }

  /// A write to quotes committed: a read starts unless one is running, which then reads once more.
  func quotesChanged() {
    let start = lock.withLock { () -> Bool in
      if reading {
        readAgain = true
        return false
      }
      reading = true
      return true
    }
    if start { Task.detached { await self.readWhileChanged() } }
  }

  /// A search found the lists of `generation` older than its snapshot. The writer's notice starts a read for
  /// every write it sees; this one covers a change it did not (another process writing the file): a read starts
  /// when these lists are still the current ones and none is running.
  func foundStale(generation: Int64) {
    let start = lock.withLock { () -> Bool in
      guard !reading, current?.generation == generation else { return false }
      reading = true
      return true
    }
    if start { Task.detached { await self.readWhileChanged() } }
  }

  private func readWhileChanged() async {
    while true {
      let started = ContinuousClock.now
      let postings: WordPostings??
      do { postings = .some(try await load()) } catch { postings = nil }
      let again = lock.withLock { () -> Bool in
        // A failed read keeps the lists there were (a search checks their generation) and is tried again.
        if let postings { current = postings } else { readAgain = true }
        if readAgain {
          readAgain = false
          return true
        }
        reading = false
        return false
      }
      guard again else { return }
      try? await Task.sleep(until: started + Self.interval, clock: .continuous)
    }
  }
}
