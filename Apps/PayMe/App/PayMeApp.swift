#if os(iOS)
  import AppServices
  import AppServicesLive
  import AppServicesLocalAuthentication
  import Foundation
  import Localization
  import PayMeCore
  import PayMeUI
  import SharedStore
  import SharedStoreWidgetKit
  import SwiftUI
  import UIKit
  import UserNotifications

  @main
  @MainActor
  struct PayMeApp: App {
    @UIApplicationDelegateAdaptor private var delegate: PayMeAppDelegate
    @State private var model: PayMeModel
    @State private var cover = SceneCoverWindow()
    @Environment(\.scenePhase) private var scenePhase

    init() {
      let model = PayMeModel(dependencies: .live())
      _model = State(initialValue: model)
      // A reminder's Remind button, set here (before launch ends) because iOS may launch PayMe in the background
      // for it, where no view appears: the model marks the request reminded; anything else opens the link.
      UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(
          identifier: RequestReminder.category,
          actions: [
            UNNotificationAction(
              identifier: RequestReminder.remindAction, title: RequestReminder.remindTitle.text,
              options: [.authenticationRequired])
          ], intentIdentifiers: [])
      ])
      PayMeAppDelegate.notifications.action = { identifier, link in model.notificationAction(identifier, link: link) }
      PayMeAppDelegate.notifications.arrivedInFront = { identifier in model.notificationArrived(identifier) }
    }

    var body: some Scene {
      WindowGroup {
        PayMeRootView(model: model, cover: cover)
          .onAppear {
            PayMeAppDelegate.notifications.open = { url in model.open(url) }
            PayMeAppDelegate.quickActions.open = { url in model.open(url) }
            // Siri matches "Send money to <name>" against the recipient query's suggestions: read them again
            // from the contacts as saved now (someone paid last time joined the list).
            PayMeShortcuts.updateAppShortcutParameters()
          }
          // Someone paid for the first time (a code, the contact picker, the shortcut) can be said to Siri now,
          // not only after the next launch.
          .onChange(of: model.ledger.contacts.count) { PayMeShortcuts.updateAppShortcutParameters() }
          // Leaving PayMe: a background refresh is asked for on the next due day of a scheduled payment.
          .onChange(of: scenePhase) {
            if scenePhase == .background { model.requestBackgroundRun() }
          }
      }
      // Due scheduled payments sent with PayMe not open, through the same run a return uses, and said in a
      // notification; then the next run is asked for.
      .backgroundTask(.appRefresh(PayMeBackgroundRefresh.identifier)) { [model] in
        await model.backgroundRefresh()
        await model.requestBackgroundRun()
      }
    }
  }

  /// Sets the shared notification router (AppServicesLive) as the centre's delegate before launch ends, so a
  /// tapped request reminder opens its request (`userInfo["url"]`), even when the tap launched the app.
  @MainActor
  final class PayMeAppDelegate: NSObject, UIApplicationDelegate {
    /// Static, so the app's init can give it the model's action hook before launch ends (held for the app's
    /// lifetime: the centre keeps a weak reference).
    static let notifications = NotificationTapRouter()
    /// Quick actions' links, waiting for the model when the action launched the app. Static: UIKit makes the
    /// scene delegate itself, and it cannot reach this adaptor's instance.
    static let quickActions = LinkInbox()

    func application(
      _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
      UNUserNotificationCenter.current().delegate = Self.notifications
      // The icon's menu: Send Money and Request Money, each one of PayMe's links.
      let items = QuickAction.all.map {
        UIApplicationShortcutItem(
          type: $0.type, localizedTitle: $0.title.text, localizedSubtitle: $0.subtitle.text,
          icon: UIApplicationShortcutIcon(systemImageName: $0.systemImage))
      }
      QuickActionDelivery.install(items, on: application, link: QuickAction.link(forType:), inbox: Self.quickActions)
      return true
    }

    /// The shared scene delegate receives quick actions (`QuickActionDelivery`).
    func application(
      _ application: UIApplication, configurationForConnecting session: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      QuickActionDelivery.sceneConfiguration(for: session)
    }
  }
#endif
