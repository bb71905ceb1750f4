import AppServices
import AppServicesTestSupport
import Foundation
import GRDB
import QuoteVaultCore
import SharedStore
import Testing

/// A reminder's Favorite runs with the app in the background, where nobody would see a failure: it asks for the
/// phone to be unlocked first, and a Favorite the app's database cannot keep is never reported as done and lost.
@MainActor
@Suite("QuoteVault reminder Favorite: only unlocked, and never lost when the device cannot save it")
struct NotificationFavoriteKeptTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  /// A signed-in phone with reminders planned, and the link of one that names its quote.
  private func planned() async throws -> (QuoteVaultModel, Device, URL) {
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true, time: "09:00")
    await model.reminders.setReminders(count: 3, end: "21:00")
    let link = try #require(device.notifications.pending.compactMap(\.url).first { $0.host == "quote" })
    return (model, device, link)
  }

  /// Another connection holds the cache's write lock: the app reads, but every write it tries is refused, as
  /// when the disk is full or iOS will not let the file be written.
  private func refuseWrites(on device: Device) throws -> DatabaseQueue {
    var configuration = Configuration()
    // The lock outlives this call, on purpose: GRDB allows that only when asked.
    configuration.allowsUnsafeTransactions = true
    let other = try DatabaseQueue(
      path: device.folder.appendingPathComponent("cache.sqlite").path, configuration: configuration)
    try other.inDatabase { try $0.execute(sql: "BEGIN IMMEDIATE") }
    return other
  }

  @Test("QV-7.3: Favorite on a reminder asks iOS for the unlocked phone (.authenticationRequired); Share opens the app")
  func unlockFirst() throws {
    let quoteButtons = try #require(
      NotificationPlan.categories.first { $0.identifier == NotificationPlan.quoteCategory })
    let favorite = try #require(quoteButtons.actions.first { $0.identifier == NotificationPlan.favoriteAction })
    #expect(favorite.requiresUnlock && !favorite.opensApp)
    let share = try #require(quoteButtons.actions.first { $0.identifier == NotificationPlan.shareAction })
    #expect(share.opensApp, "a foreground action is unlocked by iOS first anyway")
  }

  @Test("QV-4.1 / QV-11.3: a Favorite the database cannot keep waits in the App Group and joins the account later")
  func keptForLater() async throws {
    let (model, device, link) = try await planned()
    let id = try #require(NotificationPlan.quoteID(in: link))
    let userID = try #require(model.auth.user?.id)
    let lock = try refuseWrites(on: device)
    #expect(await model.notificationAction(NotificationPlan.favoriteAction, link: link), "kept, so it is done")
    #expect(!model.library.favoriteIDs.contains(id), "not in the database, which refused it")
    #expect(WidgetHearts.waiting(for: userID, in: device.store).map(\.quote.id) == [id], "waiting for the app")
    #expect(model.messages.isEmpty, "nothing to tell: it is kept")

    // The disk takes writes again; the user opens the app.
    try lock.inDatabase { try $0.execute(sql: "ROLLBACK") }
    await model.scenePhaseChanged(to: .active)
    #expect(model.library.favoriteIDs.contains(id))
    #expect(WidgetHearts.waiting(for: userID, in: device.store).isEmpty, "taken once")
    await model.outbox.send()
    let stored = String(decoding: try await backend.admin("GET", "rest/v1/favorites?quote_id=eq.\(id)"), as: UTF8.self)
    #expect(stored.contains(userID), "the server has the favourite")
  }

  @Test("QV-4.1: a Favorite that nothing on the device can keep is said and not claimed: the link opens instead")
  func notClaimed() async throws {
    let (model, device, link) = try await planned()
    let lock = try refuseWrites(on: device)
    // The App Group cannot be written either: a file stands where its folder is.
    let group = device.folder.appendingPathComponent("group")
    try FileManager.default.removeItem(at: group)
    try Data("not a folder".utf8).write(to: group)
    #expect(await !model.notificationAction(NotificationPlan.favoriteAction, link: link), "the link opens as a tap")
    #expect(model.messages.last == "The change could not be saved on this device.")
    try lock.inDatabase { try $0.execute(sql: "ROLLBACK") }
  }
}
