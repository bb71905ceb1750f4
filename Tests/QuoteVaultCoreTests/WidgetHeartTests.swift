import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import SharedStore
import TestSupport
import Testing

/// The widget's heart and Next Quote (interactive widgets, iOS 17): each tap runs in the widget extension's
/// process with its own store on the App Group folder; the app takes the hearts into its outbox when it becomes
/// active, and the server gets them as it gets any heart.
@MainActor
@Suite("QuoteVault widget: the heart goes through the outbox, Next Quote moves the rotation on")
struct WidgetHeartTests {
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

  /// The heart on the entry that shows `quote` (the category's pool may change as the app shares it again).
  func heart(on quote: Quote, _ source: QuoteWidgetSource, _ store: SharedStore) -> Bool? {
    plan(source, store).first { $0.quote == quote }?.isFavorite
  }

  /// The extension's own store on the device's App Group folder.
  func widgetStore(_ device: Device) -> SharedStore {
    SharedStore(directory: device.folder.appendingPathComponent("group"))
  }

  func serverFavorites(_ model: QuoteVaultModel) async throws -> [Int64] {
    let id = try #require(model.auth.user?.id)
    let data = try await backend.admin("GET", "rest/v1/favorites?user_id=eq.\(id)&select=quote_id&order=quote_id")
    return try JSONDecoder().decode([[String: Int64]].self, from: data).compactMap { $0["quote_id"] }
  }

  /// A category the app shared quotes of, after browsing the feed and leaving the app.
  func sharedCategory(_ model: QuoteVaultModel, _ store: SharedStore) async throws -> QuoteCategory {
    await model.feed.reload()
    await model.follow(scene.leaveApp())
    let shared = store.read(QuoteVaultShared.widgetCategories)
    return try #require(QuoteCategory.allCases.first { (shared.quotes[$0.rawValue]?.count ?? 0) > 1 })
  }

  func returnToApp(_ model: QuoteVaultModel) async {
    if scene.phase != .background { await model.follow(scene.leaveApp()) }
    await model.follow(scene.returnToApp())
    await model.outbox.finishSending()
  }

  @Test(
    "QV-4.1 / QV-4.2 / QV-4.4: a heart tapped on the widget fills at once, is in Favorites and on the server once the app is active; a second tap undoes it"
  )
  func heartOnWidget() async throws {
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    let widget = widgetStore(device)
    let category = try await sharedCategory(model, widget)
    let shown = try #require(plan(.category(category), widget).first)
    let quote = try #require(shown.quote)
    #expect(shown.isFavorite == false, "signed in: the heart is offered, empty")

    #expect(try WidgetHearts.toggle(quoteID: quote.id, in: widget) == true)
    #expect(heart(on: quote, .category(category), widget) == true, "the widget redraws with the heart filled")
    #expect(!model.library.isFavorite(quote), "the app has not looked yet")

    await returnToApp(model)
    #expect(model.library.isFavorite(quote))
    #expect(model.library.favorites.contains(quote))
    #expect(try await serverFavorites(model) == [quote.id])
    #expect(model.outbox.pendingCount == 0)
    #expect(heart(on: quote, .favorites, widget) == true, "in My Favorites, filled from the app's favourites")

    // A second tap takes it out again, in the app and on the server too.
    #expect(try WidgetHearts.toggle(quoteID: quote.id, in: widget) == false)
    #expect(heart(on: quote, .favorites, widget) == false, "emptied at once, still shown until the app shares")
    await returnToApp(model)
    #expect(!model.library.isFavorite(quote))
    #expect(try await serverFavorites(model) == [])
    // Taken once: becoming active again changes nothing the user did in the app meanwhile.
    await model.library.toggleFavorite(quote)
    await returnToApp(model)
    #expect(model.library.isFavorite(quote))
  }

