import Foundation
import GRDB
import GRDBSQLite

/// The word index's doclists in memory: for each word of the quotes (`quotes_words`), the ids of the quotes that
/// have it, ascending; and the owner of each quote that has one. Read in one transaction with the quotes'
/// generation (`quotes_generation`, counted up by triggers on every change of a quote), so a search can check,
/// inside its own statement, that the ids it computed belong to the snapshot it reads (`SQLBuilder`).
///
/// Why: an any-word search is the rows with any of a handful of words, at an offset. FTS5 answers it by parsing
/// the MATCH, opening each word's doclist and merging them row by row up to the offset, about 70,000
/// instructions a page; merging these arrays is a few thousand (docs/benchmarks.md). It holds no answer and no
/// row: every page's quotes are still read from the database.
struct WordPostings: Sendable {
  /// Past this many bytes of lists and owners, none are kept and searches use FTS5 alone; so too past the
  /// vocabulary's words (`Vocabulary.maximumWords`), where FTS5 answers anyway. A (word, quote) pair keeps 8 bytes,
  /// a word about `wordBytes` (its bytes and its slot in a dictionary), an owned quote about `ownerBytes` (its id
  /// and its owner's). While a read builds new lists beside those in use, the peak is up to three times this.
  static let maximumBytes = 64_000_000
  static let pairBytes = 8
  static let wordBytes = 100
  static let ownerBytes = 100
  /// A window that ends past this offset is left to FTS5: the merge is linear in it.
  static let maximumWindowEnd = 1_000
  /// At most this many ids are taken from the lists for one window (the invisible ones skipped included).
  static let maximumSteps = 10_000

  /// `quotes_generation.n` when these were read.
  let generation: Int64
  /// A word's range in `ids`, by the word's UTF-8 bytes: FTS5 and `Vocabulary` tell words apart by their bytes,
  /// where `String`'s equality would make one word of two spellings of the same text (NFC and NFD).
  private let ranges: [[UInt8]: Range<Int>]
  /// Every word's ids, one word after another, each word's ascending.
  private let ids: [Int64]
  /// The owner of each quote that has one (a user's own quote).
  private let owners: [Int64: String]

  init(generation: Int64, lists: [[UInt8]: [Int64]], owners: [Int64: String]) {
    self.generation = generation
    var ranges: [[UInt8]: Range<Int>] = [:]
    var ids: [Int64] = []
    ids.reserveCapacity(lists.values.reduce(0) { $0 + $1.count })
    for (word, list) in lists {
      let start = ids.count
      // Ascending and without repeats, whatever order the pairs came in.
      let sorted = list.sorted()
      for id in sorted where ids.count == start || ids[ids.count - 1] != id { ids.append(id) }
      ranges[word] = start..<ids.count
    }
    self.ranges = ranges
    self.ids = ids
    self.owners = owners
  }

  var pairCount: Int { ids.count }

  /// Who sees a quote: everyone the catalogue (no owner); a user also their own; the service role every quote.
  enum Reader: Equatable, Sendable {
    case everyQuote
    case catalogue
    case catalogueAnd(owner: String)

    func sees(_ owner: String?) -> Bool {
      switch self {
      case .everyQuote: true
      case .catalogue: owner == nil
      case .catalogueAnd(let user): owner == nil || owner == user
      }
    }
  }

