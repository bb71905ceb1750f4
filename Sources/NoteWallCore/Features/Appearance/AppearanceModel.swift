import Foundation
import Localization
import Observation
import Presentation
import Rendering

/// The wallpaper choices (NW-6.1 to NW-6.5, NW-10.2): the home and lock screen backgrounds, the chosen photos,
/// the widgets switch and how far down the notes start. Step 5 and the main app's Appearance sheet (its
/// destination's payload) show this one model. What a choice sets off (saving it, drawing the wallpaper, the
/// "out of date" note) is the app's: each change is reported through `onChanged`, messages through `onMessage`.
@MainActor
@Observable
public final class AppearanceModel {
  public enum PhotoSlot: String, Sendable { case home, lock }

  /// What changed, for the app to save the settings and redraw only what depends on it.
  public enum Change: Sendable {
    /// The home screen's background: the home image is drawn again.
    case homeScreen
    /// The lock screen's colour: drawn again, nothing measured again.
    case lockScreen
    /// The widgets switch or the notes' offset: the lock photo's brightness is measured again where they fall.
    case lockLayout
    /// A new lock photo, its brightness measured on `device` while it was checked.
    case lockPhoto(PhotoBrightness, measuredOn: DeviceProfile)
  }

  public internal(set) var settings: WallpaperSettings
  /// The "Start notes lower" slider's value while it is dragged: nothing is saved or redrawn until the drag
  /// ends (`notesTopOffsetDragEnded`), so a drag costs one save and one drawing, not one per tick.
  public internal(set) var draggedTopOffset: Double?
  /// The chosen photos, as kept beside the store (read at launch).
  private(set) var lockPhoto: Data?
  private(set) var homePhoto: Data?
  public var hasLockPhoto: Bool { lockPhoto != nil }
  public var hasHomePhoto: Bool { homePhoto != nil }

  @ObservationIgnored var onChanged: (@MainActor (Change) -> Void)?
  /// A refused photo, in words.
  @ObservationIgnored var onMessage: (@MainActor (String) -> Void)?
  /// The status line: "Saving…" while a photo is read, cleared when it is refused.
  @ObservationIgnored var onStatus: (@MainActor (SaveStatus?) -> Void)?
  /// Choose Photo: the app presents the system picker on its stack.
  @ObservationIgnored var onChoosePhoto: (@MainActor (PhotoSlot) -> Void)?
  /// The Appearance sheet's Done: the app closes the sheet.
  @ObservationIgnored var onDone: (@MainActor () -> Void)?
  /// The wallpaper's drawing as it is now (the app's wallpaper model): its status and the notes that did not fit.
  @ObservationIgnored var readWallpaper: @MainActor () -> (status: SaveStatus?, unfit: LocalizedCopy?) = { (nil, nil) }

  /// The screen a photo is measured on: the one the app measured last (the app sets it).
  @ObservationIgnored var screen: @MainActor () -> DeviceProfile

  private let renderer: any Renderer
  private let photoFolder: URL

  public static let maximumPhotoBytes = 50_000_000
  /// How far one VoiceOver swipe moves "Start notes lower".
  public static let topOffsetStep = 10.0

  /// `photoFolder` is private to the app (not the Documents folder Files shows); the photos kept there are read.
  init(settings: WallpaperSettings, photoFolder: URL, renderer: any Renderer, device: DeviceProfile) {
    self.settings = settings
    self.photoFolder = photoFolder
    self.renderer = renderer
    screen = { device }
    lockPhoto = try? Data(contentsOf: Self.photoFile(.lock, in: photoFolder))
    homePhoto = try? Data(contentsOf: Self.photoFile(.home, in: photoFolder))
  }

  /// NW-6.1: a preset, or keep the current home screen (NW-6.2).
  public func setHome(_ choice: HomeScreenChoice) {
    settings.home = choice
    onChanged?(.homeScreen)
  }

  /// NW-6.3: a colour or not selected; a photo comes through `setPhoto`.
  public func setLock(_ choice: LockScreenChoice) {
    settings.lock = choice
    onChanged?(.lockScreen)
  }

  /// The "I use lock screen widgets" switch, as a property a toggle can bind to.
  public var usesLockScreenWidgets: Bool {
    get { settings.usesLockScreenWidgets }
    set { setUsesLockScreenWidgets(newValue) }
  }

  /// NW-6.5
  public func setUsesLockScreenWidgets(_ uses: Bool) {
    settings.usesLockScreenWidgets = uses
    onChanged?(.lockLayout)
  }

