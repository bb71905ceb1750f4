import Foundation
import Presentation
import SharedStore
import Testing

@testable import InsolentBardCore

/// The system share sheet is a surface of the Bard's stack, so what it does is what any sheet does: a widget
/// tap dismisses it first, and one SwiftUI never shows is let go.
@Suite("The Bard's share sheet in the stack")
@MainActor
struct BardSystemSheetTests {
  @Test("IB-5.2: a widget tap over the share sheet dismisses it first, then lands on Favourites")
  func linkDismissesShareSheet() throws {
    let app = BardHarness().model()
    app.shareInsult()
    app.settlePresentation()
    app.share(ShareItem(text: BardCopy.shareText(app.current.insult)))
    app.settlePresentation()
    let sheet = try #require(app.presentation.top)
    guard case .share = sheet.destination else { throw Expectation.unexpected(sheet.destination) }
    #expect(app.open(URL(string: "insolentbard://favourites")!))
    #expect(app.presentation.destinations.isEmpty, "the share sheet and the card go first")
    #expect(app.presentation.leaving.contains { $0.surface.id == sheet.id })
    app.settlePresentation()
    #expect(app.presentation.destinations.map(\.isFavourites) == [true])
  }

  @Test("The share sheet going (shared or closed) leaves the card on top")
  func finishedShareSheetGoes() throws {
    let app = BardHarness().model()
    app.shareInsult()
    app.settlePresentation()
    app.share(ShareItem(text: "Thou art a boil."))
    app.settlePresentation()
    let sheet = try #require(app.presentation.top)
    app.systemSheetFinished(sheet)
    app.settlePresentation()
    #expect(app.presentation.destinations.map(\.shareCardSheet?.text) == [BardCopy.shareText(app.current.insult)])
    app.systemSheetFinished(sheet)
    #expect(app.presentation.destinations.count == 1, "a second report (the user swiped it away too) is ignored")
  }

  @Test("A share sheet SwiftUI never shows is let go after the bound, and the error alert after it shows")
  func neverAppearingShareSheetIsLetGo() throws {
    let harness = BardHarness()
    let app = harness.model()
    app.share(ShareItem(text: "Thou art a boil."))
    let dropped = try #require(app.presentation.top)
    // A save fails while the sheet is (supposedly) sliding up: its alert waits for the sheet to appear.
    try FileManager.default.removeItem(at: harness.directory)
    try Data("x".utf8).write(to: harness.directory)
    app.setFamilyFriendly(!app.settings.familyFriendly)
    try FileManager.default.removeItem(at: harness.directory)
    #expect(app.messageUp != nil && app.presentation.alert(on: 1) == nil, "held while the sheet appears")
    // It never appears: the adapter reports the bound passing.
    app.presentationTimedOut(dropped.id)
    #expect(app.presentation.surfaces.isEmpty)
    #expect(app.presentation.alert(on: 0)?.message == app.messageUp, "the alert shows on the root")
    app.showSettings()
    app.settlePresentation()
    #expect(app.presentation.destinations.map(\.settingsSheet) == [app.settingsSheet], "later sheets are presented")
  }
}

private enum Expectation: Error { case unexpected(BardDestination) }
