import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import TestSupport
import Testing

/// The sign-out question is true when it is answered: what waits is counted again at "Sign Out Anyway".
@MainActor
@Suite("QuoteVault sign-out question: counted again when answered")
struct SignOutRecountTests {
  let backend: Backend, proxy: FaultProxy, device: Device
  init() async throws { (backend, proxy, device) = try await behindFaultProxy() }

  @Test("QV-1.8: a change made while the sign-out question is up is not lost without a question that says it")
  func moreWaitingAsksAgain() async throws {
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    let quotes = Array(model.feed.quotes.prefix(2))
    try #require(quotes.count == 2)
    await proxy.fail("/rest/v1/favorites", method: "POST", status: 503, times: nil)
    await model.library.toggleFavorite(quotes[0])
    await model.account.requestSignOut()
    #expect(model.signOutWarning == AccountModel.signOutWarning(1))
    // A heart from the widget or a notification while the question is up: one more change waits.
    await model.library.toggleFavorite(quotes[1])
    await model.account.confirmSignOut()
    #expect(model.auth.isSignedIn, "two would go where the question said one")
    #expect(model.signOutWarning == AccountModel.signOutWarning(2))
    await model.account.confirmSignOut()
    #expect(!model.auth.isSignedIn, "the question said two: out")
  }

  @Test("QV-1.8: what was sent while the sign-out question was up is not asked about again: the answer signs out")
  func sentMeanwhileSignsOut() async throws {
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    let quote = try #require(model.feed.quotes.first)
    let id = try #require(model.auth.user?.id)
    await proxy.fail("/rest/v1/favorites", method: "POST", status: 503, times: nil)
    await model.library.toggleFavorite(quote)
    await model.account.requestSignOut()
    #expect(model.signOutWarning == AccountModel.signOutWarning(1))
    // The server comes back and a retry sends it while the question is up.
    await proxy.heal()
    await model.outbox.send()
    #expect(model.outbox.pendingCount == 0)
    await model.account.confirmSignOut()
    #expect(!model.auth.isSignedIn)
    let data = try await backend.admin("GET", "rest/v1/favorites?user_id=eq.\(id)&select=quote_id")
    #expect(try JSONDecoder().decode([[String: Int64]].self, from: data) == [["quote_id": quote.id]], "kept")
  }
}
