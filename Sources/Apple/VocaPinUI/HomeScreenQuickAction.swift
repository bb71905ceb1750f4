#if os(iOS)
  import AppServices
  import AppServicesLive
  import UIKit
  import VocaPinCore

  /// The Home Screen quick actions ("New Note", "New Voice Note": Info.plist's static items) and iCloud Sync's
  /// silent pushes. A chosen action goes through the shared `QuickActionDelivery`, as a `vocapin://` link, to
  /// `quickActions`, which holds a cold launch's until the board connects; the app opens it as its own (`.app`).
  @MainActor
  public final class VocaPinAppDelegate: NSObject, UIApplicationDelegate {
    /// Static: UIKit makes the scene delegate itself, and the App Shortcuts cannot reach this adaptor's instance.
    public static let quickActions = LinkInbox()

    /// Registers with APNs at every launch, as Apple asks of an app that gets remote notifications: CKSyncEngine
    /// hears other devices' changes through silent pushes (project.yml: `aps-environment`, the
    /// `remote-notification` background mode). A silent push needs no permission, so nothing is asked of the user.
    public func application(
      _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      // Info.plist's items are the menu, there before the first launch; none are set here (dynamic items would
      // show beside them).
      QuickActionDelivery.install(
        [], on: application, link: { VocaPinRoute(shortcutType: $0)?.url }, inbox: Self.quickActions)
      application.registerForRemoteNotifications()
      return true
    }

    /// The shared scene delegate receives quick actions, cold or warm (`QuickActionDelivery`).
    public func application(
      _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      QuickActionDelivery.sceneConfiguration(for: connectingSceneSession)
    }
  }
#endif
