import Foundation
import QuoteVaultSeed
import Testing

@testable import QuoteVaultServer

/// QuoteVault's search over text and author is answered by the word index when the term is letters and digits,
/// and must answer exactly what `ilike` answers: every row that contains the term, whatever word it is inside.
@Suite("Word index search")
struct WordSearchTests {
  @Test("The vocabulary finds every word that contains a term, and gives up past its expansion limit")
  func vocabulary() {
    let vocabulary = Vocabulary(words: ["heart", "start", "party", "arts", "cat", "café", "art"])
    #expect(vocabulary.words(containing: "art").map(Set.init) == ["heart", "start", "party", "arts", "art"])
    #expect(vocabulary.words(containing: "caf") == ["café"])
    #expect(vocabulary.words(containing: "zzz") == [])
    #expect(vocabulary.words(containing: "ar") == nil, "two letters are not a trigram")
    let many = Vocabulary(words: (0...Vocabulary.maximumExpansion).map { "word\($0)" })
    #expect(many.words(containing: "word") == nil)
    #expect(Vocabulary.searchableTerm("LoVe") == "love")
    #expect(Vocabulary.searchableTerm("café") == nil && Vocabulary.searchableTerm("it's") == nil)
    #expect(Vocabulary.searchableTerm("of the") == nil && Vocabulary.searchableTerm("ab") == nil)
  }

  @Test("QuoteVault's search of text and author goes to the word index; other terms and columns to the trigrams")
  func indexChoice() throws {
    let builder = SQLBuilder(table: .quotes, vocabulary: Vocabulary(words: ["heart", "start", "of", "the"]))
    func sql(_ query: String) throws -> String {
      try builder.searchWindow(PostgrestQuery.parse(query).conditions, principal: .serviceRole, offset: 0, limit: 20)?
        .sql ?? ""
    }
    #expect(try sql("or=(text.ilike.*ART*,author.ilike.*ART*)").contains("quotes_words MATCH"))
    #expect(try sql("or=(text.ilike.*of the*,author.ilike.*of the*)").contains("quotes_fts MATCH"))
    #expect(try sql("text=ilike.*art*").contains("quotes_fts MATCH"))
    #expect(try sql("or=(text.ilike.*zzz*,author.ilike.*zzz*)").contains("quotes_fts MATCH"), "in no word")
  }

  @Test("Searches by the word index answer exactly the rows whose text or author contains the term")
  func sameAsIlike() async throws {
    let configuration = testConfiguration()
    try QuoteVaultServer.loadGeneratedQuotes(configuration, count: 2_000)
    try await withServer(configuration) { client in
      var quotes: [(id: Int, text: String)] = []
      for offset in stride(from: 0, to: 3_000, by: 1_000) {
        let page = try await client.request(.get, "/rest/v1/quotes?select=id,text,author&order=id.asc&offset=\(offset)")
        quotes += page.array.compactMap { row in
          (row["id"] as? Int).map { ($0, "\(row["text"] as? String ?? "")\n\(row["author"] as? String ?? "")") }
        }
      }
      #expect(quotes.count == SeedQuotes.all.count + 2_000)
      // Whole words, pieces of words, a piece of an author's name, mixed case, and a term in no word.
      let terms = ["the", "art", "Love", "ness", "ing", "Twain", "WILD", "success", "ever", "qqqz", "ein", "abc"]
      for term in terms {
        let expected = quotes.filter { $0.text.lowercased().contains(term.lowercased()) }.map(\.id)
        let search = "or=(text.ilike.*\(term)*,author.ilike.*\(term)*)"
        let all = try await client.request(.get, "/rest/v1/quotes?select=id&\(search)&order=id.asc")
        #expect(all.array.compactMap { $0["id"] as? Int } == Array(expected.prefix(1_000)), "\(term)")
        let page = try await client.request(.get, "/rest/v1/quotes?select=id&\(search)&order=id.asc&offset=20&limit=20")
        #expect(page.array.compactMap { $0["id"] as? Int } == Array(expected.dropFirst(20).prefix(20)), "\(term)")
        // A page is the window's rows in the window's order, whichever way it runs, or in id order when unasked.
        let descending = try await client.request(
          .get, "/rest/v1/quotes?select=id&\(search)&order=id.desc&offset=20&limit=20")
        #expect(
          descending.array.compactMap { $0["id"] as? Int } == Array(expected.reversed().dropFirst(20).prefix(20)),
          "\(term)")
        let unordered = try await client.request(.get, "/rest/v1/quotes?select=id,text&\(search)&offset=7&limit=30")
        #expect(unordered.array.compactMap { $0["id"] as? Int } == Array(expected.dropFirst(7).prefix(30)), "\(term)")
        let counted = try await client.request(
          .get, "/rest/v1/quotes?select=id&\(search)&limit=1", headers: ["Prefer": "count=exact"])
        #expect(counted.header("content-range")?.hasSuffix("/\(expected.count)") == true, "\(term)")
      }
    }
  }

  @Test("A word written a moment ago is found at once; a word deleted or changed away is not")
  func followsWrites() async throws {
    try await withServer { client in
      let key = client.info.serviceRoleKey
      func search(_ term: String) async throws -> [Int] {
        try await client.request(.get, "/rest/v1/quotes?select=id&or=(text.ilike.*\(term)*,author.ilike.*\(term)*)")
          .array.compactMap { $0["id"] as? Int }
      }
      #expect(try await search("quokkas") == [])
      let insert = try await client.request(
        .post, "/rest/v1/quotes",
        json: #"{"id": 9001, "text": "Be as cheerful as quokkas.", "author": "Anon Ymous", "category": "Humor"}"#,
        key: key, bearer: key)
      #expect(insert.status == .created, "\(insert.text)")
      #expect(try await search("quokkas") == [9001])
      #expect(try await search("okka") == [9001], "inside the new word too")
      let update = try await client.request(
        .patch, "/rest/v1/quotes?id=eq.9001", json: #"{"text": "Be as calm as wombats."}"#, key: key, bearer: key)
      #expect(update.status == .noContent || update.status == .ok, "\(update.text)")
      #expect(try await search("quokkas") == [])
      #expect(try await search("wombat") == [9001])
      _ = try await client.request(.delete, "/rest/v1/quotes?id=eq.9001", key: key, bearer: key)
      #expect(try await search("wombat") == [])
    }
  }
}
