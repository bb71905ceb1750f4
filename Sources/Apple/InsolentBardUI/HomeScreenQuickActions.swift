#if os(iOS)
  import AppServices
  import AppServicesLive
  import InsolentBardCore
  import UIKit

  /// The Home Screen quick actions (Another Insult, Favourites: `BardQuickAction`): Info.plist's static shortcut
  /// items, so the icon offers them before the first launch, and their links handed to the model
  /// (`BardModel.performQuickAction`). A cold launch's action
  /// arrives before the model can take it and waits in `quickActions`.
  @MainActor
  public final class BardAppDelegate: NSObject, UIApplicationDelegate {
    /// Static: UIKit makes the scene delegate itself, and it cannot reach this adaptor's instance.
    public static let quickActions = LinkInbox()
    /// Links opened into the app (a widget's tap, another app's link), heard by both SwiftUI's `onOpenURL` and the
    /// scene delegate and followed once (`OpenedLinks`); they wait in `linksInbox` for the model.
    public static let linksInbox = LinkInbox()
    public static let links = OpenedLinks(inbox: linksInbox)

    public func application(
      _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
      // Info.plist's static items are the menu (BardQuickAction.all, in the user's language from
      // InfoPlist.strings), there before the first launch; dynamic items would show beside them, and an earlier
      // version's persist across launches, so none are set.
      QuickActionDelivery.install(
        [], on: application, link: BardQuickAction.link(forType:), inbox: Self.quickActions, links: Self.links)
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
