import AppServicesTestSupport
import Foundation
import SupabaseClient
import TestSupport
import Testing

@testable import QuoteVaultCore

/// The guest's copy of a collection an ended session kept for its account, when that same account signs back in.
extension GuestCollectionsTests {
  /// A guest's collection adopted by an account whose session the server then ends, with nothing sent: the
  /// guest holds a copy, the account's outbox the original (with the account's added `third`).
  private func endedSessionWithCopy() async throws -> (
    model: QuoteVaultModel, proxy: FaultProxy, email: String, quotes: [Quote], third: Quote, copy: QuoteCollection
  ) {
    let proxy = FaultProxy(upstream: backend.transport)
    let device = try Device(backend, transport: proxy)
    let (model, list, quotes) = try await guestWithCollection(device)
    let third = try #require(model.feed.quotes.dropFirst(2).first)
    await proxy.fail("/rest/v1/collection", status: 503, times: nil)
    let email = newEmail()
    try await GuestFavoritesTests.signIn(model, email, signUp: true)
    await model.library.add(third, to: list)
    await proxy.fail(
      "/auth/v1/token", status: 400, times: 1,
      body: #"{"code":"refresh_token_already_used","message":"Invalid Refresh Token: Already Used"}"#)
    await #expect(throws: SupabaseError.self) { try await device.service.client.auth.refresh() }
    #expect(await eventually { !model.auth.isSignedIn })
    let copy = try #require(model.library.collections.first).collection
    #expect(model.library.collections.count == 1 && copy.id != list.id)
    return (model, proxy, email, quotes, third, copy)
  }

  @Test(
    "QV-1.8 / QV-11.3: when the same account signs back in after the server ended its session, the guest's untouched copy goes and the collection is uploaded once, with the account's edit"
  )
  func sameAccountBackDropsUntouchedCopy() async throws {
    let ended = try await endedSessionWithCopy()
    let model = ended.model
    await ended.proxy.heal()
    try await GuestFavoritesTests.signIn(model, ended.email)
    #expect(await eventually { model.outbox.pendingCount == 0 && !model.outbox.isSending })
    #expect(
      try await serverCollections(model) == ["Before I joined": (ended.quotes + [ended.third]).map(\.id).sorted()],
      "one collection, not a second \"Before I joined 2\"")
    #expect(model.library.collections.map(\.collection.name) == ["Before I joined"])
    #expect(model.messages.isEmpty, "nothing refused")
  }

  @Test(
    "QV-1.8 / QV-11.3: a copy the guest changed after the session ended is the guest's work: the same account signing back in keeps it beside its own"
  )
  func sameAccountBackKeepsChangedCopy() async throws {
    let ended = try await endedSessionWithCopy()
    let model = ended.model
    let fourth = try #require(model.feed.quotes.dropFirst(3).first)
    await model.library.add(fourth, to: ended.copy)
    await ended.proxy.heal()
    try await GuestFavoritesTests.signIn(model, ended.email)
    #expect(await eventually { model.outbox.pendingCount == 0 && !model.outbox.isSending })
    let server = try await serverCollections(model)
    #expect(server.count == 2)
    #expect(
      Set(server.values) == [
        (ended.quotes + [ended.third]).map(\.id).sorted(), (ended.quotes + [fourth]).map(\.id).sorted(),
      ])
  }
}
