import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import Testing

/// Settings' "Open Settings", shown when iOS has QuoteVault's notifications off, opens the app's notification
/// settings (`UIApplication.openNotificationSettingsURLString` on iOS 16 and later), where they are turned on.
@MainActor
@Suite("QuoteVault Open Settings: the app's notification settings")
struct NotificationSettingsTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  @Test("Notifications refused: Open Settings is offered and opens the notification settings page")
  func opensNotificationSettings() async throws {
    let urls = SimulatedURLOpener()
    let page = try #require(URL(string: "app-settings:notifications"))
    let device = try Device(backend)
    let model = device.model(urls: urls, notificationSettingsPage: page)
    device.notifications.scriptPrompt(.dontAllow)
    await model.reminders.setNotifications(enabled: true)
    #expect(model.reminders.blockedInSettings, "Open Settings shows")
    await model.reminders.openNotificationSettings()  // the button's action
    #expect(urls.opened == [page.absoluteString])
  }
}
