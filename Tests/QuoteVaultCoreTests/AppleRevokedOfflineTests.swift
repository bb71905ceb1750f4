import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import Testing

/// Sign in with Apple turned off while the phone is offline: the sign-out it forces cannot ask, as Settings' Sign
/// Out does, before changes not yet sent are lost. Against quotevault-server in its own process.
@MainActor
@Suite("QuoteVault: an Apple account revoked while offline keeps its unsent changes")
struct AppleRevokedOfflineTests {
  @Test(
    "QV-11.3 / QV-1.8: revoked offline, the user is signed out and told the changes are kept; the same account's next sign-in sends them"
  )
  func revokedOfflineKeepsOutbox() async throws {
    let backend = try await Backend.trustingAppleTestKey()
    let (model, apple, device) = try await AppleAccountTests.signedInWithApple(backend, fake: nil)
    let userID = try #require(model.auth.user?.id)
    await model.feed.reload()
    let quotes = Array(model.feed.quotes.filter { $0.ownerID == nil }.prefix(2))
    try #require(quotes.count == 2)

    await backend.stop()
    for quote in quotes { await model.library.toggleFavorite(quote) }
    #expect(model.outbox.pendingCount == 2)
    await model.account.appleCredentialRevoked()
    #expect(!model.auth.isSignedIn)
    #expect(
      model.messages == [
        "You've been signed out because Sign in with Apple was turned off for QuoteVault. Sign in again to use your account. 2 changes hadn't reached QuoteVault yet. They're kept on this device and will be sent when you sign in to this account again."
      ])
    #expect(try device.service.cache.pendingCount(user: userID) == 2, "the changes stay on the device")
    #expect(model.outbox.pendingCount == 0 && model.library.favorites.isEmpty, "and are nobody else's meanwhile")

    try await backend.restart()
    apple.script(.continueSharingEmail)
    #expect(await model.signInForm.signInWithApple())
    #expect(model.auth.user?.id == userID)
    await model.afterSignIn()
    #expect(
      await eventuallyAsync {
        let data = try? await backend.admin("GET", "rest/v1/favorites?user_id=eq.\(userID)&select=quote_id")
        return data.map { rows in
          quotes.allSatisfy { String(decoding: rows, as: UTF8.self).contains("\($0.id)") }
        } ?? false
      }, "the same account's next sign-in delivered both")
    #expect(await eventually { model.outbox.pendingCount == 0 })
    #expect(Set(model.library.favorites.map(\.id)) == Set(quotes.map(\.id)))
  }

  @Test("QV-1.8: revoked online, what waited is sent first and nothing is said of kept changes")
  func revokedOnlineSendsFirst() async throws {
    let backend = try await Backend.trustingAppleTestKey()
    let (model, _, device) = try await AppleAccountTests.signedInWithApple(backend, fake: nil)
    let userID = try #require(model.auth.user?.id)
    await model.feed.reload()
    let quote = try #require(model.feed.quotes.first { $0.ownerID == nil })
    await model.library.toggleFavorite(quote)
    await model.account.appleCredentialRevoked()
    #expect(model.messages.count == 1 && model.messages.first?.contains("kept on this device") == false)
    #expect(try device.service.cache.pendingCount(user: userID) == 0)
    let rows = try await backend.admin("GET", "rest/v1/favorites?user_id=eq.\(userID)&select=quote_id")
    #expect(String(decoding: rows, as: UTF8.self).contains("\(quote.id)"))
  }
}
