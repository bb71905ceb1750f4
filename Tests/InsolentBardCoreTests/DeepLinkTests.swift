import Foundation
import Presentation
import SharedStore
import Testing

@testable import InsolentBardCore

/// Widget taps land whatever is on screen (issue 27, 32): every sheet is on the shared stack, which dismisses
/// what stands in the way and then presents the target.
@Suite("The Bard's deep links with any sheet open")
@MainActor
struct BardDeepLinkTests {
  /// Each thing that can be up when a widget is tapped, reached as the user reaches it.
  enum Screen: CaseIterable, Sendable {
    case root, share, settings, howToAddWidget, history, clearConfirmation, favourites, errorAlert
    /// The system share sheet over the share card, and over History (a row's Share).
    case shareSheet, shareSheetOverHistory

    @MainActor func reach(_ app: BardModel, harness: BardHarness) throws {
      switch self {
      case .root: break
      case .share: app.shareInsult()
      case .settings: app.showSettings()
      case .howToAddWidget:
        app.showSettings()
        app.settlePresentation()
        app.show(.howToAddWidget)
      case .history: app.showSaved(.history)
      case .clearConfirmation: try app.openSaved(.history).requestClear()
      case .favourites: app.showSaved(.favourites)
      case .errorAlert:
        app.showSettings()
        app.settlePresentation()
        // The folder turns into a file: the next save fails and says so.
        try FileManager.default.removeItem(at: harness.directory)
        try Data("x".utf8).write(to: harness.directory)
        app.setFamilyFriendly(!app.settings.familyFriendly)
        try FileManager.default.removeItem(at: harness.directory)
      case .shareSheet:
        app.shareInsult()
        app.settlePresentation()
        app.share(ShareItem(text: BardCopy.shareText(app.current.insult), title: app.current.insult))
      case .shareSheetOverHistory:
        _ = try app.openSaved(.history)
        app.share(ShareItem(text: BardCopy.shareText(app.current.insult)))
      }
      app.settlePresentation()
    }
  }

  @Test(
    "IB-5.2: a widget tap offers to share the current insult with any sheet or alert up", arguments: Screen.allCases)
  func widgetTap(from screen: Screen) throws {
    let harness = BardHarness()
    let app = harness.model()
    try screen.reach(app, harness: harness)
    if screen == .errorAlert { #expect(app.presentation.alert(on: 1) != nil, "the error is on Settings, on top") }
    #expect(app.open(BardRoute.shareInsultURL))
    app.settlePresentation()
    #expect(
      app.presentation.destinations.map(\.shareCardSheet?.text) == [BardCopy.shareText(app.current.insult)], "\(screen)"
    )
    // An unread error is never dropped: it shows again over the card, and nothing else is left.
    #expect(screen == .errorAlert ? app.messageUp != nil : app.presentation.alert == nil, "\(screen)")
  }

  @Test("The favourites link opens Favourites with any sheet or alert up", arguments: Screen.allCases)
  func favouritesLink(from screen: Screen) throws {
    let harness = BardHarness()
    let app = harness.model()
    try screen.reach(app, harness: harness)
    #expect(app.open(URL(string: "insolentbard://favourites")!))
    app.settlePresentation()
    #expect(app.presentation.destinations.map(\.isFavourites) == [true], "\(screen)")
  }

  @Test("History's Clear asks first, on History; Cancel keeps every insult")
  func clearAsksFirst() throws {
    let harness = BardHarness()
    let app = harness.model()
    app.anotherInsult()
    let sheet = try app.openSaved(.history)
    #expect(sheet.offersClear)
    sheet.requestClear()
    let dialog = try #require(app.presentation.alert(on: 1))
    #expect(dialog.style == .confirmationDialog && app.presentation.alert(on: 0) == nil)
    #expect(dialog.buttons.map(\.title) == ["Clear History", "Cancel"])
    #expect(app.history.count == 2, "nothing cleared before the answer")
    let cancel = try #require(dialog.buttons.first { $0.role == .cancel })
    app.tap(cancel, of: dialog)
    #expect(app.history.count == 2 && app.presentation.alert == nil)
    sheet.requestClear()
    let again = try #require(app.presentation.alert)
    let clear = try #require(again.buttons.first { $0.role == .destructive })
    app.tap(clear, of: again)
    #expect(sheet.rows.isEmpty && !sheet.offersClear, "the sheet lists nothing, and offers no Clear")
    #expect(app.history.isEmpty && harness.model().history.isEmpty, "not even the insult on screen on relaunch")
  }

  @Test("The share card keeps what it shares while it slides away, though the insult changes meanwhile")
  func shareCardKeepsItsText() throws {
    let app = BardHarness().model()
    app.shareInsult()
    app.settlePresentation()
    let shared = BardCopy.shareText(app.current.insult)
    let card = try #require(app.presentation.top)
    app.close(card.destination)
    app.anotherInsult()
    #expect(app.presentation.destination(of: card.id)?.shareCardSheet?.text == shared)
    app.settlePresentation()
    #expect(app.presentation.surfaces.isEmpty)
  }
}
