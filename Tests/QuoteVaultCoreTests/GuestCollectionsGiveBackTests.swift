import AppServicesTestSupport
import Foundation
import SupabaseClient
import TestSupport
import Testing

@testable import QuoteVaultCore

/// A guest's collection given back at a sign-out: whatever the server may already hold of it under the account
/// that leaves, the next account receives it whole.
extension GuestCollectionsTests {
  @Test(
    "QV-1.8 / QV-11.3: a guest's collection whose creation reached the server but whose answer was lost is given back at Sign Out Anyway under a new id, and the next account receives it with its quotes"
  )
  func lostReplyGivenBackWhole() async throws {
    let proxy = FaultProxy(upstream: backend.transport)
    let device = try Device(backend, transport: proxy)
    let (model, list, quotes) = try await guestWithCollection(device)
    // The account's first send of the collection reaches the server, whose answer is lost on the way back; the
    // server is then busy for everything about collections, so the rest stays unsent.
    await proxy.loseReply("/rest/v1/collections", method: "POST")
    await proxy.fail("/rest/v1/collection", status: 503, times: nil)
    try await GuestFavoritesTests.signIn(model, newEmail(), signUp: true)
    let first = try #require(model.auth.user?.id)
    #expect(try await serverCollectionNames(first) == ["Before I joined"], "the server has it, the phone never heard")
    #expect(model.outbox.pendingCount == 3)

    await model.account.requestSignOut()
    #expect(model.signOutWarning == AccountModel.signOutWarning(0, keptCollections: 1))
    await model.account.confirmSignOut()
    #expect(!model.auth.isSignedIn)
    let given = try #require(model.library.collections.first)
    #expect(model.library.collections.count == 1 && given.collection.name == list.name)
    #expect(given.collection.id != list.id, "a new id: the old one is the first account's row on the server")
    #expect(model.library.quotes(in: given.collection) == quotes)

    await proxy.heal()
    try await GuestFavoritesTests.signIn(model, newEmail(), signUp: true)
    #expect(await eventually { model.outbox.pendingCount == 0 && !model.outbox.isSending })
    #expect(model.messages.isEmpty, "nothing refused")
    #expect(try await serverCollections(model) == ["Before I joined": quotes.map(\.id).sorted()])
    await model.library.sync()
    #expect(model.library.collections.map(\.collection.name) == ["Before I joined"], "still on the phone")
    #expect(model.library.quotes(in: try #require(model.library.collections.first).collection) == quotes)
  }

  @Test("QV-1.8: a collection given back moves to a new id with every one of the guest's changes to it, in order")
  func givenBackUnderNewID() throws {
    let cache = try LocalCache()
    let guest = LocalCache.guestOwner
    try cache.record(.createCollection(id: "c1", name: "Mine"), user: guest)
    try cache.record(.addToCollection(collectionID: "c1", quoteID: 7), user: guest)
    try cache.record(.renameCollection(id: "c1", name: "Ours"), user: guest)
    try cache.adoptGuestCollections(for: "account-a")
    try cache.clearUserData(user: "account-a")
    let back = try cache.collections(user: guest)
    let id = try #require(back.first?.0.id)
    #expect(id != "c1")
    #expect(back.map(\.0.name) == ["Ours"] && back.first?.1 == [7])
    #expect(
      try cache.pending(user: guest).map(\.change) == [
        .createCollection(id: id, name: "Mine"), .addToCollection(collectionID: id, quoteID: 7),
        .renameCollection(id: id, name: "Ours"),
      ])
  }
}

/// The record of what an account took from the guest lasts only while it matters.
extension GuestCollectionsTests {
  @Test(
    "QV-5.1: once the account's library is pulled with the guest's collection in it, the record of its adoption goes")
  func adoptionRecordSettled() async throws {
    let device = try Device(backend)
    let (model, list, _) = try await guestWithCollection(device)
    try await GuestFavoritesTests.signIn(model, newEmail(), signUp: true)
    let id = try #require(model.auth.user?.id)
    #expect(await eventually { model.outbox.pendingCount == 0 && !model.outbox.isSending })
    await model.library.sync()
    #expect(try device.service.cache.adoptedCollectionIDs(user: id).isEmpty)
    #expect(model.library.collections.map(\.collection) == [list])
  }

  @Test("QV-1.8: a collection taken from the guest whose creation still waits keeps its record, for a give-back")
  func waitingAdoptionKept() throws {
    let cache = try LocalCache()
    try cache.record(.createCollection(id: "c1", name: "Mine"), user: LocalCache.guestOwner)
    try cache.adoptGuestCollections(for: "account-a")
    try cache.completeAdoptions(user: "account-a")
    #expect(try cache.adoptedCollectionIDs(user: "account-a") == ["c1"])
    #expect(try cache.guestGiveBack(of: "account-a") == (collections: 1, changes: 1))
  }
}

/// A session the server ends: the account's changes wait for it, and the guest keeps their own collections.
extension GuestCollectionsTests {
  @Test(
    "QV-1.8 / QV-11.3: when the server ends the session, the guest gets back a copy of their unsent collection as they left it, and the account keeps its changes for its next sign-in"
  )
  func sessionEndedCopiesBack() async throws {
    let proxy = FaultProxy(upstream: backend.transport)
    let device = try Device(backend, transport: proxy)
    let (model, list, quotes) = try await guestWithCollection(device)
    let third = try #require(model.feed.quotes.dropFirst(2).first)
    await proxy.fail("/rest/v1/collection", status: 503, times: nil)
    let email = newEmail()
    try await GuestFavoritesTests.signIn(model, email, signUp: true)
    let first = try #require(model.auth.user?.id)
    await model.library.add(third, to: list)
    #expect(try device.service.cache.pendingCount(user: first) == 4, "the guest's 3 changes and the account's")

    // The server refuses the refresh: the session is over, not by the user's choice.
    await proxy.fail(
      "/auth/v1/token", status: 400, times: 1,
      body: #"{"code":"refresh_token_already_used","message":"Invalid Refresh Token: Already Used"}"#)
    await #expect(throws: SupabaseError.self) { try await device.service.client.auth.refresh() }
    #expect(await eventually { !model.auth.isSignedIn })
    let copy = try #require(model.library.collections.first).collection
    #expect(model.library.collections.count == 1 && copy.name == list.name && copy.id != list.id)
    #expect(model.library.quotes(in: copy) == quotes, "as the guest left it, without the account's quote")
    #expect(try device.service.cache.pendingCount(user: first) == 4, "kept for the account's next sign-in")

    // Another account takes the guest's copy; the first account, back later, sends its own with its edit.
    await proxy.heal()
    try await GuestFavoritesTests.signIn(model, newEmail(), signUp: true)
    #expect(await eventually { model.outbox.pendingCount == 0 && !model.outbox.isSending })
    #expect(try await serverCollections(model) == ["Before I joined": quotes.map(\.id).sorted()])
    await model.account.requestSignOut()
    #expect(!model.auth.isSignedIn)
    try await GuestFavoritesTests.signIn(model, email)
    #expect(await eventually { model.outbox.pendingCount == 0 && !model.outbox.isSending })
    #expect(try await serverCollections(model) == ["Before I joined": (quotes + [third]).map(\.id).sorted()])
    #expect(model.messages.isEmpty, "nothing refused")
  }
}
