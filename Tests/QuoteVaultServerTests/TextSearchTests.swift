import Foundation
import QuoteVaultSeed
import Testing

@testable import QuoteVaultServer

/// PostgREST's `fts`, `plfts`, `phfts` and `wfts` on text columns (supabase-swift's `textSearch`).
@Suite("Full-text search")
struct TextSearchTests {
  func ids(_ reply: Reply) -> [Int] { reply.array.compactMap { $0["id"] as? Int } }

  func texts(_ client: SupabaseTestClient, _ filter: String) async throws -> [String] {
    let reply = try await client.request(.get, "/rest/v1/quotes?select=text&\(filter)")
    #expect(reply.status == .ok, "\(filter): \(reply.text)")
    return reply.array.compactMap { $0["text"] as? String }
  }

  @Test("Each kind of query finds what PostgreSQL's would, on the seed quotes")
  func kinds() async throws {
    try await withServer { client in
      let plain = try await texts(client, "text=plfts.love%20life")
      #expect(!plain.isEmpty)
      #expect(plain.allSatisfy { $0.lowercased().contains("lov") && $0.lowercased().contains("life") })
      let withoutLife = try await texts(client, "text=fts(english).love%20%26%20!life")
      #expect(!withoutLife.isEmpty && withoutLife.allSatisfy { !TextSearch.words($0).contains("lif") })
      #expect(withoutLife.contains { $0.contains("lifelong") }, "a word, not a substring, is excluded")
      let either = try await texts(client, "text=fts.dark%20|%20fear")
      #expect(either.contains { $0.contains("dark") } && either.contains { $0.contains("fear") })
      let phrase = try await texts(client, "text=phfts(english).living%20apart")
      #expect(phrase.count == 1 && phrase[0].contains("be living apart"))
      let notPhrase = try await texts(client, "text=phfts.apart%20living")
      #expect(notPhrase.isEmpty, "a phrase keeps its order")
      let web = try await texts(client, "text=wfts.%22the%20only%22%20-love")
      // Words as the server indexes them: "Only" is the word only, "lovely" and "lovers" are not the word love.
      #expect(
        !web.isEmpty
          && web.allSatisfy { TextSearch.words($0).contains("only") && !TextSearch.words($0).contains("lov") })
      let prefix = try await texts(client, "text=fts.happ:*")
      #expect(prefix.contains { $0.contains("happiness") })
      let stemmed = try await texts(client, "text=plfts.loves")
      #expect(stemmed.contains { $0.contains("love") }, "plural and singular are one word")
      let negated = try await texts(client, "text=not.plfts.love&limit=1000")
      let withoutLove = SeedQuotes.all.filter { !TextSearch.words($0.text).contains("lov") }.map(\.text)
      #expect(!negated.isEmpty && negated.sorted() == withoutLove.sorted())
    }
  }

  @Test("A malformed query is 42601 and a non-text column 42883, before any row is read")
  func errors() async throws {
    try await withServer { client in
      let unbalanced = try await client.request(.get, "/rest/v1/quotes?text=fts.(love")
      #expect(unbalanced.status == .badRequest && unbalanced.object["code"] as? String == "42601")
      let dangling = try await client.request(.get, "/rest/v1/quotes?text=fts.love%20%26")
      #expect(dangling.status == .badRequest && dangling.object["code"] as? String == "42601")
      let number = try await client.request(.get, "/rest/v1/quotes?id=fts.love")
      #expect(number.status == .notFound && number.object["code"] as? String == "42883")
      let config = try await client.request(.get, "/rest/v1/quotes?text=fts(bad-config).love")
      #expect(config.status == .badRequest && config.object["code"] as? String == "PGRST100")
      let deep = String(repeating: "(", count: 40) + "love" + String(repeating: ")", count: 40)
      let nested = try await client.request(.get, "/rest/v1/quotes?text=fts.\(deep)")
      #expect(nested.status == .badRequest && nested.object["code"] as? String == "42601")
      let long = String(repeating: "love ", count: 300)
      let tooLong = try await client.request(
        .get, "/rest/v1/quotes?text=plfts.\(long.replacingOccurrences(of: " ", with: "%20"))")
      #expect(tooLong.status == .badRequest)
    }
  }

  @Test("Queries compile to the expected trees: stop words drop out, <-> is a phrase, prefixes are stemmed")
  func parsing() throws {
    #expect(try TextSearch.parse("the & love", kind: .tsquery) == .term("lov", prefix: false))
    #expect(try TextSearch.parse("fat <-> cats", kind: .tsquery) == .phrase(["fat", "cat"]))
    #expect(try TextSearch.parse("quotes:*", kind: .tsquery) == .term("quot", prefix: true))
    #expect(try TextSearch.parse("the", kind: .plain) == .nothing)
    #expect(
      try TextSearch.parse("cat or dog -fish", kind: .websearch)
        == .or(.term("cat", prefix: false), .and(.term("dog", prefix: false), .not(.term("fish", prefix: false)))))
    #expect(TextSearch.matches(.nothing, in: ["anything"]) == false)
    #expect(TextSearch.words("Quoting the Quoted Quotes") == ["quot", "quot", "quot"])
  }
}