  @Test(
    "QV-11.3: a heart tapped on the widget with the server out of reach waits in the outbox and reaches it when back")
  func heartOffline() async throws {
    let device = try Device(backend)
    let clock = ManualClock()  // the outbox's retries wait on it
    let model = try await signedIn(backend, device: device, outboxClock: clock, searchIndex: SimulatedSearchIndex())
    let widget = widgetStore(device)
    let category = try await sharedCategory(model, widget)
    let quote = try #require(plan(.category(category), widget).first?.quote)
    await backend.stop()

    try WidgetHearts.toggle(quoteID: quote.id, in: widget)
    await model.follow(scene.returnToApp())
    #expect(model.library.isFavorite(quote), "in Favorites at once, offline")
    let userID = try #require(model.auth.user?.id)
    #expect(try device.service.cache.pending(user: userID).count == 1, "kept on the device, whatever happens next")
    #expect(WidgetHearts.waiting(for: userID, in: widget).isEmpty, "taken once")

    try await backend.restart()
    #expect(await clock.advanceToNextWait(), "the retry's wait passes")
    #expect(
      try await eventually { try device.service.cache.pending(user: userID).isEmpty }, "the outbox emptied by itself")
    #expect(try await serverFavorites(model) == [quote.id])
  }

  @Test(
    "QV-4.1 / QV-7.1: a heart tapped on the widget with the app never opened again reaches the server at the next background refresh"
  )
  func heartSentByBackgroundRefresh() async throws {
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    let userID = try #require(model.auth.user?.id)
    let widget = widgetStore(device)
    let category = try await sharedCategory(model, widget)
    let quote = try #require(plan(.category(category), widget).first?.quote)
    #expect(try WidgetHearts.toggle(quoteID: quote.id, in: widget) == true)

    // iOS ends the app, then launches it in the background only (the user never opens it).
    let phone = try device.relaunched(backend)
    let relaunched = phone.model(searchIndex: SimulatedSearchIndex())
    await relaunched.backgroundRefresh()
    #expect(relaunched.library.isFavorite(quote), "in the device's favourites")
    #expect(WidgetHearts.waiting(for: userID, in: widget).isEmpty, "taken once")
    await relaunched.outbox.finishSending()
    #expect(try await serverFavorites(relaunched) == [quote.id])
    #expect(relaunched.outbox.pendingCount == 0)
  }

  @Test("A heart waits for its own account, never another's; signed out, the widget's heart is the device's guest one")
  func heartBelongsToItsAccount() async throws {
    let device = try Device(backend)
    let firstEmail = newEmail()
    let first = try await signedIn(backend, email: firstEmail, device: device, searchIndex: SimulatedSearchIndex())
    let widget = widgetStore(device)
    let category = try await sharedCategory(first, widget)
    let quote = try #require(plan(.category(category), widget).first?.quote)
    try WidgetHearts.toggle(quoteID: quote.id, in: widget)

    // Signed out before the app took it (here: its scene never became active).
    await first.account.signOut()
    #expect(
      plan(.category(category), widget).allSatisfy { $0.isFavorite == false },
      "signed out: the guest's heart, empty (the account's tap is the account's, not shown to a guest)")

    let second = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    await returnToApp(second)
    #expect(!second.library.isFavorite(quote), "someone else's heart is not theirs")
    #expect(try await serverFavorites(second) == [])
    await second.account.signOut()

    let again = try await signedIn(
      backend, email: firstEmail, device: device, signUp: false, searchIndex: SimulatedSearchIndex())
    await again.outbox.finishSending()
    #expect(again.library.isFavorite(quote), "the heart waited for its account")
    #expect(try await serverFavorites(again) == [quote.id])
  }

  @Test("The heart keeps only a quote the widget shows: its parameter comes from outside the app")
  func heartRejectsUnknownQuote() async throws {
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device)
    let widget = widgetStore(device)
    _ = try await sharedCategory(model, widget)
    #expect(throws: WidgetHearts.TapError.notShown) { try WidgetHearts.toggle(quoteID: 987_654_321, in: widget) }
    #expect(widget.read(QuoteVaultShared.widgetHeartTaps).taps.isEmpty)
  }

  @Test("Next Quote moves a category's rotation on by one, kept for the next timeline and every later slot")
  func nextQuote() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-next-\(UUID().uuidString)")
    let store = SharedStore(directory: folder)
    let quotes = (1...5).map { Quote(id: Int64($0), text: "Quote \($0).", author: "A", category: "Love") }
    // Written in id order as the day's window, so the rotation's order is the ids'.
    try store.write(WidgetCategoryWindows(turn: 0, quotes: ["Love": quotes]), for: QuoteVaultShared.widgetCategories)
    let before = plan(.category(.love), store)
    #expect(before.allSatisfy { $0.nextQuote == .category(.love) })

    try WidgetNextQuote.advance(.category(.love), in: store)
    // The widget's next process reads the same folder.
    let after = plan(.category(.love), SharedStore(directory: folder))
    let ordered = quotes.sorted { $0.id < $1.id }
    for (old, new) in zip(before, after) {
      let oldIndex = try #require(ordered.firstIndex { $0 == old.quote })
      #expect(new.quote == ordered[(oldIndex + 1) % ordered.count], "one quote on, in every slot")
    }
    #expect(zip(after, after.dropFirst()).allSatisfy { $0.quote != $1.quote }, "still a new quote each slot")
    #expect(plan(.category(.humor), store).allSatisfy { $0.nextQuote == nil }, "nothing to move on to")

    // The quote of the day is the day's: no Next Quote.
    try store.write(
      [DailyQuote(day: QuoteDay.string(start, timeZone: zone), quote: quotes[0])], for: QuoteVaultShared.dailyQuotes)
    #expect(plan(.quoteOfTheDay, store).first?.quote == quotes[0])
    #expect(plan(.quoteOfTheDay, store).first?.nextQuote == nil)
    #expect(throws: WidgetNextQuote.NextError.notRotating) { try WidgetNextQuote.advance(.quoteOfTheDay, in: store) }
    #expect(QuoteWidgetSource(key: QuoteWidgetSource.category(.wisdom).key) == .category(.wisdom))
    #expect(QuoteWidgetSource(key: "category-Evil") == nil && QuoteWidgetSource(key: "") == nil)
  }

  @Test("Damaged or hostile App Group files never crash the widget's buttons and lose nothing else")
  func damagedFiles() async throws {
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device)
    let widget = widgetStore(device)
    let category = try await sharedCategory(model, widget)
    let quote = try #require(plan(.category(category), widget).first?.quote)
    let folder = device.folder.appendingPathComponent("group")
    let favoritesBefore = widget.read(QuoteVaultShared.widgetFavorites)

    // A damaged taps file is set aside (its bytes kept) and the tap still recorded.
    let garbage = Data("{\"next\": \"many\", \"taps\": 7".utf8)
    try garbage.write(to: folder.appendingPathComponent("quotevault-widget-heart-taps.json"))
    #expect(plan(.category(category), widget).first?.isFavorite == false)
    #expect(try WidgetHearts.toggle(quoteID: quote.id, in: widget) == true)
    #expect(try Data(contentsOf: folder.appendingPathComponent("quotevault-widget-heart-taps.damaged.json")) == garbage)
    #expect(widget.read(QuoteVaultShared.widgetFavorites) == favoritesBefore, "the favourites file is untouched")

    // Hostile numbers: a sequence at the top of Int, skips at its ends.
    try widget.write(
      WidgetHeartTaps(
        next: Int.max,
        taps: [WidgetHeartTap(sequence: Int.max, userID: "someone-else", quote: quote, isFavorite: true)]),
      for: QuoteVaultShared.widgetHeartTaps)
    #expect(throws: WidgetHearts.TapError.full) { try WidgetHearts.toggle(quoteID: quote.id, in: widget) }
    try widget.write(
      [QuoteWidgetSource.category(category).key: Int.min, "favorites": Int.max], for: QuoteVaultShared.widgetSkips)
    #expect(plan(.category(category), widget).first?.quote != nil)
    try WidgetNextQuote.advance(.category(category), in: widget)
    try WidgetNextQuote.advance(.favorites, in: widget)
    #expect(plan(.category(category), widget).first?.quote != nil)

    // A damaged skips file reads as no skips, and Next Quote sets it aside and goes on.
    try Data("[1,2".utf8).write(to: folder.appendingPathComponent("quotevault-widget-skips.json"))
    #expect(WidgetNextQuote.skip(for: .category(category), in: widget) == 0)
    try WidgetNextQuote.advance(.category(category), in: widget)
    #expect(WidgetNextQuote.skip(for: .category(category), in: widget) == 1)

    // A damaged favourites file: no heart, no crash; the app's next share replaces it.
    try Data("nonsense".utf8).write(to: folder.appendingPathComponent("quotevault-widget-favorites.json"))
    #expect(plan(.category(category), widget).allSatisfy { $0.isFavorite == nil })
    #expect(throws: WidgetHearts.TapError.ownerUnknown) { try WidgetHearts.toggle(quoteID: quote.id, in: widget) }
    // A taps file of nonsense for the app: nothing taken, nothing thrown, the library as it was.
    try Data("nonsense".utf8).write(to: folder.appendingPathComponent("quotevault-widget-heart-taps.json"))
    let favorites = model.library.favoriteIDs
    await returnToApp(model)
    #expect(model.library.favoriteIDs == favorites)
    // The widget is out of sight while the app is in front; leaving shares the favourites again.
    await model.follow(scene.leaveApp())
    #expect(widget.read(QuoteVaultShared.widgetFavorites).isSignedIn, "the app shared the favourites again")
  }
}
