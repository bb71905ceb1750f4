#if os(iOS)
  import AppServicesLive
  import AppServicesLocalAuthentication
  import Foundation
  import PayMeCore
  import PayMeUI
  import SharedStore
  import SwiftUI
  import UIKit
  import UserNotifications

  @main
  @MainActor
  struct PayMeApp: App {
    @UIApplicationDelegateAdaptor private var delegate: PayMeAppDelegate
    // Settings and the demo ledger in the app's own Application Support folder (PM-14: nothing leaves the device).
    @State private var model = PayMeModel(
      dependencies: PayMeDependencies(
        store: SharedStore(
          directory: URL.applicationSupportDirectory.appendingPathComponent("PayMe", isDirectory: true)),
        deviceOwner: LiveDeviceOwnerAuthentication(),
        notifications: LiveNotificationCenter(),
        openSettings: {
          Task { @MainActor in
            if let url = URL(string: UIApplication.openSettingsURLString) { UIApplication.shared.open(url) }
          }
        }))
    @State private var cover = PrivacyCoverWindow()

    var body: some Scene {
      WindowGroup {
        PayMeRootView(model: model, cover: cover)
          .onAppear { delegate.notifications.open = { url in model.open(url) } }
      }
    }
  }

  /// Sets the shared notification router (AppServicesLive) as the centre's delegate before launch ends, so a
  /// tapped request reminder opens its request (`userInfo["url"]`), even when the tap launched the app.
  @MainActor
  final class PayMeAppDelegate: NSObject, UIApplicationDelegate {
    let notifications = NotificationTapRouter()

    func application(
      _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
      UNUserNotificationCenter.current().delegate = notifications
      return true
    }
  }
#endif
