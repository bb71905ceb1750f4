import Foundation
import Testing

@testable import QuoteVaultCore

/// A newer server may have categories this app does not know. A quote's category is the string the server sent,
/// so its page decodes whole; the user sees the quote under All with the category's name as the server spells
/// it (there is no filter for it here to list it under), and never under one of the app's own categories.
@Suite("QuoteVault: a category the app does not know")
struct UnknownCategoryTests {
  /// A page as a newer server answers it: a known category, one this app has never heard of, and a later one.
  static let page = Data(
    #"""
    [{"id":1,"text":"Be.","author":"Anon","category":"Love","owner_id":null},
     {"id":2,"text":"Rhyme.","author":"Bard","category":"Poetry","owner_id":null},
     {"id":3,"text":"Onward.","author":"Sam","category":"Hope","owner_id":null}]
    """#.utf8)

  static func device() throws -> (Device, URL) {
    let transport = ScriptedTransport()
    transport.set(status: 200, headers: ["Content-Type": "application/json"], body: page)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-unknown-\(UUID().uuidString)")
    return (try Device(url: URL(fileURLWithPath: "/"), key: "k", folder: folder, transport: transport), folder)
  }

  @Test("A page with an unknown category decodes whole and is kept; the quote shows the category as stored")
  func pageDecodes() async throws {
    let (device, folder) = try Self.device()
    defer { try? FileManager.default.removeItem(at: folder) }
    let answer = await device.service.quotes(after: nil, category: nil, search: nil)
    #expect(answer.error == nil)
    #expect(answer.quotes.map(\.id) == [1, 2, 3])
    let poetry = try #require(answer.quotes.first { $0.id == 2 })
    // What the quote's row shows under its text (QuoteRow reads `QuoteCategory.title(of:)`).
    #expect(QuoteCategory.title(of: poetry.category) == "Poetry")
    #expect(QuoteCategory.title(of: "Hope") == QuoteCategory.hope.title.text)
    // Kept in the cache as it came, so offline it is there too.
    let cached = try device.service.cache.quotes(after: nil, categories: [], search: nil)
    #expect(cached.map(\.category) == ["Love", "Poetry", "Hope"])
  }

  @Test("All lists the unknown category's quote; no category of the app's does")
  func listedUnderAllOnly() async throws {
    let (device, folder) = try Self.device()
    defer { try? FileManager.default.removeItem(at: folder) }
    let all = await device.service.feedStart(categories: [], shuffle: FeedShuffle(day: "2026-12-01", installSeed: 7))
    #expect(all.error == nil)
    #expect(Set(all.quotes.map(\.id)) == [1, 2, 3])
    // The device's own filter (what a category shows from the cache, offline and before the server answers).
    for category in QuoteCategory.allCases {
      let page = device.service.cachedFeedStart(
        categories: [category], shuffle: FeedShuffle(day: "2026-12-01", installSeed: 7))
      #expect(!page.quotes.contains { $0.category == "Poetry" }, "\(category)")
      #expect(page.quotes.allSatisfy { $0.category == category.rawValue }, "\(category)")
    }
    let cachedLove = try device.service.cache.quotes(after: nil, categories: [.love, .hope], search: nil)
    #expect(cachedLove.map(\.id) == [1, 3])
    // The widget's category files hold the app's categories only; the unknown one is not a widget choice.
    #expect(Set(WidgetQuotes.categories(from: device.service.cache).quotes.keys) == ["Love", "Hope"])
  }

  @MainActor
  @Test("An own quote in a category this version does not know keeps it when its words change")
  func ownQuoteKeepsUnknownCategory() {
    let quote = Quote(id: 1 << 41, text: "Old words", author: "Me", category: "Poetry", ownerID: "u")
    let sheet = OwnQuoteModel(editing: quote)
    #expect(sheet.categoryChoices.first == "Poetry" && sheet.categoryName == "Poetry" && !sheet.holdsUserInput)
    #expect(sheet.categoryChoices.dropFirst() == QuoteCategory.allCases.map(\.rawValue)[...])
    #expect(QuoteCategory.title(of: sheet.categoryName) == "Poetry", "the picker shows its own name")
    sheet.text = "New words"
    #expect(sheet.validated()?.category == "Poetry")
    sheet.category = .love
    #expect(sheet.validated()?.category == "Love" && sheet.holdsUserInput)
    // A draft file naming a category neither known here nor the quote's own is not taken.
    let draft = OwnQuoteDraft(editing: quote.id, text: "x", author: "Me", category: "Nope")
    #expect(OwnQuoteModel(editing: quote, restoring: draft).categoryName == "Poetry")
    #expect(OwnQuoteModel(restoring: draft).categoryName == "Motivation", "a new quote has no category of its own")
  }
}
