import Foundation
import Presentation
import Testing

@testable import InsolentBardCore

/// Favourites' Edit: several rows selected, then copied, shared or removed together; and Remove All. Each test
/// drives the model Favourites' destination holds, as its view does.
@Suite("Favourites in bulk")
@MainActor
struct FavouritesEditingTests {
  /// Favourites open with three kept, newest first, as the sheet shows them.
  private func favouritesOfThree(_ harness: BardHarness) throws -> (BardModel, SavedInsultsModel) {
    let app = harness.model()
    for _ in 0..<3 {
      app.anotherInsult()
      app.toggleFavourite()
      harness.clock.advance(minutes: 1)
    }
    let sheet = try app.openSaved(.favourites)
    sheet.startEditing()
    return (app, sheet)
  }

  @Test(
    "IB-7.2: Copy All Selected puts the selected insults on the pasteboard, one a line, newest first, and says Copied!")
  func copySelected() throws {
    let harness = BardHarness()
    let (app, sheet) = try favouritesOfThree(harness)
    let shown = sheet.rows.map(\.text)
    #expect(shown.count == 3 && sheet.isSelecting)
    // Selected in another order than shown, with a row no longer kept: the list's order, the kept ones only.
    sheet.selection = [shown[2], "Thou art a gone, long-gone favourite!", shown[0]]
    #expect(sheet.selectedCount == 2 && sheet.title == BardCopy.selectedCount(2))
    #expect(!sheet.didCopySelected)
    sheet.copySelected()
    #expect(harness.recorder.copied == ["\(shown[0])\n\(shown[2])"])
    #expect(sheet.didCopySelected, "the button says Copied!")
    #expect(app.copyConfirmation?.announcement == BardCopy.copied.text, "and VoiceOver hears it")
    sheet.selection = [shown[1]]
    #expect(!sheet.didCopySelected, "another selection has not been copied")
    sheet.selection = []
    sheet.copySelected()
    #expect(harness.recorder.copied.count == 1, "nothing selected copies nothing")
  }

  @Test("IB-7.2: Share Selected hands the share sheet the selected insults' text, over Favourites")
  func shareSelected() throws {
    let (app, sheet) = try favouritesOfThree(BardHarness())
    let shown = sheet.rows.map(\.text)
    sheet.selection = [shown[1], shown[0]]
    sheet.shareSelected()
    app.settlePresentation()
    guard case .share(let item)? = app.presentation.top?.destination else {
      Issue.record("the share sheet is over Favourites")
      return
    }
    #expect(app.presentation.destinations.first == .favourites(sheet))
    #expect(item.text == BardCopy.shareText("\(shown[0])\n\(shown[1])") && item.image == nil)
  }

  @Test("IB-7.2: Remove Selected asks first, on Favourites; Cancel keeps them; Remove removes only those, saved")
  func removeSelectedAsksFirst() throws {
    let harness = BardHarness()
    let (app, sheet) = try favouritesOfThree(harness)
    let shown = sheet.rows.map(\.text)
    sheet.selection = [shown[0], shown[2]]
    sheet.requestRemoveSelected()
    let dialog = try #require(app.presentation.alert(on: 1))
    #expect(dialog.style == .confirmationDialog && app.presentation.alert(on: 0) == nil)
    #expect(dialog.title == BardCopy.removeSelectedTitle(2).text)
    #expect(dialog.buttons.map(\.title) == [BardCopy.removeSelected.text, BardCopy.cancel.text])
    #expect(app.favourites.count == 3, "nothing removed before the answer")
    app.tap(try #require(dialog.buttons.first { $0.role == .cancel }), of: dialog)
    #expect(app.favourites.count == 3 && app.presentation.alert == nil)
    sheet.requestRemoveSelected()
    let again = try #require(app.presentation.alert)
    app.tap(try #require(again.buttons.first { $0.role == .destructive }), of: again)
    #expect(sheet.rows.map(\.text) == [shown[1]] && sheet.selectedCount == 0)
    #expect(harness.model().favourites.map(\.text) == [shown[1]], "saved, where the widget reads it")
    #expect(app.history.count == 4, "History keeps what was seen")
  }

  @Test("IB-7.2: Remove All Favourites asks first; Remove All keeps a heart tapped on the widget while it asked")
  func removeAllAsksFirst() throws {
    let harness = BardHarness()
    let (app, sheet) = try favouritesOfThree(harness)
    sheet.requestRemoveAll()
    let dialog = try #require(app.presentation.alert(on: 1))
    #expect(dialog.style == .confirmationDialog && dialog.title == BardCopy.removeAllFavouritesTitle.text)
    #expect(dialog.buttons.map(\.title) == [BardCopy.removeAllFavourites.text, BardCopy.cancel.text])
    #expect(app.favourites.count == 3)
    // The widget's heart, in its own process, while the dialog is up.
    let fromWidget = InsultKit.full.insult(at: 4_242).text
    try Favourites.toggleFromWidget(fromWidget, in: harness.store, at: harness.clock.now)
    app.tap(try #require(dialog.buttons.first { $0.role == .destructive }), of: dialog)
    #expect(sheet.rows.map(\.text) == [fromWidget], "only what the user saw goes")
    #expect(harness.model().favourites.map(\.text) == [fromWidget])
  }

  @Test("With nothing selected or nothing kept, Remove and Share ask nothing and present nothing")
  func nothingToActOn() throws {
    let app = BardHarness().model()
    let sheet = try app.openSaved(.favourites)
    #expect(!sheet.offersEdit)
    sheet.startEditing()
    #expect(!sheet.isSelecting, "nothing kept, nothing to edit")
    sheet.requestRemoveAll()
    sheet.selection = ["Thou art nothing kept!"]
    sheet.requestRemoveSelected()
    sheet.shareSelected()
    app.settlePresentation()
    #expect(app.presentation.alert == nil)
    #expect(app.presentation.destinations == [.favourites(sheet)])
  }
}
