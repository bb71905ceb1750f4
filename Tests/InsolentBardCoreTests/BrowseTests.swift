import Foundation
import Presentation
import Testing

@testable import InsolentBardCore

/// Browse: the kit's insults a page at a time, searchable, each row with Copy, the heart and Share.
@Suite("Browse the kit")
@MainActor
struct BrowseTests {
  /// Browse opened from the main screen, as its toolbar button does, and the sheet's own model.
  private func openBrowse(_ app: BardModel, seed: UInt64 = 40) throws -> BrowseModel {
    app.browse(seed: seed)
    app.settlePresentation()
    guard case .browse(let sheet)? = app.presentation.top?.destination else {
      Issue.record("Browse is on top")
      throw BrowseFailure.notPresented
    }
    return sheet
  }

  @Test("Browse opens on a page of fifty different insults of the kit, in the app's style")
  func firstPage() throws {
    let app = BardHarness().model()
    let sheet = try openBrowse(app)
    #expect(sheet.rows.count == BrowseModel.pageSize && BrowseModel.pageSize == 50)
    #expect(Set(sheet.rows).count == sheet.rows.count, "no insult twice")
    for text in sheet.rows { #expect(InsultKit.full.insult(parsing: text)?.text == text) }
    #expect(sheet.canLoadMore)
  }

  @Test("The same seed draws the same insults in the same order; another seed draws others")
  func deterministicPerSeed() {
    let first = BrowseModel(kit: .full, seed: 7)
    let again = BrowseModel(kit: .full, seed: 7)
    let other = BrowseModel(kit: .full, seed: 8)
    first.loadMore()
    again.loadMore()
    #expect(first.rows == again.rows)
    #expect(first.rows.count == 100)
    #expect(Array(first.rows.prefix(50)) != other.rows)
    var sample = KitSample(kit: .full, seed: 7)
    let walk = (0..<100).compactMap { _ in sample.next()?.text }
    #expect(walk == first.rows, "the rows are the seed's walk through the kit")
  }

  @Test("More adds fifty at a time up to a thousand, none of them twice, then More goes")
  func moreUpToLimit() {
    let sheet = BrowseModel(kit: .full, seed: 1)
    var pages = 1
    while sheet.canLoadMore {
      sheet.loadMore()
      pages += 1
      #expect(sheet.rows.count == min(pages * 50, BrowseModel.limit))
    }
    #expect(BrowseModel.limit == 1_000 && sheet.rows.count == 1_000 && pages == 20)
    #expect(Set(sheet.rows).count == 1_000, "no duplicates within a browse")
    sheet.loadMore()
    #expect(sheet.rows.count == 1_000, "More past the limit adds nothing")
  }

  @Test("A kit smaller than a page is drawn whole, each insult once, and the walk then ends")
  func wholeSmallKit() {
    let columns = Array(InsultKit.full.adjectives.prefix(2))
    let kit = InsultKit(adjectives: columns, compounds: Array(InsultKit.full.compounds.prefix(3)), nouns: columns)
    #expect(kit.count == 12)
    let sheet = BrowseModel(kit: kit, seed: 99)
    #expect(Set(sheet.rows) == Set((0..<12).map { kit.insult(at: $0).text }))
    #expect(sheet.rows.count == 12 && !sheet.canLoadMore)
    var sample = KitSample(kit: kit, seed: 3)
    for _ in 0..<12 { #expect(sample.next() != nil) }
    #expect(sample.next() == nil && sample.drawn == 12)
  }

  @Test("Scrolling near the end draws the next page; a row higher up, or a search, does not")
  func scrollingLoadsMore() throws {
    let sheet = BrowseModel(kit: .full, seed: 5)
    let rows = sheet.rows
    sheet.rowAppeared(rows[10])
    #expect(sheet.rows.count == 50, "far from the end")
    sheet.rowAppeared(rows[45])
    #expect(sheet.rows.count == 100, "within ten of the end")
    #expect(Array(sheet.rows.prefix(50)) == rows, "the new page goes after the rows already read")
    sheet.query = "a"
    sheet.rowAppeared(try #require(sheet.insults.last))
    #expect(sheet.insults.count == 100, "while searching only More draws")
  }

  @Test("Search finds insults by the beginnings of their words, as History's does, the drawn ones first")
  func searchDrawn() throws {
    let sheet = BrowseModel(kit: .full, seed: 11)
    let target = try #require(sheet.insults.dropFirst(17).first)
    let words = SavedInsultSearch.words(of: target)
    // The compound and noun, half typed and in capitals: the same matching as History's field.
    sheet.query = " \(words[4].prefix(4).uppercased()) \(words[words.count - 1].prefix(3)) "
    #expect(sheet.rows.contains(target))
    let drawnMatches = sheet.insults.filter(SavedInsultSearch(sheet.query).matches)
    #expect(Array(sheet.rows.prefix(drawnMatches.count)) == drawnMatches, "the drawn matches first, as drawn")
    #expect(sheet.rows.allSatisfy(SavedInsultSearch(sheet.query).matches))
    #expect(sheet.emptyState == nil)
    sheet.query = "zounds"
    #expect(sheet.rows.isEmpty)
    #expect(sheet.emptyState?.message == BardCopy.noMatches("zounds"))
    sheet.query = ""
    #expect(sheet.rows == sheet.insults)
  }

  @Test("With the family-friendly setting on, Browse draws only from the family-friendly kit")
  func familyFriendly() throws {
    let app = BardHarness().model()
    app.setFamilyFriendly(true)
    let sheet = try openBrowse(app)
    #expect(sheet.kit == InsultKit.familyFriendlyKit)
    while sheet.canLoadMore { sheet.loadMore() }
    #expect(sheet.rows.count == 1_000)
    #expect(sheet.rows.allSatisfy { InsultKit.familyFriendlyKit.insult(parsing: $0) != nil })
  }

  @Test("A row's Copy puts its insult on the pasteboard and the row says Copied!")
  func copyRow() throws {
    let harness = BardHarness()
    let app = harness.model()
    let sheet = try openBrowse(app)
    let text = try #require(sheet.rows.dropFirst(3).first)
    sheet.copy(text)
    #expect(harness.recorder.copied == [text])
    #expect(app.isCopied(text) && !app.isCopied(sheet.rows[0]))
    #expect(app.history.first?.text == text, "in History, to be found again")
  }

  @Test("IB-7.2: a row's heart keeps its insult in Favourites, saved; tapped again, it leaves")
  func heartRow() throws {
    let harness = BardHarness()
    let app = harness.model()
    let sheet = try openBrowse(app)
    let text = try #require(sheet.rows.last)
    sheet.toggleFavourite(text)
    #expect(app.isFavourite(text) && app.history.first?.text == text)
    #expect(harness.model().favourites.first?.text == text, "saved, where the widget's favourites read it")
    sheet.toggleFavourite(text)
    #expect(!app.isFavourite(text))
  }

  @Test("A row's Share hands the system share sheet its insult, over Browse")
  func shareRow() async throws {
    let app = BardHarness().model()
    let sheet = try openBrowse(app)
    let text = try #require(sheet.rows.first)
    await sheet.share(text)
    app.settlePresentation()
    #expect(app.presentation.destinations.count == 2 && app.history.first?.text == text)
    guard case .share(let item)? = app.presentation.top?.destination else {
      Issue.record("the share sheet is over Browse")
      return
    }
    #expect(item == app.sharePayload(for: text).shareItem)
    #expect(item.text == BardCopy.shareText(text))
  }

  @Test("Closing Browse, with Done or a swipe down, frees its model once it has slid away")
  func closedBrowseIsFreed() throws {
    let app = BardHarness().model()
    weak var closed: BrowseModel?
    weak var swiped: BrowseModel?
    do {
      let sheet = try openBrowse(app)
      closed = sheet
      sheet.loadMore()
      sheet.query = "brained"
      sheet.done()
      app.settlePresentation()
    }
    #expect(closed == nil, "nothing keeps a closed Browse's model")
    do {
      swiped = try openBrowse(app)
      app.sheetClosedByUser(presentedBy: 0)
      app.settlePresentation()
    }
    #expect(swiped == nil, "nothing keeps a swiped-away Browse's model")
    #expect(app.presentation.destinations.isEmpty && app.presentation.leaving.isEmpty)
    let reopened = try openBrowse(app)
    #expect(reopened.rows.count == 50 && reopened.query.isEmpty, "a new Browse starts afresh")
  }

  @Test("A widget tap over Browse dismisses it, then shares the widget's insult")
  func widgetTapOverBrowse() throws {
    let app = BardHarness().model()
    _ = try openBrowse(app)
    #expect(app.open(BardRoute.shareInsultURL))
    app.settlePresentation()
    #expect(app.presentation.destinations.map(\.shareCardSheet?.text) == [BardCopy.shareText(app.current.insult)])
  }
}

private enum BrowseFailure: Error { case notPresented }
