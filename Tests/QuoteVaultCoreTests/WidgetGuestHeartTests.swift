import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import SharedStore
import TestSupport
import Testing

/// The widget's heart for someone signed out: it works as a guest's heart in the app does. The tap is recorded in
/// the App Group by the widget extension (which has no database), kept among the device's guest favourites when
/// the app next becomes active, and joins an account when one signs in, through the outbox as any guest heart.
@MainActor
@Suite("QuoteVault widget: the heart for a signed-out user keeps the quote on the device")
struct WidgetGuestHeartTests {
  let backend: Backend
  let zone = TimeZone(identifier: "Europe/Paris") ?? .current
  /// 2026-03-14 10:00 in Paris.
  let start = Date(timeIntervalSince1970: 1_773_478_800)
  /// The app's scene: phases only as iOS moves it (back from the background through inactive).
  let scene = SimulatedScene()
  init() async throws { backend = try await Backend() }

  func plan(_ source: QuoteWidgetSource, _ store: SharedStore) -> [QuoteWidgetTimeline.Entry] {
    QuoteWidgetRotation.plan(
      source: source, store: store, now: start, timeZone: zone, sinceStart: 600, isPreview: false
    ).entries
  }

  /// The heart on the entry that shows `quote`.
  func heart(on quote: Quote, _ source: QuoteWidgetSource, _ store: SharedStore) -> Bool? {
    plan(source, store).first { $0.quote == quote }?.isFavorite
  }

  /// A guest browses the feed and leaves the app: the widget has a category's quotes and the guest's favourites.
  /// Returns the widget extension's own store on the App Group folder, and a category it shows.
  func guestLeavesApp(_ model: QuoteVaultModel, _ device: Device) async throws -> (SharedStore, QuoteCategory) {
    model.continueAsGuest()
    await model.feed.reload()
    await model.follow(scene.leaveApp())
    let widget = SharedStore(directory: device.folder.appendingPathComponent("group"))
    let shared = widget.read(QuoteVaultShared.widgetCategories)
    let category = try #require(QuoteCategory.allCases.first { (shared.quotes[$0.rawValue]?.count ?? 0) > 1 })
    return (widget, category)
  }

  @Test(
    "QV-4.1 / QV-4.2 / QV-4.3: signed out, the widget's heart fills at once and the quote is a favourite on this device once the app is active; a second tap undoes it"
  )
  func guestHeartOnWidget() async throws {
    let device = try Device(backend)
    let model = device.model(searchIndex: SimulatedSearchIndex())
    let (widget, category) = try await guestLeavesApp(model, device)
    let quote = try #require(plan(.category(category), widget).first?.quote)
    #expect(heart(on: quote, .category(category), widget) == false, "signed out: the heart is offered, empty")

    #expect(try WidgetHearts.toggle(quoteID: quote.id, in: widget) == true)
    #expect(heart(on: quote, .category(category), widget) == true, "the widget redraws with the heart filled")
    #expect(!model.library.isFavorite(quote), "the app has not looked yet")

    await model.follow(scene.returnToApp())
    #expect(model.library.isFavorite(quote) && model.library.favorites == [quote])
    #expect(model.library.favoritesAreOnDeviceOnly && model.presentation.alert == nil, "no account asked for")
    #expect(try device.service.cache.guestFavoriteIDs() == [quote.id], "kept on the device")
    #expect(WidgetHearts.waiting(for: WidgetHearts.guest, in: widget).isEmpty, "taken once")
    #expect(heart(on: quote, .favorites, widget) == true, "in My Favorites, filled from the app's favourites")

    // A second tap takes it out again; the app, active again, agrees.
    await model.follow(scene.leaveApp())
    #expect(try WidgetHearts.toggle(quoteID: quote.id, in: widget) == false)
    #expect(heart(on: quote, .category(category), widget) == false)
    await model.follow(scene.returnToApp())
    #expect(!model.library.isFavorite(quote) && model.library.favorites.isEmpty)
    #expect(try device.service.cache.guestFavoriteIDs().isEmpty)
    // Taken once: becoming active again undoes nothing the guest did in the app meanwhile.
    await model.toggleFavorite(quote)
    await model.follow(scene.leaveApp())
    await model.follow(scene.returnToApp())
    #expect(model.library.isFavorite(quote))

    // iOS ends the app: the heart is the device's, read at the next launch.
    let relaunched = try device.relaunched(backend).model(searchIndex: SimulatedSearchIndex())
    await relaunched.launch()
    #expect(relaunched.library.favorites == [quote])
  }

  @Test(
    "QV-4.4: a heart tapped on the widget while signed out joins the account at sign-in, even before the app took it; the guest copy goes once the server has it"
  )
  func guestWidgetHeartJoinsAccount() async throws {
    let device = try Device(backend)
    let model = device.model(searchIndex: SimulatedSearchIndex())
    let (widget, category) = try await guestLeavesApp(model, device)
    let quotes = Array(plan(.category(category), widget).compactMap(\.quote).prefix(2))
    try #require(quotes.count == 2 && quotes[0] != quotes[1])
    for quote in quotes { try WidgetHearts.toggle(quoteID: quote.id, in: widget) }

    // The app signs in before its scene is active again (a sign-in link, a restored session): the taps wait.
    try await GuestFavoritesTests.signIn(model, newEmail(), signUp: true)
    await model.outbox.finishSending()
    #expect(Set(model.library.favoriteIDs) == Set(quotes.map(\.id)))
    #expect(Set(try await GuestFavoritesTests.serverFavorites(backend, model)) == Set(quotes.map(\.id)))
    #expect(model.outbox.pendingCount == 0)
    #expect(try device.service.cache.guestFavoriteIDs().isEmpty, "the server has them: the guest copy is cleared")
    #expect(WidgetHearts.waiting(for: WidgetHearts.guest, in: widget).isEmpty)
    // Signed in, the widget's heart is the account's now.
    await model.follow(scene.returnToApp())
    let userID = try #require(model.auth.user?.id)
    #expect(WidgetHearts.shown(in: widget)?.userID == userID)
    #expect(heart(on: quotes[0], .category(category), widget) == true)
  }

  @Test("Signed out, a tap the app never shared favourites for records nothing: it could be given to anyone")
  func noHeartBeforeTheAppShares() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-guest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SharedStore(directory: folder)
    let quote = Quote(id: 7, text: "Quote.", author: "A", category: "Love")
    try store.write(
      WidgetCategoryWindows(
        turn: 0, quotes: ["Love": [quote, Quote(id: 8, text: "Other.", author: "B", category: "Love")]]),
      for: QuoteVaultShared.widgetCategories)
    #expect(plan(.category(.love), store).allSatisfy { $0.isFavorite == nil }, "no heart: whose would it be?")
    #expect(throws: WidgetHearts.TapError.ownerUnknown) { try WidgetHearts.toggle(quoteID: 7, in: store) }
    // Once the app has said nobody is signed in, the heart is the guest's.
    try store.write(WidgetFavorites(isSignedIn: false, quotes: []), for: QuoteVaultShared.widgetFavorites)
    #expect(try WidgetHearts.toggle(quoteID: 7, in: store) == true)
    #expect(WidgetHearts.waiting(for: WidgetHearts.guest, in: store).map(\.quote) == [quote])
  }
}
