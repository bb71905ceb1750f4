import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import SupabaseClient
import Testing

@MainActor
@Suite("QuoteVault favourites and collections, against the real server")
struct LibraryTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  func someQuotes(_ model: QuoteVaultModel) async throws -> [Quote] {
    await model.feed.reload()
    return Array(model.feed.quotes.prefix(3))
  }

  func serverFavorites(_ model: QuoteVaultModel) async throws -> [Int64] {
    let id = try #require(model.auth.user?.id)
    let data = try await backend.admin("GET", "rest/v1/favorites?user_id=eq.\(id)&select=quote_id&order=quote_id")
    return try JSONDecoder().decode([[String: Int64]].self, from: data).compactMap { $0["quote_id"] }
  }

  @Test("QV-4.1 / QV-4.2 / QV-4.3 / QV-4.4: the heart adds and removes a favourite, listed and synced to Supabase")
  func favorites() async throws {
    let model = try await signedIn(backend, searchIndex: SimulatedSearchIndex())
    let quotes = try await someQuotes(model)
    for quote in quotes { await model.library.toggleFavorite(quote) }
    #expect(quotes.allSatisfy(model.library.isFavorite))
    #expect(Set(model.library.favorites) == Set(quotes))
    #expect(try await serverFavorites(model) == quotes.map(\.id).sorted())

    await model.library.toggleFavorite(quotes[1])
    #expect(!model.library.isFavorite(quotes[1]))
    #expect(Set(model.library.favorites) == [quotes[0], quotes[2]])
    #expect(try await serverFavorites(model) == [quotes[0].id, quotes[2].id].sorted())
  }

  @Test("QV-4.5: signing in on a new device brings back the favourites and collections")
  func newDevice() async throws {
    let email = newEmail()
    let phone = try await signedIn(backend, email: email, searchIndex: SimulatedSearchIndex())
    let quotes = try await someQuotes(phone)
    await phone.library.toggleFavorite(quotes[0])
    let shelf = try #require(await phone.library.createCollection(named: "Shelf"))
    await phone.library.add(quotes[1], to: shelf)

    let tablet = try await signedIn(backend, email: email, signUp: false, searchIndex: SimulatedSearchIndex())
    #expect(tablet.library.favorites == [quotes[0]])
    #expect(tablet.library.collections.map(\.collection.name) == ["Shelf"])
    #expect(tablet.library.quotes(in: shelf) == [quotes[1]])
  }

  @Test("QV-5.1 / QV-5.2: a named collection is created in Supabase; an empty name is refused")
  func create() async throws {
    let model = try await signedIn(backend)
    #expect(await model.library.createCollection(named: "   ") == nil)
    #expect(model.messages.last == "Give the collection a name.")
    let created = try #require(await model.library.createCollection(named: " Mornings "))
    #expect(created.name == "Mornings")
    // A second "mornings" could not be told apart from the first: refused, said so.
    #expect(await model.library.createCollection(named: "MORNINGS") == nil)
    #expect(model.messages.last == "You already have a collection named “Mornings”.")
    #expect(model.library.collections.count == 1)
    let stored = String(
      decoding: try await backend.admin("GET", "rest/v1/collections?id=eq.\(created.id)&select=name"), as: UTF8.self)
    #expect(stored.contains("Mornings"))
  }

  @Test(
    "QV-5.3 / QV-5.4 / QV-5.5 / QV-5.6: quotes go in and out of a collection; deleting it removes its quotes' links")
  func membership() async throws {
    let model = try await signedIn(backend)
    let quotes = try await someQuotes(model)
    let collection = try #require(await model.library.createCollection(named: "Keepers"))
    for quote in quotes { await model.library.add(quote, to: collection) }
    #expect(Set(model.library.quotes(in: collection)) == Set(quotes))
    func serverLinks() async throws -> String {
      String(
        decoding: try await backend.admin(
          "GET", "rest/v1/collection_quotes?collection_id=eq.\(collection.id)&select=quote_id"), as: UTF8.self)
    }
    #expect(try await serverLinks().contains("\(quotes[2].id)"))

    await model.library.remove(quotes[2].id, from: collection)
    #expect(Set(model.library.quotes(in: collection)) == [quotes[0], quotes[1]])
    #expect(try await !serverLinks().contains("\(quotes[2].id)"))

    await model.library.delete(collection)
    #expect(model.library.collections.isEmpty)
    #expect(try await serverLinks() == "[]")
  }

  @Test("QV-11.4: a change the server refuses is reported, and the local copy returns to what the server holds")
  func refusedChange() async throws {
    let model = try await signedIn(backend)
    let list = try #require(await model.library.createCollection(named: "Shelf"))
    let ghost = Quote(id: 9_999_999, text: "Not on the server", author: "Nobody", category: "Wisdom")
    await model.library.add(ghost, to: list)
    #expect(model.messages.last != nil)
    #expect(model.library.quotes(in: list).isEmpty, "the refused link is gone from this device too")
    #expect(model.library.collections.map(\.collection.name) == ["Shelf"])
  }
}
