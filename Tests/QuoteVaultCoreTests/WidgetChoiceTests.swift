import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import SharedStore
import Testing

/// The configurable widget (Edit Widget > Show): the quote of the day, a category, or My Favorites, each planned
/// from what the app shares in the App Group, as the widget's process reads it.
@MainActor
@Suite("QuoteVault configurable widget: category and favourites timelines")
struct WidgetChoiceTests {
  let backend: Backend
  let zone = TimeZone(identifier: "Europe/Paris") ?? .current
  /// 2026-03-14 10:00 in Paris.
  let start = Date(timeIntervalSince1970: 1_773_478_800)
  init() async throws { backend = try await Backend() }

  func quotes(_ count: Int, category: QuoteCategory = .wisdom) -> [Quote] {
    (1...count).map { Quote(id: Int64(100 + $0), text: "Quote \($0).", author: "A", category: category.rawValue) }
  }

  func plan(_ source: QuoteWidgetSource, _ store: SharedStore, at now: Date? = nil) -> [QuoteWidgetTimeline.Entry] {
    QuoteWidgetRotation.plan(
      source: source, store: store, now: now ?? start, timeZone: zone, sinceStart: 600, isPreview: false
    ).entries
  }

  @Test(
    "QV-4.3 / QV-10.1: My Favorites shows the user's favourites, never a removed one; empty and signed out in words")
  func favorites() async throws {
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    #expect(plan(.favorites, device.store).map(\.missingText) == [QuoteWidgetCopy.favoritesEmpty])

    await model.feed.reload()
    let chosen = Array(model.feed.quotes.prefix(3))
    for quote in chosen { await model.library.toggleFavorite(quote) }
    #expect(Set(device.store.read(QuoteVaultShared.widgetFavorites).quotes) == Set(chosen))
    let shown = plan(.favorites, device.store)
    #expect(Set(shown.compactMap(\.quote)) == Set(chosen), "a day's slots go through every favourite")
    #expect(shown.allSatisfy { $0.title == "My Favorites" })
    #expect(
      shown.allSatisfy { $0.isPersonal }, "the user's own choice: redacted on a locked Lock Screen and in StandBy")
    // A tap opens that quote in the app.
    #expect(shown.allSatisfy { $0.deepLink == $0.quote.map(NotificationPlan.quoteLink) })

    await model.library.toggleFavorite(chosen[1])
    for day in 0..<3 {
      let entries = plan(.favorites, device.store, at: start + Double(day) * 86_400)
      #expect(!entries.contains { $0.quote == chosen[1] }, "a removed favourite is never shown")
      #expect(Set(entries.compactMap(\.quote)) == [chosen[0], chosen[2]])
    }

