#if os(iOS)
  import UIKit
  import VocaPinCore

  /// The Home Screen quick action ("New Note") on its way to the model: iOS hands it to the scene delegate, on
  /// a cold launch before the board exists, so it waits here until the board connects.
  @MainActor
  public final class VocaPinQuickActionInbox {
    public static let shared = VocaPinQuickActionInbox()

    private var handler: ((VocaPinRoute) -> Void)?
    private var pending: VocaPinRoute?

    /// The board is up: what arrived before it is opened now, and what arrives later at once.
    public func connect(_ handler: @escaping (VocaPinRoute) -> Void) {
      self.handler = handler
      if let pending {
        self.pending = nil
        handler(pending)
      }
    }

    /// A quick action's type; false for one the app does not offer.
    @discardableResult
    func receive(_ type: String) -> Bool {
      guard let route = VocaPinRoute(shortcutType: type) else { return false }
      receive(route)
      return true
    }

    /// A route from inside the app's process: the "New Note" App Shortcut, which opens the app to run.
    public func receive(_ route: VocaPinRoute) {
      if let handler { handler(route) } else { pending = route }
    }
  }

  /// Installs the scene delegate that receives quick actions; a cold launch's arrives with the connection.
  public final class VocaPinAppDelegate: NSObject, UIApplicationDelegate {
    /// Registers with APNs at every launch, as Apple asks of an app that gets remote notifications: CKSyncEngine
    /// hears other devices' changes through silent pushes (project.yml: `aps-environment`, the
    /// `remote-notification` background mode). A silent push needs no permission, so nothing is asked of the user.
    public func application(
      _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      application.registerForRemoteNotifications()
      return true
    }

    public func application(
      _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      if let item = options.shortcutItem { VocaPinQuickActionInbox.shared.receive(item.type) }
      let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
      configuration.delegateClass = VocaPinSceneDelegate.self
      return configuration
    }
  }

  /// A quick action chosen while the app is running (or suspended).
  final class VocaPinSceneDelegate: NSObject, UIWindowSceneDelegate {
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async
      -> Bool
    {
      VocaPinQuickActionInbox.shared.receive(shortcutItem.type)
    }
  }
#endif
