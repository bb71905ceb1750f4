import Foundation
import Presentation
import Testing

@testable import InsolentBardCore

/// History's and Favourites' own model (`SavedInsultsModel`), driven as the sheet drives it: the search, Edit's
/// selection and a row's swipe live in the model the destination holds, and go with the sheet.
@Suite("History and Favourites in their own model")
@MainActor
struct SavedInsultsModelTests {
  /// Three insults kept, a minute apart, so the list is in a known order (newest first).
  private func threeKept(_ harness: BardHarness) -> BardModel {
    let app = harness.model()
    for _ in 0..<3 {
      app.anotherInsult()
      app.toggleFavourite()
      harness.clock.advance(minutes: 1)
    }
    return app
  }

  @Test("IB-7.2: the search typed in Favourites filters the rows of the sheet's own model, newest first")
  func searchFiltersRows() throws {
    let app = threeKept(BardHarness())
    let sheet = try app.openSaved(.favourites)
    #expect(sheet.kind == .favourites && sheet.rows == app.favourites)
    let newest = try #require(app.favourites.first)
    let noun = try #require(InsultKit.full.insult(parsing: newest.text)).noun.text
    sheet.query = noun
    #expect(sheet.rows.contains(newest))
    #expect(sheet.rows.allSatisfy { SavedInsultSearch(noun).matches($0.text) })
    sheet.query = "zounds"
    #expect(sheet.rows.isEmpty && sheet.listing.emptyState?.message.text == "No insults match “zounds”.")
  }

  @Test("IB-7.2: the search text is gone when the sheet is opened again")
  func searchGoesWithTheSheet() throws {
    let app = threeKept(BardHarness())
    let first = try app.openSaved(.favourites)
    first.query = "zounds"
    first.startEditing()
    first.selection = [app.favourites[0].text]
    first.done()
    app.settlePresentation()
    #expect(app.presentation.surfaces.isEmpty)
    let again = try app.openSaved(.favourites)
    #expect(again !== first, "a new sheet, a new model")
    #expect(again.query.isEmpty && !again.isSelecting && again.selection.isEmpty)
    #expect(again.rows == app.favourites)
    let history = try { () throws -> SavedInsultsModel in
      again.done()
      app.settlePresentation()
      return try app.openSaved(.history)
    }()
    #expect(history.query.isEmpty && history.kind == .history)
  }

  @Test("IB-7.2: Edit selects rows; Done ends Edit and clears the selection; nothing selects in History")
  func editAndSelection() throws {
    let app = threeKept(BardHarness())
    let sheet = try app.openSaved(.favourites)
    #expect(sheet.offersEdit && !sheet.isSelecting && sheet.title == BardCopy.favouritesTitle)
    sheet.startEditing()
    #expect(sheet.isSelecting && !sheet.offersEdit)
    sheet.selection = Set(sheet.rows.prefix(2).map(\.text))
    #expect(sheet.selectedCount == 2 && sheet.title == BardCopy.selectedCount(2))
    sheet.endEditing()
    #expect(!sheet.isSelecting && sheet.selection.isEmpty && sheet.title == BardCopy.favouritesTitle)
    sheet.done()
    app.settlePresentation()
    let history = try app.openSaved(.history)
    history.startEditing()
    #expect(!history.isSelecting && !history.offersEdit && history.offersClear)
  }

  @Test("IB-7.2: a Favourites row swiped away is removed at once and saved; a History row's swipe keeps it")
  func swipeRemovesOrKeeps() throws {
    let harness = BardHarness()
    let app = threeKept(harness)
    let favourites = try app.openSaved(.favourites)
    let gone = try #require(favourites.rows.first).text
    favourites.remove(gone)
    #expect(!favourites.rows.contains { $0.text == gone } && favourites.rows.count == 2)
    #expect(!harness.model().isFavourite(gone), "saved, where the widget reads it")
    favourites.done()
    app.settlePresentation()
    let history = try app.openSaved(.history)
    #expect(!history.isFavourite(gone))
    history.toggleFavourite(gone)
    #expect(history.isFavourite(gone) && harness.model().isFavourite(gone))
    history.remove(gone)
    #expect(app.isFavourite(gone), "History's rows are not removed by a swipe")
  }

  @Test("IB-5.2: the favourites link over an open Favourites keeps it, with its search")
  func favouritesLinkKeepsTheSheet() throws {
    let app = threeKept(BardHarness())
    let sheet = try app.openSaved(.favourites)
    sheet.query = "brained"
    #expect(app.open(URL(string: "insolentbard://favourites")!))
    app.settlePresentation()
    #expect(app.presentation.destinations == [.favourites(sheet)] && sheet.query == "brained")
  }
}
