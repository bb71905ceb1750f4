import Foundation
import Presentation
import Testing

@testable import InsolentBardCore

/// Favourites' Edit: several rows selected, then copied, shared or removed together; and Remove All.
@Suite("Favourites in bulk")
@MainActor
struct FavouritesEditingTests {
  /// Favourites open with three kept, newest first, as the sheet shows them.
  private func favouritesOfThree(_ harness: BardHarness) -> BardModel {
    let app = harness.model()
    for _ in 0..<3 {
      app.anotherInsult()
      app.toggleFavourite()
      harness.clock.advance(minutes: 1)
    }
    app.show(.favourites)
    app.settlePresentation()
    return app
  }

  @Test(
    "IB-7.2: Copy All Selected puts the selected insults on the pasteboard, one a line, newest first, and says Copied!")
  func copySelected() {
    let harness = BardHarness()
    let app = favouritesOfThree(harness)
    let shown = app.favourites.map(\.text)
    #expect(shown.count == 3)
    // Selected in another order than shown, with a row no longer kept: the list's order, the kept ones only.
    let selection: Set<String> = [shown[2], "Thou art a gone, long-gone favourite!", shown[0]]
    #expect(app.selectedFavouritesCount(selection) == 2)
    #expect(!app.didCopySelectedFavourites(selection))
    app.copySelectedFavourites(selection)
    #expect(harness.recorder.copied == ["\(shown[0])\n\(shown[2])"])
    #expect(app.didCopySelectedFavourites(selection), "the button says Copied!")
    #expect(app.copyConfirmation?.announcement == BardCopy.copied.text, "and VoiceOver hears it")
    #expect(!app.didCopySelectedFavourites([shown[1]]), "another selection has not been copied")
    app.copySelectedFavourites([])
    #expect(harness.recorder.copied.count == 1, "nothing selected copies nothing")
  }

  @Test("IB-7.2: Share Selected hands the share sheet the selected insults' text, over Favourites")
  func shareSelected() {
    let app = favouritesOfThree(BardHarness())
    let shown = app.favourites.map(\.text)
    app.shareSelectedFavourites([shown[1], shown[0]])
    app.settlePresentation()
    guard case .share(let item)? = app.presentation.top?.destination else {
      Issue.record("the share sheet is over Favourites")
      return
    }
    #expect(app.presentation.destinations.first == .favourites)
    #expect(item.text == BardCopy.shareText("\(shown[0])\n\(shown[1])") && item.image == nil)
  }

  @Test("IB-7.2: Remove Selected asks first, on Favourites; Cancel keeps them; Remove removes only those, saved")
  func removeSelectedAsksFirst() throws {
    let harness = BardHarness()
    let app = favouritesOfThree(harness)
    let shown = app.favourites.map(\.text)
    app.requestRemoveSelectedFavourites([shown[0], shown[2]])
    let dialog = try #require(app.presentation.alert(on: 1))
    #expect(dialog.style == .confirmationDialog && app.presentation.alert(on: 0) == nil)
    #expect(dialog.title == BardCopy.removeSelectedTitle(2).text)
    #expect(dialog.buttons.map(\.title) == [BardCopy.removeSelected.text, BardCopy.cancel.text])
    #expect(app.favourites.count == 3, "nothing removed before the answer")
    app.tap(try #require(dialog.buttons.first { $0.role == .cancel }), of: dialog)
    #expect(app.favourites.count == 3 && app.presentation.alert == nil)
    app.requestRemoveSelectedFavourites([shown[0], shown[2]])
    let again = try #require(app.presentation.alert)
    app.tap(try #require(again.buttons.first { $0.role == .destructive }), of: again)
    #expect(app.favourites.map(\.text) == [shown[1]])
    #expect(harness.model().favourites.map(\.text) == [shown[1]], "saved, where the widget reads it")
    #expect(app.history.count == 4, "History keeps what was seen")
  }

  @Test("IB-7.2: Remove All Favourites asks first; Remove All keeps a heart tapped on the widget while it asked")
  func removeAllAsksFirst() throws {
    let harness = BardHarness()
    let app = favouritesOfThree(harness)
    app.requestRemoveAllFavourites()
    let dialog = try #require(app.presentation.alert(on: 1))
    #expect(dialog.style == .confirmationDialog && dialog.title == BardCopy.removeAllFavouritesTitle.text)
    #expect(dialog.buttons.map(\.title) == [BardCopy.removeAllFavourites.text, BardCopy.cancel.text])
    #expect(app.favourites.count == 3)
    // The widget's heart, in its own process, while the dialog is up.
    let fromWidget = InsultKit.full.insult(at: 4_242).text
    try Favourites.toggleFromWidget(fromWidget, in: harness.store, at: harness.clock.now)
    app.tap(try #require(dialog.buttons.first { $0.role == .destructive }), of: dialog)
    #expect(app.favourites.map(\.text) == [fromWidget], "only what the user saw goes")
    #expect(harness.model().favourites.map(\.text) == [fromWidget])
  }

  @Test("With nothing selected or nothing kept, Remove and Share ask nothing and present nothing")
  func nothingToActOn() {
    let app = BardHarness().model()
    app.show(.favourites)
    app.settlePresentation()
    app.requestRemoveAllFavourites()
    app.requestRemoveSelectedFavourites(["Thou art nothing kept!"])
    app.shareSelectedFavourites([])
    app.settlePresentation()
    #expect(app.presentation.alert == nil)
    #expect(app.presentation.destinations == [.favourites])
  }
}
