import Foundation
import GRDB

/// The distinct words of the quotes' text and authors, as the word index (`quotes_words`) holds them, with a
/// byte-trigram map to find the words that contain a search term.
///
/// Why: QuoteVault searches `text.ilike.*term*` or `author.ilike.*term*`. The trigram index answers that for any
/// term, but a term's trigrams are common ones whose long doclists FTS5 intersects for every page. A term made
/// only of letters and digits can only occur inside one word, so the rows that contain it are exactly the rows
/// with a word that contains it: a handful of words, whose doclists FTS5 merges in id order and stops at the
/// page. About five times faster, measured in docs/benchmarks.md.
struct Vocabulary: Sendable {
  /// Past this many words, a vocabulary is not built and searches use the trigram index.
  static let maximumWords = 200_000
  /// A term inside more words than this is searched with the trigram index: an FTS5 query of thousands of
  /// alternatives costs more than the trigrams.
  static let maximumExpansion = 64

  private let words: [[UInt8]]
  /// Every three bytes found in a word, packed, to the words that have them (ascending, no repeats).
  private let wordsByTrigram: [UInt32: [Int32]]

  init(words: [String]) {
    self.words = words.map { Array($0.utf8) }
    var map: [UInt32: [Int32]] = [:]
    for (index, word) in self.words.enumerated() where word.count >= 3 {
      for start in 0...(word.count - 3) {
        let key = Self.trigram(word[start], word[start + 1], word[start + 2])
        if map[key]?.last != Int32(index) { map[key, default: []].append(Int32(index)) }
      }
    }
    wordsByTrigram = map
  }

  var count: Int { words.count }

  /// The words that contain `term` (lowercase letters and digits, three or more), or nil when there are more
  /// than `maximumExpansion`. Candidates come from the term's rarest trigram and are then checked whole.
  func words(containing term: String) -> [String]? {
    let needle = Array(term.utf8)
    guard needle.count >= 3 else { return nil }
    var candidates: [Int32]?
    for start in 0...(needle.count - 3) {
      let posting = wordsByTrigram[Self.trigram(needle[start], needle[start + 1], needle[start + 2])] ?? []
      if posting.count < candidates?.count ?? .max { candidates = posting }
    }
    var found: [String] = []
    for index in candidates ?? [] {
      let word = words[Int(index)]
      guard Self.contains(word, needle) else { continue }
      guard found.count < Self.maximumExpansion else { return nil }
      found.append(String(decoding: word, as: UTF8.self))
    }
    return found
  }

  private static func trigram(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt32 {
    UInt32(a) << 16 | UInt32(b) << 8 | UInt32(c)
  }

  private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard haystack.count >= needle.count else { return false }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return true
    }
    return false
  }

  /// A term the word index can answer: ASCII letters and digits only (which every tokenizer here keeps inside a
  /// word), three or more, lowercased as the index folds it.
  static func searchableTerm(_ term: String) -> String? {
    guard term.utf8.count >= 3,
      term.utf8.allSatisfy({ byte in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      })
    else { return nil }
    return term.lowercased()
  }
}

/// The current `Vocabulary`, read again from the word index after the quotes change. The store's writer tells
/// it (`QuotesChangeObserver`), so every write through the server, however made, is seen.
final class SearchVocabulary: @unchecked Sendable {
  private let lock = NSLock()
  private var current: Vocabulary?
  private var generation = 0

  /// The vocabulary, read with `read` when the quotes changed since it was last read (nil when too large).
  func vocabulary(read: (_ load: @escaping @Sendable (Database) throws -> [String]?) async throws -> [String]?)
    async throws -> Vocabulary?
  {
    let (cached, seen) = lock.withLock { (current, generation) }
    if let cached { return cached }
    guard
      let words = try await read({ db in
        let words = try String.fetchAll(
          db, sql: "SELECT term FROM quotes_words_terms LIMIT ?", arguments: [Vocabulary.maximumWords + 1])
        return words.count <= Vocabulary.maximumWords ? words : nil
      })
    else { return nil }
    let vocabulary = Vocabulary(words: words)
    // Kept only if no change came in while it was read; otherwise the next search reads it again.
    lock.withLock { if generation == seen { current = vocabulary } }
    return vocabulary
  }

  func invalidate() {
    lock.withLock {
      generation &+= 1
      current = nil
    }
  }
}

/// Tells the vocabulary and the word lists when a transaction that changed quotes commits.
final class QuotesChangeObserver: TransactionObserver, @unchecked Sendable {
  private let vocabulary: SearchVocabulary
  private let postings: SearchPostings
  private var changed = false

  init(vocabulary: SearchVocabulary, postings: SearchPostings) {
    self.vocabulary = vocabulary
    self.postings = postings
  }

  func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { eventKind.tableName == "quotes" }

  func databaseDidChange(with event: DatabaseEvent) {
    changed = true
    stopObservingDatabaseChangesUntilNextTransaction()
  }

  func databaseDidCommit(_ db: Database) {
    if changed {
      vocabulary.invalidate()
      postings.quotesChanged()
    }
    changed = false
  }

  func databaseDidRollback(_ db: Database) { changed = false }
}
