import Foundation
import InsolentBardCore
import Presentation
import SharedStore
import Testing

/// Browse's Select: several insults kept, let go or shared at once; the selection survives scrolling and the
/// search, and goes when Select ends.
@Suite("Browse: Select")
@MainActor
struct BrowseSelectTests {
  func openBrowse(_ app: BardModel) throws -> BrowseModel {
    app.browse(seed: 40)
    app.settlePresentation()
    return try #require(app.presentation.top?.destination.browseSheet, "Browse is up")
  }

  @Test("The selection survives a page drawn and the search hiding its rows; leaving Select clears it")
  func selectionSurvivesScrollAndSearch() throws {
    let app = BardHarness().model()
    let sheet = try openBrowse(app)
    sheet.toggleSelection(sheet.rows[0])
    #expect(sheet.selection.isEmpty, "a tap copies until Select is on")
    sheet.startSelecting()
    let first = sheet.rows[0]
    let third = sheet.rows[2]
    sheet.toggleSelection(first)
    sheet.toggleSelection(third)
    // Scrolling to the end draws the next page.
    sheet.rowAppeared(sheet.rows[sheet.rows.count - 1])
    #expect(sheet.rows.count == 2 * BrowseModel.pageSize)
    #expect(sheet.selection == [first, third])
    // A search that hides both rows keeps them selected, and the title still counts them.
    sheet.query = "zzzz"
    #expect(sheet.rows.isEmpty)
    #expect(sheet.selection == [first, third])
    #expect(sheet.selectionTitle == BardCopy.selectedCount(2))
    sheet.query = ""
    sheet.toggleSelection(first)
    #expect(sheet.selectedInsults == [third], "tapped again, out of the selection")
    sheet.endSelecting()
    #expect(!sheet.isSelecting && sheet.selection.isEmpty)
  }

  @Test("IB-7.2: Add to Favourites keeps every selected insult not yet kept, in one write, in the drawn order")
  func favouriteSelected() throws {
    let harness = BardHarness()
    let app = harness.model()
    let sheet = try openBrowse(app)
    let (a, b, c) = (sheet.rows[0], sheet.rows[1], sheet.rows[2])
    app.toggleFavourite(browsed: b)
    let keptEarlier = try #require(app.favourites.first { $0.text == b })
    harness.clock.advance(minutes: 5)
    sheet.startSelecting()
    for text in [c, a, b] { sheet.toggleSelection(text) }
    #expect(app.canFavouriteSelected(in: sheet) && app.canUnfavouriteSelected(in: sheet))
    let writesBefore = harness.recorder.writes.filter { $0 == BardShared.favourites.name }.count
    app.favouriteSelected(in: sheet)
    #expect(harness.recorder.writes.filter { $0 == BardShared.favourites.name }.count == writesBefore + 1)
    #expect(app.favourites.map(\.text) == [a, c, b], "newest first, in the order drawn")
    #expect(app.favourites.first { $0.text == b } == keptEarlier, "one kept already keeps its time")
    #expect(harness.store.read(BardShared.favourites) == app.favourites, "saved where the widget reads it")
    #expect(Set(app.history.prefix(2).map(\.text)) == [a, c], "and in History, to be found again")
    #expect(!app.canFavouriteSelected(in: sheet))
    #expect(sheet.isSelecting && sheet.selection == [a, b, c], "still selected, to share them next")
  }

  @Test("Remove from Favourites lets go of the selected favourites only")
  func unfavouriteSelected() throws {
    let app = BardHarness().model()
    let sheet = try openBrowse(app)
    let (a, b, c) = (sheet.rows[0], sheet.rows[1], sheet.rows[2])
    for text in [a, b, c] { app.toggleFavourite(browsed: text) }
    sheet.startSelecting()
    sheet.toggleSelection(a)
    sheet.toggleSelection(c)
    app.unfavouriteSelected(in: sheet)
    #expect(app.favourites.map(\.text) == [b])
    #expect(!app.canUnfavouriteSelected(in: sheet))
  }

  @Test("Share Selected hands the share sheet one text, an insult a line, over Browse; nothing selected, nothing")
  func shareSelected() throws {
    let app = BardHarness().model()
    let sheet = try openBrowse(app)
    sheet.startSelecting()
    app.shareSelected(in: sheet)
    #expect(app.presentation.destinations.count == 1, "nothing selected: no share sheet")
    let (a, b) = (sheet.rows[0], sheet.rows[4])
    sheet.toggleSelection(b)
    sheet.toggleSelection(a)
    // One found by the search beyond the drawn rows is shared too, after the drawn ones.
    let kit = InsultKit.full
    let undrawn = try #require((0..<kit.count).lazy.map(kit.insult(at:)).first { !sheet.insults.contains($0.text) })
    sheet.query = undrawn.noun.text
    let found = try #require(sheet.rows.first { !sheet.insults.contains($0) })
    sheet.toggleSelection(found)
    app.shareSelected(in: sheet)
    app.settlePresentation()
    guard case .share(let item)? = app.presentation.top?.destination else {
      Issue.record("no share sheet")
      return
    }
    let lines = [a, b, found]
    #expect(item.text == BardCopy.shareText(lines.joined(separator: "\n")))
    #expect(item.image == nil, "the text: one picture per insult would be many pictures to draw and send")
    #expect(app.presentation.destinations.first?.browseSheet === sheet, "over Browse, which stays")
  }
}
