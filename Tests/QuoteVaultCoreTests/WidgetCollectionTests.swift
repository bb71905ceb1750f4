import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import SharedStore
import Testing

/// "Edit Widget" > Show > Collection: one of the user's collections, as the app shares them in the App Group,
/// planned as the widget's process plans it.
@MainActor
@Suite("QuoteVault configurable widget: a collection's timeline")
struct WidgetCollectionTests {
  let backend: Backend
  let zone = TimeZone(identifier: "Europe/Paris") ?? .current
  /// 2026-03-14 10:00 in Paris.
  let start = Date(timeIntervalSince1970: 1_773_478_800)
  init() async throws { backend = try await Backend() }

  func plan(_ source: QuoteWidgetSource, _ store: SharedStore) -> [QuoteWidgetTimeline.Entry] {
    QuoteWidgetRotation.plan(
      source: source, store: store, now: start, timeZone: zone, sinceStart: 600, isPreview: false
    ).entries
  }

  @Test("QV-10.1: a collection widget rotates through its quotes under its name; gone, all categories' quotes")
  func collection() async throws {
    let device = try Device(backend)
    let model = device.model(searchIndex: SimulatedSearchIndex())
    model.continueAsGuest()
    await model.feed.reload()
    let picked = Array(model.feed.quotes.prefix(3))
    let collection = try #require(await model.library.createCollection(named: "Evenings"))
    for quote in picked { await model.library.add(quote, to: collection) }

    await model.widgetFilesWritten()
    // Edit Widget lists the collections the app shared.
    #expect(WidgetCollections.choices(in: device.store).map(\.id) == [collection.id])
    #expect(WidgetCollections.choices(in: device.store).map(\.name) == ["Evenings"])
    let source = QuoteWidgetSource.collection(id: collection.id)
    #expect(QuoteWidgetSource(key: source.key) == source, "Next Quote's parameter names it")
    let shown = plan(source, device.store)
    #expect(shown.count > 1 && Set(shown.compactMap(\.quote)) == Set(picked), "a day's slots go through them all")
    #expect(shown.allSatisfy { $0.title == "Evenings" && $0.isPersonal }, "the user's own choice: redacted")
    #expect(shown.allSatisfy { $0.nextQuote == source })

    #expect(await model.library.rename(collection, to: "Nights", waitForServer: false))
    await model.widgetFilesWritten()
    #expect(plan(source, device.store).allSatisfy { $0.title == "Nights" })

    #expect(WidgetCollections.chosen([collection.id], in: device.store).map(\.name) == ["Nights"])
    // Deleted: the widget goes on with every category's shared quotes, headed so, not hidden as personal.
    await model.library.delete(collection)
    await model.widgetFilesWritten()
    #expect(WidgetCollections.choices(in: device.store).isEmpty)
    // Edit Widget still names the choice, in words, with a hint to choose another: never a blank name.
    let chosen = try #require(WidgetCollections.chosen([collection.id], in: device.store).first)
    #expect(chosen.name == "Unavailable Collection" && chosen.hint == "Choose another collection to show.")
    let fallback = plan(source, device.store)
    let shared = Set(device.store.read(QuoteVaultShared.widgetCategories).quotes.values.flatMap { $0 })
    #expect(!shared.isEmpty && fallback.compactMap(\.quote).allSatisfy { shared.contains($0) })
    #expect(fallback.allSatisfy { $0.title == QuoteWidgetCopy.allQuotesTitle && !$0.isPersonal })
  }

