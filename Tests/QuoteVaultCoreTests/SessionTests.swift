import AppServicesTestSupport
import Foundation
import GRDB
import SupabaseClient
import TestSupport
import Testing

@testable import QuoteVaultCore

/// The session on screen is the session that exists: auth state changes drive the app, a sign-out stays one,
/// and one user's data never reaches the next.
@MainActor
@Suite("QuoteVault sessions: auth state changes, sign-out races, one user's data")
struct SessionTests {
  let backend: Backend, proxy: FaultProxy, device: Device
  init() async throws { (backend, proxy, device) = try await behindFaultProxy() }

  @Test(
    "Auth state changes arrive as supabase-swift's: initialSession, signedIn, tokenRefreshed, userUpdated, signedOut")
  func events() async throws {
    let auth = device.service.client.auth
    let stream = await auth.authStateChanges
    var events = stream.makeAsyncIterator()
    let initial = await events.next()
    #expect(initial?.event == .initialSession && initial?.session == nil)
    let session = try await auth.signUp(email: newEmail(), password: "correct horse battery").session
    let signedIn = await events.next()
    #expect(signedIn?.event == .signedIn && signedIn?.session == session)
    let refreshed = try await auth.refresh()
    #expect(await events.next() == AuthStateChange(event: .tokenRefreshed, session: refreshed))
    _ = try await auth.update(data: ["display_name": .string("Ada")])
    let updated = await events.next()
    #expect(updated?.event == .userUpdated && updated?.session?.user.displayName == "Ada")
    await auth.signOut()
    #expect(await events.next() == AuthStateChange(event: .signedOut, session: nil))
  }

