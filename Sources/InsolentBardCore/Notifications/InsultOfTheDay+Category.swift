import AppServices
import Localization

/// What the app registers with iOS for the Insult of the Day (`NotificationCenterClient.setNotificationCategories`,
/// `UNNotificationCategory` on iOS): its two buttons, and what a Lock Screen that hides previews shows in place of
/// the insult, rather than iOS's bare "Notification".
extension InsultOfTheDay {
  /// The body on a Lock Screen set to hide previews (Show Previews: When Unlocked or Never).
  public static var hiddenPreviewBody: LocalizedCopy {
    LocalizedCopy("bard.day.hiddenPreview", "Your Insult of the Day awaits. Unlock to read it.")
  }

  public static var notificationCategories: [NotificationCategory] {
    [
      NotificationCategory(
        identifier: category,
        // A button that opens the app unlocks first (`.foreground`); one that did not would ask for the passcode.
        actions: actions.map {
          .init(identifier: $0.identifier, title: $0.title.text, opensApp: $0.opensApp, requiresUnlock: !$0.opensApp)
        }, hiddenPreviewsBodyPlaceholder: hiddenPreviewBody.text)
    ]
  }
}

extension BardModel {
  /// At launch, before it ends (Apple asks for the categories then, with the centre's delegate).
  public func registerNotificationCategories() {
    dependencies.notifications.setNotificationCategories(InsultOfTheDay.notificationCategories)
  }
}