  @Test("QV-1.8: an account's collections leave the App Group at sign-out; the next guest's widget lists none")
  func signOut() async throws {
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    let collection = try #require(await model.library.createCollection(named: "Private thoughts"))
    await model.library.add(try #require(model.feed.quotes.first), to: collection)
    await model.widgetFilesWritten()
    #expect(WidgetCollections.choices(in: device.store).map(\.name) == ["Private thoughts"])

    await model.account.signOut()
    await model.widgetFilesWritten()
    #expect(WidgetCollections.choices(in: device.store).isEmpty, "nobody's collections stay behind")
    let entries = plan(.collection(id: collection.id), device.store)
    #expect(entries.allSatisfy { $0.title == QuoteWidgetCopy.allQuotesTitle && !$0.isPersonal })
  }

  @Test("QV-10.1: nothing to show is said in words; files locked before the first unlock are said so")
  func emptyAndLocked() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-widget-\(UUID().uuidString)")
    let protection = SimulatedDataProtection()
    let store = protection.store(directory: folder)
    let source = QuoteWidgetSource.collection(id: "c1")
    #expect(plan(source, store).map(\.missingText) == [QuoteWidgetCopy.collectionGone])

    let own = Quote(id: 7, text: "Mine.", author: "Me", category: "Wisdom", ownerID: "u")
    WidgetCollections.share(WidgetCollections.snapshot([(QuoteCollection(id: "c1", name: "Mine"), [own])]), to: store)
    let entry = try #require(plan(source, store).first)
    #expect(entry.quote == own && entry.isPersonal, "a collection's own quote shows, hidden on a locked screen")

    protection.restart()
    let locked = try #require(plan(source, store).first)
    #expect(locked.isLocked && locked.missingText == QuoteWidgetCopy.collectionLocked)
    #expect(WidgetCollections.choices(in: store).isEmpty, "Edit Widget lists nothing it cannot read")
  }

  @Test("QV-10.1: a Collection widget with no collection picked moves on with Next Quote, as its button offers")
  func noCollectionPicked() async throws {
    let device = try Device(backend)
    let model = device.model(searchIndex: SimulatedSearchIndex())
    model.continueAsGuest()
    await model.feed.reload()
    // The library's reload shares the day's window of the categories' quotes, as after any heart or sync.
    model.library.reload()
    // Edit Widget > Show: Collection, none chosen: the intent's source is the collection with no id.
    let source = QuoteWidgetSource.collection(id: "")
    let before = plan(source, device.store)
    let first = try #require(before.first)
    #expect(first.title == QuoteWidgetCopy.allQuotesTitle && first.nextQuote == source, "the button shows")
    // The button's intent gets the source's key and parses it back, as NextQuoteOnWidgetIntent.perform does.
    let parsed = try #require(QuoteWidgetSource(key: source.key))
    try WidgetNextQuote.advance(parsed, in: device.store)
    #expect(WidgetNextQuote.skip(for: source, in: device.store) == 1)
    #expect(plan(source, device.store).first?.quote != first.quote, "the next quote shows")
  }

  @Test("QV-10.1: a collection longer than the file holds goes round all its quotes, a window a day")
  func longCollection() throws {
    let quotes = (1...130).map { Quote(id: Int64($0), text: "Quote \($0)", author: "A", category: "Wisdom") }
    let collection = QuoteCollection(id: "c1", name: "Everything")
    var seen = Set<Int64>()
    for day in 0..<5 {
      let shared = try #require(WidgetCollections.snapshot([(collection, quotes)], turn: 20_500 + day).first)
      #expect(shared.quotes.count == WidgetCollections.quotesLimit, "bounded, whatever the collection's length")
      #expect(Set(shared.quotes.map(\.id)).count == shared.quotes.count, "no quote twice in a day's window")
      seen.formUnion(shared.quotes.map(\.id))
    }
    #expect(seen == Set(quotes.map(\.id)), "every quote comes round, not only the first 60")
    let short = Array(quotes.prefix(12))
    #expect(WidgetCollections.snapshot([(collection, short)], turn: 3).first?.quotes == short, "a short one whole")
  }

  @Test("A library reload with the collections unchanged writes nothing; changes land in order, the newest last")
  func unchangedNotWritten() async throws {
    let device = try Device(backend)
    let model = device.model(searchIndex: SimulatedSearchIndex())
    model.continueAsGuest()
    await model.feed.reload()
    let collection = try #require(await model.library.createCollection(named: "First"))
    await model.library.add(try #require(model.feed.quotes.first), to: collection)
    #expect(await model.library.rename(collection, to: "Second", waitForServer: false))
    await model.widgetFilesWritten()
    #expect(WidgetCollections.choices(in: device.store).map(\.name) == ["Second"], "the newest snapshot last")
    let reloads = device.widgetCenter.reloaded.count + device.widgetCenter.refused.count
    model.library.reload()
    model.library.reload()
    await model.widgetFilesWritten()
    #expect(device.widgetCenter.reloaded.count + device.widgetCenter.refused.count == reloads, "nothing rewritten")
  }
}
