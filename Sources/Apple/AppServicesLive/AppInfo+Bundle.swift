#if os(iOS)
  import AppServices
  import Foundation

  extension AppInfo {
    /// This app's version, support page and App Store ID as its Info.plist holds them.
    public static var inBundle: AppInfo {
      let info = Bundle.main.infoDictionary ?? [:]
      return AppInfo(
        version: info["CFBundleShortVersionString"] as? String, build: info["CFBundleVersion"] as? String,
        support: info[supportKey] as? String, appStoreID: info[appStoreIDKey] as? String)
    }
  }
#endif
