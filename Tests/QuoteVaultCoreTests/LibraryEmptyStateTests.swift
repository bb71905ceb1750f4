import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import Testing

/// Favorites and Collections are one scrolling list each, in the order `favoritesSections` and
/// `collectionsSections` give: the empty state is a row above a guest's Sign In, never an overlay over it, so
/// the Sign In can be reached at any text size.
@MainActor
@Suite("QuoteVault Favorites and Collections: the empty state and a guest's Sign In in one column")
struct LibraryEmptyStateTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  @Test("A guest with nothing kept sees the empty state, then Sign In, which opens the sign-in sheet")
  func guestEmpty() async throws {
    let model = try Device(backend).model()
    await model.launch()
    model.continueAsGuest()
    #expect(model.favoritesSections == [.empty, .signIn])
    #expect(model.collectionsSections == [.empty, .signIn])

    model.showSignIn()  // the Sign In row's action, in either tab
    model.settlePresentation()
    #expect(model.presentation.destinations.map(\.isSignIn) == [true])
  }

  @Test("A guest's hearts and collections: Sign In above them, no empty state")
  func guestWithSomething() async throws {
    let model = try Device(backend).model(searchIndex: SimulatedSearchIndex())
    await model.launch()
    _ = try await model.guestHearts(1)
    #expect(model.favoritesSections == [.signIn, .items])
    _ = await model.library.createCollection(named: "Mornings")
    #expect(model.collectionsSections == [.signIn, .items])
  }

  @Test("Signed in with nothing kept: the empty state and no Sign In; Collections keeps My Quotes")
  func signedInEmpty() async throws {
    let model = try await signedIn(backend)
    #expect(model.favoritesSections == [.empty])
    #expect(model.collectionsSections == [.empty, .myQuotes])
    _ = await model.library.createCollection(named: "Evenings")
    #expect(model.collectionsSections == [.myQuotes, .items])
  }
}
