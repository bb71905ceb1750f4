import Foundation
import QuoteVaultSeed
import Testing

@Suite("Seed")
struct SeedTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test("supabase/seed.sql and the local server's seed are the same quotes, from one source")
  func seedsAgree() throws {
    let sql = try String(contentsOf: Self.root.appendingPathComponent("supabase/seed.sql"), encoding: .utf8)
    // Rows look like: (12, 'text', 'author', 'Category'), with '' for a quote mark.
    let row = /\((\d+), '((?:[^']|'')*)', '((?:[^']|'')*)', '(\w+)'\)/
    let fromSQL = sql.matches(of: row).map { match in
      SeedQuote(
        id: Int64(match.1)!, text: String(match.2).replacingOccurrences(of: "''", with: "'"),
        author: String(match.3).replacingOccurrences(of: "''", with: "'"), category: String(match.4))
    }
    #expect(fromSQL == SeedQuotes.all)
  }

  @Test("QV-12.1 / QV-12.2 / QV-12.3: 100+ quotes, 20+ in each of the five categories, each with text and author")
  func seedContent() {
    let quotes = SeedQuotes.all
    #expect(quotes.count >= 100)
    for category in SeedQuotes.categories {
      #expect(quotes.filter { $0.category == category }.count >= 20, "\(category)")
    }
    #expect(Set(quotes.map(\.category)) == Set(SeedQuotes.categories))
    #expect(quotes.allSatisfy { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty && !$0.author.isEmpty })
    #expect(Set(quotes.map(\.text)).count == quotes.count, "no quote twice")
  }
}
