import AppServices
import DesignSystem
import Foundation
import Localization
import Observation
import Presentation
import Rendering
import SharedStore

/// NoteWall's state and intents, onboarding and main app. Views read these properties and call these methods.
@MainActor
@Observable
public final class NoteWallModel {
  public internal(set) var progress: OnboardingProgress
  /// The notes, the field's draft and Undo: Step 4 and the notes screen show it.
  public let notes: NotesModel
  /// The wallpaper choices: Step 5 and the Appearance sheet (its destination's payload) show it.
  public let appearance: AppearanceModel
  /// The wallpaper job: the drawing, its status, the image on disk, Save to Photos.
  public let wallpaper: WallpaperModel
  /// The beat of the celebration on screen (NW-8.1); nil before it starts and once the overview shows.
  public internal(set) var celebration: CompletionSequence.Beat?
  /// Whether the user allowed notifications when asked (NW-7.3); nil until asked.
  public internal(set) var notificationsAllowed: Bool?
  /// Every sheet, alert and dialog (NoteWallPresentation): the help, the note editor, Appearance, messages.
  public var presentation = PresentationStack<NoteWallDestination, NoteWallAlertAction>()
  /// The message on screen: a refused photo, a shortcut that failed, Photos access denied, raised by
  /// `showMessage` (every feature model's `onMessage` goes there) as an alert on the surface on top: read from
  /// the typed alert the stack holds.
  public var message: String? { if case .message(let text) = alertUp { text } else { nil } }

  let dependencies: NoteWallDependencies
  /// The guide videos: their sources, playback and audio session.
  public let guide: GuideModel
  var advancing = false
  /// Set when the app went to the background while Shortcuts was opened to install (NW-4.3); saved, with
  /// Step 6's run, so a cold launch (iOS often ends the app while the user is in Shortcuts) resumes there.
  var leftForShortcuts = false {
    didSet { if leftForShortcuts != oldValue { saveSession() } }
  }

  /// The guides offered to VoiceOver users as text first (the videos have no narration): once per launch and
  /// guide, so a user who switches to the video keeps it.
  @ObservationIgnored var textOffered: Set<GuideVideo> = []

  /// Step 6's run of the shortcut: where it is, for the step to show (the checkbox still decides, NW-7.4).
  public internal(set) var permissionsRun: PermissionsRun = .notStarted {
    didSet { if permissionsRun != oldValue { saveSession() } }
  }

  /// The token in the callbacks of the shortcut run the app started last (`ShortcutRunner`); nil when none is
  /// awaited. Saved, so the callback is recognised after iOS ended the app while the user was in Shortcuts.
  var pendingRun: String? {
    didSet { if pendingRun != oldValue { saveSession() } }
  }

  /// The preview drawn as an image, for Step 6 to show; redrawn by `refreshLockScreenPreview`.
  public internal(set) var lockScreenPreviewImage: Data? {
    didSet { lockScreenPreviewRevision += 1 }
  }
  /// Bumped with each new preview image: Step 6 decodes it once per revision.
  public private(set) var lockScreenPreviewRevision = 0

  /// Set when notes changed after the last update the shortcut confirmed: the reminder is scheduled.
  public internal(set) var pendingUpdateReminder = false

  /// After setup, the notes or appearance changed since the shortcut last set the wallpaper: nothing updates by
  /// itself (iOS lets only the shortcut set a wallpaper), so the notes screen says what happens next.
  public internal(set) var lockScreenOutOfDate = false {
    didSet { if lockScreenOutOfDate != oldValue { saveSession() } }
  }

  /// Reminder changes, one after another, in the order they were made.
  @ObservationIgnored var reminderWork: Task<Void, Never>?

  /// Files read at launch that must not be written over: a newer version's, or one iOS would not let the app read.
  @ObservationIgnored var unwritable: [String: SharedStoreError] = [:]

