import Foundation
import QuoteVaultCore
import Testing

/// The Collections tab's stack is the model's (`CollectionsModel.path`), each collection's screen with its own
/// model: what is pushed is read here, and a link, a deletion or a sign-out changes it.
@MainActor
@Suite("QuoteVault's Collections tab: what is pushed, links to a collection, a deleted one popped")
struct CollectionsNavigationTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  /// Signed in, with a quote in a collection named Mornings.
  func ready(_ device: Device? = nil) async throws -> (QuoteVaultModel, Quote, QuoteCollection) {
    let model = try await signedIn(backend, device: device)
    await model.feed.reload()
    let quote = try #require(model.feed.quotes.first)
    let collection = try #require(await model.library.createCollection(named: "Mornings"))
    await model.library.add(quote, to: collection)
    return (model, quote, collection)
  }

  /// The collection whose screen is on top of the tab's stack, if one is.
  func shownCollection(_ model: QuoteVaultModel) -> QuoteCollection? {
    model.collections.path.last?.collection?.collection
  }

  @Test("QV-5.5: a collection's row pushes its screen's model, the same at every redraw, showing its quotes")
  func pushCollection() async throws {
    let (model, quote, collection) = try await ready()
    let route = model.collections.route(for: collection)
    #expect(route == model.collections.route(for: collection), "one model per listed collection, not one per draw")
    // SwiftUI appends a tapped NavigationLink's value to the bound path.
    model.collections.path.append(route)
    let screen = try #require(model.collections.path.last?.collection)
    #expect(screen.collection == collection && screen.quotes == [quote])
    model.collections.path.append(.quote(quote))
    #expect(model.collections.path == [route, .quote(quote)])
    // QV-5.4 from the screen's own model.
    await screen.remove(quote)
    #expect(screen.quotes.isEmpty && model.library.quotes(in: collection).isEmpty)
    // A rename made while it is open shows on it: the title follows.
    #expect(await model.library.rename(collection, to: "Dawn"))
    #expect(screen.collection.name == "Dawn" && model.collections.path.count == 2, "renamed, still open")
  }

  @Test("A link to a collection lands on it from every tab, with a sheet up or something else pushed")
  func linkLandsOnCollection() async throws {
    let (model, quote, collection) = try await ready()
    let link = QuoteVaultLink.collection(id: collection.id).url
    for tab in [QuoteVaultTab.home, .favorites, .collections, .settings] {
      model.selectedTab = tab
      model.collections.path = [.myQuotes, .quote(quote)]
      model.shareCard(quote)
      model.settlePresentation()
      #expect(!model.presentation.destinations.isEmpty, "\(tab): a sheet is up")
      model.open(link)
      model.settlePresentation()
      #expect(model.presentation.destinations.isEmpty && model.presentation.alert == nil, "\(tab): the way is cleared")
      #expect(model.selectedTab == .collections, "\(tab)")
      #expect(model.collections.path == [model.collections.route(for: collection)], "\(tab): the collection alone")
    }
    // A collection this device does not hold: the tab's list, nothing pushed.
    model.open(QuoteVaultLink.collection(id: "no-such-collection").url)
    #expect(model.selectedTab == .collections && model.collections.path.isEmpty)
  }

  @Test("A cold launch from a collection's link with a stored session lands on that collection")
  func coldLaunchLink() async throws {
    let device = try Device(backend)
    let (_, _, collection) = try await ready(device)
    let model = device.model()
    model.open(QuoteVaultLink.collection(id: collection.id).url)
    await model.launch()
    #expect(model.auth.isSignedIn && !model.isGuest)
    #expect(model.selectedTab == .collections && shownCollection(model) == collection)
  }

  @Test("QV-5.6: deleting the collection that is open pops it and what was pushed over it; another stays")
  func deletingOpenCollectionPops() async throws {
    let (model, quote, collection) = try await ready()
    let other = try #require(await model.library.createCollection(named: "Evenings"))
    model.collections.path = [model.collections.route(for: collection), .quote(quote)]
    model.askToDelete(collection)
    let dialog = try #require(model.presentation.alert)
    let delete = try #require(dialog.buttons.first { $0.role == .destructive })
    model.tap(delete, of: dialog)
    #expect(await eventually { model.collections.path.isEmpty }, "the deleted collection's screen is popped")
    // Deleting one that is not open leaves the open one.
    model.collections.open(other)
    let mornings = try #require(await model.library.createCollection(named: "Mornings"))
    await model.library.delete(mornings)
    #expect(shownCollection(model) == other)
  }

  @Test("Signing out empties the Collections tab's stack; the next user starts at its list")
  func signOutClearsPath() async throws {
    let (model, quote, collection) = try await ready()
    model.selectedTab = .collections
    model.collections.path = [model.collections.route(for: collection), .quote(quote)]
    await model.account.signOut()
    #expect(model.collections.path.isEmpty && model.selectedTab == .home)
  }

  @Test("Collection links read back as written; an id that no collection could have is no link")
  func collectionLinks() throws {
    func parse(_ text: String) throws -> QuoteVaultLink? { QuoteVaultLink(try #require(URL(string: text))) }
    let id = UUID().uuidString.lowercased()
    #expect(QuoteVaultLink(QuoteVaultLink.collection(id: id).url) == .collection(id: id))
    #expect(try parse("quotevault://collection?id=\(id)") == .collection(id: id))
    for hostile in [
      "quotevault://collection", "quotevault://collection?id=", "quotevault://collection?id=a%2Fb",
      "quotevault://collection?id=%00", "quotevault://collection?id=caf%C3%A9",
      "quotevault://collection?id=" + String(repeating: "a", count: 65),
    ] {
      #expect(try parse(hostile) == nil, "\(hostile)")
    }
  }
}
