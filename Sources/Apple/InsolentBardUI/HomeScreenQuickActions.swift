#if os(iOS)
  import AppServices
  import AppServicesLive
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
      let items = BardQuickAction.all.map {
        UIApplicationShortcutItem(
          type: $0.type, localizedTitle: $0.title.text, localizedSubtitle: nil,
          icon: UIApplicationShortcutIcon(systemImageName: $0.systemImage))
      }
      QuickActionDelivery.install(
        items, on: application, link: BardQuickAction.link(forType:), inbox: Self.quickActions)
      return true
    }

    /// The shared scene delegate receives quick actions (`QuickActionDelivery`).
    public func application(
      _ application: UIApplication, configurationForConnecting session: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      QuickActionDelivery.sceneConfiguration(for: session)
    }
  }
#endif
