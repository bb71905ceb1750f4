import AppServices
import DesignSystem
import Foundation
import Localization
import Observation
import Presentation
import Rendering
import SharedStore

/// NoteWall's app model: the coordinator of its feature models (the onboarding, the notes, the wallpaper choices,
/// the wallpaper job, the lock screen's update, the guide videos), the presentation stack, and the screen measured.
/// Views read these properties and call these methods, or those of the feature model they show.
@MainActor
@Observable
public final class NoteWallModel {
  /// The onboarding and the setup guide: the root view shows it while it is needed.
  public let onboarding: OnboardingModel
  /// The notes, the field's draft and Undo: Step 4 and the notes screen show it.
  public let notes: NotesModel
  /// The wallpaper choices: Step 5 and the Appearance sheet (its destination's payload) show it.
  public let appearance: AppearanceModel
  /// The wallpaper job: the drawing, its status, the image on disk, Save to Photos.
  public let wallpaper: WallpaperModel
  /// Whether the lock screen shows the notes: "out of date", Update Wallpaper, the shortcut's runs, the reminder.
  public let lockScreen: LockScreenUpdateModel
  /// Every sheet, alert and dialog (NoteWallPresentation): the help, the note editor, Appearance, messages.
  public var presentation = PresentationStack<NoteWallDestination, NoteWallAlertAction>()

  let dependencies: NoteWallDependencies
  /// The guide videos: their sources, playback and audio session.
  public let guide: GuideModel

  /// Files read at launch that must not be written over: a newer version's, or one iOS would not let the app read.
  @ObservationIgnored var unwritable: [String: SharedStoreError] = [:]

  /// What the user answered at Step 6, kept so the reminder works after a relaunch.
  static let notificationsAllowedKey = StoreKey<Bool?>("notifications-allowed", default: nil)
  /// The profile of the screen the root view last measured: a launch with no scene (an automation running "Get
  /// NoteWall Wallpaper") measures nothing, and must not redraw the wallpaper for another phone's screen.
  static let measuredDeviceKey = StoreKey<String?>("measured-device", default: nil)

  public init(dependencies: NoteWallDependencies) {
    self.dependencies = dependencies
    let guide = GuideModel(dependencies: dependencies)
    self.guide = guide
    var reading = StoreReading(store: dependencies.store)
    let measured = reading.load(Self.measuredDeviceKey)
    let device = DeviceProfile.all.first { $0.id == measured } ?? dependencies.device
    self.device = device
    let saved = reading.load(OnboardingProgress.key)
    let notes = NotesModel(list: reading.load(NoteList.key))
    self.notes = notes
    let appearance = AppearanceModel(
      settings: reading.load(WallpaperSettings.key), photoFolder: dependencies.store.directory,
      renderer: dependencies.renderer, device: device)
    self.appearance = appearance
    let wallpaper = WallpaperModel(
      photos: dependencies.photos,
      lockScreenImage: try? Data(
        contentsOf: WallpaperExporter(root: Self.exportRoot(saved, dependencies)).lockScreenFile))
    self.wallpaper = wallpaper
    let session = reading.load(NoteWallSession.key)
    let onboarding = OnboardingModel(
      progress: saved, session: session, dependencies: dependencies, notes: notes, appearance: appearance,
      wallpaper: wallpaper, guide: guide, device: device)
    self.onboarding = onboarding
    lockScreen = LockScreenUpdateModel(
      notificationsAllowed: reading.load(Self.notificationsAllowedKey), session: session, dependencies: dependencies,
      wallpaper: wallpaper, onboarding: onboarding)
    unwritable = reading.unwritable
    if reading.setAside { showMessage(NoteWallCopy.damagedDataSetAside.text) }
    connectWallpaper()
    connectAppearance()
    connectNotes()
    connectOnboarding()
    connectLockScreen()
    onboarding.launched()
    // Once the user agreed to the wallpaper, the shortcut may run at any time: its files are there at every launch,
    // and drawn again from the notes as saved, in case iOS ended the app before the last drawing was on disk.
    if onboarding.progress.wallpaperAgreed {
      if !ShortcutContract.isHonoured(in: dependencies.folder, home: appearance.settings.home) {
        wallpaper.homeChanged()
      }
      wallpaper.regenerate()
    }
    // The widget gets the notes as they are now: those saved before the widget existed, or a change whose copy
    // failed.
    publishWidgetNotes()
  }

  /// The root view shows the onboarding until it is complete at the current version (NW-9.2), then the notes.
  public var showsOnboarding: Bool { onboarding.isNeeded }
  /// This phone's screen: the profile the root view last measured (`screenMeasured`, kept in the store), else the
  /// dependencies' guess.
  public internal(set) var device: DeviceProfile

  var exporter: WallpaperExporter { WallpaperExporter(root: Self.exportRoot(onboarding.progress, dependencies)) }

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

  /// The root view measured the screen: wallpapers are drawn for the matching profile, again if it changed, and
  /// the profile is kept for launches that measure nothing.
  public func screenMeasured(width: Double, height: Double, scale: Double? = nil) {
    guard width.isFinite, height.isFinite, width > 0, height > 0 else { return }
    let measured = DeviceProfile.matching(width: width, height: height, scale: scale)
    guard measured != device else { return }
    device = measured
    save(measured.id, for: Self.measuredDeviceKey)
    wallpaper.screenChanged()
    if wallpaper.lockScreenImage != nil { wallpaper.regenerate() }
  }
}
