import Foundation

/// `UNAuthorizationStatus`, as a value.
public enum NotificationAuthorization: Sendable, Equatable {
  case notDetermined, denied, authorized, provisional, ephemeral

  /// Whether notifications are delivered at all (provisional ones quietly, to Notification Center).
  public var allowsDelivery: Bool {
    switch self {
    case .authorized, .provisional, .ephemeral: true
    case .notDetermined, .denied: false
    }
  }
}

/// A local notification request (`UNNotificationRequest`): a stable identifier, its content, when it fires.
public struct NotificationRequest: Sendable, Equatable, Identifiable {
  public enum Trigger: Sendable, Equatable {
    /// `UNTimeIntervalNotificationTrigger`, non-repeating: seconds after it was added.
    case after(TimeInterval)
    /// `UNCalendarNotificationTrigger` for one moment, non-repeating.
    case at(Date)
  }

  public let id: String
  public let title: String
  public let body: String
  public let trigger: Trigger
  /// Opened by a tap (`userInfo["url"]`): a deep link into the app.
  public let url: URL?
  /// The category the app registered (`UNNotificationCategory`), whose actions the notification offers.
  public var categoryIdentifier: String?
  /// The zone an `.at` moment's date components are given in. iOS fires a calendar trigger whose components carry
  /// a zone at that very instant wherever the device is; one without a zone floats: it fires at the same
  /// wall-clock time in whatever zone the device is in then (after a flight, another instant), as a daily
  /// reminder at the user's chosen hour should. Nil (the apps' choice) floats, read on the device's clock when it
  /// was added.
  public var timeZone: TimeZone?

  public init(id: String, title: String, body: String, trigger: Trigger, url: URL? = nil) {
    self.id = id
    self.title = title
    self.body = body
    self.trigger = trigger
    self.url = url
  }
}

/// A kind of notification the app registers (`UNNotificationCategory`): the buttons it offers, and what it says
/// in place of its body when previews are hidden (Settings > Notifications > Show Previews: When Unlocked or
/// Never), `hiddenPreviewsBodyPlaceholder`; without one iOS says only "Notification".
public struct NotificationCategory: Sendable, Equatable, Hashable {
  /// `UNNotificationAction`: a button; `opensApp` brings the app to the front (`.foreground`), `requiresUnlock`
  /// has iOS ask for the passcode first on a locked phone (`.authenticationRequired`; a foreground action always
  /// does).
  public struct Action: Sendable, Equatable, Hashable {
    public let identifier: String
    public let title: String
    public let opensApp: Bool
    public let requiresUnlock: Bool
    public init(identifier: String, title: String, opensApp: Bool, requiresUnlock: Bool = false) {
      self.identifier = identifier
      self.title = title
      self.opensApp = opensApp
      self.requiresUnlock = requiresUnlock
    }
  }

  public let identifier: String
  public let actions: [Action]
  public let hiddenPreviewsBodyPlaceholder: String?

  public init(identifier: String, actions: [Action] = [], hiddenPreviewsBodyPlaceholder: String? = nil) {
    self.identifier = identifier
    self.actions = actions
    self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
  }
}

/// The system's notification centre (`UNUserNotificationCenter`), as the apps' cores use it. Its rules, which
/// the live centre follows and `SimulatedNotificationCenter` (AppServicesTestSupport) models
/// (../shared/reference/platform-behaviour.md, "UserNotifications"):
/// - the permission prompt appears once, while the status is `.notDetermined`; later requests return the
///   stored answer without asking;
/// - adding a request while the app may not notify (not yet asked, or denied) fails: `add` throws
///   (`UNError.Code.notificationsNotAllowed`) and nothing is scheduled;
/// - adding a request whose identifier is pending replaces it;
/// - at most 64 requests stay pending, the soonest;
/// - nothing shows while the app is in the foreground unless the delegate's `willPresent` returns options.
public protocol NotificationCenterClient: Sendable {
  func authorizationStatus() async -> NotificationAuthorization
  /// Asks for alerts and sounds; true when notifications may be delivered afterwards.
  func requestAuthorization() async -> Bool
  func add(_ request: NotificationRequest) async throws
  func pendingRequests() async -> [NotificationRequest]
  func removePendingRequests(withIdentifiers identifiers: [String]) async
  /// Takes delivered notifications out of Notification Center (`removeDeliveredNotifications`), e.g. a
  /// reminder about something since settled.
  func removeDeliveredNotifications(withIdentifiers identifiers: [String]) async
  /// Registers the app's categories (`setNotificationCategories`), replacing those registered before.
  func setNotificationCategories(_ categories: [NotificationCategory])
}

extension NotificationCenterClient {
  public func pendingIdentifiers() async -> [String] { await pendingRequests().map(\.id) }

  /// For a centre that keeps nothing delivered (one that never delivers); the live and simulated centres
  /// implement it.
  public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) async {}

  /// For a centre that shows nothing (a command line, a preview); the live and simulated centres implement it.
  public func setNotificationCategories(_ categories: [NotificationCategory]) {}
}

/// What a notification that arrives while the app is in front shows: the options the notification delegate's
/// `willPresent` returns (`UNNotificationPresentationOptions`). Without a delegate, or with none of these, iOS
/// shows nothing and the notification does not stay in Notification Center.
public struct ForegroundPresentation: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let banner = ForegroundPresentation(rawValue: 1 << 0)
  public static let list = ForegroundPresentation(rawValue: 1 << 1)
  public static let sound = ForegroundPresentation(rawValue: 1 << 2)

  /// What the apps' one delegate (`NotificationTapRouter`) answers: a banner, kept in Notification Center.
  public static let apps: ForegroundPresentation = [.banner, .list, .sound]
}

/// How many requests iOS keeps pending; the soonest are kept.
public let maximumPendingNotifications = 64