  /// How far below the clock the notes start, for iOS 26's enlarged clock; a slider binds to it.
  public var notesTopOffset: Double {
    get { settings.notesTopOffset }
    set {
      guard newValue != settings.notesTopOffset else { return }
      settings.notesTopOffset = newValue
      onChanged?(.lockLayout)
    }
  }

  /// What the slider binds to: the dragged value while dragging, the saved one otherwise.
  public var notesTopOffsetSlider: Double {
    get { draggedTopOffset ?? settings.notesTopOffset }
    set { draggedTopOffset = newValue }
  }

  /// The slider was let go: the value is saved and the wallpaper redrawn, once.
  public func notesTopOffsetDragEnded() {
    guard let value = draggedTopOffset else { return }
    draggedTopOffset = nil
    notesTopOffset = value
  }

  /// VoiceOver's swipe up or down on the slider: it moves without a drag, so nothing would ever end one. Each
  /// step is saved and drawn at once, as a drag that ended there.
  public func stepNotesTopOffset(up: Bool) {
    let range = WallpaperSettings.topOffsetRange
    let moved = notesTopOffsetSlider + (up ? Self.topOffsetStep : -Self.topOffsetStep)
    draggedTopOffset = min(max(moved, range.lowerBound), range.upperBound)
    notesTopOffsetDragEnded()
  }

  /// Choose Photo: the system photo picker, through the app's stack like any sheet, so a message raised
  /// meanwhile shows on it rather than being dropped under it.
  public func choosePhoto(for slot: PhotoSlot) { onChoosePhoto?(slot) }

  /// The status line under the choices: "Saving…" while the wallpaper is drawn, then what came of it.
  public var status: SaveStatus? { readWallpaper().status }
  /// How many notes did not fit on the wallpaper as it is drawn now, in words; nil when all fit.
  public var unfitMessage: LocalizedCopy? { readWallpaper().unfit }

  /// Done on the main app's Appearance sheet: it goes (each choice was kept as it was made).
  public func done() { onDone?() }

  /// The photo picker is loading a photo (NW-6.4's in-progress state).
  public func photoLoading() { onStatus?(.saving) }

  /// The photo picker failed to hand over the photo.
  public func photoFailed(_ reason: String) { photoRefused(SaveStatus.failed(reason).message.text) }

  /// A picked photo: checked for size before anything decodes it, prepared (`prepare`: the app turns it upright
  /// and bounds it, UprightPhoto), measured and kept beside the wallpapers, all off the main actor, then drawn.
  /// Unreadable or huge data is refused with a message.
  public func setPhoto(
    _ data: Data, for slot: PhotoSlot, prepare: @escaping @Sendable (Data) -> Data? = { $0 }
  ) async {
    guard data.count <= Self.maximumPhotoBytes else { return photoRefused(NoteWallCopy.photoTooLarge.text) }
    onStatus?(.saving)
    let (device, renderer) = (screen(), renderer)
    let (file, limit) = (Self.photoFile(slot, in: photoFolder), Self.maximumPhotoBytes)
    let outcome = await Task.detached(priority: .userInitiated) { () -> PhotoImport in
      guard let prepared = prepare(data), prepared.count <= limit else {
        return .refused(NoteWallCopy.photoUnreadable.text)
      }
      // Measuring the brightness also proves the photo can be drawn; for the lock screen it is kept for drawing.
      guard let brightness = PhotoLuminance.measure(photo: prepared, on: device, renderer: renderer) else {
        return .refused(NoteWallCopy.photoUnreadable.text)
      }
      do {
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try prepared.write(to: file, options: .atomic)
      } catch {
        return .refused(SaveStatus.failed(error.localizedDescription).message.text)
      }
      return .kept(prepared, brightness)
    }.value
    guard case .kept(let photo, let brightness) = outcome else {
      if case .refused(let text) = outcome { photoRefused(text) }
      return
    }
    switch slot {
    case .lock:
      lockPhoto = photo
      settings.lock = .photo
      onChanged?(.lockPhoto(brightness, measuredOn: device))
    case .home:
      homePhoto = photo
      settings.home = .photo
      onChanged?(.homeScreen)
    }
  }

  private enum PhotoImport: Sendable {
    case kept(Data, PhotoBrightness)
    case refused(String)
  }

  private func photoRefused(_ text: String) {
    onStatus?(nil)
    onMessage?(text)
  }

  /// Private to the app (not in the Documents folder Files shows).
  static func photoFile(_ slot: PhotoSlot, in folder: URL) -> URL {
    folder.appendingPathComponent("Photos/\(slot.rawValue)-photo")
  }
}

/// The Appearance sheet's payload: one sheet per presentation of it.
extension AppearanceModel: HashableObject {}
