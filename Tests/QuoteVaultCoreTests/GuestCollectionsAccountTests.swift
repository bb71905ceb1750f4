import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import TestSupport
import Testing

/// A guest's collections once an account has them: deleted with the account.
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
}
