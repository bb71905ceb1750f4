import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import SharedStore
import SupabaseClient
import TestSupport
import Testing

/// A guest's favourites: the heart works without an account, kept on the device (across relaunches, offline),
/// listed in Favorites and on the widget; at sign-up or sign-in they join the account through the outbox, and the
/// device's guest copy goes only once the server has them. Signing out never leaves an account's favourites to a
/// guest.
@MainActor
@Suite("QuoteVault guest favourites")
struct GuestFavoritesTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  /// The quote ids the server holds as `model`'s user's favourites, read as the service role.
  static func serverFavorites(_ backend: Backend, _ model: QuoteVaultModel) async throws -> [Int64] {
    let id = try #require(model.auth.user?.id)
    let data = try await backend.admin("GET", "rest/v1/favorites?user_id=eq.\(id)&select=quote_id")
    return try JSONDecoder().decode([[String: Int64]].self, from: data).compactMap { $0["quote_id"] }
  }

  /// `model` signs up (`signUp`) or in with `email`, as the sign-in sheet does.
  static func signIn(_ model: QuoteVaultModel, _ email: String, signUp: Bool = false) async throws {
    model.signInForm.email = email
    model.signInForm.password = "correct horse battery"
    let ok = signUp ? await model.signInForm.signUp() : await model.signInForm.signIn()
    try #require(ok, "\(model.signInForm.message ?? "")")
    await model.afterSignIn()  // what the sheet's sign-in calls
  }

  @Test("QV-4.1 / QV-4.2 / QV-4.3: a guest's heart keeps the quote on this device at once, across a relaunch, offline")
  func guestHeartsKept() async throws {
    let device = try Device(backend)
    let model = device.model(searchIndex: SimulatedSearchIndex())
    let quotes = try await model.guestHearts(3)
    #expect(model.presentation.alert == nil, "no account asked for")
    #expect(model.library.favoritesAreOnDeviceOnly)
    #expect(model.library.favorites == quotes.reversed(), "Favorites lists them, the newest first")
    await model.toggleFavorite(quotes[1])  // the heart again: removed
    #expect(model.library.favorites == [quotes[2], quotes[0]])
    #expect(!model.library.isFavorite(quotes[1]))
    // The widget reads them too, with the guest's heart filled (WidgetGuestHeartTests: its taps).
    let widget = device.store.read(QuoteVaultShared.widgetFavorites)
    #expect(widget.quotes == [quotes[2], quotes[0]] && !widget.isSignedIn && widget.userID == nil)
    let entries = QuoteWidgetRotation.plan(
      source: .favorites, store: device.store, now: Date(), timeZone: .current, sinceStart: 600, isPreview: false
    ).entries
    #expect(Set(entries.compactMap(\.quote)) == [quotes[2], quotes[0]])
    #expect(entries.allSatisfy { $0.isFavorite == true }, "the guest's heart on the widget, filled")

    // iOS ends the app; it comes back with no network at all.
    await backend.stop()
    let relaunched = try device.relaunched(backend).model(searchIndex: SimulatedSearchIndex())
    await relaunched.launch()
    #expect(relaunched.showsApp && relaunched.connectivity.isOffline)
    #expect(relaunched.library.favorites == [quotes[2], quotes[0]], "kept on the device, read offline")
  }

  @Test("QV-4.4: a guest's favourites become the new account's at sign-up; the device's guest copy goes after")
  func mergeOnSignUp() async throws {
    let device = try Device(backend)
    let model = device.model(searchIndex: SimulatedSearchIndex())
    let quotes = try await model.guestHearts(2)
    try await Self.signIn(model, newEmail(), signUp: true)
    #expect(Set(model.library.favoriteIDs) == Set(quotes.map(\.id)))
    #expect(Set(try await Self.serverFavorites(backend, model)) == Set(quotes.map(\.id)), "on the server")
    #expect(model.outbox.pendingCount == 0)
    #expect(try device.service.cache.guestFavoriteIDs().isEmpty, "the server has them: the guest copy is cleared")
    #expect(!model.library.favoritesAreOnDeviceOnly)
  }

  @Test("QV-4.4 / QV-4.5: signing in adds a guest's favourites to the account's own; one it already has stays one")
  func mergeOnSignIn() async throws {
    let email = newEmail()
    let owner = try await signedIn(backend, email: email, searchIndex: SimulatedSearchIndex())
    await owner.feed.reload()
    let kept = try #require(owner.feed.quotes.first)
    await owner.toggleFavorite(kept)
    #expect(try await Self.serverFavorites(backend, owner) == [kept.id])

    // A second phone: its guest hearts the account's quote and another, then signs in.
    let device = try Device(backend)
    let model = device.model(searchIndex: SimulatedSearchIndex())
    // Each install shuffles the feed its own way: the guest picks the account's quote by id, and another.
    model.continueAsGuest()
    await model.feed.reload()
    let other = try #require(model.feed.quotes.first { $0.id != kept.id })
    let quotes = [kept, other]
    for quote in quotes { await model.toggleFavorite(quote) }  // what the heart calls
    try await Self.signIn(model, email)
    #expect(Set(model.library.favoriteIDs) == Set(quotes.map(\.id)))
    let server = try await Self.serverFavorites(backend, model)
    #expect(server.sorted() == quotes.map(\.id).sorted(), "no duplicate, nothing refused")
    #expect(model.messages.isEmpty, "nothing to say")
    #expect(try device.service.cache.guestFavoriteIDs().isEmpty)
  }

  @Test("QV-11.3 / QV-4.4: a merge made offline waits in the outbox, the guest copy kept, and goes when it can")
  func mergeOfflineThenRetried() async throws {
    let device = try Device(backend)
    let email = newEmail()
    _ = try await signedIn(backend, email: email)  // the account exists
    let clock = ManualClock()
    let model = device.model(searchIndex: SimulatedSearchIndex())
    let quotes = try await model.guestHearts(2)
    model.signInForm.email = email
    model.signInForm.password = "correct horse battery"
    #expect(await model.signInForm.signIn())
    await backend.stop()  // the network goes between the sign-in and the merge
    await model.afterSignIn()
    #expect(Set(model.library.favoriteIDs) == Set(quotes.map(\.id)), "the account shows them at once")
    #expect(model.outbox.pendingCount == 2)
    #expect(Set(try device.service.cache.guestFavoriteIDs()) == Set(quotes.map(\.id)), "not taken: kept")

    // iOS ends the app; the relaunch (offline, the session restored) queues nothing twice.
    let relaunched = try device.relaunched(backend).model(outboxClock: clock, searchIndex: SimulatedSearchIndex())
    await relaunched.launch()
    #expect(relaunched.auth.isSignedIn && relaunched.outbox.pendingCount == 2)
    #expect(Set(relaunched.library.favoriteIDs) == Set(quotes.map(\.id)))

    try await backend.restart()
    #expect(await clock.advanceToNextWait(), "a retry was waiting")
    #expect(await eventually { relaunched.outbox.pendingCount == 0 && !relaunched.outbox.isSending })
    #expect(Set(try await Self.serverFavorites(backend, relaunched)) == Set(quotes.map(\.id)))
    #expect(try device.service.cache.guestFavoriteIDs().isEmpty, "cleared once the server had them")
  }

  @Test("QV-1.8: sign-out leaves none of the account's favourites for a guest; a merge never sent is theirs again")
  func signOutLeavesNoAccountFavorites() async throws {
    let email = newEmail()
    let device = try Device(backend)
    let model = try await signedIn(backend, email: email, device: device, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    let accounts = try #require(model.feed.quotes.last)
    await model.toggleFavorite(accounts)
    await model.account.requestSignOut()
    #expect(!model.auth.isSignedIn)
    #expect(model.library.favorites.isEmpty, "the account's favourites left with it")
    #expect(device.store.read(QuoteVaultShared.widgetFavorites).quotes.isEmpty, "and left the widget")
    let own = try await model.guestHearts(2)
    #expect(model.library.favorites == own.reversed() && !model.library.isFavorite(accounts))

    // The guest signs in with no network to send the merge, then signs out and lets the changes go: their own
    // favourites come back to them, never the account's.
    model.signInForm.email = email
    model.signInForm.password = "correct horse battery"
    #expect(await model.signInForm.signIn())
    await backend.stop()
    await model.afterSignIn()
    await model.account.requestSignOut()
    #expect(model.signOutWarning != nil, "the merge still waits: asked first")
    await model.account.confirmSignOut()
    #expect(model.library.favorites == own.reversed(), "the guest's own, as before the sign-in")
    #expect(!model.library.isFavorite(accounts))
  }

  @Test("QV-11.4: a guest favourite the server refuses (its quote gone) is said, and not tried at every sign-in")
  func refusedMergeSaid() async throws {
    let device = try Device(backend)
    let model = device.model(searchIndex: SimulatedSearchIndex())
    let gone = Quote(id: 999_999, text: "No longer in QuoteVault.", author: "A", category: "Wisdom")
    model.continueAsGuest()
    await model.toggleFavorite(gone)
    #expect(model.library.favoriteIDs == [gone.id])
    try await Self.signIn(model, newEmail(), signUp: true)
    #expect(model.messages.contains { $0.hasPrefix("A favorite from before you signed in was not added") })
    #expect(model.outbox.pendingCount == 0)
    #expect(try device.service.cache.guestFavoriteIDs().isEmpty, "not tried again at the next sign-in")
    #expect(try await Self.serverFavorites(backend, model) == [])
  }

  @Test("Guest: a heart an earlier version kept waiting for a sign-in becomes one of the guest's favourites")
  func earlierVersionsHeart() async throws {
    let device = try Device(backend)
    let quote = Quote(id: 7, text: "Kept.", author: "A", category: "Wisdom")
    try device.store.write(quote, for: QuoteVaultShared.favoriteAwaitingSignIn)
    let model = device.model(searchIndex: SimulatedSearchIndex())
    model.continueAsGuest()
    model.library.reload()
    #expect(model.library.favorites == [quote])
    #expect(device.store.read(QuoteVaultShared.favoriteAwaitingSignIn) == nil, "taken once")
  }
}