    await model.account.signOut()
    #expect(device.store.read(QuoteVaultShared.widgetFavorites).quotes.isEmpty, "nobody's favourites stay behind")
    #expect(plan(.favorites, device.store).map(\.missingText) == [QuoteWidgetCopy.favoritesEmpty])
  }

  /// ../shared/reference/platform-behaviour.md, "WidgetKit": a widget has a budget of reloads a day (about 40 to
  /// 70), and reloads are free while the app is in the foreground
  /// (https://developer.apple.com/documentation/widgetkit/keeping-a-widget-up-to-date).
  @Test("A favourite changed while QuoteVault is in front reloads the widget through WidgetKit, past a spent budget")
  func favoriteReloadsWidgetInFront() async throws {
    let device = try Device(backend)
    let scene = SimulatedScene()
    device.widgetCenter.follow(scene)
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    let quote = try #require(model.feed.quotes.first)
    let kind = QuoteVaultShared.widgetKind
    // Away, the day's budget runs out (the widget's own timeline reloads): the next request is refused.
    await model.follow(scene.leaveApp())
    for _ in 0...SimulatedWidgetCenter.dailyBudget where device.widgetCenter.refused.isEmpty {
      device.widgetCenter.reloadTimelines(ofKind: kind)
    }
    let refused = device.widgetCenter.refused.count
    #expect(refused == 1, "the budget is spent")
    // Back in front, the heart's write to the App Group reloads the widget, free of the spent budget.
    await model.follow(scene.returnToApp())
    let reloads = device.widgetCenter.reloaded.count
    await model.library.toggleFavorite(quote)
    #expect(device.store.read(QuoteVaultShared.widgetFavorites).quotes == [quote])
    #expect(device.widgetCenter.reloaded.dropFirst(reloads).contains(kind), "the favourite reached the widget")
    #expect(device.widgetCenter.refused.count == refused, "nothing refused while the app is in front")
  }

  @Test("QV-3.3 / QV-10.1: a category widget shows that category's quotes the device has seen, or says to browse")
  func category() async throws {
    let device = try Device(backend)
    let model = device.model(now: { start }, timeZone: zone)
    #expect(plan(.category(.love), device.store).map(\.missingText) == [QuoteWidgetCopy.categoryEmpty(.love)])
    #expect(QuoteWidgetCopy.categoryEmpty(.love) == "Browse Love quotes in QuoteVault to see them here.")

    await model.launch()
    await model.feed.select(.love)
    await model.follow(SimulatedScene().leaveApp())
    let shared = device.store.read(QuoteVaultShared.widgetCategories)
    let love = try #require(shared.quotes["Love"])
    #expect(!love.isEmpty && love.count <= WidgetQuotes.perCategoryLimit)
    #expect(shared.quotes.allSatisfy { name, quotes in quotes.allSatisfy { $0.category == name } })
    let entries = plan(.category(.love), device.store)
    #expect(entries.allSatisfy { $0.quote?.category == "Love" && $0.title == "Love" })
    #expect(entries.allSatisfy { !$0.isPersonal }, "the catalogue's quotes: shown on a locked phone")
    #expect(entries.count == QuoteWidgetRotation.slotsPerTimeline + 1)
  }

  @Test("QV-10.2: a new quote every three hours, never two entries within 15 minutes, one pick per slot")
  func rotation() {
    let pool = quotes(5)
    let plan = QuoteWidgetRotation.plan(pool: pool, emptyText: "", now: start, timeZone: zone)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    #expect(plan.entries.first?.date == start)
    // 10:00, then 12:00, 15:00, 18:00, 21:00, 00:00, 03:00, 06:00, 09:00: a day of changes, then one reload.
    #expect(plan.entries.dropFirst().map { calendar.component(.hour, from: $0.date) } == [12, 15, 18, 21, 0, 3, 6, 9])
    #expect(plan.entries.dropFirst().allSatisfy { calendar.component(.minute, from: $0.date) == 0 })
    #expect(plan.reloadAfter == plan.entries.last?.date)
    for (entry, next) in zip(plan.entries, plan.entries.dropFirst()) {
      #expect(next.date.timeIntervalSince(entry.date) >= QuoteWidgetRotation.minimumSpacing)
      #expect(entry.quote != next.quote, "each change shows another quote")
    }
    // The pick for a moment is the slot's, whoever asks and in whatever order the quotes were written.
    for entry in plan.entries {
      #expect(entry.quote == QuoteWidgetRotation.pick(from: pool.reversed(), at: entry.date, timeZone: zone))
      let later = entry.date.addingTimeInterval(90 * 60)
      #expect(QuoteWidgetRotation.pick(from: pool, at: later, timeZone: zone) == entry.quote, "the same all slot")
    }

    // Planned five minutes before a change: the change waits until 15 minutes after now, with the new quote.
    let close = calendar.date(bySettingHour: 11, minute: 55, second: 0, of: start) ?? start
    let soon = QuoteWidgetRotation.plan(pool: pool, emptyText: "", now: close, timeZone: zone)
    #expect(soon.entries[1].date == close + QuoteWidgetRotation.minimumSpacing)
    #expect(soon.entries[1].quote == QuoteWidgetRotation.pick(from: pool, at: close + 3_600, timeZone: zone))

    // The night the clocks go forward (Paris, 29 March 2026, 02:00 -> 03:00): entries still move on.
    let springDay = start + 14 * 86_400
    let spring = QuoteWidgetRotation.plan(pool: pool, emptyText: "", now: springDay, timeZone: zone)
    for (entry, next) in zip(spring.entries, spring.entries.dropFirst()) {
      #expect(next.date.timeIntervalSince(entry.date) >= QuoteWidgetRotation.minimumSpacing)
    }
    // One quote only: it stays; none: the words, asked again within the hour.
    #expect(
      Set(QuoteWidgetRotation.plan(pool: [pool[0]], emptyText: "", now: start, timeZone: zone).entries.map(\.quote))
        == [pool[0]])
    let empty = QuoteWidgetRotation.plan(pool: [], emptyText: "Nothing yet.", now: start, timeZone: zone)
    #expect(empty.entries.map(\.missingText) == ["Nothing yet."])
    #expect(empty.reloadAfter == start + QuoteWidgetTimeline.missingRetry)
  }

  @Test("A user's own quotes never reach a category widget, which shows on a locked Lock Screen and in StandBy")
  func ownQuotesStayOffCategoryWidgets() async throws {
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device)
    model.myQuotes.newQuote()
    let sheet = try #require(model.presentation.top?.destination.ownQuote)
    sheet.text = "Quietude is a private orchard."
    sheet.author = "Me"
    sheet.category = .wisdom
    await sheet.save()
    model.settlePresentation()
    await model.outbox.finishSending()
    let own = try #require(model.library.ownQuotes.first)
    let cached = try device.service.cache.quotes(after: nil, category: .wisdom, search: "Quietude")
    #expect(cached.contains(own), "the device shows it to its owner in Wisdom")
    await model.feed.select(.wisdom)  // the catalogue's Wisdom quotes reach the cache
    let shared = WidgetQuotes.categories(from: device.service.cache)
    #expect(!(shared.quotes["Wisdom"] ?? []).contains { $0.id == own.id || $0.ownerID != nil })
    #expect(!(shared.quotes["Wisdom"] ?? []).isEmpty, "the catalogue's share is still there")
  }

  @Test("QV-10.1: the app's snapshot reads back as written, bounded; an unchanged one is not written again")
  func snapshotRoundTrip() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-widget-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let writes = WriteCounter()
    let store = SharedStore(directory: folder, onWrite: { _ in writes.add() })
    let many = quotes(WidgetQuotes.favoritesLimit + 10)
    let favorites = WidgetFavorites(isSignedIn: true, quotes: many)
    #expect(favorites.quotes == Array(many.prefix(WidgetQuotes.favoritesLimit)))
    let guest = WidgetFavorites(isSignedIn: false, quotes: many, userID: "someone")
    #expect(guest.quotes == favorites.quotes && guest.userID == nil, "a guest's, bounded, with nobody's heart")
    let categories = WidgetCategoryWindows(turn: 7, quotes: ["Wisdom": quotes(3)])
    WidgetQuotes.share(favorites: favorites, categories: categories, to: store)
    #expect(writes.value == 2)
    #expect(store.read(QuoteVaultShared.widgetFavorites) == favorites)
    #expect(store.read(QuoteVaultShared.widgetCategories) == categories)
    WidgetQuotes.share(favorites: favorites, categories: categories, to: store)
    #expect(writes.value == 2, "nothing changed: no write, no widget reload")
    // A quote filed under the wrong category never shows as that category's.
    try store.write(
      WidgetCategoryWindows(turn: 7, quotes: ["Love": quotes(2, category: .humor)]),
      for: QuoteVaultShared.widgetCategories)
    #expect(plan(.category(.love), store).map(\.quote) == [nil])
  }

  @Test("QV-6.1 / QV-10.1: the Quote of the Day shortcut says the quote the app and the widget show, or why not")
  func quoteOfTheDayShortcut() async throws {
    let device = try Device(backend)
    let model = device.model(now: { start }, timeZone: zone)
    let phone = SimulatedDataProtection()
    let store = phone.store(directory: device.store.directory)
    func answer() -> (quote: Quote?, text: String) {
      QuoteWidgetTimeline.todayAnswer(store: store, now: start, timeZone: zone, sinceStart: 40)
    }
    #expect(answer().quote == nil && answer().text == "Open QuoteVault to get today's quote.")
    await model.daily.refresh()
    let today = try #require(model.daily.quote)
    #expect(answer().quote == today)
    #expect(answer().text == today.shareText)
    #expect(plan(.quoteOfTheDay, device.store).first?.quote == today, "the widget's quote")
    phone.restart()
    #expect(answer().text == "Unlock your iPhone to see today's quote.")
  }

  @Test("QV-10.1: before the first unlock the favourites widget says to unlock; the gallery shows a sample")
  func lockedAndGallery() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-widget-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let phone = SimulatedDataProtection()
    let store = phone.store(directory: folder)
    let gallery = QuoteWidgetRotation.plan(
      source: .favorites, store: store, now: start, timeZone: zone, sinceStart: 600, isPreview: true)
    #expect(gallery.entries.map(\.quote) == [QuoteWidgetTimeline.galleryQuote])
    WidgetQuotes.share(
      favorites: WidgetFavorites(isSignedIn: true, quotes: quotes(2)),
      categories: WidgetCategoryWindows(turn: 0, quotes: [:]), to: store)
    phone.restart()
    let locked = QuoteWidgetRotation.plan(
      source: .favorites, store: store, now: start, timeZone: zone, sinceStart: 40, isPreview: false)
    #expect(locked.entries.map(\.missingText) == ["Unlock your iPhone to see your favorites."])
    #expect(locked.reloadAfter.timeIntervalSince(start) <= 5 * 60)
    phone.firstUnlock()
    #expect(plan(.favorites, store).first?.quote != nil)
    // The quote of the day keeps its own plan (midnight changes), under its own title.
    #expect(plan(.quoteOfTheDay, store).map(\.title) == ["Quote of the Day"])
  }
}

/// Counts the store's writes (each would ask WidgetKit to reload).
final class WriteCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func add() { lock.withLock { count += 1 } }
}
