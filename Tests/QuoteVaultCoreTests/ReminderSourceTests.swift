import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import Testing

/// Where the extra reminders take their quotes from, and whose quotes they may show: against quotevault-server
/// on 127.0.0.1.
@MainActor
@Suite("QuoteVault reminders' quotes: from the chosen source, never an own quote, planned again at sign-out")
struct ReminderSourceTests {
  let backend: Backend
  init() async throws { backend = try await Backend(process: true) }

  /// The quotes the pending extra reminders carry (each day's first is the quote of the day's), from the cache.
  private func extraQuotes(_ device: Device) throws -> [Quote] {
    let ids = device.notifications.pending.filter { $0.url?.host == "quote" }.compactMap {
      $0.url.flatMap(NotificationPlan.quoteID(in:))
    }
    return try device.service.cache.quotes(ids: ids)
  }

  private func remindersOn(_ model: QuoteVaultModel, _ device: Device, count: Int = 12) async {
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true, time: "06:00")
    await model.reminders.setReminders(count: count, end: "23:00")
  }

  @Test("QV-7.2: the extra reminders come from all categories, one category (fetched if few are saved), or favorites")
  func perSource() async throws {
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    let favourites = Array(await device.quotesOfNoDay(in: model).prefix(3))
    for quote in favourites { await model.toggleFavorite(quote) }
    await remindersOn(model, device, count: 4)
    #expect(model.reminders.schedule.source == .allCategories, "all categories unless the user chooses")
    let all = try extraQuotes(device)
    #expect(!all.isEmpty && Set(all.map(\.id)).isSubset(of: model.feed.quotes.map(\.id)), "what the device has seen")

    // One category: the device had seen only a page of all of them, so more of that one are asked for.
    await model.reminders.setSource(.category(.humor))
    let humor = try extraQuotes(device)
    #expect(humor.count >= 10 && humor.allSatisfy { $0.category == "Humor" }, "\(humor.map(\.category))")
    #expect(device.notifications.pending.count == NotificationPlan.plannedLimit)
    #expect(device.model().reminders.schedule.source == .category(.humor), "kept on the device with the schedule")

    // Favourites, as Motivation's reminders draw them: only those, each once, the rest saying a quote waits.
    await model.reminders.setSource(.favorites)
    let fromFavourites = try extraQuotes(device)
    #expect(Set(fromFavourites.map(\.id)) == Set(favourites.map(\.id)) && fromFavourites.count == 3)
    let plain = device.notifications.pending.filter { $0.body == NotificationPlan.reminderBody }
    #expect(!plain.isEmpty && model.reminders.sourceNote == nil)
    // No favourites left: all categories' quotes instead, and Settings says so.
    for quote in favourites { await model.toggleFavorite(quote) }
    await model.reminders.reschedule()
    #expect(!(try extraQuotes(device)).isEmpty && model.reminders.sourceNote == ReminderSource.noFavoritesNote)
    #expect(model.reminders.sourceNote == "You have no favorites yet, so reminders come from all categories.")
  }

  @Test("QV-1.8: no reminder shows a user's own quote; at sign-out the favourites' reminders are planned again")
  func privateAfterSignOut() async throws {
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    model.myQuotes.newQuote()
    model.settlePresentation()
    let sheet = try #require(model.presentation.top?.destination.ownQuote)
    sheet.text = "My private thought, for me alone."
    sheet.author = "Me"
    await sheet.save()
    model.settlePresentation()
    let own = try #require(model.library.ownQuotes.first)
    await model.toggleFavorite(own)
    let favourite = try #require(await device.quotesOfNoDay(in: model).first)
    await model.toggleFavorite(favourite)

    // Every quote the device holds is a candidate, the own one too: none of them reaches a body.
    await remindersOn(model, device)
    #expect(!device.notifications.pending.contains { $0.body.contains(own.text) }, "all categories")
    await model.reminders.setSource(.favorites)
    #expect(!device.notifications.pending.contains { $0.body.contains(own.text) }, "favourites")
    #expect(try extraQuotes(device).map(\.id) == [favourite.id])

    // Signed out: the pending reminders are planned again, with nobody's favourites: the account's source goes
    // back to all categories (the catalogue, where the old favourite is one quote among the rest).
    await model.account.signOut()
    #expect(
      await eventuallyAsync {
        model.reminders.schedule.source == .allCategories && model.reminders.sourceNote == nil
          && ((try? extraQuotes(device)) ?? []).count > 1
      }, "the old user's favourites go")
    #expect(!device.notifications.pending.isEmpty, "the reminders themselves stay: they are the device's")
    #expect(!device.notifications.pending.contains { $0.body.contains(own.text) })
  }

  @Test("QV-7.2: twelve a day leave one of iOS's 64 slots spare; a guest's Favorite on one adds no notification")
  func slotKeptFree() async throws {
    let device = try Device(backend)
    let model = device.model(searchIndex: SimulatedSearchIndex())  // a guest's heart reaches Spotlight
    model.continueAsGuest()
    await model.feed.reload()
    await remindersOn(model, device)
    let planned = Set(device.notifications.pending.map(\.id))
    #expect(planned.count == NotificationPlan.plannedLimit)
    let link = try #require(device.notifications.pending.compactMap(\.url).first { $0.host == "quote" })
    #expect(await model.notificationAction(NotificationPlan.favoriteAction, link: link))
    #expect(model.library.favoriteIDs == [try #require(NotificationPlan.quoteID(in: link))], "kept on the device")
    let pending = Set(device.notifications.pending.map(\.id))
    #expect(pending == planned, "the heart needs no sign-in, so nothing is said, and no reminder pushed out")
  }

  @Test("QV-7.2: the Until wheel plans nothing while it turns; Done (or leaving Settings) plans the new end once")
  func untilCommits() async throws {
    let device = try Device(backend)
    let model = device.model()
    model.continueAsGuest()
    await remindersOn(model, device, count: 3)
    let before = device.notifications.pending
    for tick in ["22:59", "22:58", "18:01", "18:00"] { model.reminders.editEnd(tick) }
    #expect(device.notifications.pending == before && model.reminders.schedule.end == "23:00", "nothing planned yet")
    #expect(model.reminders.endDraft == "18:00")
    await model.reminders.commitTime()
    #expect(model.reminders.schedule.end == "18:00" && model.reminders.endDraft == nil)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    let hours = Set(device.notifications.schedule.map { calendar.component(.hour, from: $0.fires) })
    #expect(hours == [6, 12, 18])
  }
}
