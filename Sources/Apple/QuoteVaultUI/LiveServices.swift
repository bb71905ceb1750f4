#if os(iOS)
  import AppServicesLive
  import Foundation
  import QuoteVaultCore
  import SharedStore
  import SharedStoreWidgetKit
  import SupabaseClient
  import UserNotifications

  /// The notification centre behind the core's NotificationScheduler (QV-7).
  public struct UserNotificationScheduler: NotificationScheduler {
    public init() {}

    public func requestAuthorization() async -> Bool { await NotificationPermission.request() }

    public func pendingIdentifiers() async -> [String] {
      await withCheckedContinuation { continuation in
        UNUserNotificationCenter.current().getPendingNotificationRequests { requests in
          continuation.resume(returning: requests.map(\.identifier))
        }
      }
    }

    /// One calendar notification per day, at that day's date and time, carrying the deep link (QV-7.2 to 7.4).
    public func schedule(_ notifications: [PlannedNotification]) async {
      let calendar = Calendar.current
      for planned in notifications {
        let content = UNMutableNotificationContent()
        content.title = planned.title
        content.body = planned.body
        content.sound = .default
        content.userInfo = ["url": planned.deepLink.absoluteString]
        let when = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: planned.date)
        let request = UNNotificationRequest(
          identifier: planned.id, content: content,
          trigger: UNCalendarNotificationTrigger(dateMatching: when, repeats: false))
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
          UNUserNotificationCenter.current().add(request) { _ in continuation.resume() }
        }
      }
    }

    public func cancel(_ identifiers: [String]) async {
      UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: identifiers)
    }
  }

  extension QuoteVaultDependencies {
    /// The app's dependencies: the project in Info.plist (`SupabaseURL`, `SupabaseAnonKey`), the session in the
    /// Keychain, the cache in Application Support, settings and the widget's quote in the App Group.
    @MainActor
    public static func live(bundle: Bundle = .main) throws -> QuoteVaultDependencies {
      let url = (bundle.object(forInfoDictionaryKey: "SupabaseURL") as? String).flatMap(URL.init(string:))
      let key = bundle.object(forInfoDictionaryKey: "SupabaseAnonKey") as? String ?? ""
      let support = try FileManager.default.url(
        for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
      // The session in the Keychain, in the app's own access group: the widget reads only the App Group, and an
      // explicit group would need $(AppIdentifierPrefix), which is empty in a simulator build with no team.
      let keychain = KeychainSessionStorage(
        service: (bundle.bundleIdentifier ?? "quotevault") + ".session", accessGroup: nil)
      let client = SupabaseClient(url: url ?? URL(fileURLWithPath: "/"), key: key, sessionStorage: keychain)
      let cache = try LocalCache(path: support.appendingPathComponent("quotevault.sqlite").path)
      return QuoteVaultDependencies(
        service: QuoteVaultService(api: QuoteVaultAPI(client: client), cache: cache),
        store: .appGroup(QuoteVaultShared.appGroup), notifications: UserNotificationScheduler())
    }
  }
#endif
