import GRDB

extension SQLBuilder {
  /// `searchSource` for a search the word index answers, its page merged from the word lists in memory
  /// (`WordPostings`): the page's ids as a JSON array that the statement reads with `json_each`, in the page's
  /// order, each quote read by its id. The statement yields no row unless the quotes' generation in its own
  /// snapshot is the lists' (`quotes_generation`), so `rows` is how many it yields exactly when the lists are that
  /// snapshot's; fewer, and the caller answers from FTS5 instead (`searchSource`). Nil for anything else, and for
  /// an empty page (which could not tell the two apart). The read policy is tested on each quote as well: the
  /// lists already hold only the reader's quotes, so it removes none unless they are wrong, and then the count
  /// tells.
  func listedSearchSource(
    _ conditions: [PostgrestQuery.Condition], principal: Principal, offset: Int, limit: Int, descending: Bool
  ) -> (source: SQLFragment, rows: Int)? {
    guard let postings, conditions.count == 1, let words = indexSearch(conditions[0])?.words else { return nil }
    let name = table.name
    // Who sees which quote, as the read policy (`catalogueOrOwn`) says; in the statement, tested on each quote
    // in its plain form (the policy's "no quote is owned" test only spares an index its per-row lookups).
    let reader: WordPostings.Reader
    let visible: SQLFragment?
    switch (table.access, principal) {
    case (_, .serviceRole):
      reader = .everyQuote
      visible = nil
    case (.catalogueOrOwner(let column), .anon):
      reader = .catalogue
      visible = SQLFragment("\"\(name)\".\"\(column)\" IS NULL")
    case (.catalogueOrOwner(let column), .user(let id, _)):
      reader = .catalogueAnd(owner: id)
      visible = SQLFragment("(\"\(name)\".\"\(column)\" IS NULL OR \"\(name)\".\"\(column)\" = ?)", [id])
    default: return nil
    }
    guard
      let ids = postings.window(words: words, reader: reader, offset: offset, limit: limit, descending: descending),
      !ids.isEmpty
    else { return nil }
    return (
      SQLFragment(
        "(SELECT \"value\" AS \"match_id\" FROM json_each(?) WHERE (SELECT \"n\" FROM \"quotes_generation\" WHERE "
          + "\"id\" = 1) = ?) AS \"window\" CROSS JOIN \"\(name)\" ON \"\(name)\".\"id\" = \"window\".\"match_id\""
          + (visible.map { " AND \($0.sql)" } ?? ""),
        databaseValues: [Self.jsonArray(ids).databaseValue, postings.generation.databaseValue]
          + (visible?.arguments ?? [])),
      ids.count
    )
  }

  /// `[1,2,3]`, each id's digits written from the last, into memory that fits the longest (20 and a sign).
  static func jsonArray(_ ids: [Int64]) -> String {
    let capacity = ids.count * 22 + 2
    let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      var at = 0
      buffer[at] = UInt8(ascii: "[")
      at += 1
      for (index, id) in ids.enumerated() {
        if index > 0 {
          buffer[at] = UInt8(ascii: ",")
          at += 1
        }
        if id < 0 {
          buffer[at] = UInt8(ascii: "-")
          at += 1
        }
        var value = id.magnitude
        var digits = 1
        while value >= 10 {
          value /= 10
          digits += 1
        }
        value = id.magnitude
        for place in stride(from: at + digits - 1, through: at, by: -1) {
          buffer[place] = UInt8(ascii: "0") + UInt8(value % 10)
          value /= 10
        }
        at += digits
      }
      buffer[at] = UInt8(ascii: "]")
      count = at + 1
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