  /// What the user answered at Step 6, kept so the reminder works after a relaunch.
  static let notificationsAllowedKey = StoreKey<Bool?>("notifications-allowed", default: nil)
  /// The profile of the screen the root view last measured: a launch with no scene (an automation running "Get
  /// NoteWall Wallpaper") measures nothing, and must not redraw the wallpaper for another phone's screen.
  static let measuredDeviceKey = StoreKey<String?>("measured-device", default: nil)

  public init(dependencies: NoteWallDependencies) {
    self.dependencies = dependencies
    guide = GuideModel(dependencies: dependencies)
    var reading = StoreReading(store: dependencies.store)
    let measured = reading.load(Self.measuredDeviceKey)
    let device = DeviceProfile.all.first { $0.id == measured } ?? dependencies.device
    self.device = device
    let saved = reading.load(OnboardingProgress.key)
    progress = saved
    notes = NotesModel(list: reading.load(NoteList.key))
    appearance = AppearanceModel(
      settings: reading.load(WallpaperSettings.key), photoFolder: dependencies.store.directory,
      renderer: dependencies.renderer, device: device)
    wallpaper = WallpaperModel(
      photos: dependencies.photos,
      lockScreenImage: try? Data(
        contentsOf: WallpaperExporter(root: Self.exportRoot(saved, dependencies)).lockScreenFile))
    notificationsAllowed = reading.load(Self.notificationsAllowedKey)
    let session = reading.load(NoteWallSession.key)
    unwritable = reading.unwritable
    if reading.setAside { showMessage(NoteWallCopy.damagedDataSetAside.text) }
    permissionsRun = session.permissionsRun
    leftForShortcuts = session.leftForShortcuts
    lockScreenOutOfDate = session.lockScreenOutOfDate
    pendingRun = session.pendingRun
    connectWallpaper()
    connectAppearance()
    connectNotes()
    // Launched while Shortcuts was open for the installation: the user is back, so the Installation Check asks
    // (NW-4.3), as a return to the running app would.
    if progress.flow.install == .inShortcuts {
      leftForShortcuts = false
      progress.flow.returnedFromShortcuts()
      saveProgress()
    }
    // Once the user agreed to the wallpaper, the shortcut may run at any time: its files are there at every launch,
    // and drawn again from the notes as saved, in case iOS ended the app before the last drawing was on disk.
    if progress.wallpaperAgreed {
      if !ShortcutContract.isHonoured(in: dependencies.folder, home: appearance.settings.home) {
        wallpaper.homeChanged()
      }
      wallpaper.regenerate()
    }
    // The widget gets the notes as they are now: those saved before the widget existed, or a change whose copy
    // failed.
    publishWidgetNotes()
  }

  public var flow: OnboardingFlow { progress.flow }
  /// The install video goes picture-in-picture by itself only when the app leaves for Shortcuts to install (NW-4.2),
  /// not on any trip to the home screen while Step 3 is up.
  public var startsPictureInPictureOnLeaving: Bool { progress.flow.install == .inShortcuts }
  public var showsOnboarding: Bool { progress.needsOnboarding }
  public var canAdvance: Bool { flow.canAdvance(notes: notes.list) }
  /// This phone's screen: the profile the root view last measured (`screenMeasured`, kept in the store), else the
  /// dependencies' guess.
  public internal(set) var device: DeviceProfile

  var exporter: WallpaperExporter { WallpaperExporter(root: Self.exportRoot(progress, dependencies)) }

  /// Where the wallpaper is drawn now (tests read the images there).
  var wallpaperFolder: URL { exporter.root }

  /// Where the wallpaper is drawn: the Documents folder the shortcut reads once the user agreed to it; before,
  /// a private folder beside the store (Step 6's preview reads it), so a shortcut run by hand sets nothing.
  static func exportRoot(_ progress: OnboardingProgress, _ dependencies: NoteWallDependencies) -> URL {
    progress.wallpaperAgreed ? dependencies.folder : previewFolder(dependencies)
  }
  static func previewFolder(_ dependencies: NoteWallDependencies) -> URL {
    dependencies.store.directory.appendingPathComponent("WallpaperPreview", isDirectory: true)
  }
}
