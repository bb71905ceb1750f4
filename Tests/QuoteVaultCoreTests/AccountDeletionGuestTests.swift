import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import TestSupport
import Testing

/// Account deletion beside the outbox: it waits for a send under way, as sign-out does, and takes with the
/// account the guest's favourites the account had taken but not yet sent, as it takes the guest's collections.
extension AccountDeletionTests {
  @Test("Account deletion waits for a send already under way before the server deletes the account, as sign-out does")
  func deletionWaitsForTheFlushUnderWay() async throws {
    let proxy = FaultProxy(upstream: backend.transport)
    let device = try Device(backend, transport: proxy)
    let model = try await signedIn(backend, device: device)
    // A new collection's creation is on its way to the server, held there, when the user deletes the account.
    await proxy.hold("/rest/v1/collections")
    _ = try #require(await model.library.createCollection(named: "On its way", waitForServer: false))
    #expect(await eventuallyAsync { await proxy.held() == 1 })
    let deleting = Task { await model.account.deleteAccount() }
    #expect(await eventually { model.account.isDeletingAccount })
    // Bounded look for what must not come: the deletion reaching the server while the send is held.
    let isDeletionRequest: (String) -> Bool = { $0.contains("/storage/v1/") || $0.contains("delete_account") }
    let sentWhileHeld = await waitUntil(within: .seconds(2), every: .milliseconds(20)) {
      await proxy.log().contains { isDeletionRequest($0.request) }
    }
    #expect(!sentWhileHeld, "the deletion waits for the send")
    await proxy.release()
    await deleting.value
    #expect(!model.auth.isSignedIn)
    let log = await proxy.log().map(\.request)
    let create = try #require(log.firstIndex { $0.hasPrefix("POST") && $0.contains("/rest/v1/collections") })
    let deletion = try #require(log.firstIndex(where: isDeletionRequest))
    #expect(create < deletion)
    model.settlePresentation()
    #expect(model.messages == ["Your account has been deleted."], "no answer of the account's said after it")
  }

  @Test(
    "Account deletion: a guest's favourite the account took but never sent goes with the account, as the guest's collections do"
  )
  func deletionTakesUnsentGuestFavorites() async throws {
    let proxy = FaultProxy(upstream: backend.transport)
    let device = try Device(backend, transport: proxy)
    let model = device.model(searchIndex: SimulatedSearchIndex())
    let hearts = try await model.guestHearts(2)
    #expect(try device.service.cache.guestFavoriteIDs().count == hearts.count)
    await proxy.fail("/rest/v1/favorites", method: "POST", status: 503, times: nil)
    try await GuestFavoritesTests.signIn(model, newEmail(), signUp: true)
    let id = try #require(model.auth.user?.id)
    #expect(try device.service.cache.pendingCount(user: id) == 2, "the guest's hearts wait as the account's")

    model.requestAccountDeletion()
    let dialog = try #require(model.presentation.alert)
    model.tap(try #require(dialog.buttons.first { $0.role == .destructive }), of: dialog)
    #expect(await eventually { !model.auth.isSignedIn && !model.account.isDeletingAccount })
    await proxy.heal()

    #expect(try device.service.cache.guestFavoriteIDs().isEmpty, "not given back to the guest")
    #expect(model.library.favorites.isEmpty)
    #expect(try device.service.cache.pendingCount(user: id) == 0)
  }
}
