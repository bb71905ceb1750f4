import Foundation
import Testing

@testable import InsolentBardCore

/// Browse's search looks through the whole kit (its three columns), not only the rows drawn so far, and lists
/// at most `KitSearch.limit` insults, saying so when it matched more.
@Suite("Browse searches the whole kit")
@MainActor
struct BrowseSearchTests {
  @Test("A word of the kit that no drawn row has is found, not 'No insults match'")
  func findsUndrawnWord() throws {
    let sheet = BrowseModel(kit: .full, seed: 11)
    // A noun none of the first fifty rows ends with: before, the search said nothing matched it.
    let noun = try #require(
      InsultKit.full.nouns.map(\.text).first { noun in !sheet.insults.contains { $0.hasSuffix(" \(noun)!") } })
    let adjective = try #require(InsultKit.full.adjectives.last?.text)
    sheet.query = "\(adjective) \(noun)"
    #expect(sheet.emptyState == nil)
    let search = SavedInsultSearch(sheet.query)
    #expect(!sheet.rows.isEmpty && sheet.rows.allSatisfy(search.matches))
    #expect(sheet.rows.contains { $0.hasSuffix(" \(noun)!") && $0.contains(" \(adjective),") })
    #expect(sheet.rows.allSatisfy { InsultKit.full.insult(parsing: $0)?.text == $0 }, "insults of the kit")
    // One adjective and one noun: the fifty compounds between them, all of them, not capped.
    #expect(sheet.rows.count == InsultKit.full.compounds.count)
    #expect(!sheet.searchIsCapped && sheet.footer == nil)
    #expect(sheet.insults.count == BrowseModel.pageSize, "searching draws nothing")
  }

  @Test("A search matching thousands lists the first 200 and says so; more words narrow it")
  func capsResults() throws {
    let sheet = BrowseModel(kit: .full, seed: 3)
    let noun = try #require(InsultKit.full.nouns.first?.text)
    sheet.query = noun
    // 2,500 insults end with that noun; the list holds 200.
    #expect(sheet.rows.count == KitSearch.limit)
    #expect(Set(sheet.rows).count == sheet.rows.count, "no insult twice")
    #expect(sheet.searchIsCapped)
    #expect(sheet.footer == BardCopy.browseSearchCapped(KitSearch.limit))
    sheet.query = ""
    #expect(!sheet.searchIsCapped)
    #expect(sheet.footer == BardCopy.browseFooter(shown: sheet.insults.count, limit: sheet.capacity))
  }

  @Test("The kit's search matches as History's field does, over every insult of a small kit")
  func matchesAsSavedSearch() {
    let kit = InsultKit(
      adjectives: Array(InsultKit.full.adjectives.prefix(6)), compounds: Array(InsultKit.full.compounds.prefix(5)),
      nouns: Array(InsultKit.full.nouns.prefix(4)))
    let every = (0..<kit.count).map { kit.insult(at: $0).text }
    for query in ["thou", "an", "a", "ART", kit.nouns[2].text, "\(kit.adjectives[1].text.prefix(3)) x", "zounds"] {
      let search = SavedInsultSearch(query)
      let found = KitSearch(search: search).results(in: kit)
      #expect(Set(found.insults) == Set(every.filter(search.matches)), "\(query)")
      #expect(!found.capped)
    }
  }

  @Test("Nothing in the kit: no rows and the words say so, after looking at the whole kit once")
  func noMatch() {
    let sheet = BrowseModel(kit: .full, seed: 1)
    sheet.query = "zounds"
    #expect(sheet.rows.isEmpty && !sheet.searchIsCapped)
    #expect(sheet.emptyState?.message == BardCopy.noMatches("zounds"))
  }
}
