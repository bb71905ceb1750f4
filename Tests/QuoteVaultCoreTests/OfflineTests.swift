import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import SupabaseClient
import TestSupport
import Testing

@MainActor
@Suite("QuoteVault offline: cached reading, the indicator, and changes sent when the server is back")
struct OfflineTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  @Test("QV-11.1 / QV-11.2: offline, the feed shows cached quotes and the offline banner")
  func cached() async throws {
    let device = try Device(backend)
    let online = device.model()
    await online.feed.reload()
    let seen = online.feed.quotes
    #expect(!online.connectivity.isOffline)
    await backend.stop()

    let offline = device.model()
    await offline.launch()
    #expect(offline.connectivity.isOffline)
    #expect(Connectivity.offlineMessage == "You're offline. Showing saved quotes; changes sync when you're back.")
    #expect(offline.feed.state == .loaded)
    #expect(offline.feed.quotes == seen)
    await offline.feed.select(.love)
    #expect(offline.feed.quotes.allSatisfy { $0.category == "Love" })

    try await backend.restart()
    await offline.feed.reload()
    #expect(!offline.connectivity.isOffline)
  }

  @Test("QV-11.3: changes made offline are kept, and reach Supabase by themselves, in order, once the server is back")
  func outbox() async throws {
    let device = try Device(backend)
    // The outbox retries 2-60 s apart, on a clock the test moves: its waits cost the test no time.
    let clock = ManualClock()
    let model = try await signedIn(backend, device: device, outboxClock: clock, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    let quotes = Array(model.feed.quotes.prefix(2))
    await backend.stop()

    await model.library.toggleFavorite(quotes[0])
    let list = try #require(await model.library.createCollection(named: "Offline picks"))
    await model.library.add(quotes[1], to: list)
    await model.profile.rename("Written offline")
    #expect(model.connectivity.isOffline)
    #expect(model.library.isFavorite(quotes[0]), "the change shows at once")
    let userID = try #require(model.auth.user?.id)
    #expect(try device.service.cache.pending(user: userID).count == 4)
    #expect(model.outbox.pendingCount == 4)

    // The server comes back. Nobody calls sync: the outbox's own retry finds it once its wait has passed.
    try await backend.restart()
    #expect(await clock.advanceToNextWait(), "a retry was waiting")
    #expect(
      try await eventually { try device.service.cache.pending(user: userID).isEmpty }, "the outbox emptied by itself")
    #expect(await eventually { !model.connectivity.isOffline && model.outbox.pendingCount == 0 })
    let other = try await signedIn(
      backend, email: try #require(model.auth.user?.email), signUp: false, searchIndex: SimulatedSearchIndex())
    #expect(other.library.favorites == [quotes[0]])
    #expect(other.library.quotes(in: list) == [quotes[1]])
    #expect(other.profile.displayName == "Written offline")

    // Sending the same changes again (a crash before the outbox was cleared) changes nothing.
    for change in [
      PendingChange.addFavorite(quotes[0].id), .createCollection(id: list.id, name: "Offline picks"),
      .addToCollection(collectionID: list.id, quoteID: quotes[1].id),
    ] {
      try device.service.perform(change, userID: userID)
    }
    #expect(await device.service.flush(userID: userID) == .init(applied: 3))
    await other.library.sync()
    #expect(other.library.favorites == [quotes[0]] && other.library.collections.count == 1)
  }

  @Test("QV-11.3: any request that succeeds sends what waited, long before the next retry is due")
  func replayOnSuccess() async throws {
    let device = try Device(backend)
    let patient = OutboxBackoff(first: .seconds(3_600), maximum: .seconds(3_600))
    let model = try await signedIn(backend, device: device, outboxBackoff: patient, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    let quote = try #require(model.feed.quotes.first)
    await backend.stop()
    await model.library.toggleFavorite(quote)
    #expect(model.outbox.pendingCount == 1)
    try await backend.restart()
    await model.feed.reload()  // the feed answers: the server is back
    #expect(await eventually { model.outbox.pendingCount == 0 && !model.outbox.isSending })
    let other = try await signedIn(
      backend, email: try #require(model.auth.user?.email), signUp: false, searchIndex: SimulatedSearchIndex())
    #expect(other.library.favorites == [quote])
  }

  @Test("QV-11.3: coming back to the foreground, or the network path returning, sends what waited")
  func replayOnForegroundAndPath() async throws {
    let scene = SimulatedScene()
    let device = try Device(backend)
    let patient = OutboxBackoff(first: .seconds(3_600), maximum: .seconds(3_600))
    let model = try await signedIn(backend, device: device, outboxBackoff: patient, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    let quotes = Array(model.feed.quotes.prefix(2))
    await backend.stop()
    await model.library.toggleFavorite(quotes[0])
    try await backend.restart()
    await model.follow(scene.leaveApp())
    await model.follow(scene.returnToApp())
    #expect(await eventually { model.outbox.pendingCount == 0 && !model.outbox.isSending })

    await backend.stop()
    await model.library.toggleFavorite(quotes[1])
    #expect(model.outbox.pendingCount == 1)
    model.networkPathChanged(isSatisfied: false)
    #expect(model.outbox.pendingCount == 1, "no path, nothing tried")
    try await backend.restart()
    model.networkPathChanged(isSatisfied: true)
    #expect(await eventually { model.outbox.pendingCount == 0 && !model.outbox.isSending })
    #expect(await eventually { !model.connectivity.isOffline }, "the flush reached the server: the banner goes")
  }

  @Test("QV-11.2: the network path coming back with nothing to send asks the server again; its answer ends the banner")
  func bannerEndsWhenPathReturns() async throws {
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device)
    await model.feed.reload()
    await backend.stop()
    model.networkPathChanged(isSatisfied: false)
    #expect(model.connectivity.isOffline)
    try await backend.restart()
    model.networkPathChanged(isSatisfied: true)
    #expect(await eventually { !model.connectivity.isOffline })
    #expect(!model.feed.quotes.isEmpty)
  }

  @Test("Going offline is announced to VoiceOver once, in the banner's words, and again only after coming back")
  func offlineAnnouncedOnce() async throws {
    let device = try Device(backend)
    let model = device.model()
    await model.feed.reload()
    #expect(model.connectivity.bannerAnnouncement == nil, "online: nothing to announce")
    await backend.stop()
    model.networkPathChanged(isSatisfied: false)
    let first = try #require(model.connectivity.bannerAnnouncement)
    #expect(first.kind == .offline && first.text(on: .home) == Connectivity.offlineMessage)
    await model.feed.reload()
    #expect(model.connectivity.isOffline)
    #expect(model.connectivity.bannerAnnouncement == first, "a request failing while offline says nothing again")

    try await backend.restart()
    model.networkPathChanged(isSatisfied: true)
    #expect(await eventually { !model.connectivity.isOffline })
    #expect(model.connectivity.bannerAnnouncement == first, "coming back is not announced as going offline")
    await backend.stop()
    await model.feed.reload()
    #expect(model.connectivity.isOffline)
    let second = try #require(model.connectivity.bannerAnnouncement)
    #expect(second != first && second.kind == first.kind, "going offline again is announced again")
  }

  @Test("The outbox retries on a doubling backoff, capped at a minute, and starts again after a success")
  func backoff() {
    var backoff = OutboxBackoff()
    let delays = (0..<8).map { _ in backoff.next() }
    #expect(delays == [2, 4, 8, 16, 32, 60, 60, 60].map { Duration.seconds($0) })
    backoff.reset()
    #expect(backoff.next() == .seconds(2))
    var odd = OutboxBackoff(first: .seconds(10), maximum: .seconds(1))
    #expect(odd.next() == .seconds(10), "a maximum below the first delay is raised to it")
  }

  @Test("QV-11.4: a failed request with nothing cached says what went wrong")
  func failure() async throws {
    let device = try Device(backend)
    await backend.stop()
    let model = device.model()
    await model.launch()
    guard case .failed(let message) = model.feed.state else {
      Issue.record("expected a failure, got \(model.feed.state)")
      return
    }
    #expect(message == "Can't reach QuoteVault. Check your connection and try again.")
    #expect(model.daily.error == message, "the quote of the day says so too, on its own card")
    #expect(model.messages.last == nil, "not in the Settings tab's alert")
  }
}
