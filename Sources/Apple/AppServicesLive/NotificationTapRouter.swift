#if os(iOS)
  import AppServices
  import Foundation
  import UserNotifications

  /// The one notification delegate of QuoteVault, PayMe, NoteWall and the Insolent Bard: a tap's link (`userInfo["url"]`, written
  /// by `LiveNotificationCenter`) goes to the app's `open`, waiting for it if the tap launched the app; a
  /// notification that arrives while the app is in front shows as a banner and stays in Notification Center
  /// (iOS shows nothing there unless `willPresent` says how). Set it as the centre's delegate before launch
  /// ends, and hold it: the centre keeps only a weak reference.
  @MainActor
  public final class NotificationTapRouter: NSObject, UNUserNotificationCenterDelegate {
    private let inbox = LinkInbox()

    /// Where links go (`model.open(_:)`); a link that arrived before it was set is delivered when it is.
    public var open: ((URL) -> Void)? {
      get { inbox.open }
      set { inbox.open = newValue }
    }

    /// A notification action's button (not the tap itself), with the notification's link: true when the app
    /// handled it; otherwise the link is opened as for a tap. Unset, every action opens the link.
    /// iOS waits for it (a button pressed with the app not running launches it in the background for this).
    public var action: (@MainActor (_ identifier: String, _ link: URL) async -> Bool)?

    /// A notification iOS is about to show while the app is in front, by its request's identifier: the app's model
    /// may act on what it says (PayMe moves the ledger when "Payment Returned" arrives). Unset, nothing is done.
    public var arrivedInFront: (@MainActor (_ identifier: String) -> Void)?

    nonisolated override public init() { super.init() }

    nonisolated public func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
    ) async {
      guard let link = NotificationLink.url(in: response.notification.request.content.userInfo) else { return }
      let identifier = response.actionIdentifier
      let isButton =
        identifier != UNNotificationDefaultActionIdentifier && identifier != UNNotificationDismissActionIdentifier
      await handle(link, identifier: identifier, isButton: isButton)
    }

    private func handle(_ link: URL, identifier: String, isButton: Bool) async {
      if isButton, let action, await action(identifier, link) { return }
      inbox.deliver(link)
    }

    private func tellArrived(_ identifier: String) { arrivedInFront?(identifier) }

    nonisolated public func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions {
      let identifier = notification.request.identifier
      await tellArrived(identifier)
      let shown = ForegroundPresentation.apps
      var options: UNNotificationPresentationOptions = []
      if shown.contains(.banner) { options.insert(.banner) }
      if shown.contains(.list) { options.insert(.list) }
      if shown.contains(.sound) { options.insert(.sound) }
      return options
    }
  }
#endif
