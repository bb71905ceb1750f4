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

  @Test("IB-7.2: Undo in the banner puts a favourite swiped away back in its place, as it was kept, and saved")
  func undoRestoresInPlace() throws {
    let harness = BardHarness()
    let app = threeKept(harness)
    let sheet = try app.openSaved(.favourites)
    let before = sheet.rows
    #expect(sheet.removalBanner == nil)
    let middle = before[1]
    sheet.remove(middle.text)
    #expect(sheet.removalBanner == BardCopy.removedFromFavourites && sheet.rows.count == 2)
    #expect(!harness.model().isFavourite(middle.text), "removed at once, where the widget reads it")
    sheet.undoRemoval()
    #expect(sheet.rows == before, "back between the same two, with when it was kept")
    #expect(harness.model().favourites == before, "saved")
    #expect(sheet.removalBanner == nil, "the banner goes with its Undo")
  }

  @Test("IB-7.2: Undo returns a favourite under the one above it when the widget's heart kept another meanwhile")
  func undoAfterAWidgetHeart() throws {
    let harness = BardHarness()
    let app = threeKept(harness)
    let sheet = try app.openSaved(.favourites)
    let removed = sheet.rows[1]
    let above = sheet.rows[0].text
    sheet.remove(removed.text)
    let widgetKept = BardCopy.gallerySampleInsult
    try #require(!app.isFavourite(widgetKept))
    try Favourites.toggleFromWidget(widgetKept, in: harness.store, at: harness.clock.now)
    app.refresh()
    sheet.undoRemoval()
    #expect(sheet.rows.map(\.text).prefix(3) == [widgetKept, above, removed.text])
  }

  @Test("IB-7.2: the Undo banner ends after its moment; a second swipe restarts it and Undo brings back the last")
  func undoBannerMoment() throws {
    let app = threeKept(BardHarness())
    let sheet = try app.openSaved(.favourites)
    let first = sheet.rows[0]
    let second = sheet.rows[1]
    sheet.remove(first.text)
    let firstID = try #require(sheet.lastRemoval?.id)
    sheet.remove(second.text)
    sheet.removalBannerEnded(firstID)
    #expect(sheet.removalBanner != nil, "the first banner's end does not cut the second's short")
    sheet.undoRemoval()
    #expect(app.isFavourite(second.text) && !app.isFavourite(first.text))
    sheet.remove(second.text)
    sheet.removalBannerEnded(try #require(sheet.lastRemoval?.id))
    #expect(sheet.removalBanner == nil)
    sheet.undoRemoval()
    #expect(!app.isFavourite(second.text), "no Undo once the banner has gone")
    // The moment the view waits: none with VoiceOver or Switch Control on, where the banner stays until the next
    // removal or the sheet closes.
    #expect(FavouriteRemoval.duration(assistiveTechnology: false) == .seconds(6))
    #expect(FavouriteRemoval.duration(assistiveTechnology: true) == nil)
  }

  @Test("IB-7.2: A to Z sorts by the insult's own words: \"an artless\" comes before \"a yeasty\"")
  func alphabeticalSkipsTheOpening() {
    let moment = Date(timeIntervalSince1970: 1_800_000_000)
    let saved = [
      "Thou art a yeasty, clay-brained codpiece!", "Thou art an artless, beetle-headed bugbear!",
      "Thou art a bawdy, fool-born foot-licker!",
    ].map { SavedInsult(text: $0, savedAt: moment) }
    #expect(
      FavouritesOrder.alphabetical.sorted(saved).map(\.text) == [
        "Thou art an artless, beetle-headed bugbear!", "Thou art a bawdy, fool-born foot-licker!",
        "Thou art a yeasty, clay-brained codpiece!",
      ])
  }

  @Test(
    "IB-7.2: Favourites sorts newest first, oldest first or A to Z, kept across launches; what is saved stays newest first"
  )
  func sortFavourites() throws {
    let harness = BardHarness()
    let app = threeKept(harness)
    let sheet = try app.openSaved(.favourites)
    let newest = app.favourites
    #expect(sheet.order == .newestFirst && sheet.rows == newest && sheet.offersSort)
    sheet.order = .oldestFirst
    #expect(sheet.rows == newest.reversed())
    sheet.order = .alphabetical
    // By the adjective, never by "a" before "an": the words after "Thou art a(n)" are in A to Z order.
    let adjectives = sheet.rows.map { $0.text.split(separator: " ").dropFirst(3).first.map(String.init) ?? "" }
    #expect(adjectives == adjectives.sorted { $0.localizedStandardCompare($1) == .orderedAscending })
    #expect(sheet.rows.map(\.text).sorted() == newest.map(\.text).sorted())
    #expect(harness.model().favourites == newest, "the saved list, which the widget reads, keeps its order")
    sheet.done()
    app.settlePresentation()
    let relaunched = harness.model()
    let again = try relaunched.openSaved(.favourites)
    #expect(again.order == .alphabetical, "kept across launches")
    // A search keeps the order; History is always newest first.
    again.query = "Thou"
    #expect(again.rows == sheet.rows)
    again.done()
    relaunched.settlePresentation()
    let history = try relaunched.openSaved(.history)
    history.order = .oldestFirst
    #expect(!history.offersSort && history.rows == relaunched.history)
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

  @Test("IB-7.2: a full swipe never loses a favourite without Undo: History's lets go of one only by a tap")
  func fullSwipeNeverLosesAFavourite() throws {
    let app = threeKept(BardHarness())
    app.anotherInsult()  // in History, not kept
    let history = try app.openSaved(.history)
    let notKept = try #require(history.rows.first { !history.isFavourite($0.text) })
    let kept = try #require(history.rows.first { history.isFavourite($0.text) })
    #expect(history.allowsFullSwipe(notKept.text), "a full swipe keeps it: nothing is lost")
    #expect(!history.allowsFullSwipe(kept.text), "letting a favourite go from History takes the button's tap")
    history.toggleFavourite(notKept.text)
    #expect(!history.allowsFullSwipe(notKept.text), "once kept, the same row's full swipe no longer acts")
    app.settlePresentation()
    let favourites = try app.openSaved(.favourites)
    #expect(favourites.rows.allSatisfy { favourites.allowsFullSwipe($0.text) }, "Favourites' Remove has Undo")
  }
}
