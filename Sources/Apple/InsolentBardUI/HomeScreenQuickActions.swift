#if os(iOS)
  import AppServices
  import InsolentBardCore
  import UIKit

  /// The Home Screen quick actions (Another Insult, Favourites: `BardQuickAction`): set as the app's dynamic
  /// shortcut items at launch, in the app's language, and their links handed to the model, which follows them
  /// as any link (`BardModel.open`). A cold launch's action arrives before the model can take it and waits in
  /// `quickActions`.
  @MainActor
  public final class BardAppDelegate: NSObject, UIApplicationDelegate {
    /// Static: UIKit makes the scene delegate itself, and it cannot reach this adaptor's instance.
    public static let quickActions = NotificationLinkInbox()

    public func application(
      _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
      application.shortcutItems = BardQuickAction.all.map {
        UIApplicationShortcutItem(
          type: $0.type, localizedTitle: $0.title.text, localizedSubtitle: nil,
          icon: UIApplicationShortcutIcon(systemImageName: $0.systemImage))
      }
      return true
    }

    /// The scene delegate below receives quick actions (SwiftUI's scenes keep their windows).
    public func application(
      _ application: UIApplication, configurationForConnecting session: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
      configuration.delegateClass = BardSceneDelegate.self
      return configuration
    }
  }

  /// Hands a quick action's link on: one that launched the app (in the connection options), or one chosen while
  /// the app was running.
  @MainActor
  final class BardSceneDelegate: NSObject, UIWindowSceneDelegate {
    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      if let item = connectionOptions.shortcutItem { deliver(item) }
    }

    func windowScene(
      _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
      completionHandler: @escaping (Bool) -> Void
    ) {
      completionHandler(deliver(shortcutItem))
    }

    @discardableResult
    private func deliver(_ item: UIApplicationShortcutItem) -> Bool {
      guard let url = BardQuickAction.link(forType: item.type) else { return false }
      BardAppDelegate.quickActions.deliver(url)
      return true
    }
  }
#endif
