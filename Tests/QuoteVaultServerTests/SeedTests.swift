import Foundation
import QuoteVaultSeed
import Testing

@testable import QuoteVaultServer

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

  @Test("The more-quotes migration adds the seed's own quotes 590 to 780, the same in Supabase and the local server")
  func moreQuotesMigrationAgrees() throws {
    let sql = try String(
      contentsOf: Self.root.appendingPathComponent("supabase/migrations/20261202000100_more_quotes.sql"),
      encoding: .utf8)
    let row = /\((\d+), '((?:[^']|'')*)', '((?:[^']|'')*)', '(\w+)'\)/
    let fromSQL = sql.matches(of: row).map { match in
      SeedQuote(
        id: Int64(match.1)!, text: String(match.2).replacingOccurrences(of: "''", with: "'"),
        author: String(match.3).replacingOccurrences(of: "''", with: "'"), category: String(match.4))
    }
    // As the seed, but for the verses the verse-balance migration replaced since (`verseBalanceMigrationAgrees`).
    let seed = SeedQuotes.all.filter { MoreQuotesMigration.ids.contains($0.id) }
    #expect(fromSQL.map(\.id) == seed.map(\.id))
    for (added, seeded) in zip(fromSQL, seed) {
      if let verse = VerseBalanceMigration.oldWords[added.id] {
        #expect(added.text == verse && added.category == seeded.category, "quote \(added.id): the verse it added")
      } else {
        #expect(added == seeded, "quote \(added.id)")
      }
    }
    #expect(fromSQL.count == 191)
    #expect(Set(fromSQL.map(\.category)) == Set(SeedQuotes.categories.dropFirst(5)))
  }

  @Test(
    "The quote-corrections migration gives each corrected id the seed's words and author, and replaces the same old words in Supabase and the local server"
  )
  func quoteCorrectionsMigrationAgrees() throws {
    let sql = try String(
      contentsOf: Self.root.appendingPathComponent("supabase/migrations/20261202000200_quote_corrections.sql"),
      encoding: .utf8)
    // Statements look like: update public.quotes set text = 'new', author = 'Author'
    //   where id = 12 and owner_id is null and text = 'old';
    let statement =
      /update public\.quotes set text = '((?:[^']|'')*)', author = '((?:[^']|'')*)'\s+where id = (\d+) and owner_id is null and text = '((?:[^']|'')*)';/
    let unquoted = { (text: Substring) in String(text).replacingOccurrences(of: "''", with: "'") }
    let corrections = sql.matches(of: statement).map { match in
      (id: Int64(match.3)!, text: unquoted(match.1), author: unquoted(match.2), old: unquoted(match.4))
    }
    #expect(corrections.count == 36)
    #expect(corrections.count == sql.components(separatedBy: "update public.quotes").count - 1, "every statement read")
    let seed = Dictionary(uniqueKeysWithValues: SeedQuotes.all.map { ($0.id, $0) })
    for correction in corrections {
      #expect(seed[correction.id]?.text == correction.text, "quote \(correction.id): the seed's words")
      #expect(seed[correction.id]?.author == correction.author, "quote \(correction.id): the seed's author")
      #expect(correction.old != correction.text, "quote \(correction.id) changes")
      // The old words are gone from the catalogue, wherever they were.
      #expect(
        !SeedQuotes.all.contains { Self.normalised($0.text) == Self.normalised(correction.old) },
        "quote \(correction.id): the old words are not in the seed")
    }
    #expect(Dictionary(uniqueKeysWithValues: corrections.map { ($0.id, $0.old) }) == QuoteCorrectionsMigration.oldWords)
    // Only quotes that shipped (before the more-quotes migration's ids) are corrected.
    #expect(corrections.allSatisfy { $0.id < MoreQuotesMigration.ids.lowerBound })
  }

  @Test(
    "The verse-balance migration gives each replaced verse's id the seed's words and author, and replaces the same verses in Supabase and the local server"
  )
  func verseBalanceMigrationAgrees() throws {
    let sql = try String(
      contentsOf: Self.root.appendingPathComponent("supabase/migrations/20261202000300_verse_balance.sql"),
      encoding: .utf8)
    let statement =
      /update public\.quotes set text = '((?:[^']|'')*)', author = '((?:[^']|'')*)'\s+where id = (\d+) and owner_id is null and text = '((?:[^']|'')*)';/
    let unquoted = { (text: Substring) in String(text).replacingOccurrences(of: "''", with: "'") }
    let replacements = sql.matches(of: statement).map { match in
      (id: Int64(match.3)!, text: unquoted(match.1), author: unquoted(match.2), old: unquoted(match.4))
    }
    #expect(replacements.count == 15)
    #expect(replacements.count == sql.components(separatedBy: "update public.quotes").count - 1, "every statement read")
    let seed = Dictionary(uniqueKeysWithValues: SeedQuotes.all.map { ($0.id, $0) })
    for replacement in replacements {
      #expect(seed[replacement.id]?.text == replacement.text, "quote \(replacement.id): the seed's words")
      #expect(seed[replacement.id]?.author == replacement.author, "quote \(replacement.id): the seed's author")
      #expect(!Self.kingJamesVersion(replacement.author), "quote \(replacement.id): no longer a verse")
      #expect(
        !SeedQuotes.all.contains { Self.normalised($0.text) == Self.normalised(replacement.old) },
        "quote \(replacement.id): the verse is not in the seed")
    }
    #expect(
      Dictionary(uniqueKeysWithValues: replacements.map { ($0.id, $0.old) }) == VerseBalanceMigration.oldWords)
    // Only verses the more-quotes migration added, in the two categories.
    #expect(replacements.allSatisfy { MoreQuotesMigration.ids.contains($0.id) })
    #expect(Set(replacements.compactMap { seed[$0.id]?.category }) == ["Hope", "Friendship"])
  }

  /// A King James Version verse, as the catalogue names its book or writer.
  static func kingJamesVersion(_ author: String) -> Bool {
    let books = ["Book of ", "Epistle", "Gospel of ", "First ", "Second "]
    let writers: Set = ["Paul the Apostle", "Ecclesiastes", "Ecclesiasticus", "Song of Solomon"]
    return writers.contains(author) || books.contains { author.hasPrefix($0) }
  }

  @Test("Verses are at most 15 % of Hope and of Friendship, so a widget on either is not verse after verse")
  func verseShare() {
    for category in ["Hope", "Friendship"] {
      let quotes = SeedQuotes.all.filter { $0.category == category }
      let verses = quotes.filter { Self.kingJamesVersion($0.author) }
      #expect(
        !verses.isEmpty && verses.count * 100 <= quotes.count * 15, "\(category): \(verses.count) of \(quotes.count)")
    }
  }

  @Test(
    "QV-12.1 / QV-12.2 / QV-12.3: 100+ quotes, 20+ in each of the five categories (50+ in each later one), each with text and author"
  )
  func seedContent() {
    let quotes = SeedQuotes.all
    #expect(quotes.count >= 100)
    #expect(SeedQuotes.firstFive == ["Motivation", "Love", "Success", "Wisdom", "Humor"])
    for category in SeedQuotes.categories {
      let least = SeedQuotes.firstFive.contains(category) ? 20 : SeedQuotes.minimumLater
      #expect(quotes.filter { $0.category == category }.count >= least, "\(category)")
    }
    #expect(Set(quotes.map(\.category)) == Set(SeedQuotes.categories))
    #expect(quotes.allSatisfy { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty && !$0.author.isEmpty })
    #expect(Set(quotes.map(\.text)).count == quotes.count, "no quote twice")
  }

  /// A quote's words without case, accents or punctuation: two quotes that differ only in those are one quote.
  static func normalised(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .split { !$0.isLetter && !$0.isNumber }.joined(separator: " ")
  }

  @Test(
    "The catalogue: 500+ quotes, the first five spread evenly, none twice however punctuated, every field filled, short enough"
  )
  func catalogue() {
    let quotes = SeedQuotes.all
    // Enough that reminders, widgets and the quote of the day do not repeat within weeks (issue 42).
    #expect(quotes.count >= 500)
    let counts = SeedQuotes.firstFive.map { category in quotes.filter { $0.category == category }.count }
    // Evenly: none of QV-3.4's five more than 5 quotes (1 % of the catalogue) apart from another. The later five
    // are smaller (`seedContent`).
    #expect((counts.max() ?? 0) - (counts.min() ?? 0) <= 5, "\(zip(SeedQuotes.firstFive, counts).map { $0 })")
    for quote in quotes {
      #expect(SeedQuotes.categories.contains(quote.category), "quote \(quote.id): unknown category")
      for field in [quote.text, quote.author] {
        #expect(!field.isEmpty && field == field.trimmingCharacters(in: .whitespaces), "quote \(quote.id)")
      }
      // The widgets are proven to show a quote of 160 characters whole beside their buttons (WidgetFitTests).
      #expect(quote.text.count <= 160, "quote \(quote.id) is \(quote.text.count) characters")
    }
    var seen: [String: Int64] = [:]
    for quote in quotes {
      let key = Self.normalised(quote.text)
      #expect(seen[key] == nil, "quote \(quote.id) repeats quote \(seen[key] ?? 0)")
      seen[key] = quote.id
    }
  }

  /// Authors the catalogue once quoted whose words may still be in copyright (died in 1956 or later, or living):
  /// replaced by public-domain quotes of the same categories, and never to come back.
  static let inCopyright: Set<String> = [
    "Arthur Ashe", "Colin Powell", "David Brinkley", "David Viscott", "Dorothy Parker", "Douglas Adams",
    "Ernest Hemingway", "Estée Lauder", "Franklin P. Jones", "George Burns", "Groucho Marx", "Hermann Hesse",
    "Isaac Asimov", "James Baldwin", "Jim Rohn", "John Wooden", "Luis Buñuel", "Martin Luther King Jr.",
    "Maya Angelou", "Mitch Hedberg", "Napoleon Hill", "Pablo Neruda", "Peter Drucker", "Robert Frost",
    "Steve Jobs", "Terry Pratchett", "Vidal Sassoon", "Viktor E. Frankl", "Vince Lombardi", "Walter Elliot",
    "Will Durant",
  ]

  @Test("The catalogue quotes no author whose words may still be in copyright (dead under 70 years, or living)")
  func publicDomainOnly() {
    let named = SeedQuotes.all.filter { Self.inCopyright.contains($0.author) }
    #expect(named.isEmpty, "\(named.map { "\($0.id): \($0.author)" })")
  }

  @Test("A duplicate differing only in case, accents or punctuation is caught")
  func normalisedDuplicates() {
    #expect(Self.normalised("Fortune favors the bold.") == Self.normalised("  fortune FAVORS the bold!"))
    #expect(Self.normalised("Pâté, it's good") == Self.normalised("pate it s good"))
    #expect(Self.normalised("Love conquers all.") != Self.normalised("Love conquers all things."))
  }
}
