import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import TestSupport
import Testing

/// A guest's collections: made before signing up, kept on this device (in the cache and its outbox, owned by
/// nobody yet), and given to the account they sign in or up to through the outbox. An account's collections are
/// never shown to the guest after its sign-out, and a guest's never go to an account they did not sign in to.
@MainActor
@Suite("QuoteVault guest collections: kept on the device, uploaded at sign-in")
struct GuestCollectionsTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  /// The server's collections of the signed-in user: names, and each one's quote ids by added_at.
  func serverCollections(_ model: QuoteVaultModel) async throws -> [String: [Int64]] {
    let id = try #require(model.auth.user?.id)
    let data = try await backend.admin(
      "GET", "rest/v1/collections?user_id=eq.\(id)&select=name,collection_quotes(quote_id)")
    struct Row: Decodable {
      let name: String
      let entries: [[String: Int64]]
      enum CodingKeys: String, CodingKey {
        case name
        case entries = "collection_quotes"
      }
    }
    let rows = try JSONDecoder().decode([Row].self, from: data)
    return Dictionary(
      rows.map { ($0.name, $0.entries.compactMap { $0["quote_id"] }.sorted()) },
      uniquingKeysWith: { first, _ in first })
  }

  /// A guest on a new phone with two quotes in a collection of their own.
  func guestWithCollection(_ device: Device) async throws -> (QuoteVaultModel, QuoteCollection, [Quote]) {
    let model = device.model(searchIndex: SimulatedSearchIndex())
    model.continueAsGuest()
    await model.feed.reload()
    let quotes = Array(model.feed.quotes.prefix(2))
    try #require(quotes.count == 2)
    model.newCollection()
    model.settlePresentation()
    #expect(model.presentation.alert == nil, "no account asked for")
    #expect(model.presentation.destinations.first?.collectionName != nil, "the name sheet is up")
    let list = try #require(await model.library.createCollection(named: "Before I joined"))
    for quote in quotes { await model.library.add(quote, to: list) }
    return (model, list, quotes)
  }

  @Test("QV-5.1 / QV-5.3: a guest makes a collection on this device; it outlives a relaunch and joins the new account")
  func keptAndUploaded() async throws {
    let device = try Device(backend)
    let (model, list, quotes) = try await guestWithCollection(device)
    #expect(model.library.collections.map(\.collection) == [list])
    #expect(model.library.quotes(in: list) == quotes)
    #expect(model.library.collectionsAreOnDeviceOnly)
    #expect(model.messages.isEmpty, "nothing refused, nothing said")

    // iOS ends the app: the guest's collection is still there.
    let relaunched = try device.relaunched(backend).model(searchIndex: SimulatedSearchIndex())
    relaunched.library.reload()
    #expect(relaunched.library.collections.map(\.collection) == [list])

    try await GuestFavoritesTests.signIn(relaunched, newEmail(), signUp: true)
    #expect(relaunched.outbox.pendingCount == 0)
    #expect(try await serverCollections(relaunched) == ["Before I joined": quotes.map(\.id).sorted()])
    #expect(relaunched.library.collections.map(\.collection) == [list], "the account's now, not a copy")
    #expect(relaunched.library.quotes(in: list) == quotes, "in the order the guest added them")
    #expect(!relaunched.library.collectionsAreOnDeviceOnly)
  }

  @Test("QV-1.8: after sign-out a guest sees none of the account's collections, and their own go to their account only")
  func signOutKeepsThemApart() async throws {
    let device = try Device(backend)
    let (model, _, _) = try await guestWithCollection(device)
    let first = newEmail()
    try await GuestFavoritesTests.signIn(model, first, signUp: true)
    let accountList = try #require(await model.library.createCollection(named: "The account's"))
    #expect(Set(model.library.collections.map(\.collection.name)) == ["Before I joined", accountList.name])

    await model.account.requestSignOut()
    #expect(!model.auth.isSignedIn)
    #expect(model.library.collections.isEmpty, "nothing of the account's left for a guest")
    let later = try #require(await model.library.createCollection(named: "Guest again"))
    #expect(model.library.collections.map(\.collection) == [later])

    // Another account signs in on the phone: it gets the guest's new collection, none of the first account's.
    try await GuestFavoritesTests.signIn(model, newEmail(), signUp: true)
    #expect(try await serverCollections(model).keys.sorted() == ["Guest again"])
    #expect(model.library.collections.map(\.collection.name) == ["Guest again"])
  }

  @Test("QV-11.3: a guest's collection waits in the outbox while the server is down at sign-in, and is sent later")
  func uploadWaitsForTheServer() async throws {
    let device = try Device(backend)
    let clock = ManualClock()
    let model = device.model(outboxClock: clock, searchIndex: SimulatedSearchIndex())
    model.continueAsGuest()
    await model.feed.reload()
    let quote = try #require(model.feed.quotes.first)
    let list = try #require(await model.library.createCollection(named: "Offline first"))
    await model.library.add(quote, to: list)
    model.signInForm.email = newEmail()
    model.signInForm.password = "correct horse battery"
    #expect(await model.signInForm.signUp())
    await backend.stop()
    await model.afterSignIn()
    #expect(model.outbox.pendingCount == 2, "the collection and its quote wait, as the account's")
    #expect(model.library.collections.map(\.collection) == [list])

    try await backend.restart()
    #expect(await clock.advanceToNextWait(), "a retry was waiting")
    #expect(await eventually { model.outbox.pendingCount == 0 && !model.outbox.isSending })
    #expect(try await serverCollections(model) == ["Offline first": [quote.id]])
  }

  @Test(
    "QV-1.8: a guest's collection the server never got is the guest's again, as the guest left it, when the sign-out lets changes go; the account's own edits are lost, as the question says, and reach no other account"
  )
  func discardedSignOutGivesBack() async throws {
    let device = try Device(backend)
    let (model, list, quotes) = try await guestWithCollection(device)
    let third = try #require(model.feed.quotes.dropFirst(2).first)
    model.signInForm.email = newEmail()
    model.signInForm.password = "correct horse battery"
    #expect(await model.signInForm.signUp())
    await backend.stop()
    await model.afterSignIn()
    // The account's own edits, after adoption: a quote added to the guest's collection, a rename, a new one.
    await model.library.add(third, to: list)
    #expect(await model.library.rename(list, to: "Renamed signed in"))
    let sent = try #require(await model.library.createCollection(named: "Made signed in"))
    #expect(model.outbox.pendingCount == 6, "the guest's 3 changes and the account's 3")
    await model.account.requestSignOut()
    #expect(model.signOutWarning == AccountModel.signOutWarning(3, keptCollections: 1))
    #expect(
      model.signOutWarning
        == "3 changes haven't reached QuoteVault yet. If you sign out now, they will be lost. The collection you made before signing in stays on this iPhone, as you left it."
    )
    await model.account.confirmSignOut()
    #expect(!model.auth.isSignedIn)
    let given = try #require(model.library.collections.first).collection
    #expect(model.library.collections.map(\.collection.name) == [list.name], "the guest's own, under the guest's name")
    #expect(model.library.quotes(in: given) == quotes, "without the quote the account added")
    #expect(!model.library.collections.contains { $0.collection == sent })

    // The next account takes up the guest's collection as the guest left it: none of the first account's edits.
    try await backend.restart()
    try await GuestFavoritesTests.signIn(model, newEmail(), signUp: true)
    #expect(model.outbox.pendingCount == 0)
    #expect(try await serverCollections(model) == ["Before I joined": quotes.map(\.id).sorted()])
  }
}
