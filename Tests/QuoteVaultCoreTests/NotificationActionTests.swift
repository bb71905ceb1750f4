import AppServices
import AppServicesTestSupport
import Foundation
import Presentation
import QuoteVaultCore
import Testing

/// Favorite and Share on a reminder, as quote apps offer them.
@MainActor
@Suite("QuoteVault reminder actions: Favorite through the outbox, Share on the share sheet")
struct NotificationActionTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }
  let utc = TimeZone(identifier: "UTC") ?? .current

  /// A signed-in phone with reminders three times a day, and what is pending.
  private func planned() async throws -> (QuoteVaultModel, Device, [NotificationRequest]) {
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()  // the reminders' pool
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true, time: "09:00")
    await model.reminders.setReminders(count: 3, end: "21:00")
    return (model, device, device.notifications.pending)
  }

  @Test("QV-7.3: a notification that names its quote offers Favorite and Share; one without a quote offers none")
  func category() throws {
    let quote = Quote(id: 42, text: "Know thyself.", author: "Socrates", category: "Wisdom")
    let day = QuoteDay.string(Date(timeIntervalSince1970: 1_773_471_600), timeZone: utc)
    let plan = NotificationPlan.make(
      enabled: true, schedule: ReminderSchedule(count: 2, start: "09:00", end: "18:00"),
      now: Date(timeIntervalSince1970: 1_773_471_600), timeZone: utc, quotes: [day: quote], pool: [])
    let first = try #require(plan.first?.request)
    #expect(
      first.categoryIdentifier == NotificationPlan.quoteCategory && first.url == NotificationPlan.dailyLink(quote))
    #expect(first.url.flatMap(NotificationPlan.quoteID(in:)) == 42)
    let unknown = try #require(plan.first { $0.body == NotificationPlan.reminderBody }?.request)
    #expect(unknown.categoryIdentifier == NotificationPlan.reminderCategory, "no quote, no buttons")
    let plain = try #require(NotificationPlan.categories.first { $0.identifier == NotificationPlan.reminderCategory })
    #expect(plain.actions.isEmpty)
    for hostile in ["quotevault://quote?id=abc", "https://quote?id=4", "quotevault://other?id=4", "quotevault://quote"]
    {
      #expect(URL(string: hostile).flatMap(NotificationPlan.quoteID(in:)) == nil, "\(hostile)")
    }
  }

  @Test("QV-7.3: with previews hidden, every reminder (a favourite's too) says a neutral line, not its quote")
  func hiddenPreviews() async throws {
    let (model, device, _) = try await planned()
    let favorite = try #require(model.feed.quotes.first { $0.ownerID == nil })
    await model.toggleFavorite(favorite)
    await model.reminders.setSource(.favorites)
    #expect(device.notifications.categories == NotificationPlan.categories, "registered as the model was made")
    let quoteButtons = try #require(
      device.notifications.categories.first { $0.identifier == NotificationPlan.quoteCategory })
    #expect(quoteButtons.actions.map(\.identifier) == [NotificationPlan.favoriteAction, NotificationPlan.shareAction])
    let pending = device.notifications.pending
    let ofFavorite = try #require(pending.first { $0.body.contains(favorite.text) }, "a reminder of the favourite")
    #expect(ofFavorite.categoryIdentifier == NotificationPlan.quoteCategory)
    for request in pending {
      let hidden = device.notifications.hiddenPreviewBody(of: request)
      #expect(hidden == NotificationPlan.hiddenPreviewBody, "\(request.id)")
      #expect(!hidden.contains(favorite.text))
    }
  }

  @Test("QV-4.1 / QV-4.4: a reminder's Favorite keeps its quote on the device at once and on the server after")
  func favorite() async throws {
    let (model, _, pending) = try await planned()
    let request = try #require(pending.first { $0.url?.host == "quote" && $0.categoryIdentifier != nil })
    let link = try #require(request.url)
    let id = try #require(NotificationPlan.quoteID(in: link))
    #expect(await model.notificationAction(NotificationPlan.favoriteAction, link: link))
    #expect(model.library.favoriteIDs.contains(id), "on the device before iOS may suspend the app")
    #expect(model.selectedTab == .home && model.homePath.isEmpty, "the app was not brought forward")
    await model.outbox.send()  // what the send it started does, awaited here
    #expect(model.outbox.pendingCount == 0)
    let stored = String(decoding: try await backend.admin("GET", "rest/v1/favorites?quote_id=eq.\(id)"), as: UTF8.self)
    #expect(stored.contains(model.auth.user?.id ?? "-"), "the server has the favourite")
    #expect(
      await model.notificationAction(NotificationPlan.favoriteAction, link: link), "a second press changes nothing")
    #expect(model.library.favoriteIDs.filter { $0 == id }.count == 1)
    #expect(await !model.notificationAction("something-else", link: link), "an unknown button opens the link as a tap")
  }

  @Test("QV-8.1: a reminder's Share opens Home on its quote with the share sheet over it")
  func share() async throws {
    let (model, _, pending) = try await planned()
    let link = try #require(pending.compactMap(\.url).first { $0.host == "quote" })
    #expect(await model.notificationAction(NotificationPlan.shareAction, link: link))
    model.settlePresentation()
    let quote = try #require(model.homePath.first)
    #expect(NotificationPlan.quoteLink(quote) == link && model.selectedTab == .home)
    #expect(model.presentation.top?.destination == .share(ShareItem(text: quote.shareText)))
  }

  @Test("QV-4.1: a guest's Favorite on a reminder keeps the quote on the device at once; it joins the account later")
  func guestFavorite() async throws {
    let (signedInModel, device, pending) = try await planned()
    let link = try #require(pending.compactMap(\.url).first { $0.host == "quote" })
    let id = try #require(NotificationPlan.quoteID(in: link))
    await signedInModel.account.signOut()
    let before = await device.notifications.pendingRequests().map(\.id)
    let guest = device.model(searchIndex: SimulatedSearchIndex())
    guest.continueAsGuest()
    #expect(await guest.notificationAction(NotificationPlan.favoriteAction, link: link))
    #expect(guest.library.favoriteIDs == [id], "kept at once, as a heart in the app")
    #expect(guest.presentation.alert == nil && guest.presentation.queued.isEmpty, "nobody is asked to sign in")
    #expect(await device.notifications.pendingRequests().map(\.id) == before, "nothing to tell: it is kept")
    // iOS ends the app before the user comes back: the heart was on the device before the button returned.
    let relaunched = device.model(searchIndex: SimulatedSearchIndex())
    relaunched.library.reload()
    #expect(relaunched.library.favoriteIDs == [id])
    relaunched.signInForm.email = try #require(
      signedInModel.signInForm.email.isEmpty ? nil : signedInModel.signInForm.email)
    relaunched.signInForm.password = "correct horse battery"
    #expect(await relaunched.signInForm.signIn())
    await relaunched.afterSignIn()
    #expect(relaunched.library.favoriteIDs.contains(id), "the account has it")
    #expect(try device.service.cache.guestFavoriteIDs().isEmpty, "the guest's copy went once the server had it")
  }

  @Test("QV-4.1: a Favorite that launched the app in the background reads who is signed in first: kept, no sign-in")
  func favoriteFromColdLaunch() async throws {
    let (signedInModel, device, pending) = try await planned()
    let link = try #require(pending.compactMap(\.url).first { $0.host == "quote" })
    let id = try #require(NotificationPlan.quoteID(in: link))
    let userID = try #require(signedInModel.auth.user?.id)
    // iOS ended the app; the button launches a new process in the background, before any launch has run.
    let cold = device.model(searchIndex: SimulatedSearchIndex())
    #expect(!cold.hasRestoredSession && cold.auth.user == nil)
    #expect(await cold.notificationAction(NotificationPlan.favoriteAction, link: link))
    #expect(cold.auth.user?.id == userID, "the stored session was read first")
    #expect(cold.library.favoriteIDs.contains(id))
    #expect(
      cold.presentation.alert == nil && cold.presentation.queued.isEmpty, "a signed-in user is not asked to sign in")
    await cold.outbox.send()
    let stored = String(decoding: try await backend.admin("GET", "rest/v1/favorites?quote_id=eq.\(id)"), as: UTF8.self)
    #expect(stored.contains(userID), "the server has the favourite")
  }

  @Test("QV-8.1: a Share that launched the app keeps its share sheet up when the launch then runs")
  func shareFromColdLaunch() async throws {
    let (_, device, pending) = try await planned()
    let link = try #require(pending.compactMap(\.url).first { $0.host == "quote" })
    let cold = device.model()
    #expect(await cold.notificationAction(NotificationPlan.shareAction, link: link))
    await cold.launchOnce()
    cold.settlePresentation()
    let quote = try #require(cold.homePath.first)
    #expect(NotificationPlan.quoteLink(quote) == link && cold.selectedTab == .home)
    #expect(
      cold.presentation.top?.destination == .share(ShareItem(text: quote.shareText)), "the restore closed nothing")
  }
}
