#if os(iOS)
  import AppServices
  import AppServicesLive
  import AppServicesLocalAuthentication
  import Foundation
  import PayMeCore
  import SharedStore
  import SharedStoreWidgetKit
  import UIKit

  extension PayMeDependencies {
    /// The app's services: settings and the demo ledger in the app's own Application Support folder (PM-14:
    /// nothing leaves the device; the Send Money shortcut reads its contacts from the same place), Face ID or
    /// the passcode, the system's notifications and background refresh; only the holder (name and handle) is in
    /// the App Group, where the Messages extension reads it (PayMeShared.holder).
    @MainActor
    public static func live() -> PayMeDependencies {
      PayMeDependencies(
        store: appStore, deviceOwner: .live, notifications: .live,
        openSettings: {
          Task { @MainActor in
            if let url = URL(string: UIApplication.openSettingsURLString) { UIApplication.shared.open(url) }
          }
        }, privacyPolicyURL: PrivacyPolicy.configuredInBundle, echoFrame: PayMeDependencies.oneFrame,
        backgroundRefresh: LiveBackgroundRefresh(), groupStore: SharedStore.appGroup(PayMeShared.appGroup),
        // "Notifications Are Off": the app's notification settings (iOS 16 and later), as QuoteVault and the Bard.
        openNotificationSettings: {
          Task { @MainActor in
            if let url = URL(string: UIApplication.openNotificationSettingsURLString) { UIApplication.shared.open(url) }
          }
        }, screenBrightness: LiveScreenBrightness())
    }

    /// The app's own store, which the Send Money shortcut reads too.
    public static var appStore: SharedStore {
      SharedStore(directory: URL.applicationSupportDirectory.appendingPathComponent("PayMe", isDirectory: true))
    }
  }
#endif
