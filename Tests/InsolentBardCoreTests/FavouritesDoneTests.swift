import Foundation
import Presentation
import Testing

@testable import InsolentBardCore

/// Favourites' Done, tapped twice in quick succession: the sheet is still on screen while it slides down, so the
/// second tap reaches it too. Only Favourites goes, and only once; what it was presented over stays.
@Suite("Favourites' Done")
@MainActor
struct FavouritesDoneTests {
  /// Compose up, then the favourites link over it (the link keeps Compose): Favourites over Compose.
  private func favouritesOverCompose(_ app: BardModel) throws -> SavedInsultsModel {
    app.compose()
    app.settlePresentation()
    #expect(app.open(URL(string: "insolentbard://favourites")!))
    app.settlePresentation()
    return try #require(app.presentation.top?.destination.savedInsults, "Favourites is up")
  }

  @Test("Two Done taps in a row close Favourites alone: Compose under it stays")
  func doubleDoneOverCompose() throws {
    let harness = BardHarness()
    let app = harness.model()
    let favourites = try favouritesOverCompose(app)
    let compose = try #require(app.presentation.surfaces.first)

    favourites.done()
    favourites.done()
    #expect(app.presentation.surfaces == [compose])
    app.settlePresentation()
    #expect(app.presentation.surfaces == [compose])
    #expect(app.presentation.leaving.isEmpty)
  }

  @Test("A Done that reaches Favourites after it has slid away closes nothing")
  func lateDoneAfterSettling() throws {
    let harness = BardHarness()
    let app = harness.model()
    let favourites = try favouritesOverCompose(app)
    let compose = try #require(app.presentation.surfaces.first)

    favourites.done()
    app.settlePresentation()
    favourites.done()
    app.settlePresentation()
    #expect(app.presentation.surfaces == [compose])
  }

  @Test("Two Done taps on Favourites over the main screen leave the main screen, with nothing else dismissed")
  func doubleDoneOverRoot() throws {
    let harness = BardHarness()
    let app = harness.model()
    let favourites = try app.openSaved(.favourites)

    favourites.done()
    favourites.done()
    #expect(app.presentation.surfaces.isEmpty)
    #expect(app.presentation.leaving.map(\.surface.destination) == [.favourites(favourites)])
    app.settlePresentation()
    #expect(app.presentation.isSettled)
    #expect(app.presentation.surfaces.isEmpty)
  }
}
