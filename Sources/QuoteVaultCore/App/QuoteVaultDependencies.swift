import AppServices
import Foundation
import Rendering
import SharedStore

/// What QuoteVault needs from the outside world; the app passes live ones, tests pass fakes or the real server.
public struct QuoteVaultDependencies: Sendable {
  public var service: QuoteVaultService
  /// Settings and the widget's quote (the App Group store on iOS).
  public var store: SharedStore
  /// UNUserNotificationCenter on iOS (`LiveNotificationCenter`), `SimulatedNotificationCenter` in tests.
  public var notifications: any NotificationCenterClient
  public var now: @Sendable () -> Date
  public var timeZone: @Sendable () -> TimeZone
  /// How long the outbox waits between tries while the server cannot be reached.
  public var outboxBackoff: OutboxBackoff
  /// The clock the outbox waits on for its next try and reads the server's Retry-After on (`ContinuousClock`;
  /// tests give a clock they move, so a retry happens when the test says and never costs real time).
  public var outboxClock: any Clock<Duration>
  /// The clock the search field's pause is measured on (`ContinuousClock`; tests give a clock they move, so a
  /// search runs when the test says the typing paused, never after real time).
  public var searchClock: any Clock<Duration>
  /// The clock Home's highlight of the quote of the day is timed on (`ContinuousClock`; tests give one they move).
  public var highlightClock: any Clock<Duration> = ContinuousClock()
  /// The clock a collection's Undo bar is timed on (`ContinuousClock`; tests give one they move).
  public var undoClock: any Clock<Duration> = ContinuousClock()
  /// This is the first launch since the app was installed (its Application Support, which goes with the app,
  /// held no cache yet). The Keychain outlives the app, so a session found now is a previous install's.
  public var isFirstLaunchOfInstall = false
  /// What the launch keeps in a cache that holds no quote yet (`LocalCache.addStarterQuotes`), so a first launch
  /// offline still has quotes to show: the seed's starter set (`StarterQuotes.all`), with the server's ids.
  public var starterQuotes = StarterQuotes.all
  /// The privacy policy's page as the build configures it (`PrivacyPolicy` decides whether it is one).
  public var privacyPolicyURL: String?
  /// Measures and draws share cards: Core Graphics on iOS, Cairo on Linux.
  public var renderer: any Renderer
  /// Where Save to Photos puts a card (PHPhotoLibrary, add-only, on iOS).
  public var photos: any PhotoLibraryClient
  /// Core Spotlight's index on iOS: the favourites, found from the Home Screen's search.
  public var searchIndex: any SearchIndexClient
  /// Opens Instagram's Stories composer and asks whether it is installed (`UIApplication` on iOS).
  public var urls: any URLOpenerClient
  /// Where Settings' "Open Settings" goes when notifications are off: the app's notification settings
  /// (`UIApplication.openNotificationSettingsURLString`, iOS 16 and later, so always at the app's iOS 17), or
  /// the app's page in Settings where there is none.
  public var notificationSettingsPage: URL = AppSettingsPage.url
  /// Where the share card goes for Instagram (`UIPasteboard.general` on iOS).
  public var pasteboard: any PasteboardClient
  /// The build's Facebook App ID as read from Info.plist (`InstagramStories.infoKey`): Instagram Stories is
  /// offered only with one.
  public var facebookAppID: String?
  /// Sign in with Apple's sheet (`ASAuthorizationController` on iOS); the inert one (the sheet always closed),
  /// passed by name, where there is none (previews, the command line).
  public var appleID: any AppleIDAuthorizationClient
  /// `ASAuthorizationAppleIDProvider.getCredentialState(forUserID:)` on iOS; the inert one (always authorized),
  /// passed by name, where there is none.
  public var appleIDState: any AppleIDCredentialStateClient
  /// Listen's voice (`AVSpeechSynthesizer` through the app's `AVAudioSession` on iOS); nil where there is none
  /// (previews, the command line): no Listen button then.
  public var voice: QuoteVoice?
  /// The time iOS grants to finish writing after the app leaves the foreground (`UIApplication`'s background
  /// tasks on iOS); the inert one (no time asked) where there is none.
  public var backgroundTasks: any BackgroundTaskClient = InertBackgroundTasks()

  public init(
    service: QuoteVaultService, store: SharedStore, notifications: any NotificationCenterClient,
    renderer: any Renderer, photos: any PhotoLibraryClient, searchIndex: any SearchIndexClient,
    urls: any URLOpenerClient,
    pasteboard: any PasteboardClient, appleID: any AppleIDAuthorizationClient,
    appleIDState: any AppleIDCredentialStateClient, now: @escaping @Sendable () -> Date = { Date() },
    timeZone: @escaping @Sendable () -> TimeZone = { .current },
    outboxBackoff: OutboxBackoff = OutboxBackoff(),
    outboxClock: any Clock<Duration> = ContinuousClock(), searchClock: any Clock<Duration> = ContinuousClock()
  ) {
    self.service = service
    self.store = store
    self.notifications = notifications
    self.renderer = renderer
    self.photos = photos
    self.searchIndex = searchIndex
    self.urls = urls
    self.pasteboard = pasteboard
    self.appleID = appleID
    self.appleIDState = appleIDState
    self.now = now
    self.timeZone = timeZone
    self.outboxBackoff = outboxBackoff
    self.outboxClock = outboxClock
    self.searchClock = searchClock
  }
}
