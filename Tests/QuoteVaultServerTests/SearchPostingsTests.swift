import Foundation
import GRDB
import Synchronization
import Testing

@testable import QuoteVaultServer

/// When the word lists are read, handed out and withheld (`SearchPostings`), and that they tell words apart as the
/// word index does.
@Suite("Word lists' holder")
struct SearchPostingsTests {
  @Test("Two spellings of one word (NFC, NFD) are two words, as FTS5 has them: a search finds each one's quotes")
  func spellings() async throws {
    let directory = temporaryDataDirectory()
    let written = try Store(directory: directory, seed: true)
    let spellings = ["r\u{E9}sum\u{E9}", "re\u{301}sume\u{301}"]
    #expect(spellings[0] == spellings[1], "Swift's String equality is canonical: one word to a dictionary of them")
    try await written.budgetedWrite { db in
      for (index, word) in spellings.enumerated() {
        try db.execute(
          sql: "INSERT INTO quotes (text, author, category, created_at) VALUES (?, 'Z', 'Love', '')",
          arguments: ["My \(word), spelled \(index)"])
      }
    }
    let store = try Store(directory: directory, seed: false)
    var service = RestService(store: store)
    service.quotesCache = nil
    let builder = SQLBuilder(
      table: .quotes, vocabulary: try await store.searchVocabulary(), postings: store.wordPostings)
    // "sume" is in the NFD spelling's bytes only ("sum" then U+0301); "sum" is in both.
    for (term, spelled) in [("sume", ["spelled 1"]), ("sum", ["spelled 0", "spelled 1"])] {
      let query = try PostgrestQuery.parse(
        "select=id,text&or=(text.ilike.*\(term)*,author.ilike.*\(term)*)&order=id.asc&limit=50")
      #expect(
        builder.listedSearchSource(query.conditions, principal: .anon, offset: 0, limit: 20, descending: false)
          != nil, "\(term) is merged from the lists")
      let got = await ReadPlansTests().answer { () async throws(APIError) in
        try await service.read(.quotes, query, principal: .anon, options: RestOptions())
      }
      let expected = await ReadPlansTests().answer { () async throws(APIError) in
        try await service.read(.quotes, query, principal: .anon, options: RestOptions(), listed: false)
      }
      #expect(got == expected, "\(term)")
      for index in ["spelled 0", "spelled 1"] {
        #expect(got.contains(index) == spelled.contains(index), "\(term): \(index)")
      }
    }
    #expect(store.postings.merged.load(ordering: .relaxed) == 2)
  }

  @Test("Lists a write outdated are withheld until a read begun after it lands; no read follows one that is current")
  func outdated() async throws {
    let reads = GatedReads()
    let holder = reads.holder()
    holder.start(with: WordPostings(generation: 1, words: ["a": [1]], owners: [:]))
    #expect(holder.postings?.generation == 1)
    holder.quotesChanged()
    #expect(holder.postings == nil, "the write outdated them")
    try await Self.until { reads.count == 1 }
    // A write while the read runs: that read's lists are outdated too, and one more read follows.
    holder.quotesChanged()
    reads.open()
    try await Self.until { holder.postings != nil }
    #expect(holder.postings?.generation == 3, "the second read's lists, the first's being outdated")
    try await Task.sleep(for: .milliseconds(200))
    #expect(reads.count == 2)
  }

  @Test("A read waits at least the interval, and ten times the read before, after that read's end")
  func spacing() async throws {
    let times = Mutex<[(start: ContinuousClock.Instant, end: ContinuousClock.Instant)]>([])
    let waits = Mutex<[ContinuousClock.Instant]>([])
    let interval = Duration.seconds(30)
    // The pauses asked for are recorded, not waited out: a loaded machine cannot hold the reads back.
    let holder = SearchPostings(interval: interval, sleep: { until in waits.withLock { $0.append(until) } }) {
      let start = ContinuousClock.now
      times.withLock { $0.append((start, .now)) }
      return WordPostings(generation: 9, words: [:], owners: [:])
    }
    // The read at open took ten seconds: the next waits ten times that, past the interval.
    let started = ContinuousClock.now
    holder.start(with: nil, took: .seconds(10))
    holder.quotesChanged()
    try await Self.until { times.withLock { $0.count } == 1 }
    holder.quotesChanged()
    try await Self.until { times.withLock { $0.count } == 2 }
    try await Self.until { holder.postings != nil }
    let read = times.withLock { $0 }
    let asked = waits.withLock { $0 }
    try #require(asked.count == 2)
    #expect(asked[0] - started >= .seconds(100))
    #expect(read[0].start >= started)
    // A quick read: the interval after its end, and not before ten times it.
    #expect(asked[1] - read[0].end >= interval)
    #expect(asked[1] - read[0].end >= (read[0].end - read[0].start) * 10)
    #expect(holder.postings?.generation == 9)
  }

  @Test("A failed read keeps the lists there were, withheld, and is tried again")
  func failedRead() async throws {
    struct Failure: Error {}
    let reads = Mutex(0)
    let holder = SearchPostings(interval: .zero, slowdown: 0) {
      let read = reads.withLock { count in
        count += 1
        return count
      }
      guard read > 1 else { throw Failure() }
      return WordPostings(generation: 5, words: ["a": [2]], owners: [:])
    }
    holder.start(with: WordPostings(generation: 4, words: ["a": [1]], owners: [:]))
    holder.quotesChanged()
    try await Self.until { holder.postings != nil }
    #expect(holder.postings?.generation == 5)
    #expect(reads.withLock { $0 } == 2)
  }

  @Test("Writes before the lists read at open are in start no read: that read comes after them")
  func writesBeforeStart() async throws {
    let reads = Mutex(0)
    let holder = SearchPostings(interval: .zero, slowdown: 0) {
      reads.withLock { $0 += 1 }
      return WordPostings(generation: 2, words: [:], owners: [:])
    }
    holder.quotesChanged()
    holder.quotesChanged()
    try await Task.sleep(for: .milliseconds(100))
    #expect(reads.withLock { $0 } == 0)
    holder.start(with: WordPostings(generation: 1, words: [:], owners: [:]))
    #expect(holder.postings?.generation == 1, "read after those writes, so current")
    holder.quotesChanged()
    try await Self.until { holder.postings != nil }
    #expect(reads.withLock { $0 } == 1)
  }

  @Test("Stale lists reported while a read runs (a change another process made) call for one more read after it")
  func staleDuringRead() async throws {
    let reads = GatedReads()
    let holder = reads.holder()
    let first = WordPostings(generation: 1, words: [:], owners: [:])
    holder.start(with: first)
    holder.foundStale(generation: 1)
    #expect(holder.postings == nil)
    try await Self.until { reads.count == 1 }
    // The read running may have begun before the change this search found: it is not taken as current.
    holder.foundStale(generation: 1)
    reads.open()
    try await Self.until { holder.postings != nil }
    #expect(holder.postings?.generation == 3)
    #expect(reads.count == 2)
  }

  @Test("Writes while a read waits for its turn are all seen by that read: none follows it")
  func writesWhileWaiting() async throws {
    let reads = Mutex(0)
    let writer = Mutex<SearchPostings?>(nil)
    // Two more writes come while the read waits its turn.
    let holder = SearchPostings(sleep: { _ in
      writer.withLock { $0 }?.quotesChanged()
      writer.withLock { $0 }?.quotesChanged()
    }) {
      let read = reads.withLock { count in
        count += 1
        return count
      }
      return WordPostings(generation: Int64(1 + read), words: [:], owners: [:])
    }
    writer.withLock { $0 = holder }
    defer { writer.withLock { $0 = nil } }
    holder.start(with: WordPostings(generation: 1, words: [:], owners: [:]))
    holder.quotesChanged()
    try await Self.until { holder.postings != nil }
    try await Task.sleep(for: .milliseconds(300))
    #expect(reads.withLock { $0 } == 1)
    #expect(holder.postings?.generation == 2)
  }

  @Test("Lists past the bounds are not kept: bytes (8 a pair, 100 a word and an owned quote) and words, each exact")
  func bounds() async throws {
    let store = try Store(directory: temporaryDataDirectory(), seed: true)
    try await WordPostingsTests.addOwnQuotes(store)
    try await store.budgetedRead { db in
      let pairs = try #require(try Int.fetchOne(db, sql: "SELECT count(*) FROM quotes_words_instances"))
      // DISTINCT compares text by its bytes (BINARY), as the lists do.
      let words = try #require(try Int.fetchOne(db, sql: "SELECT count(DISTINCT term) FROM quotes_words_instances"))
      let owned = try #require(try Int.fetchOne(db, sql: "SELECT count(*) FROM quotes WHERE owner_id IS NOT NULL"))
      #expect(owned == 8)
      let bytes = pairs * WordPostings.pairBytes + (words + owned) * 100
      #expect(try WordPostings.read(db, maximumBytes: bytes)?.pairCount == pairs)
      #expect(try WordPostings.read(db, maximumBytes: bytes - 1) == nil)
      #expect(try WordPostings.read(db, maximumBytes: pairs * WordPostings.pairBytes + words * 100) == nil)
      #expect(try WordPostings.read(db, maximumWords: words) != nil)
      #expect(try WordPostings.read(db, maximumWords: words - 1) == nil)
    }
  }

  /// Waits for `condition`, for at most `within` (five minutes unless said: on CI's loaded machine a task has
  /// waited minutes to run), however late the sleeps wake.
  static func until(within: Duration = .seconds(300), _ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + within
    while !condition(), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
    #expect(condition())
  }
}

/// Reads for a holder that wait until `open()`; the nth read's lists are of generation n + 1.
final class GatedReads: Sendable {
  private let gate = Mutex(false)
  private let reads = Mutex(0)

  var count: Int { reads.withLock { $0 } }

  func open() { gate.withLock { $0 = true } }

  func holder() -> SearchPostings {
    // No pause after a read, whose time here is mostly the wait at the gate.
    SearchPostings(interval: .zero, slowdown: 0) { [self] in
      let read = reads.withLock { count in
        count += 1
        return count
      }
      while !gate.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(5)) }
      return WordPostings(generation: Int64(1 + read), words: ["a": [1]], owners: [:])
    }
  }
}
