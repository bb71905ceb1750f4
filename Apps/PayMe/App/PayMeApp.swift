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
          .onAppear { delegate.openLink = { url in model.open(url) } }
      }
    }
  }

  /// A tapped request reminder opens its request (`userInfo["url"]`, set by LiveNotificationCenter).
  @MainActor
  final class PayMeAppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    /// Set once the model exists; a tap that launched the app waits for it.
    var openLink: ((URL) -> Void)? {
      didSet {
        if let waiting, let openLink {
          self.waiting = nil
          openLink(waiting)
        }
      }
    }
    private var waiting: URL?

    private func deliver(_ url: URL) {
      if let openLink { openLink(url) } else { waiting = url }
    }

    func application(
      _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
      UNUserNotificationCenter.current().delegate = self
      return true
    }

    nonisolated func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
    ) async {
      let link = (response.notification.request.content.userInfo["url"] as? String).flatMap(URL.init(string:))
      guard let link else { return }
      await MainActor.run { deliver(link) }
    }

    /// A reminder arriving while PayMe is in front shows as a banner too, and stays in Notification Center.
    nonisolated func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions {
      [.banner, .list, .sound]
    }
  }
#endif
