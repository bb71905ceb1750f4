#if os(iOS)
  import AppServices
  import UIKit

  /// The Home Screen quick actions of an app whose actions are links: the icon's menu is set at launch, and a
  /// chosen action's link goes to an inbox that holds it until the model connects (a cold launch's action
  /// arrives before the model exists). PayMe and the Bard share it; UIKit makes the scene delegate itself, so
  /// the route it follows is kept here, once per process.
  @MainActor
  public enum QuickActionDelivery {
    private static var route: (link: (String) -> URL?, inbox: NotificationLinkInbox)?

    /// Sets the icon's menu (`items`, in the app's language) and where its actions go: an item's type becomes
    /// a link by `link` (nil for a type the app does not offer), delivered to `inbox`.
    public static func install(
      _ items: [UIApplicationShortcutItem], on application: UIApplication, link: @escaping (String) -> URL?,
      inbox: NotificationLinkInbox
    ) {
      application.shortcutItems = items
      route = (link, inbox)
    }

    /// The scene configuration whose delegate receives quick actions (SwiftUI's scenes keep their windows).
    public static func sceneConfiguration(for session: UISceneSession) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
      configuration.delegateClass = QuickActionSceneDelegate.self
      return configuration
    }

    /// An action's link to the inbox; false for a type the app does not offer.
    @discardableResult
    static func deliver(_ item: UIApplicationShortcutItem) -> Bool {
      guard let route, let url = route.link(item.type) else { return false }
      route.inbox.deliver(url)
      return true
    }
  }

  /// Hands a quick action's link on: one that launched the app (in the connection options), or one chosen while
  /// the app was running.
  @MainActor
  final class QuickActionSceneDelegate: NSObject, UIWindowSceneDelegate {
    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      if let item = connectionOptions.shortcutItem { QuickActionDelivery.deliver(item) }
    }

    func windowScene(
      _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void
    ) {
      completionHandler(QuickActionDelivery.deliver(shortcutItem))
    }
  }
#endif