  @Test("QV-11.3: a cache from before users were kept apart keeps its library and outbox for the user signed in")
  func unownedRowsClaimed() async throws {
    let path = device.folder.appendingPathComponent("old-cache.sqlite").path
    do {
      let old = try DatabaseQueue(path: path)
      try LocalCache.migrator.migrate(old, upTo: "cache")
      try await old.write { db in
        try db.execute(sql: "INSERT INTO favorites (quote_id, added_at) VALUES (7, 1)")
        try db.execute(sql: "INSERT INTO collections (id, name, position) VALUES ('c1', 'Old', 0)")
        try db.execute(sql: "INSERT INTO collection_quotes (collection_id, quote_id) VALUES ('c1', 7)")
        try db.execute(sql: #"INSERT INTO outbox (change) VALUES ('{"addFavorite":{"_0":7}}')"#)
      }
      try old.close()
    }
    let cache = try LocalCache(path: path)
    #expect(try cache.favoriteIDs(user: "u1").isEmpty, "nobody's until claimed")
    try cache.assignUnownedRows(to: "u1")
    #expect(try cache.favoriteIDs(user: "u1") == [7])
    #expect(try cache.collections(user: "u1").map { $0.1 } == [[7]])
    #expect(try cache.pending(user: "u1").map { $0.change } == [.addFavorite(7)])
    try cache.assignUnownedRows(to: "u2")
    #expect(try cache.favoriteIDs(user: "u2").isEmpty, "claimed once, by the first")
  }

  @Test("QV-11.3: an old cache with nobody signed in at launch is dropped, never handed to the next account")
  func unownedRowsWithoutSessionDropped() async throws {
    let path = device.folder.appendingPathComponent("old-cache-2.sqlite").path
    do {
      let old = try DatabaseQueue(path: path)
      try LocalCache.migrator.migrate(old, upTo: "cache")
      try await old.write { db in
        try db.execute(sql: "INSERT INTO favorites (quote_id, added_at) VALUES (7, 1)")
        try db.execute(sql: #"INSERT INTO outbox (change) VALUES ('{"addFavorite":{"_0":7}}')"#)
      }
      try old.close()
    }
    let cache = try LocalCache(path: path)
    try cache.assignUnownedRows(to: nil)
    try cache.assignUnownedRows(to: "next")
    #expect(try cache.favoriteIDs(user: "next").isEmpty)
    #expect(try cache.pending(user: "next").isEmpty)
  }

  @Test("QV-1.8: a sign-out while a refresh is on its way stays signed out, on the client and on screen")
  func signOutRacesRefresh() async throws {
    let model = try await signedIn(backend, device: device)
    let auth = device.service.client.auth
    await proxy.hold("/auth/v1/token")
    let refresh = Task { try await auth.refresh() }
    #expect(await eventuallyAsync { await proxy.held() == 1 })
    await model.account.signOut()
    await proxy.release()
    let outcome = await refresh.result
    #expect(throws: SupabaseError.self) { try outcome.get() }
    #expect(await auth.restoredSession() == nil, "the refreshed session was not kept")
    #expect(!FileManager.default.fileExists(atPath: device.folder.appendingPathComponent("session.json").path))
    let relaunched = device.model()
    await relaunched.auth.restore()
    #expect(!relaunched.auth.isSignedIn)
    // Every auth event the race published is in the model's stream by now (the client publishes inside its calls,
    // and both have returned). A sign-in after them is followed after them: once it is on screen, they all were.
    let published = await auth.authStateChanges
    var events = published.makeAsyncIterator()
    #expect(await events.next() == AuthStateChange(event: .initialSession, session: nil), "nothing refreshed")
    let marker = try await auth.signUp(email: newEmail(), password: "correct horse battery").session
    let markerID = try #require(marker?.user.id)
    #expect(await events.next()?.event == .signedIn)
    try #require(await eventually { model.auth.user?.id == markerID })
    #expect(model.signInForm.message == nil, "the user signed out: no \"session ended\"")
  }

  @Test("QV-1.8: a refresh the server refuses shows the sign-in screen, with why")
  func refusedRefreshSignsOut() async throws {
    let model = try await signedIn(backend, device: device)
    #expect(model.auth.isSignedIn)
    await proxy.fail(
      "/auth/v1/token", status: 400, times: 1,
      body: #"{"code":"refresh_token_already_used","message":"Invalid Refresh Token: Already Used"}"#)
    await #expect(throws: SupabaseError.self) { try await device.service.client.auth.refresh() }
    #expect(await eventually { !model.auth.isSignedIn })
    #expect(model.signInForm.message == AuthModel.sessionEndedMessage)
  }

  @Test("QV-1.8: the server signs the user out while the sign-in sheet is up: the sheet's form says it")
  func refusedRefreshUnderTheSignInSheet() async throws {
    let model = try await signedIn(backend, device: device)
    model.showSignIn()
    model.settlePresentation()
    let sheet = try #require(model.signInSheet)
    await proxy.fail(
      "/auth/v1/token", status: 400, times: 1,
      body: #"{"code":"refresh_token_already_used","message":"Invalid Refresh Token: Already Used"}"#)
    await #expect(throws: SupabaseError.self) { try await device.service.client.auth.refresh() }
    #expect(await eventually { !model.auth.isSignedIn })
    #expect(sheet.message == AuthModel.sessionEndedMessage, "said on the form the user is looking at")
    #expect(model.signInScreen.message == nil)
  }

  @Test("QV-1.8: a library pull still on its way at sign-out cannot write the old library back")
  func pullRacesSignOut() async throws {
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    let quote = try #require(model.feed.quotes.first)
    await model.library.toggleFavorite(quote)
    let first = try #require(model.auth.user?.id)
    await proxy.hold("/rest/v1/collections")
    let pull = Task { await model.library.sync() }
    #expect(await eventuallyAsync { await proxy.held() == 1 })
    await model.account.signOut()
    await proxy.release()
    await pull.value
    #expect(try device.service.cache.favoriteIDs(user: first).isEmpty, "nothing written back")
    #expect(model.library.favorites.isEmpty)

    let next = try await signedIn(backend, device: device)
    #expect(next.library.favorites.isEmpty && next.library.collections.isEmpty)
  }

  @Test("QV-1.8: sign-out with changes still waiting says so and asks first; confirmed, they are discarded")
  func signOutAsksFirst() async throws {
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    let quotes = Array(model.feed.quotes.prefix(2))
    await proxy.fail("/rest/v1/favorites", method: "POST", status: 503, times: nil)
    await model.library.toggleFavorite(quotes[0])
    #expect(model.outbox.pendingCount == 1)

    await model.account.requestSignOut()
    #expect(model.auth.isSignedIn, "not yet")
    #expect(model.signOutWarning != nil)
    #expect(model.signOutWarning == "1 change hasn't reached QuoteVault yet. If you sign out now, it will be lost.")
    model.account.cancelSignOut()
    #expect(model.auth.isSignedIn && model.signOutWarning == nil && model.outbox.pendingCount == 1)

    // The server takes it: signing out goes straight through.
    await proxy.heal()
    await model.account.requestSignOut()
    #expect(!model.auth.isSignedIn && model.signOutWarning == nil)

    let again = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    let id = try #require(again.auth.user?.id)
    await proxy.fail("/rest/v1/favorites", method: "POST", status: 503, times: nil)
    await again.library.toggleFavorite(quotes[1])
    await again.account.requestSignOut()
    #expect(again.signOutWarning != nil)
    await again.account.confirmSignOut()
    #expect(!again.auth.isSignedIn)
    #expect(try device.service.cache.pendingCount(user: id) == 0, "discarded, as the warning said")
  }

  @Test("QV-1.8: sign-out while a change's first send is on its way waits for that send; nothing is lost")
  func signOutWaitsForFirstSend() async throws {
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    let quote = try #require(model.feed.quotes.first)
    let id = try #require(model.auth.user?.id)
    await proxy.hold("/rest/v1/favorites")
    let favoriting = Task { await model.library.toggleFavorite(quote) }
    try #require(await waitUntil { await proxy.held() > 0 })
    let signingOut = Task { await model.account.requestSignOut() }
    // `isSigningOut` is set where `requestSignOut` starts, and nothing before its wait for the send suspends: once
    // it shows, the sign-out is at its first wait, which must be that send, with the change still on the device.
    try #require(await eventually { model.account.isSigningOut })
    #expect(model.auth.isSignedIn, "still waiting for the send in flight")
    #expect(try device.service.cache.pendingCount(user: id) == 1, "the change waits with its user")
    await proxy.release()
    await favoriting.value
    await signingOut.value
    #expect(!model.auth.isSignedIn)
    let data = try await backend.admin("GET", "rest/v1/favorites?select=quote_id&user_id=eq.\(id)")
    #expect(String(decoding: data, as: UTF8.self).contains("\(quote.id)"), "the favourite reached the server")
  }

  @Test("QV-1.8: every refresh GoTrue refuses for good (session_expired, user_banned too) ends the session")
  func everyRefusalEndsTheSession() async throws {
    for code in ["session_expired", "user_banned", "refresh_token_already_used"] {
      let auth = device.service.client.auth
      try await auth.signUp(email: newEmail(), password: "correct horse battery")
      await proxy.fail("/auth/v1/token", method: "POST", status: 403, body: #"{"code":"\#(code)","message":"no"}"#)
      await #expect(throws: SupabaseError.self) { try await auth.refresh() }
      #expect(await auth.restoredSession() == nil, "\(code) signs out")
      await proxy.heal()
    }
    // A server error is not a refusal: the session stays for the next try.
    let auth = device.service.client.auth
    try await auth.signUp(email: newEmail(), password: "correct horse battery")
    await proxy.fail(
      "/auth/v1/token", method: "POST", status: 500, body: #"{"code":"unexpected_failure","message":"x"}"#)
    await #expect(throws: SupabaseError.self) { try await auth.refresh() }
    #expect(await auth.restoredSession() != nil)
  }

  @Test("QV-1.8: a slow sign-out never hides the session of a sign-in made while it was on its way")
  func lateSignOutKeepsNewSession() async throws {
    let email = newEmail()
    let model = try await signedIn(backend, email: email, device: device)
    await proxy.hold("/auth/v1/logout")
    let signingOut = Task { await model.auth.signOut() }
    try #require(await waitUntil { await proxy.held() > 0 })
    model.signInForm.email = email
    model.signInForm.password = "correct horse battery"
    #expect(await model.signInForm.signIn())
    await proxy.release()
    await signingOut.value
    #expect(model.auth.isSignedIn, "the new session stays on screen")
    #expect(await device.service.client.auth.currentUser != nil)
  }

  @Test("QV-1.8: a change refused by sign-out's last send is told to that user, never to the next account")
  func refusalAtSignOutToldToItsUser() async throws {
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    let quote = try #require(model.feed.quotes.first)
    await proxy.fail("/rest/v1/favorites", method: "POST", status: 503, times: nil)
    await model.library.toggleFavorite(quote)
    await proxy.heal()
    await proxy.fail("/rest/v1/favorites", method: "POST", status: 404, times: 1)
    await model.account.requestSignOut()
    #expect(model.auth.isSignedIn, "not before the user has read it")
    #expect(
      model.signOutWarning == "A quote was not added to your favorites: the quote or collection no longer exists.")
    await model.account.confirmSignOut()
    #expect(!model.auth.isSignedIn)
    model.signInForm.email = newEmail()
    model.signInForm.password = "correct horse battery"
    #expect(await model.signInForm.signUp())
    #expect(model.messages.last == nil, "the next account is not told about the previous one's favourite")
  }

  @Test("A damaged cache file is set aside, bytes kept, and a fresh cache opens: the app starts again")
  func damagedCache() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-damaged-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("quotevault.sqlite").path
    let garbage = Data(repeating: 0x5A, count: 8192)
    try garbage.write(to: URL(fileURLWithPath: path))
    #expect(throws: (any Error).self) { try LocalCache(path: path) }
    let (cache, aside) = try LocalCache.openReplacingDamaged(path: path)
    #expect(try cache.pendingCount(user: "nobody") == 0 && cache.signedInUser() == nil, "a working, empty cache")
    let kept = try #require(aside)
    #expect(try Data(contentsOf: kept) == garbage, "the damaged bytes are kept beside it")
    // A healthy cache is opened as it is.
    #expect(try LocalCache.openReplacingDamaged(path: path).setAside == nil)
  }
}
