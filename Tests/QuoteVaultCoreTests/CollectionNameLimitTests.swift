import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import Testing

/// A collection's name is as long as the server lets it be, counted as the server counts it: the migration's
/// `char_length(btrim(name)) between 1 and 100` counts code points, not the characters a person sees.
@MainActor
@Suite("QuoteVault collection names: the server's limit, counted as it counts")
struct CollectionNameLimitTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  func serverNames(_ id: String) async throws -> [String] {
    let data = try await backend.admin("GET", "rest/v1/collections?user_id=eq.\(id)&select=name")
    return try JSONDecoder().decode([[String: String]].self, from: data).compactMap { $0["name"] }
  }

  @Test(
    "QV-5.1 / QV-5.2: a name of 100 code points is kept on the server; one the server would refuse is refused here, in words"
  )
  func limitAsTheServerCounts() async throws {
    let model = try await signedIn(backend)
    let id = try #require(model.auth.user?.id)
    let longest = String(repeating: "a", count: 99) + "é"
    #expect(LocalCache.collectionNameLength(longest) == 100)
    _ = try #require(await model.library.createCollection(named: longest))
    #expect(model.outbox.pendingCount == 0 && model.messages.isEmpty)
    #expect(try await serverNames(id) == [longest], "the server took it whole")

    // 21 families read as 21 characters, but each is 5 code points: 105, more than the server takes.
    let families = String(repeating: "👨‍👩‍👧", count: 21)
    #expect(families.count == 21 && LocalCache.collectionNameLength(families) == 105)
    #expect(await model.library.createCollection(named: families) == nil)
    model.settlePresentation()
    #expect(
      model.presentation.alert?.message
        == "That name is too long: collection names have at most 100 characters, and an emoji can count as several.")
    #expect(model.outbox.pendingCount == 0, "nothing queued that the server would refuse")
    #expect(try await serverNames(id) == [longest])
  }
}
