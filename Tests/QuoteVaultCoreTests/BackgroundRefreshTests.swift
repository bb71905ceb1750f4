import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import Testing

/// A background app refresh that cold-launches the app (no `launch()`): the signed-in user and their library are
/// read from the device first. Against quotevault-server in the test's process.
@MainActor
@Suite("QuoteVault background refresh: the session and library restored before planning and sending")
struct BackgroundRefreshTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  /// The quote ids the pending extra reminders carry (each day's first is the quote of the day's).
  private func extraIDs(_ device: Device) -> Set<Int64> {
    Set(
      device.notifications.pending.filter { $0.url?.host == "quote" }.compactMap {
        $0.url.flatMap(NotificationPlan.quoteID(in:))
      })
  }

  /// A signed-in phone whose extra reminders come from three favourites, and the favourites.
  private func remindersFromFavorites(_ device: Device) async throws -> (QuoteVaultModel, [Quote]) {
    // The outbox's retries wait on a clock this test never moves: only the relaunched app may send what waits.
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    let quotes = await device.quotesOfNoDay(in: model)
    try #require(quotes.count >= 4)
    for quote in quotes.prefix(3) { await model.toggleFavorite(quote) }
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true, time: "06:00")
    await model.reminders.setReminders(count: 4, end: "23:00")
    await model.reminders.setSource(.favorites)
    #expect(extraIDs(device) == Set(quotes.prefix(3).map(\.id)))
    return (model, quotes)
  }

  @Test("QV-7.1: a cold background refresh keeps the favourites' reminders and sends the outbox as the user")
  func coldRefreshRestores() async throws {
    let device = try Device(backend)
    let (model, quotes) = try await remindersFromFavorites(device)
    let userID = try #require(model.auth.user?.id)
    // Offline, a fourth heart waits in the outbox; then iOS ends the app.
    await backend.stop()
    await model.toggleFavorite(quotes[3])
    #expect(model.outbox.pendingCount == 1)
    try await backend.restart()

    let phone = try device.relaunched(backend)
    let relaunched = phone.model()
    await relaunched.backgroundRefresh()
    #expect(relaunched.auth.user?.id == userID, "the session is read from the device")
    #expect(
      extraIDs(phone) == Set(quotes.prefix(4).map(\.id)), "the reminders carry the favourites, the queued one too")
    #expect(
      await eventuallyAsync {
        let data = try? await backend.admin("GET", "rest/v1/favorites?user_id=eq.\(userID)&select=quote_id")
        return data.map { String(decoding: $0, as: UTF8.self).contains("\(quotes[3].id)") } ?? false
      }, "the waiting heart reached the server as the restored user's")
    #expect(await eventually { relaunched.outbox.pendingCount == 0 })
  }

  @Test("QV-7.1: a background refresh that cannot read the session leaves the favourites' reminders as they are")
  func unreadableSessionKeepsReminders() async throws {
    let device = try Device(backend)
    _ = try await remindersFromFavorites(device)
    let before = device.notifications.pending
    // The stored session cannot be read (as the Keychain before the first unlock), while the cache says someone
    // is signed in: the favourites cannot be known.
    try FileManager.default.removeItem(at: device.folder.appendingPathComponent("session.json"))
    let phone = try device.relaunched(backend)
    let relaunched = phone.model(searchIndex: SimulatedSearchIndex())
    await relaunched.backgroundRefresh()
    #expect(relaunched.auth.user == nil)
    #expect(phone.notifications.pending == before, "nothing planned without the favourites")
  }
}
