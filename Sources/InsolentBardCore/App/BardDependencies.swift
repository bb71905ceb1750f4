import AppServices
import DesignSystem
import Foundation
import Localization
import Observation
import Presentation
import SharedStore

/// What the Insolent Bard needs from the outside world; the app passes live ones, tests pass fakes.
public struct BardDependencies: Sendable {
  public var store: SharedStore
  public var now: @Sendable () -> Date
  public var timeZone: @Sendable () -> TimeZone
  /// Writes the pasteboard at once, on the main actor (UIPasteboard's), so a notification's Copy button has
  /// written it before its delegate returns and iOS may suspend the app.
  public var copyToPasteboard: @MainActor @Sendable (String) -> Void
  /// WidgetKit's reloads (`LiveWidgetCenter` on iOS): asked for each time the app comes forward, free then.
  public var widgetCenter: any WidgetCenterClient
  /// Whether `store` is in the App Group the widgets read (`SharedStore.appGroupChecked` on iOS).
  public var container: AppGroupContainer
  /// The share card's picture of an insult in a look as a PNG and decoded for display (`ShareCardScene` through Core
  /// Graphics, then `UIImage.preparingForDisplay()` on iOS), or nil if it cannot be drawn. Not isolated to the
  /// main actor: the model calls it from there, and it runs elsewhere, so neither drawing nor decoding holds up
  /// the screen.
  public var drawShareCard: @Sendable (String, ShareCardLook) async -> DrawnCard?
  /// Reads the insult aloud (`AVSpeechSynthesizer` through the app's `AVAudioSession` on iOS); nil where there
  /// is no voice (previews, `bard`).
  public var speech: SpeechOutput?
  /// The daily notification's centre (`LiveNotificationCenter` on iOS).
  public var notifications: any NotificationCenterClient
  /// Opens Settings (`LiveURLOpener` on iOS).
  public var urls: any URLOpenerClient
  /// The app's notification settings in the Settings app: `UIApplication.openNotificationSettingsURLString` on
  /// iOS; the app's own page elsewhere.
  public var notificationSettingsPage: URL
  /// The privacy policy's page as the build configures it (`PrivacyPolicy` decides whether it is one).
  public var privacyPolicyURL: String?
  /// Waits while the Insult of the Day's time wheel rests, and between the background retries of favourites a
  /// busy store kept waiting (`Task.sleep` in the app); a test decides when it ends.
  public var rest: @MainActor @Sendable (Duration) async -> Void

  public init(
    store: SharedStore, now: @escaping @Sendable () -> Date = { Date() },
    timeZone: @escaping @Sendable () -> TimeZone = { BardShared.timeZone },
    copyToPasteboard: @escaping @MainActor @Sendable (String) -> Void, widgetCenter: any WidgetCenterClient,
    container: AppGroupContainer = .shared,
    drawShareCard: @escaping @Sendable (String, ShareCardLook) async -> DrawnCard? = { _, _ in nil },
    speech: SpeechOutput? = nil,
    notifications: any NotificationCenterClient, urls: any URLOpenerClient,
    notificationSettingsPage: URL = AppSettingsPage.url, privacyPolicyURL: String? = nil,
    rest: @escaping @MainActor @Sendable (Duration) async -> Void
  ) {
    self.store = store
    self.now = now
    self.timeZone = timeZone
    self.copyToPasteboard = copyToPasteboard
    self.widgetCenter = widgetCenter
    self.container = container
    self.drawShareCard = drawShareCard
    self.speech = speech
    self.notifications = notifications
    self.urls = urls
    self.notificationSettingsPage = notificationSettingsPage
    self.privacyPolicyURL = privacyPolicyURL
    self.rest = rest
  }
}
