import AppServices
import Foundation
import SharedStore

/// What PayMe needs from the outside world; the app passes live ones (AppServicesLive), tests the doubles of
/// AppServicesTestSupport, which behave as iOS does.
public struct PayMeDependencies: Sendable {
  /// Where the settings are kept (the app's own container; nothing else is stored).
  public var store: SharedStore
  /// The App Group's store, shared with the Messages extension: the holder (`PayMeShared.holder`). Nil (previews,
  /// tests about something else): `store`.
  public var groupStore: SharedStore?
  /// The device owner check (`LAContext`).
  public var deviceOwner: any DeviceOwnerAuthenticationClient
  /// Reminders for unanswered requests, while the Notifications switch is on.
  public var notifications: any NotificationCenterClient
  public var now: @Sendable () -> Date
  public var locale: Locale
  /// Opens PayMe's page in the Settings app (UIApplication.openSettingsURLString).
  public var openSettings: @Sendable () -> Void
  /// Opens PayMe's notification settings in the Settings app (`UIApplication.openNotificationSettingsURLString`,
  /// iOS 16 and later), where "Notifications Are Off" sends the user; nil (previews, most tests): `openSettings`.
  public var openNotificationSettings: (@Sendable () -> Void)?
  /// A monotonic clock in seconds, for thinning haptics.
  public var uptime: @Sendable () -> Double
  public var makeID: @Sendable () -> String
  /// The privacy policy's page as the build configures it (`PrivacyPolicy` decides whether it is one).
  public var privacyPolicyURL: String?
  /// Where statement files are written for the share sheet (the app's temporary directory).
  public var temporaryDirectory: URL
  /// How long a field shows a refused text before the kept one (`FieldEcho`): the app and previews pass
  /// `oneFrame`; tests a frame they end (a real one would be a sleep standing in for the event).
  public var echoFrame: @Sendable () async -> Void
  /// What an Undo's time is measured on (`ContinuousClock`; tests give one they move).
  public var undoClock: any Clock<Duration>
  /// What the wait for the next scheduled payment while PayMe is in front is measured on (`ContinuousClock`, which
  /// counts on while the device sleeps; tests give one they move with `now`).
  public var dueClock: any Clock<Duration>
  /// Whether iOS may run PayMe in the background (Background App Refresh, Low Power Mode); nil (previews, tests
  /// about something else) says nothing about it.
  public var backgroundRefresh: (any BackgroundRefreshClient)?
  /// The screen's brightness, which My Code raises while its code shows (`UIScreen.brightness`); nil (previews,
  /// tests about something else) leaves it alone.
  public var screenBrightness: (any ScreenBrightnessClient)?

  /// The live `echoFrame`: a frame with room (SwiftUI draws the echo in the next one, 1/60 s, then the kept text).
  public static let oneFrame: @Sendable () async -> Void = FieldEcho.oneFrame

  public init(
    store: SharedStore, deviceOwner: any DeviceOwnerAuthenticationClient, notifications: any NotificationCenterClient,
    now: @escaping @Sendable () -> Date = { Date() }, locale: Locale = .current,
    openSettings: @escaping @Sendable () -> Void,
    uptime: @escaping @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime },
    makeID: @escaping @Sendable () -> String = { UUID().uuidString }, privacyPolicyURL: String? = nil,
    temporaryDirectory: URL = FileManager.default.temporaryDirectory, echoFrame: @escaping @Sendable () async -> Void,
    undoClock: any Clock<Duration> = ContinuousClock(), backgroundRefresh: (any BackgroundRefreshClient)? = nil,
    groupStore: SharedStore? = nil, dueClock: any Clock<Duration> = ContinuousClock(),
    openNotificationSettings: (@Sendable () -> Void)? = nil, screenBrightness: (any ScreenBrightnessClient)? = nil
  ) {
    self.store = store
    self.groupStore = groupStore
    self.deviceOwner = deviceOwner
    self.notifications = notifications
    self.now = now
    self.locale = locale
    self.openSettings = openSettings
    self.openNotificationSettings = openNotificationSettings
    self.uptime = uptime
    self.makeID = makeID
    self.privacyPolicyURL = privacyPolicyURL
    self.temporaryDirectory = temporaryDirectory
    self.echoFrame = echoFrame
    self.undoClock = undoClock
    self.dueClock = dueClock
    self.backgroundRefresh = backgroundRefresh
    self.screenBrightness = screenBrightness
  }
}
