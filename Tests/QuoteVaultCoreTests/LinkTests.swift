import Foundation
import QuoteVaultCore
import TestSupport
import Testing

/// QuoteVault's navigation links (`QuoteVaultLink`): the "Search quotes" App Shortcut's, the widget's and the
/// notifications'; read from outside input.
@MainActor
@Suite("QuoteVault links: search, quote, quote of the day")
struct LinkTests {
  @Test("QV-3.5: the Search quotes link opens Home's search with the term, and finds it in text or author")
  func searchLink() async throws {
    let backend = try await Backend()
    let device = try Device(backend)
    let model = device.model()
    await model.launch()
    model.selectedTab = .settings
    model.open(QuoteVaultLink.search("  love \n").url)
    #expect(model.selectedTab == .home && model.homePath.isEmpty)
    #expect(model.feed.isSearchPresented && model.feed.searchField == "love")
    await model.feed.finishSearch()
    #expect(model.feed.search == "love")
    #expect(!model.feed.quotes.isEmpty)
    #expect(model.feed.quotes.allSatisfy { ($0.text + " " + $0.author).localizedCaseInsensitiveContains("love") })
    #expect(model.isGuest, "searching needs no account")
    // The quote of the day's link ends the search, so the tap lands on the card.
    model.open(QuoteVaultLink.quoteOfTheDay.url)
    #expect(!model.feed.isSearchPresented && model.feed.searchField.isEmpty && model.daily.isHighlighted)
  }

  @Test("QV-7.4: a daily notification opens the quote it named: yesterday's its own quote, today's on the card")
  func dailyNotificationNamesItsQuote() async throws {
    let backend = try await Backend(process: true)
    let device = try Device(backend)
    let model = device.model()
    await model.launch()
    model.continueAsGuest()
    await model.daily.refresh()
    await model.feed.reload()
    let today = try #require(model.daily.quote)
    // Yesterday's notification, tapped today: its link names yesterday's quote.
    let yesterday = try #require(model.feed.quotes.first { $0.id != today.id })
    model.selectedTab = .settings
    model.open(NotificationPlan.dailyLink(yesterday))
    #expect(model.selectedTab == .home && model.homePath == [yesterday], "the quote the notification showed")
    #expect(!model.daily.isHighlighted)
    // Today's lands on Home's quote of the day, as before.
    model.open(NotificationPlan.dailyLink(today))
    #expect(model.homePath.isEmpty && model.daily.isHighlighted)
    // A quote the device does not have still opens the app on today's.
    model.daily.shown()
    model.open(try #require(URL(string: "quotevault://quote-of-the-day?id=987654321")))
    #expect(model.homePath.isEmpty && model.daily.isHighlighted)
  }

  @Test("QV-7.4 / QV-10.3: links read back as written; anything else is no link or the quote of the day")
  func parsing() throws {
    for link: QuoteVaultLink in [
      .quoteOfTheDay, .quote(id: 42), .dayQuote(id: 42), .search("Mark Twain"), .search(""), .search("ça & ?=#"),
    ] {
      #expect(QuoteVaultLink(link.url) == link, "\(link.url)")
    }
    #expect(QuoteVaultLink.quoteOfTheDay.url == NotificationPlan.deepLink)
    #expect(
      QuoteVaultLink.quote(id: 7).url == NotificationPlan.quoteLink(Quote(id: 7, text: "", author: "", category: "")))
    func parse(_ text: String) throws -> QuoteVaultLink? { QuoteVaultLink(try #require(URL(string: text))) }
    #expect(try parse("quotevault://search") == .search(""))
    #expect(try parse("QUOTEVAULT://Search?q=hope") == .search("hope"))
    #expect(try parse("quotevault://search?q=%00%E2%80%AEevil%0A%0A%09word%20") == .search("evil word"))
    #expect(try parse("quotevault://search?q=a&q=b") == .search("a"))
    #expect(try parse("quotevault://quote?id=abc") == .quoteOfTheDay)
    #expect(try parse("quotevault://quote?id=99999999999999999999") == .quoteOfTheDay)
    #expect(try parse("quotevault://quote?id=-3") == .quote(id: -3))
    #expect(try parse("quotevault://quote-of-the-day?id=x") == .quoteOfTheDay)
    #expect(try parse("quotevault://quote-of-the-day?id=7") == .dayQuote(id: 7))
    #expect(try parse("quotevault://reset-password") == nil)
    #expect(try parse("quotevault://elsewhere?q=x") == nil)
    #expect(try parse("https://search?q=x") == nil)
    let long = String(repeating: "word ", count: 200)
    guard case .search(let cut) = try parse("quotevault://search?q=\(long.replacingOccurrences(of: " ", with: "%20"))")
    else { throw Failure("a long term is still a search") }
    #expect(cut.count <= QuoteVaultLink.searchLimit && !cut.hasSuffix(" "))
    // Emoji sequences stay whole (the zero-width joiner is kept).
    #expect(QuoteVaultLink.searchTerm("👩‍💻 code") == "👩‍💻 code")
  }

  @Test("QV-3.5: hostile links end as a tidy, bounded search or no link, never a crash, and read back the same")
  func fuzzLinks() {
    var fuzzer = Fuzzer(seed: 0x5EA7C4)
    let seeds = [
      "quotevault://search?q=love", "quotevault://quote?id=12", "quotevault://quote-of-the-day",
      "quotevault://search?q=%E2%80%AE%00x", "quotevault://search?q=a%20b&id=1",
    ].map { Array($0.utf8) }
    let alphabet = Array("%?&=#/:.+ -_0123456789abcqAEF\u{0}\n".utf8)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      let bytes = fuzzer.chance(0.8) ? fuzzer.mutate(fuzzer.pick(seeds), alphabet: alphabet) : fuzzer.bytes(upTo: 80)
      guard let url = URL(string: String(decoding: bytes, as: UTF8.self)), let link = QuoteVaultLink(url) else {
        return
      }
      if case .search(let term) = link {
        #expect(term.count <= QuoteVaultLink.searchLimit)
        #expect(term == term.trimmingCharacters(in: .whitespacesAndNewlines) && !term.contains("  "))
        #expect(
          !term.unicodeScalars.contains { [.control, .lineSeparator].contains($0.properties.generalCategory) },
          "\(url)")
      }
      #expect(QuoteVaultLink(link.url) == link, "\(url)")
    }
  }
}
