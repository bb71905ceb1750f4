import Foundation

/// A quote of the seed, as `quotes.tsv` holds it.
public struct SeedQuote: Equatable, Sendable, Codable {
  public let id: Int64
  public let text: String
  public let author: String
  public let category: String

  public init(id: Int64, text: String, author: String, category: String) {
    self.id = id
    self.text = text
    self.author = author
    self.category = category
  }
}

/// QuoteVault's seed quotes, read from the bundled `quotes.tsv` (the same file `supabase/seed.sql` is generated
/// from). Ids are the quotes' order in the file.
public enum SeedQuotes {
  /// QV-3.4's five, then the five of issue 42 (supabase/migrations/20261201000100_more_categories.sql).
  public static let categories = [
    "Motivation", "Love", "Success", "Wisdom", "Humor", "Life", "Happiness", "Courage", "Friendship", "Hope",
  ]
  /// QV-3.4's five, each with 100+ quotes (QV-12.2); the later five have fewer, each at least `minimumLater`
  /// (50 since supabase/migrations/20261202000100_more_quotes.sql, so a category widget showing 8 a day repeats after
  /// six days at the soonest, not three, and a daily quote from one after 50 days, not 11).
  public static let firstFive = Array(categories.prefix(5))
  public static let minimumLater = 50

  public static let all: [SeedQuote] = {
    guard let url = Bundle.module.url(forResource: "quotes", withExtension: "tsv"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { fatalError("quotes.tsv is missing from the QuoteVaultSeed bundle") }
    return parse(text)
  }()

  static func parse(_ text: String) -> [SeedQuote] {
    text.split(separator: "\n", omittingEmptySubsequences: true)
      .filter { !$0.hasPrefix("#") }
      .enumerated()
      .map { index, line in
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        precondition(fields.count == 3, "quotes.tsv line \(index + 1) needs category, author and text")
        return SeedQuote(id: Int64(index + 1), text: fields[2], author: fields[1], category: fields[0])
      }
  }
}