  /// The ids of the page `offset..<offset + limit` of the quotes with any of `words` that `reader` sees, in id
  /// order (descending when `descending`). Nil when a word has no list here (the words changed since these were
  /// read), the window ends past `maximumWindowEnd`, or it would take more than `maximumSteps`: FTS5 answers then.
  func window(words: [String], reader: Reader, offset: Int, limit: Int, descending: Bool) -> [Int64]? {
    guard offset >= 0, limit >= 0, offset <= Self.maximumWindowEnd, limit <= Self.maximumWindowEnd - offset else {
      return nil
    }
    // Each list's unread part, `starts[i]..<ends[i]` of `ids`: its head is its first id (its last, descending).
    var starts: [Int] = []
    var ends: [Int] = []
    for word in words {
      guard let range = ranges[Array(word.utf8)] else { return nil }
      if !range.isEmpty {
        starts.append(range.lowerBound)
        ends.append(range.upperBound)
      }
    }
    // One list and no quote owned: the page is a slice of it.
    if starts.count == 1, owners.isEmpty {
      let count = ends[0] - starts[0]
      guard offset < count else { return [] }
      let taken = min(limit, count - offset)
      return descending
        ? Array(ids[(ends[0] - offset - taken)..<(ends[0] - offset)].reversed())
        : Array(ids[(starts[0] + offset)..<(starts[0] + offset + taken)])
    }
    var page: [Int64] = []
    page.reserveCapacity(limit)
    var skipped = 0
    var steps = 0
    let lists = starts.count
    // Through the buffers, as the merge's inner loops run hundreds of times a page; every index stays inside a
    // word's range, which lies inside `ids`.
    ids.withUnsafeBufferPointer { ids in
      starts.withUnsafeMutableBufferPointer { starts in
        ends.withUnsafeMutableBufferPointer { ends in
          while page.count < limit {
            // The next id of the merge: the smallest (largest) head; every list at it moves past it.
            var found = false
            var id: Int64 = 0
            for list in 0..<lists where starts[list] < ends[list] {
              let head = descending ? ids[ends[list] - 1] : ids[starts[list]]
              if !found || (descending ? head > id : head < id) {
                id = head
                found = true
              }
            }
            guard found else { return }
            for list in 0..<lists where starts[list] < ends[list] {
              if descending {
                if ids[ends[list] - 1] == id { ends[list] -= 1 }
              } else if ids[starts[list]] == id {
                starts[list] += 1
              }
            }
            steps += 1
            guard steps <= Self.maximumSteps else { return }
            guard owners.isEmpty || reader.sees(owners[id]) else { continue }
            if skipped < offset {
              skipped += 1
            } else {
              page.append(id)
            }
          }
        }
      }
    }
    return steps > Self.maximumSteps ? nil : page
  }

  /// The lists as the database holds them now, read in the caller's transaction; nil past the bounds above.
  /// `maximumBytes` and `maximumWords` are the bounds above, smaller in tests.
  static func read(
    _ db: Database, maximumBytes: Int = maximumBytes, maximumWords: Int = Vocabulary.maximumWords
  ) throws -> WordPostings? {
    guard let generation = try Int64.fetchOne(db, sql: "SELECT n FROM quotes_generation WHERE id = 1") else {
      return nil
    }
    guard let found = try lists(db, maximumBytes: maximumBytes, maximumWords: maximumWords) else { return nil }
    var owners: [Int64: String] = [:]
    var bytes = found.pairs * pairBytes + found.lists.count * wordBytes
    guard bytes <= maximumBytes else { return nil }
    let rows = try Row.fetchCursor(db, sql: "SELECT id, owner_id FROM quotes WHERE owner_id IS NOT NULL")
    while let row = try rows.next() {
      bytes += ownerBytes
      guard let id = Int64.fromDatabaseValue(row[0]), let owner = String.fromDatabaseValue(row[1]),
        bytes <= maximumBytes
      else { return nil }
      owners[id] = owner
    }
    return WordPostings(generation: generation, lists: found.lists, owners: owners)
  }

  /// fts5vocab's instance rows, stepped through SQLite's own calls: a row's word is copied only when it differs
  /// from the row before's (the rows come word by word), as a `Row` per pair costs more than the pair.
  private static func lists(_ db: Database, maximumBytes: Int, maximumWords: Int) throws -> (
    lists: [[UInt8]: [Int64]], pairs: Int
  )? {
    let statement = try db.makeStatement(sql: "SELECT term, doc FROM quotes_words_instances")
    let handle = statement.sqliteStatement
    defer { sqlite3_reset(handle) }
    var lists: [[UInt8]: [Int64]] = [:]
    var pairs = 0
    var word: [UInt8] = []
    var list: [Int64] = []
    func store() {
      if !list.isEmpty { lists[word, default: []].append(contentsOf: list) }
      list.removeAll(keepingCapacity: true)
    }
    while true {
      let code = sqlite3_step(handle)
      if code == SQLITE_DONE { break }
      guard code == SQLITE_ROW else { throw DatabaseError(resultCode: ResultCode(rawValue: code), sql: statement.sql) }
      pairs += 1
      guard sqlite3_column_type(handle, 1) == SQLITE_INTEGER,
        pairs * pairBytes + lists.count * wordBytes <= maximumBytes,
        let text = sqlite3_column_text(handle, 0)
      else { return nil }
      let doc = sqlite3_column_int64(handle, 1)
      let term = UnsafeBufferPointer(start: text, count: Int(max(0, sqlite3_column_bytes(handle, 0))))
      if !term.elementsEqual(word) {
        store()
        // The word about to start is one more than those stored.
        guard lists.count < maximumWords else { return nil }
        word = Array(term)
      }
      list.append(doc)
    }
    store()
    return (lists, pairs)
  }
}
