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
  ) throws(APIError) -> (source: SQLFragment, rows: Int)? {
    guard let postings, conditions.count == 1, let words = indexSearch(conditions[0])?.words else { return nil }
    // Who sees which quote, as the read policy (`catalogueOrOwn`) says.
    let reader: WordPostings.Reader
    switch (table.access, principal) {
    case (_, .serviceRole): reader = .everyQuote
    case (.catalogueOrOwner, .anon): reader = .catalogue
    case (.catalogueOrOwner, .user(let id, _)): reader = .catalogueAnd(owner: id)
    default: return nil
    }
    guard
      let ids = postings.window(words: words, reader: reader, offset: offset, limit: limit, descending: descending),
      !ids.isEmpty
    else { return nil }
    let name = table.name
    let policy = try policy(for: principal, .read)
    return (
      SQLFragment(
        "(SELECT \"value\" AS \"match_id\" FROM json_each(?) WHERE (SELECT \"n\" FROM \"quotes_generation\" WHERE "
          + "\"id\" = 1) = ?) AS \"window\" CROSS JOIN \"\(name)\" ON \"\(name)\".\"id\" = \"window\".\"match_id\""
          + (policy.map { " AND (\($0.sql))" } ?? ""),
        databaseValues: [Self.jsonArray(ids).databaseValue, postings.generation.databaseValue]
          + (policy?.arguments ?? [])),
      ids.count
    )
  }

  /// `[1,2,3]`, written digit by digit.
  static func jsonArray(_ ids: [Int64]) -> String {
    var bytes: [UInt8] = [UInt8(ascii: "[")]
    bytes.reserveCapacity(ids.count * 8 + 2)
    var digits: [UInt8] = []
    for (index, id) in ids.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      var value = id.magnitude
      digits.removeAll(keepingCapacity: true)
      repeat {
        digits.append(UInt8(ascii: "0") + UInt8(value % 10))
        value /= 10
      } while value > 0
      if id < 0 { bytes.append(UInt8(ascii: "-")) }
      bytes.append(contentsOf: digits.reversed())
    }
    bytes.append(UInt8(ascii: "]"))
    return String(decoding: bytes, as: UTF8.self)
  }
}
