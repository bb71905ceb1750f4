#if os(iOS)
  import AppServices
  import UIKit

  /// The Home Screen quick actions of an app whose actions are links: the icon's menu is set at launch, and a
  /// chosen action's link goes to an inbox that holds it until the model connects (a cold launch's action
  /// arrives before the model exists). PayMe, the Bard and VocaPin share it; UIKit makes the scene delegate
  /// itself, so the route it follows is kept here, once per process.
  @MainActor
  public enum QuickActionDelivery {
    private static var route: (link: (String) -> URL?, inbox: LinkInbox)?
    /// Where links opened into the app go when the app also hears them by the scene delegate (the Bard).
    private static var openedLinks: OpenedLinks?

    /// Sets the icon's menu (`items`, in the app's language) and where its actions go: an item's type becomes
    /// a link by `link` (nil for a type the app does not offer), delivered to `inbox`. With `links`, the scene
    /// delegate also hands on the links opened into the app (its URL contexts, cold and warm), which the app's
    /// `onOpenURL` gives `links` too: Apple does not say whether SwiftUI still calls `onOpenURL` once a custom
    /// scene delegate is set, so both paths are heard and `OpenedLinks` follows each open once.
    public static func install(
      _ items: [UIApplicationShortcutItem], on application: UIApplication, link: @escaping (String) -> URL?,
      inbox: LinkInbox, links: OpenedLinks? = nil
    ) {
      application.shortcutItems = items
      route = (link, inbox)
      openedLinks = links
    }

    /// The scene configuration whose delegate receives quick actions (SwiftUI's scenes keep their windows), and
    /// links opened into the app where the app asked for them (`install`'s `links`).
    public static func sceneConfiguration(for session: UISceneSession) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
      configuration.delegateClass =
        openedLinks == nil ? QuickActionSceneDelegate.self : QuickActionAndLinkSceneDelegate.self
      return configuration
    }

    /// Links opened into the app, as the scene delegate hears them.
    static func deliver(_ contexts: Set<UIOpenURLContext>) {
      guard let openedLinks else { return }
      for context in contexts { openedLinks.receive(context.url, from: .sceneDelegate) }
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
  class QuickActionSceneDelegate: NSObject, UIWindowSceneDelegate {
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

  /// The same, and the links opened into the app: a cold launch's in the connection options, a running app's in
  /// `scene(_:openURLContexts:)`, each to `OpenedLinks`, which follows an open once however many paths bring it.
  @MainActor
  final class QuickActionAndLinkSceneDelegate: QuickActionSceneDelegate {
    override func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      super.scene(scene, willConnectTo: session, options: connectionOptions)
      QuickActionDelivery.deliver(connectionOptions.urlContexts)
    }

    @objc func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
      QuickActionDelivery.deliver(contexts)
    }
  }
#endif
