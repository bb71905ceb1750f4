import AppServicesTestSupport
import Foundation
import SupabaseClient
import TestSupport
import Testing

@testable import QuoteVaultCore

/// A user's change and its outbox entry are one SQLite transaction: a store that fails between the two (here a
/// trigger refusing the outbox's insert, as a full disk or a refused write would) leaves neither, so the device
/// never shows a change the server will never get, nor queues one the device does not show.
@MainActor
@Suite("QuoteVault outbox: a change and its entry are kept together or not at all")
struct OutboxAtomicityTests {
  /// The store refuses the next writes to `table` (SQLite's own error, raised inside the transaction).
  static func refuseWrites(to table: String, in cache: LocalCache) throws {
    try cache.database.write { db in
      try db.execute(
        sql: """
          CREATE TEMP TRIGGER refuse_\(table) BEFORE INSERT ON \(table)
          BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END
          """)
    }
  }

  static func allowWrites(to table: String, in cache: LocalCache) throws {
    try cache.database.write { db in try db.execute(sql: "DROP TRIGGER refuse_\(table)") }
  }

  @Test("QV-11.3: a change whose outbox entry cannot be written is not on the device either; once it can, both are")
  func failingOutbox() throws {
    let cache = try LocalCache()
    try cache.setSignedInUser("u1")
    try cache.store([Quote(id: 7, text: "Kept", author: "Someone", category: "Wisdom")])
    // No server: a change is recorded on the device before anything is sent.
    let client = SupabaseClient(
      url: try #require(URL(string: "http://127.0.0.1:9")), key: "anon", sessionStorage: MemorySessionStorage())
    let service = QuoteVaultService(api: QuoteVaultAPI(client: client), cache: cache)
    try Self.refuseWrites(to: "outbox", in: cache)
    let changes: [PendingChange] = [
      .addFavorite(7), .createCollection(id: "c1", name: "Keepers"),
      .addToCollection(collectionID: "c1", quoteID: 7),
    ]
    for change in changes {
      #expect(throws: (any Error).self, "\(change)") { try service.perform(change, userID: "u1") }
    }
    #expect(try cache.favoriteIDs(user: "u1").isEmpty, "not shown: the server would never have heard of it")
    #expect(try cache.collections(user: "u1").isEmpty)
    #expect(try cache.pendingCount(user: "u1") == 0)

    try Self.allowWrites(to: "outbox", in: cache)
    for change in changes { try service.perform(change, userID: "u1") }
    #expect(try cache.favoriteIDs(user: "u1") == [7])
    #expect(try cache.collections(user: "u1").map(\.1) == [[7]])
    #expect(try cache.pending(user: "u1").map(\.change) == changes)
  }

  @Test("QV-11.3: a change the device cannot apply is not queued either")
  func failingApply() throws {
    let cache = try LocalCache()
    try cache.setSignedInUser("u1")
    try Self.refuseWrites(to: "favorites", in: cache)
    #expect(throws: (any Error).self) { try cache.record(.addFavorite(7), user: "u1") }
    #expect(try cache.pendingCount(user: "u1") == 0, "nothing sent that the device does not show")
  }

  @Test("QV-11.3: a guest's favourites join the account with their outbox entries, or stay the guest's")
  func failingGuestMerge() throws {
    let cache = try LocalCache()
    try cache.setGuestFavorite(3, true)
    try cache.setGuestFavorite(4, true)
    try cache.setSignedInUser("u1")
    try Self.refuseWrites(to: "outbox", in: cache)
    #expect(throws: (any Error).self) { try cache.queueGuestFavorites(for: "u1") }
    #expect(try cache.favoriteIDs(user: "u1").isEmpty, "none shown as the account's without its entry")
    #expect(try cache.guestFavoriteIDs() == [4, 3], "still the guest's, for the next try")
    try Self.allowWrites(to: "outbox", in: cache)
    #expect(try cache.queueGuestFavorites(for: "u1") == 2)
    #expect(Set(try cache.favoriteIDs(user: "u1")) == [3, 4])
    #expect(try cache.pendingCount(user: "u1") == 2)
  }

  @Test("QV-4.1 / QV-11.3: the heart the device could not queue is not shown, and the user is told")
  func heartNotKept() async throws {
    let backend = try await Backend()
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    let quote = try #require(model.feed.quotes.first)
    try Self.refuseWrites(to: "outbox", in: device.service.cache)
    await model.library.toggleFavorite(quote)
    #expect(model.messages.last == "The change could not be saved on this device.")
    #expect(!model.library.isFavorite(quote))
    #expect(model.outbox.pendingCount == 0)

    // iOS ends the app: the next launch shows what the server will have, no heart the outbox lost.
    let userID = try #require(model.auth.user?.id)
    let relaunched = try device.relaunched(backend)
    #expect(try relaunched.service.cache.favoriteIDs(user: userID).isEmpty)
  }
}
