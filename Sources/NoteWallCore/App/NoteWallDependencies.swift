import AppServices
import Foundation
import Localization
import Rendering
import SharedStore

/// What NoteWall needs from the outside world; the app passes live ones (NoteWallUI), tests pass fakes.
public struct NoteWallDependencies {
  /// Notes, settings and onboarding progress, as JSON files (NW-9.1).
  public var store: SharedStore
  /// The app's Documents folder, shared with the Files app: the shortcut reads `LockScreen/` and `HomeScreen/`
  /// from it (the folder permissions of Step 6). The chosen photos stay private, beside the store's files.
  public var folder: URL
  /// This phone's screen; the wallpaper is drawn for it.
  public var device: DeviceProfile
  public var renderer: any Renderer
  /// Opens other apps (Shortcuts, the App Store, web pages).
  public var urls: any URLOpenerClient
  public var photos: any PhotoLibraryClient
  /// The system's notification centre: Step 6's prompt (NW-7.3) and the "notes changed" reminder.
  public var notifications: any NotificationCenterClient
  public var configuration: NoteWallConfiguration
  /// The guide videos shipped in the app, when present.
  public var bundledVideo: (GuideVideo) -> URL?
  /// Waits between the celebration's beats (NW-8.1); tests pass one that returns at once.
  public var sleep: @MainActor (Duration) async -> Void
  /// The audio session the guide videos drive (GuideAudio).
  public var audioSession: any AudioSessionClient
  /// The App Group store the Lock Screen widget reads (`NoteWallShared.widgetNotes`); nil where there is no
  /// widget (previews, a command line).
  public var widgetStore: SharedStore?
  /// Asks the widget to redraw after its notes changed.
  public var widgetCenter: any WidgetCenterClient

  public init(
    store: SharedStore, folder: URL, device: DeviceProfile, renderer: any Renderer,
    urls: any URLOpenerClient, photos: any PhotoLibraryClient, notifications: any NotificationCenterClient,
    configuration: NoteWallConfiguration = NoteWallConfiguration(),
    bundledVideo: @escaping (GuideVideo) -> URL? = { _ in nil },
    sleep: @escaping @MainActor (Duration) async -> Void,
    audioSession: any AudioSessionClient,
    widgetStore: SharedStore? = nil,
    widgetCenter: any WidgetCenterClient
  ) {
    self.audioSession = audioSession
    self.widgetStore = widgetStore
    self.widgetCenter = widgetCenter
    self.store = store
    self.folder = folder
    self.device = device
    self.renderer = renderer
    self.urls = urls
    self.photos = photos
    self.notifications = notifications
    self.configuration = configuration
    self.bundledVideo = bundledVideo
    self.sleep = sleep
  }
}

/// What the build configures (Info.plist keys `NoteWallVideoBaseURL`, `NoteWallSupportURL`, `NoteWallShortcutURL`,
/// `NoteWallShortcutName`, from the build settings of the same names in Apps/project.yml): where the guide videos
/// are streamed from, where Help goes, and which shortcut the app installs and runs. Any may be absent.
public struct NoteWallConfiguration: Equatable, Sendable {
  public var videoBaseURL: String?
  public var supportURL: String?
  public var shortcutURL: String?
  public var shortcutName: String?
  /// The privacy policy's page (`PrivacyPolicy` decides whether it is one).
  public var privacyPolicyURL: String?

  public init(
    videoBaseURL: String? = nil, supportURL: String? = nil, shortcutURL: String? = nil, shortcutName: String? = nil,
    privacyPolicyURL: String? = nil
  ) {
    self.videoBaseURL = videoBaseURL
    self.supportURL = supportURL
    self.shortcutURL = shortcutURL
    self.shortcutName = shortcutName
    self.privacyPolicyURL = privacyPolicyURL
  }

  /// The shortcut's iCloud page (NW-4.1): the configured https link, else the spec's.
  public var shortcutPage: String {
    guard let shortcutURL, let url = URL(string: shortcutURL), url.scheme == "https", url.host != nil else {
      return OnboardingCopy.shortcutURL
    }
    return shortcutURL
  }

  /// The name the shortcut is run by: the configured one (what the maintainer's link installs), else the name the
  /// spec's shortcut is run by ("Set NoteWall Wallpaper").
  public var runnableShortcutName: String {
    let trimmed = (shortcutName ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty || trimmed.count > 100 ? ShortcutContract.defaultShortcutName : trimmed
  }

  /// Help (NW-6.6, NW-9.3): the configured page when it is an https or mailto address; otherwise the app shows
  /// its own help (the guides' text versions).
  public var supportPage: URL? {
    guard let supportURL, let url = URL(string: supportURL), ["https", "mailto"].contains(url.scheme ?? "") else {
      return nil
    }
    return url
  }
}

/// The guide videos (NW-3.1, NW-4.2, NW-4.5, NW-7.2).
public enum GuideVideo: String, CaseIterable, Sendable {
  case welcome = "welcome-video"
  case howToFix = "how-to-fix-guide"
  case permissions = "notifications-of-permissions"
  /// Shown picture-in-picture over Shortcuts while the user installs (NW-4.2).
  case installSteps = "shortcut-install-steps"

  public var fileName: String { rawValue + ".mp4" }

  /// Where the app bundle keeps the videos: Apps/project.yml adds Apps/NoteWall/Videos as a folder reference,
  /// which Xcode copies as a folder, so the files sit in `Videos/` inside the bundle, not at its root.
  public static let bundleSubdirectory = "Videos"

  /// The install video keeps playing when the app leaves for Shortcuts: that is when picture-in-picture shows
  /// it. Every other video pauses in the background (NW-3.6).
  public var continuesInBackground: Bool { self == .installSteps }

  /// NW-3.5: the configured server first, then the app bundle, then the text version.
  public func source(configuration: NoteWallConfiguration, bundled: URL?) -> VideoSource {
    let remote = configuration.videoBaseURL.map { base in
      base.hasSuffix("/") ? base + fileName : base + "/" + fileName
    }
    return VideoSource.resolve(remote: remote, bundled: bundled)
  }
}

/// What the notification permission of Step 6 is for: when the notes change and the lock screen has not been
/// updated since, a reminder an hour later ("Your notes changed"); a successful Update Wallpaper withdraws it.
public struct NoteWallReminder: Equatable, Sendable {
  public static let identifier = "notewall-update-reminder"
  public static let delay: TimeInterval = 60 * 60
  public let title: String
  public let body: String
  public let delay: TimeInterval

  /// In the app's language when it is scheduled (a notification's words are fixed then).
  public static var notesChanged: NoteWallReminder {
    NoteWallReminder(
      title: LocalizedCopy("notewall.reminder.title", "Your notes changed").text,
      body: LocalizedCopy(
        "notewall.reminder.body", "Your lock screen still shows the old ones. Open NoteWall and tap %@.",
        .text(NoteWallCopy.updateWallpaper.text)
      ).text, delay: delay)
  }
}

extension NoteWallDependencies {
  /// Opens a link in another app (Shortcuts, the App Store); false when it is no link or could not be opened.
  @MainActor func open(_ link: String) async -> Bool {
    guard let url = URL(string: link) else { return false }
    return await urls.open(url)
  }
}
