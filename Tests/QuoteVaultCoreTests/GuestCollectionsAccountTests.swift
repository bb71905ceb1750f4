import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import TestSupport
import Testing

/// A guest's collections once an account has them: deleted with the account, kept apart from a flush still on its
/// way at sign-out, and never two of one name in the account.
extension GuestCollectionsTests {
  /// The names of the server's collections of `id`, sorted (two of one name both show).
  func serverCollectionNames(_ id: String) async throws -> [String] {
    let data = try await backend.admin("GET", "rest/v1/collections?user_id=eq.\(id)&select=name")
    return try JSONDecoder().decode([[String: String]].self, from: data).compactMap { $0["name"] }.sorted()
  }

  @Test(
    "Account deletion: a collection the account took from the guest goes with the account, with its edits, though the server never had it; nothing is given back to the guest"
  )
  func deletionGivesNothingBack() async throws {
    let proxy = FaultProxy(upstream: backend.transport)
    let device = try Device(backend, transport: proxy)
    let (model, list, _) = try await guestWithCollection(device)
    let third = try #require(model.feed.quotes.dropFirst(2).first)
    // The server takes no new collection: the guest's stays unsent in the account's outbox.
    await proxy.fail("/rest/v1/collections", method: "POST", status: 503, times: nil)
    try await GuestFavoritesTests.signIn(model, newEmail(), signUp: true)
    let id = try #require(model.auth.user?.id)
    await model.library.add(third, to: list)
    #expect(try device.service.cache.pendingCount(user: id) == 4, "the guest's 3 changes and the account's")

    model.requestAccountDeletion()
    let dialog = try #require(model.presentation.alert)
    model.tap(try #require(dialog.buttons.first { $0.role == .destructive }), of: dialog)
    #expect(await eventually { !model.auth.isSignedIn && !model.account.isDeletingAccount })
    await proxy.heal()

    #expect(model.library.collections.isEmpty, "the guest has none of the deleted account's")
    #expect(try device.service.cache.collections(user: LocalCache.guestOwner).isEmpty)
    #expect(try device.service.cache.pending(user: LocalCache.guestOwner).isEmpty, "nothing waits for another account")
    #expect(try device.service.cache.pendingCount(user: id) == 0)
  }

  @Test(
    "QV-1.8 / QV-11.3: Sign Out Anyway waits for a flush already sending the guest's collection: it is the account's on the server, and never also the guest's"
  )
  func signOutWaitsForTheFlushUnderWay() async throws {
    let proxy = FaultProxy(upstream: backend.transport)
    let device = try Device(backend, transport: proxy)
    let (model, _, _) = try await guestWithCollection(device)
    model.signInForm.email = newEmail()
    model.signInForm.password = "correct horse battery"
    #expect(await model.signInForm.signUp())
    let id = try #require(model.auth.user?.id)
    // The collection's creation is on its way to the server, held there, when the user signs out anyway.
    await proxy.hold("/rest/v1/collections")
    let signingIn = Task { await model.afterSignIn() }
    #expect(await eventuallyAsync { await proxy.held() == 1 })
    let signingOut = Task { await model.account.confirmSignOut() }
    #expect(await eventually { model.account.isSigningOut })
    await proxy.release()
    await signingOut.value
    await signingIn.value

    #expect(!model.auth.isSignedIn)
    #expect(try await serverCollectionNames(id) == ["Before I joined"], "the account has it")
    #expect(model.library.collections.isEmpty, "not also the guest's, with its creation already sent")
    #expect(try device.service.cache.pending(user: LocalCache.guestOwner).isEmpty)
  }

  @Test("QV-11.3: a flush that ends after its entry was given back to the guest leaves the guest's entry waiting")
  func finishingAnEntryChecksItsOwner() throws {
    let cache = try LocalCache()
    let change = PendingChange.createCollection(id: "c1", name: "Mine")
    try cache.record(change, user: LocalCache.guestOwner)
    try cache.adoptGuestCollections(for: "account-a")
    let sequence = try #require(try cache.pending(user: "account-a").first?.sequence)
    try cache.clearUserData(user: "account-a")
    #expect(try cache.pending(user: LocalCache.guestOwner).map(\.sequence) == [sequence], "given back")
    // The server's answer to the account's send comes now: the entry is no longer the account's to finish.
    try cache.finishOutboxEntry(sequence, change, user: "account-a")
    #expect(try cache.pending(user: LocalCache.guestOwner).map(\.sequence) == [sequence])
    try cache.finishOutboxEntry(sequence, change, user: LocalCache.guestOwner)
    #expect(try cache.pending(user: LocalCache.guestOwner).isEmpty)
  }

  @Test("QV-5.2: a guest's collection named as one of the account's is renamed “Name 2” when it joins the account")
  func adoptedNameClashRenamed() async throws {
    let email = newEmail()
    // The account already has "Gratitude", made on another phone.
    let other = try Device(backend).model(searchIndex: SimulatedSearchIndex())
    try await GuestFavoritesTests.signIn(other, email, signUp: true)
    let id = try #require(other.auth.user?.id)
    _ = try #require(await other.library.createCollection(named: "Gratitude"))
    _ = try #require(await other.library.createCollection(named: "gratitude 2"))

    let model = try Device(backend).model(searchIndex: SimulatedSearchIndex())
    model.continueAsGuest()
    let mine = try #require(await model.library.createCollection(named: "Gratitude"))
    try await GuestFavoritesTests.signIn(model, email)
    #expect(await eventually { model.outbox.pendingCount == 0 && !model.outbox.isSending })
    #expect(try await serverCollectionNames(id) == ["Gratitude", "Gratitude 3", "gratitude 2"])
    #expect(model.library.collections.first { $0.collection.id == mine.id }?.collection.name == "Gratitude 3")
    #expect(Set(model.library.collections.map(\.collection.name)).count == 3, "no two of one name")
  }

  @Test("A guest's collection is deleted from this iPhone, and the question says so; an account's from all devices")
  func deleteQuestionSaysWhere() async throws {
    let model = try Device(backend).model(searchIndex: SimulatedSearchIndex())
    model.continueAsGuest()
    let list = try #require(await model.library.createCollection(named: "On the phone"))
    model.askToDelete(list)
    #expect(model.alertUp == .deleteCollection(list, onDeviceOnly: true))
    #expect(
      model.presentation.alert?.message == "The collection goes from this iPhone. Its quotes stay in QuoteVault.")
    #expect(
      QuoteVaultAlertID.deleteCollection(list, onDeviceOnly: false).alert.message
        == "The collection goes from all your devices. Its quotes stay in QuoteVault.")
  }
}
