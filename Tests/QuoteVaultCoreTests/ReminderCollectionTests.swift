import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import Testing

/// Reminders from one of the user's collections (as Motivation's "Reminders from: My collections"), planned
/// from the device's copy, and all categories' quotes, said in Settings, once it is emptied or deleted.
@MainActor
@Suite("QuoteVault reminders from a collection: offline, renamed, emptied, deleted")
struct ReminderCollectionTests {
  let backend: Backend
  init() async throws { backend = try await Backend(process: true) }

  /// The quotes the pending extra reminders carry (each day's first is the quote of the day's), from the cache.
  private func extraQuotes(_ device: Device) throws -> [Quote] {
    let ids = device.notifications.pending.filter { $0.url?.host == "quote" }.compactMap {
      $0.url.flatMap(NotificationPlan.quoteID(in:))
    }
    return try device.service.cache.quotes(ids: ids)
  }

  @Test("QV-7.2: reminders draw only on the chosen collection, offline; emptied or deleted, all categories, said")
  func fromCollection() async throws {
    let device = try Device(backend)
    let model = device.model(searchIndex: SimulatedSearchIndex())
    model.continueAsGuest()
    await model.feed.reload()
    let picked = Array(await device.quotesOfNoDay(in: model).prefix(3))
    #expect(picked.count == 3)
    let collection = try #require(await model.library.createCollection(named: "Mornings"))
    for quote in picked { await model.library.add(quote, to: collection) }
    let choice = ReminderSource.collection(id: collection.id, name: "Mornings")
    #expect(model.reminders.sourceChoices.suffix(1) == [choice], "the user's collections follow the categories")

    // Offline from here: the collection is on the device, and so is the plan.
    await backend.stop()
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true, time: "06:00")
    await model.reminders.setReminders(count: 4, end: "23:00")
    await model.reminders.setSource(choice)
    #expect(Set(try extraQuotes(device).map(\.id)) == Set(picked.map(\.id)), "only the collection's, each once")
    #expect(model.reminders.sourceNote == nil)
    #expect(device.model().reminders.schedule.source == choice, "kept on the device with the schedule")

    // Renamed: the same choice, under its new name.
    #expect(await model.library.rename(collection, to: "Dawn", waitForServer: false))
    #expect(model.reminders.sourceChoices.filter { $0 == choice }.count == 1)
    await model.reminders.reschedule()
    #expect(model.reminders.schedule.source.title.text == "“Dawn”")

    // Emptied: reminders come from all categories, and Settings says why.
    for quote in picked { await model.library.remove(quote.id, from: collection) }
    await model.reminders.reschedule()
    #expect(!(try extraQuotes(device)).isEmpty, "all categories' quotes, from the cache")
    #expect(model.reminders.sourceNote == ReminderFallback.emptyCollection(name: "Dawn").note)
    #expect(model.reminders.sourceNote == "“Dawn” has no quotes reminders can show, so they come from all categories.")

    // Deleted: the same, named as the user last knew it; the picker still shows the choice.
    await model.library.delete(collection)
    await model.reminders.reschedule()
    #expect(!(try extraQuotes(device)).isEmpty)
    #expect(model.reminders.sourceNote == ReminderFallback.deletedCollection(name: "Dawn").note)
    #expect(model.reminders.sourceChoices.contains(model.reminders.schedule.source))
    #expect(model.reminders.schedule.source == choice, "the choice is kept: nothing the user set is lost")
  }

  @Test("QV-7.2: the source's quotes, or all categories' with the reason, never a user's own quote")
  func draw() {
    let all = (1...5).map { Quote(id: Int64($0), text: "All \($0).", author: "A", category: "Wisdom") }
    let own = Quote(id: 90, text: "Mine.", author: "Me", category: "Wisdom", ownerID: "user")
    let kept = Quote(id: 91, text: "Kept.", author: "B", category: "Love")
    let box = QuoteCollection(id: "c1", name: "Box")
    let collections = [(box, [own, kept])]
    func drawn(_ source: ReminderSource, favorites: [Quote] = [], collections: [(QuoteCollection, [Quote])] = [])
      -> (ids: [Int64], fallback: ReminderFallback?)
    {
      let result = source.draw(all: { all + [own] }, category: [], favorites: favorites, collections: collections)
      return (result.quotes.map(\.id), result.fallback)
    }
    #expect(drawn(.collection(id: "c1", name: "Old"), collections: collections).ids == [91])
    #expect(
      drawn(.collection(id: "c1", name: "Box"), collections: [(box, [own])]).fallback == .emptyCollection(name: "Box"))
    #expect(drawn(.collection(id: "gone", name: "Gone")).fallback == .deletedCollection(name: "Gone"))
    #expect(drawn(.collection(id: "gone", name: "Gone")).ids == [1, 2, 3, 4, 5], "all, never the own quote")
    #expect(drawn(.favorites).fallback == .noFavorites && drawn(.favorites).ids.count == 5)
    #expect(drawn(.favorites, favorites: [kept]).ids == [91] && drawn(.favorites, favorites: [kept]).fallback == nil)
    #expect(drawn(.category(.humor)).fallback == .emptyCategory(.humor))
    #expect(drawn(.allCategories).fallback == nil)
  }
}
