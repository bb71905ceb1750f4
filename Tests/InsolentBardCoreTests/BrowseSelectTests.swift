import Foundation
import InsolentBardCore
import Presentation
import SharedStore
import Testing

extension BrowseModel {
  /// A row tapped while the list is in Select: what SwiftUI's List does, a new selection through the binding's
  /// setter (`setSelection`, the one the view calls), with that row in or out.
  func tapRow(_ insult: String) { setSelection(selection.symmetricDifference([insult])) }
}

/// Browse's Select: several insults kept, let go, copied or shared at once; the selection survives scrolling and
/// the search, and goes when Select ends.
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
    sheet.tapRow(sheet.rows[0])
    #expect(sheet.selection.isEmpty, "a tap copies until Select is on")
    sheet.startSelecting()
    let first = sheet.rows[0]
    let third = sheet.rows[2]
    sheet.tapRow(first)
    sheet.tapRow(third)
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
    sheet.tapRow(first)
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
    sheet.toggleFavourite(b)
    let keptEarlier = try #require(app.favourites.first { $0.text == b })
    harness.clock.advance(minutes: 5)
    sheet.startSelecting()
    for text in [c, a, b] { sheet.tapRow(text) }
    #expect(sheet.canFavouriteSelected && sheet.canUnfavouriteSelected)
    let writesBefore = harness.recorder.writes.filter { $0 == BardShared.favourites.name }.count
    sheet.favouriteSelected()
    #expect(harness.recorder.writes.filter { $0 == BardShared.favourites.name }.count == writesBefore + 1)
    #expect(app.favourites.map(\.text) == [a, c, b], "newest first, in the order drawn")
    #expect(app.favourites.first { $0.text == b } == keptEarlier, "one kept already keeps its time")
    #expect(harness.store.read(BardShared.favourites) == app.favourites, "saved where the widget reads it")
    #expect(!sheet.canFavouriteSelected)
    #expect(sheet.isSelecting && sheet.selection == [a, b, c], "still selected, to share them next")
  }

  @Test("IB-7.2: Remove from Favourites asks first, as Favourites does; Cancel keeps them as they were kept")
  func unfavouriteSelectedAsksFirst() throws {
    let harness = BardHarness()
    let app = harness.model()
    let sheet = try openBrowse(app)
    let (a, b, c) = (sheet.rows[0], sheet.rows[1], sheet.rows[2])
    for text in [a, b, c] {
      sheet.toggleFavourite(text)
      harness.clock.advance(minutes: 3)
    }
    let kept = app.favourites
    sheet.startSelecting()
    sheet.tapRow(a)
    sheet.tapRow(c)
    sheet.requestUnfavouriteSelected()
    let dialog = try #require(app.presentation.alert(on: 1), "asked on Browse")
    #expect(dialog.style == .confirmationDialog && dialog.title == BardCopy.removeSelectedTitle(2).text)
    // The same words as Favourites' Remove Selected dialog.
    #expect(dialog.buttons.map(\.title) == [BardCopy.removeSelected.text, BardCopy.cancel.text])
    #expect(app.favourites == kept, "nothing let go before the answer")
    app.tap(try #require(dialog.buttons.first { $0.role == .cancel }), of: dialog)
    #expect(app.favourites == kept && harness.store.read(BardShared.favourites) == kept, "kept, times and all")
    sheet.requestUnfavouriteSelected()
    let again = try #require(app.presentation.alert)
    app.tap(try #require(again.buttons.first { $0.role == .destructive }), of: again)
    #expect(app.favourites.map(\.text) == [b] && harness.store.read(BardShared.favourites) == app.favourites)
    #expect(!sheet.canUnfavouriteSelected)
  }

  @Test("A batch goes to Favourites or the share sheet, not History: 150 selected leave History as it was")
  func batchLeavesHistory() throws {
    let harness = BardHarness()
    let app = harness.model()
    let sheet = try openBrowse(app)
    sheet.copy(sheet.rows[5])
    let seen = app.history
    #expect(seen.count == 2, "the insult on screen, and the row copied")
    sheet.loadMore()
    sheet.loadMore()
    sheet.startSelecting()
    for text in sheet.rows { sheet.tapRow(text) }
    #expect(sheet.selection.count == 150)
    sheet.favouriteSelected()
    #expect(app.favourites.count == 150)
    sheet.shareSelected()
    #expect(app.history == seen && harness.store.read(BardShared.history) == seen, "History is what was seen")
  }

  @Test("Share Selected hands the share sheet one text, an insult a line, over Browse; nothing selected, nothing")
  func shareSelected() throws {
    let app = BardHarness().model()
    let sheet = try openBrowse(app)
    sheet.startSelecting()
    sheet.shareSelected()
    #expect(app.presentation.destinations.count == 1, "nothing selected: no share sheet")
    let (a, b) = (sheet.rows[0], sheet.rows[4])
    sheet.tapRow(b)
    sheet.tapRow(a)
    // One found by the search beyond the drawn rows is shared too, after the drawn ones.
    let kit = InsultKit.full
    let undrawn = try #require((0..<kit.count).lazy.map(kit.insult(at:)).first { !sheet.insults.contains($0.text) })
    sheet.query = undrawn.noun.text
    let found = try #require(sheet.rows.first { !sheet.insults.contains($0) })
    sheet.tapRow(found)
    sheet.shareSelected()
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

  @Test("Select and its Done keep the trailing slot, as Favourites' Edit Done; a double tap never closes Browse")
  func barSeparatesSelectFromClose() throws {
    let app = BardHarness().model()
    let sheet = try openBrowse(app)
    #expect(sheet.leadingButton == .close && sheet.trailingButton == .select)
    sheet.perform(sheet.trailingButton)
    #expect(sheet.isSelecting && sheet.trailingButton == .endSelecting && sheet.leadingButton == .selectAll)
    #expect(sheet.trailingButton.title == BardCopy.done && sheet.leadingButton.title == BardCopy.selectAll)
    sheet.tapRow(sheet.rows[1])
    // A quick double tap where Select's Done is: Select ends, then starts again; Browse stays.
    sheet.perform(sheet.trailingButton)
    #expect(!sheet.isSelecting && sheet.selection.isEmpty)
    sheet.perform(sheet.trailingButton)
    #expect(sheet.isSelecting)
    // A double tap where Select All is: it selects, then deselects; Browse stays.
    sheet.perform(sheet.leadingButton)
    #expect(sheet.leadingButton == .deselectAll)
    sheet.perform(sheet.leadingButton)
    #expect(sheet.isSelecting && sheet.selection.isEmpty)
    app.settlePresentation()
    #expect(app.presentation.top?.destination.browseSheet === sheet, "Browse is still up")
    sheet.perform(.endSelecting)
    sheet.perform(sheet.leadingButton)
    app.settlePresentation()
    #expect(app.presentation.surfaces.isEmpty, "the leading Done, outside Select, closes Browse")
  }

  @Test("Select All holds for rows drawn after it, until one is deselected; the batch acts on every row loaded")
  func selectAllTakesLaterPages() throws {
    let harness = BardHarness()
    let app = harness.model()
    let sheet = try openBrowse(app)
    sheet.perform(.select)
    sheet.perform(.selectAll)
    #expect(sheet.selection.count == BrowseModel.pageSize)
    // Scrolling to the end draws the next page: it joins the selection, and the button still says Deselect All.
    sheet.rowAppeared(sheet.rows[sheet.rows.count - 1])
    #expect(sheet.insults.count == 2 * BrowseModel.pageSize)
    #expect(sheet.selection == Set(sheet.insults) && sheet.leadingButton == .deselectAll)
    sheet.favouriteSelected()
    #expect(app.favourites.count == 2 * BrowseModel.pageSize, "Add to Favourites keeps every row loaded")
    sheet.copySelected()
    #expect(harness.recorder.copied.last == sheet.insults.joined(separator: "\n"))
    // One deselected: "all" is off, so the next page is not selected.
    let out = sheet.rows[3]
    sheet.tapRow(out)
    sheet.loadMore()
    #expect(sheet.selection == Set(sheet.insults.prefix(2 * BrowseModel.pageSize)).subtracting([out]))
    #expect(sheet.leadingButton == .selectAll)
    // Select All again, then leaving Select: a later page selects nothing.
    sheet.perform(.selectAll)
    sheet.perform(.endSelecting)
    sheet.loadMore()
    #expect(sheet.selection.isEmpty && !sheet.selectsAll)
  }

  @Test("The list's selection goes through the model: outside Select it selects nothing; Select All, Deselect All")
  func selectionThroughTheModel() throws {
    let app = BardHarness().model()
    let sheet = try openBrowse(app)
    sheet.setSelection([sheet.rows[0]])
    #expect(sheet.selection.isEmpty, "a stray update outside Select")
    sheet.perform(.select)
    sheet.query = sheet.rows[3]
    let shown = Set(sheet.rows)
    sheet.perform(sheet.leadingButton)
    #expect(sheet.selection == shown, "Select All: the rows the search shows")
    #expect(sheet.leadingButton == .deselectAll)
    sheet.query = ""
    sheet.tapRow(sheet.rows[10])
    #expect(sheet.leadingButton == .selectAll, "not every row shown is selected")
    sheet.perform(.selectAll)
    #expect(sheet.selection.count == sheet.rows.count + shown.subtracting(sheet.rows).count)
    sheet.perform(.deselectAll)
    #expect(sheet.selection.isEmpty && sheet.isSelecting)
  }

  @Test("Copy puts the selected insults on the pasteboard, one per line, and says Copied!; not into History")
  func copySelected() throws {
    let harness = BardHarness()
    let app = harness.model()
    let sheet = try openBrowse(app)
    let seen = app.history
    sheet.perform(.select)
    let (a, b) = (sheet.rows[0], sheet.rows[6])
    sheet.tapRow(b)
    sheet.tapRow(a)
    #expect(!sheet.didCopySelected)
    sheet.copySelected()
    #expect(harness.recorder.copied == ["\(a)\n\(b)"], "in the order drawn")
    #expect(sheet.didCopySelected)
    sheet.tapRow(a)
    #expect(!sheet.didCopySelected, "the selection changed since")
    #expect(app.history == seen)
    sheet.perform(.deselectAll)
    sheet.copySelected()
    #expect(harness.recorder.copied.count == 1, "nothing selected, nothing copied")
  }
}
