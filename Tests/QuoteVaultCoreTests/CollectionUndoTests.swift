import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import SupabaseClient
import TestSupport
import Testing

/// A swipe (a full one runs at once) takes a quote out of a collection; the screen offers it back, as Mail does:
/// Undo puts it back where it was, on the device and on the server, through the outbox.
@MainActor
@Suite("QuoteVault: Undo after a quote is taken out of a collection")
struct CollectionUndoTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  /// Signed in, with three quotes in a collection, and its screen as the row's link pushes it.
  func ready(_ device: Device, clock: ManualClock = ManualClock(), undoClock: ManualClock = ManualClock())
    async throws -> (QuoteVaultModel, CollectionModel, [Quote])
  {
    let model = try await signedIn(backend, device: device, outboxClock: clock, undoClock: undoClock)
    await model.feed.reload()
    let quotes = Array(model.feed.quotes.prefix(3))
    try #require(quotes.count == 3)
    let collection = try #require(await model.library.createCollection(named: "Keepers"))
    for quote in quotes { await model.library.add(quote, to: collection) }
    let screen = try #require(model.collections.route(for: collection).collection)
    return (model, screen, quotes)
  }

  func serverLinks(_ collection: QuoteCollection) async throws -> [Int64] {
    let data = try await backend.admin(
      "GET", "rest/v1/collection_quotes?collection_id=eq.\(collection.id)&select=quote_id&order=quote_id")
    return try JSONDecoder().decode([[String: Int64]].self, from: data).compactMap { $0["quote_id"] }
  }

  @Test("QV-5.4: Undo puts a removed quote back in its place, on the device and in Supabase")
  func undoPutsBack() async throws {
    let (model, screen, quotes) = try await ready(try Device(backend))
    #expect(screen.recentlyRemoved == nil && screen.removedMessage == nil, "nothing to undo yet")
    await screen.remove(quotes[1])
    #expect(screen.quotes == [quotes[0], quotes[2]])
    #expect(screen.recentlyRemoved == quotes[1])
    #expect(screen.removedMessage?.text == "Removed from “Keepers”")
    #expect(try await serverLinks(screen.collection) == [quotes[0], quotes[2]].map(\.id).sorted())

    await screen.undoRemove()
    #expect(screen.quotes == quotes, "back in the middle, where it was, not at the end")
    #expect(screen.recentlyRemoved == nil, "one Undo per removal")
    #expect(try await serverLinks(screen.collection) == quotes.map(\.id).sorted())
    #expect(model.outbox.pendingCount == 0)
    // A second Undo does nothing.
    await screen.undoRemove()
    #expect(screen.quotes == quotes)
  }

  @Test("QV-5.4: Undo is the last removal's only, and goes with the screen")
  func undoIsTheLastRemovals() async throws {
    let (_, screen, quotes) = try await ready(try Device(backend))
    await screen.remove(quotes[0])
    await screen.remove(quotes[2])
    #expect(screen.recentlyRemoved == quotes[2])
    await screen.undoRemove()
    #expect(screen.quotes == [quotes[1], quotes[2]], "the last one back at the end, where it was; the first stays out")

    await screen.remove(quotes[1])
    screen.screenLeft()
    #expect(screen.recentlyRemoved == nil && screen.removedMessage == nil)
  }

  @Test("QV-11.3: an Undo made offline is kept in the outbox and reaches Supabase when the server is back")
  func undoOffline() async throws {
    let device = try Device(backend)
    let clock = ManualClock()
    let (model, screen, quotes) = try await ready(device, clock: clock)
    await backend.stop()
    await screen.remove(quotes[0])
    await screen.undoRemove()
    #expect(screen.quotes == quotes, "back in its place on the device at once")
    #expect(model.outbox.pendingCount == 2)

    try await backend.restart()
    #expect(await clock.advanceToNextWait(), "a retry was waiting")
    #expect(await eventually { model.outbox.pendingCount == 0 })
    #expect(try await serverLinks(screen.collection) == quotes.map(\.id).sorted())
    #expect(screen.quotes == quotes)
  }

  @Test("QV-5.4: Undo shows as soon as the quote is out, while the server's answer is still on its way")
  func undoShowsBeforeTheServerAnswers() async throws {
    let gate = GatedTransport(backend.transport)
    await gate.open()
    let (model, screen, quotes) = try await ready(try Device(backend, transport: gate))
    await gate.close()  // a slow network: the server's answer is held until the test lets it go
    let removal = Task { await screen.remove(quotes[1]) }
    #expect(await eventually { screen.recentlyRemoved == quotes[1] }, "Undo is up before the server answered")
    #expect(screen.quotes == [quotes[0], quotes[2]])
    #expect(screen.removedMessage?.text == "Removed from “Keepers”")
    #expect(await eventuallyAsync { await gate.held > 0 }, "the removal is still waiting on the server")
    #expect(try await serverLinks(screen.collection) == quotes.map(\.id).sorted(), "not on the server yet")

    // Left before the answer came: the Undo goes with the screen, and the late answer does not bring it back.
    screen.screenLeft()
    await gate.open()
    await removal.value
    #expect(screen.recentlyRemoved == nil && screen.removedMessage == nil)
    #expect(model.outbox.pendingCount == 0)
    #expect(try await serverLinks(screen.collection) == [quotes[0], quotes[2]].map(\.id).sorted())
  }

  @Test("QV-5.3: a collection's quotes keep the order they were added in across a sync")
  func orderSurvivesSync() async throws {
    let (model, screen, quotes) = try await ready(try Device(backend))
    // The server's rows stored out of that order: the first link deleted and stored again, keeping its time.
    let path = "rest/v1/collection_quotes?collection_id=eq.\(screen.collection.id)&quote_id=eq.\(quotes[0].id)"
    let first = try JSONSerialization.jsonObject(with: try await backend.admin("GET", path + "&select=*"))
    let row = try #require((first as? [[String: Any]])?.first)
    _ = try await backend.admin("DELETE", path)
    let body = try JSONSerialization.data(withJSONObject: row)
    _ = try await backend.admin("POST", "rest/v1/collection_quotes", json: String(decoding: body, as: UTF8.self))
    await model.library.sync()
    #expect(screen.quotes == quotes, "in the order they were added, not the order the server stores them")
  }

  @Test("QV-5.4: Undo stays up 8 seconds, as Mail's does, then goes; a newer removal gets its own 8 seconds")
  func undoTimesOut() async throws {
    let undoClock = ManualClock()
    let (_, screen, quotes) = try await ready(try Device(backend), undoClock: undoClock)
    await screen.remove(quotes[0])
    #expect(await waitUntil { undoClock.waits == [CollectionModel.undoDuration] }, "Undo's time is running")
    undoClock.advance(by: .seconds(5))
    #expect(screen.recentlyRemoved == quotes[0])
    await screen.remove(quotes[1])
    #expect(await waitUntil { undoClock.waits == [CollectionModel.undoDuration] }, "the first one's time ended")
    undoClock.advance(by: .seconds(7))
    #expect(screen.recentlyRemoved == quotes[1], "still up: its own time is 8 seconds")
    undoClock.advance(by: .seconds(1))
    #expect(await eventually { screen.recentlyRemoved == nil && screen.removedMessage == nil })
    #expect(screen.quotes == [quotes[2]], "gone for good once Undo has gone")
  }

  /// The server's `added_at` of `quote` in `collection`, as it stores it.
  func serverAddedAt(_ quote: Quote, in collection: QuoteCollection) async throws -> String? {
    let data = try await backend.admin(
      "GET", "rest/v1/collection_quotes?collection_id=eq.\(collection.id)&quote_id=eq.\(quote.id)&select=added_at")
    return try JSONDecoder().decode([[String: String]].self, from: data).first?["added_at"]
  }

  @Test(
    "QV-5.4: Undo keeps the quote's place on the server: its added_at goes back as it was, so a sync keeps the order",
    arguments: [false, true])
  func undoKeepsAddedAt(syncedFirst: Bool) async throws {
    let (model, screen, quotes) = try await ready(try Device(backend))
    // The device learns each time from the addition's answer; a sync gives the same times again.
    if syncedFirst { await model.library.sync() }
    let original = try #require(try await serverAddedAt(quotes[0], in: screen.collection))
    await screen.remove(quotes[0])
    #expect(try await serverAddedAt(quotes[0], in: screen.collection) == nil, "taken out on the server")

    await screen.undoRemove()
    #expect(model.outbox.pendingCount == 0)
    #expect(try await serverAddedAt(quotes[0], in: screen.collection) == original, "its own time, not the Undo's")
    await model.library.sync()
    #expect(screen.quotes == quotes, "still first after the sync, not moved to the end")

    // Another phone of the same account lists it there too.
    let other = try await signedIn(
      backend, email: try #require(model.auth.user?.email), signUp: false, searchIndex: SimulatedSearchIndex())
    let entry = try #require(other.library.collections.first { $0.collection.id == screen.collection.id })
    #expect(entry.quoteIDs == quotes.map(\.id))
  }

  @Test("QV-5.4: an added_at sent with a quote reaches only the sender's own collection (row-level security holds)")
  func addedAtStaysUnderRLS() async throws {
    let (model, screen, quotes) = try await ready(try Device(backend))
    let original = try #require(try await serverAddedAt(quotes[0], in: screen.collection))
    let fourth = try #require(model.feed.quotes.dropFirst(3).first)
    let intruderDevice = try Device(backend)
    let intruder = try await signedIn(backend, device: intruderDevice)
    let intruderID = try #require(intruder.auth.user?.id)
    await #expect(throws: SupabaseError.self) {
      try await intruderDevice.service.api.apply(
        .addToCollection(collectionID: screen.collection.id, quoteID: fourth.id, addedAt: original),
        userID: intruderID)
    }
    #expect(try await serverLinks(screen.collection) == quotes.map(\.id).sorted(), "nothing added by another user")
  }

  @Test(
    "QV-5.4: with VoiceOver or Switch Control running, Undo stays until the user acts or leaves, not 8 seconds")
  func undoWaitsForAssistiveTechnology() async throws {
    let undoClock = ManualClock()
    let (_, screen, quotes) = try await ready(try Device(backend), undoClock: undoClock)
    await screen.remove(quotes[0])
    #expect(await waitUntil { undoClock.waits == [CollectionModel.undoDuration] }, "8 seconds without them")

    // VoiceOver starts while the bar is up: its time stops.
    screen.assistiveTechnologyChanged(true)
    #expect(await waitUntil { undoClock.waits.isEmpty }, "no time limit while VoiceOver runs")
    undoClock.advance(by: .seconds(600))
    #expect(screen.recentlyRemoved == quotes[0])

    // A newer removal while it runs: its bar stays too, and Undo still works long after.
    await screen.remove(quotes[1])
    #expect(screen.recentlyRemoved == quotes[1])
    undoClock.advance(by: .seconds(600))
    #expect(screen.recentlyRemoved == quotes[1] && screen.removedMessage != nil)
    await screen.undoRemove()
    #expect(screen.quotes == [quotes[1], quotes[2]], "back in its place")

    // Leaving the screen ends it, as it always does.
    await screen.remove(quotes[2])
    undoClock.advance(by: .seconds(600))
    #expect(screen.recentlyRemoved == quotes[2])
    screen.screenLeft()
    #expect(screen.recentlyRemoved == nil)

    // VoiceOver stops with a bar up: it gets its full 8 seconds from then.
    await screen.remove(quotes[1])
    screen.assistiveTechnologyChanged(false)
    #expect(await waitUntil { undoClock.waits == [CollectionModel.undoDuration] })
    undoClock.advance(by: CollectionModel.undoDuration)
    #expect(await eventually { screen.recentlyRemoved == nil })
  }
}
