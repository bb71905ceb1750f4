import AppServicesTestSupport
import Foundation
import SupabaseClient
import TestSupport
import Testing

@testable import QuoteVaultCore

/// The outbox under the server's weather, with failures injected by FaultProxy between the client and the real
/// server: what may succeed later stays, in order; what never can is dropped and said in words.
@MainActor
@Suite("QuoteVault outbox: every answer classified, nothing lost")
struct OutboxWeatherTests {
  let backend: Backend, proxy: FaultProxy, device: Device
  init() async throws { (backend, proxy, device) = try await behindFaultProxy() }

  /// The favourites the server holds for the model's user.
  func serverFavorites(_ model: QuoteVaultModel) async throws -> [Int64] {
    let id = try #require(model.auth.user?.id)
    let data = try await backend.admin("GET", "rest/v1/favorites?select=quote_id&user_id=eq.\(id)&order=quote_id")
    struct Row: Decodable {
      let quoteID: Int64
      enum CodingKeys: String, CodingKey { case quoteID = "quote_id" }
    }
    return try JSONDecoder().decode([Row].self, from: data).map(\.quoteID)
  }

  /// The outbox's retries wait on `clock`, which only the test moves.
  func signedInWithQuotes(_ clock: ManualClock = ManualClock()) async throws -> (QuoteVaultModel, [Quote]) {
    let model = try await signedIn(backend, device: device, outboxClock: clock, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    return (model, Array(model.feed.quotes.prefix(6)))
  }

  @Test("Every answer is read as supabase-swift and PostgREST mean it; a failure to get a token never drops a change")
  func classification() {
    let add = PendingChange.addFavorite(1)
    let rename = PendingChange.renameCollection(id: "c", name: "N")
    func postgrest(_ status: Int, _ code: String = "") -> SupabaseError {
      .postgrest(status: status, code: code, message: "raw server text", details: nil)
    }
    #expect(OutboxOutcome.classify(.network("down"), change: add) == .wait(.offline))
    #expect(
      OutboxOutcome.classify(.unavailable(status: 429, retryAfter: 7), change: add) == .wait(.busy(retryAfter: 7)))
    #expect(
      OutboxOutcome.classify(.unavailable(status: 503, retryAfter: nil), change: add) == .wait(.busy(retryAfter: nil)))
    #expect(OutboxOutcome.classify(postgrest(401, "PGRST303"), change: add) == .unauthorized)
    #expect(OutboxOutcome.classify(.notSignedIn, change: add) == .sessionEnded)
    // Outbox writes read no body: an unreadable answer is the client's (a refresh that half failed), so it waits.
    #expect(OutboxOutcome.classify(.decoding("keyNotFound"), change: add) == .wait(.busy(retryAfter: nil)))
    for status in [400, 401, 422, 429, 500] {
      let refused = SupabaseError.auth(status: status, code: "refresh_token_not_found", message: "x")
      #expect(OutboxOutcome.classify(refused, change: add) == .sessionEnded, "auth \(status)")
    }
    #expect(OutboxOutcome.classify(postgrest(409, "23505"), change: add) == .applied)
    #expect(OutboxOutcome.classify(postgrest(409, "23505"), change: rename) != .applied, "a rename is not an insert")
    for status in [400, 403, 404, 409, 422] {
      guard case .refused(let words) = OutboxOutcome.classify(postgrest(status, "23503"), change: add) else {
        Issue.record("\(status) should be refused")
        continue
      }
      #expect(!words.contains("raw server text"))
    }
  }

  @Test(
    "QV-11.3 / QV-4.4: a favourite made while Supabase answers 503 stays queued, without the offline banner, and reaches the server when it answers again"
  )
  func serviceUnavailable() async throws {
    let clock = ManualClock()
    let (model, quotes) = try await signedInWithQuotes(clock)
    await proxy.fail("/rest/v1/favorites", method: "POST", status: 503, times: nil)
    await model.library.toggleFavorite(quotes[0])
    #expect(model.library.isFavorite(quotes[0]), "the heart shows at once")
    #expect(model.outbox.pendingCount == 1)
    #expect(!model.connectivity.isOffline, "the server answered: it is busy, not gone")
    #expect(model.messages.last == nil)
    #expect(try await serverFavorites(model).isEmpty)

    await proxy.heal()
    #expect(await clock.advanceToNextWait(), "the backoff's wait passes")
    #expect(await eventually { model.outbox.pendingCount == 0 }, "the backoff replays it by itself")
    #expect(try await serverFavorites(model) == [quotes[0].id])
    #expect(model.library.isFavorite(quotes[0]), "never undone by a pull")
  }

  @Test("QV-11.3: 429 with Retry-After: the change waits at least as long as the server asked, then goes")
  func rateLimited() async throws {
    let clock = ManualClock()
    let (model, quotes) = try await signedInWithQuotes(clock)
    await proxy.fail(
      "/rest/v1/favorites", method: "POST", status: 429, times: 1, headers: ["Retry-After": "7"],
      body: #"{"message":"Too Many Requests"}"#)
    await model.library.toggleFavorite(quotes[0])
    #expect(await waitUntil { !clock.waits.isEmpty }, "the retry waits")
    let waits = clock.waits
    #expect(waits.first.map { $0 >= .seconds(7) } == true, "\(waits)")
    #expect(model.outbox.pendingCount == 1)
    #expect(await clock.advanceToNextWait())
    #expect(await eventually { model.outbox.pendingCount == 0 })
    #expect(try await serverFavorites(model) == [quotes[0].id])
    #expect(model.messages.last == nil)
  }

  @Test("QV-11.3: after a 429, a request that succeeds does not set off the replay before the Retry-After")
  func retryAfterHoldsReplays() async throws {
    let scene = SimulatedScene()
    let clock = ManualClock()
    let model = try await signedIn(backend, device: device, outboxClock: clock, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    let quote = try #require(model.feed.quotes.first)
    await proxy.fail(
      "/rest/v1/favorites", method: "POST", status: 429, times: 1, headers: ["Retry-After": "3600"],
      body: #"{"message":"Too Many Requests"}"#)
    await model.library.toggleFavorite(quote)
    #expect(await waitUntil { clock.waits.count == 1 }, "the retry waits")
    await model.feed.reload()  // the server answers: usually a reason to replay at once
    await model.follow(scene.leaveApp())
    await model.follow(scene.returnToApp())
    await model.outbox.finishSending()
    #expect(model.outbox.pendingCount == 1, "not before the hour the server asked for")
    // A change made meanwhile waits too: it is not sent before the hour either.
    let second = try #require(model.feed.quotes.dropFirst().first)
    await model.library.toggleFavorite(second)
    #expect(model.outbox.pendingCount == 2)
    #expect(await proxy.log().filter { $0.request == "POST /rest/v1/favorites" }.count == 1)
    clock.advance(by: .seconds(3_600))  // the hour has passed
    #expect(await eventually { model.outbox.pendingCount == 0 })
    #expect(try await serverFavorites(model) == [quote.id, second.id].sorted())
  }

  @Test("QV-11.3: 408, 500, 502 and 504 keep the change, in order with those after it, until it is taken")
  func transientStatuses() async throws {
    let clock = ManualClock()
    let (model, quotes) = try await signedInWithQuotes(clock)
    for (index, status) in [408, 500, 502, 504].enumerated() {
      await proxy.fail("/rest/v1/favorites", method: "POST", status: status, times: 1)
      await model.library.toggleFavorite(quotes[index])
      #expect(model.outbox.pendingCount == 1, "kept after \(status)")
      #expect(await clock.advanceToNextWait(), "a retry after \(status)")
      #expect(await eventually { model.outbox.pendingCount == 0 }, "after \(status)")
    }
    #expect(try await serverFavorites(model) == quotes.prefix(4).map(\.id).sorted())

    // Two changes behind one that waits: neither overtakes it.
    await proxy.fail("/rest/v1/favorites", method: "POST", status: 503, times: nil)
    await model.library.toggleFavorite(quotes[4])
    await model.library.toggleFavorite(quotes[0])  // a removal, queued behind the add
    #expect(model.outbox.pendingCount == 2)
    let userID = try #require(model.auth.user?.id)
    #expect(
      try device.service.cache.pending(user: userID).map { $0.change } == [
        .addFavorite(quotes[4].id), .removeFavorite(quotes[0].id),
      ])
    await proxy.heal()
    #expect(await clock.advanceToNextWait())
    #expect(await eventually { model.outbox.pendingCount == 0 })
    #expect(try await serverFavorites(model) == (quotes[1...4].map(\.id)).sorted())
  }

  @Test("QV-11.3: a 401 refreshes the session once and sends the change again")
  func unauthorizedOnce() async throws {
    let (model, quotes) = try await signedInWithQuotes()
    await proxy.fail(
      "/rest/v1/favorites", method: "POST", status: 401, times: 1, body: #"{"code":"PGRST303","message":"JWT expired"}"#
    )
    await model.library.toggleFavorite(quotes[0])
    #expect(model.outbox.pendingCount == 0)
    #expect(try await serverFavorites(model) == [quotes[0].id])
    let log = await proxy.log()
    let posts = log.indices.filter { log[$0].request == "POST /rest/v1/favorites" }
    #expect(posts.map { log[$0].forwarded } == [false, true], "refused once, then sent again")
    let refresh = log.firstIndex { $0.request == "POST /auth/v1/token" }
    #expect(refresh.map { posts.count == 2 && $0 > posts[0] && $0 < posts[1] } == true, "with a refresh between")
    #expect(model.auth.isSignedIn && model.messages.last == nil)
  }

  @Test("QV-11.4: 400, 403, 404 and 422 drop the change and say in words what was not saved, never the server's text")
  func permanentStatuses() async throws {
    let (model, quotes) = try await signedInWithQuotes()
    let expected = [
      400: "A quote was not added to your favorites: QuoteVault could not accept it as it was.",
      403: "A quote was not added to your favorites: your account may not make this change.",
      404: "A quote was not added to your favorites: the quote or collection no longer exists.",
      422: "A quote was not added to your favorites: QuoteVault could not accept it as it was.",
    ]
    for (index, status) in [400, 403, 404, 422].enumerated() {
      await proxy.fail(
        "/rest/v1/favorites", method: "POST", status: status, times: 1,
        body: #"{"code":"XX000","message":"insert or update on table \"favorites\" violates foreign key constraint"}"#)
      await model.library.toggleFavorite(quotes[index])
      #expect(model.messages.last == expected[status], "\(status)")
      #expect(model.messages.last?.contains("foreign key") == false)
      #expect(model.outbox.pendingCount == 0)
      #expect(!model.library.isFavorite(quotes[index]), "the local copy is what the server holds again")
      model.dismissMessages()
    }
    #expect(try await serverFavorites(model).isEmpty)
  }

  @Test("QV-11.4: a 409 for a favourite already there is applied; a 409 for a collection gone is refused in words")
  func conflicts() async throws {
    let (model, quotes) = try await signedInWithQuotes()
    await proxy.fail(
      "/rest/v1/favorites", method: "POST", status: 409, times: 1,
      body: #"{"code":"23505","message":"duplicate key value violates unique constraint \"favorites_pkey\""}"#)
    await model.library.toggleFavorite(quotes[0])
    #expect(model.outbox.pendingCount == 0)
    #expect(model.messages.last == nil, "already applied: nothing to tell")
    #expect(model.library.isFavorite(quotes[0]))

    // The real server's own refusal: a link to a collection it does not have (a foreign key).
    let list = try #require(await model.library.createCollection(named: "Kept"))
    let ghost = Quote(id: 9_999_999, text: "Not on the server", author: "Nobody", category: "Wisdom")
    await model.library.add(ghost, to: list)
    #expect(model.messages.last == "A quote was not added to a collection: the quote or collection no longer exists.")
    #expect(model.library.quotes(in: list).isEmpty)
  }

  @Test("QV-11.3: an outbox entry no version can read is removed, so the pending count reaches zero")
  func unreadableEntry() async throws {
    let (model, quotes) = try await signedInWithQuotes()
    let userID = try #require(model.auth.user?.id)
    try await device.service.cache.database.write { db in
      try db.execute(
        sql: "INSERT INTO outbox (change, user_id) VALUES (?, ?)", arguments: [#"{"teleport":{"to":"mars"}}"#, userID])
    }
    #expect(try device.service.cache.pendingCount(user: userID) == 1)
    await model.library.toggleFavorite(quotes[0])
    #expect(model.outbox.pendingCount == 0)
    #expect(try device.service.cache.pendingCount(user: userID) == 0)
    #expect(
      model.messages.last == "A change saved by another version of QuoteVault could not be read, so it was not sent.")
    #expect(try await serverFavorites(model) == [quotes[0].id], "the readable change after it still went")
  }

  @Test(
    "QV-11.3 / QV-1.8: a refused refresh ends the session on screen; the change waits for that user, and the next account never sees or sends it"
  )
  func refusedRefresh() async throws {
    let (model, quotes) = try await signedInWithQuotes()
    let first = try #require(model.auth.user)
    let email = try #require(first.email)
    let list = try #require(await model.library.createCollection(named: "Mine"))
    await proxy.fail("/rest/v1/favorites", method: "POST", status: 401, times: nil)
    await proxy.fail(
      "/auth/v1/token", status: 400, times: 1,
      body: #"{"code":"refresh_token_not_found","message":"Invalid Refresh Token: Refresh Token Not Found"}"#)
    await model.library.toggleFavorite(quotes[0])
    #expect(await eventually { !model.auth.isSignedIn }, "the sign-in screen shows")
    #expect(model.signInForm.message == AuthModel.sessionEndedMessage)
    #expect(model.library.favorites.isEmpty && model.library.collections.isEmpty)
    #expect(try device.service.cache.pendingCount(user: first.id) == 1, "kept for that user")
    await proxy.heal()

    // The next account on this device: none of the first one's data, and its queue is not sent as theirs.
    model.signInForm.email = newEmail()
    model.signInForm.password = "correct horse battery"
    #expect(await model.signInForm.signUp())
    await model.afterSignIn()
    #expect(model.library.favorites.isEmpty && model.library.collections.isEmpty)
    #expect(model.outbox.pendingCount == 0)
    #expect(try await serverFavorites(model).isEmpty)
    #expect(try device.service.cache.pendingCount(user: first.id) == 1)
    await model.account.signOut()

    // The first user again: the favourite made before the session ended reaches the server.
    model.signInForm.email = email
    model.signInForm.password = "correct horse battery"
    #expect(await model.signInForm.signIn())
    await model.afterSignIn()
    #expect(await eventually { model.outbox.pendingCount == 0 })
    #expect(try await serverFavorites(model) == [quotes[0].id])
    #expect(model.library.collections.map(\.collection.id) == [list.id])
  }

  @Test(
    "QV-1.8: a refused refresh ends the session in every shape GoTrue answers it: versioned, unversioned, and before error codes (invalid_grant)",
    arguments: [
      #"{"code":"refresh_token_not_found","message":"Invalid Refresh Token: Refresh Token Not Found"}"#,
      #"{"code":400,"error_code":"refresh_token_already_used","msg":"Invalid Refresh Token: Already Used"}"#,
      #"{"error":"invalid_grant","error_description":"Invalid Refresh Token: Refresh Token Not Found"}"#,
    ])
  func refusedRefreshEveryShape(_ answer: String) async throws {
    let (model, quotes) = try await signedInWithQuotes()
    let first = try #require(model.auth.user)
    await proxy.fail("/rest/v1/favorites", method: "POST", status: 401, times: nil)
    await proxy.fail("/auth/v1/token", status: 400, times: 1, body: answer)
    await model.library.toggleFavorite(quotes[0])
    #expect(await eventually { !model.auth.isSignedIn }, "the sign-in screen shows")
    #expect(model.signInForm.message == AuthModel.sessionEndedMessage)
    #expect(try device.service.cache.pendingCount(user: first.id) == 1, "the change is kept for that user")
    await proxy.heal()
  }
}
