import AppServices
import Foundation
import Localization
import Observation

/// The wallpaper job (NW-6.7, NW-8.2, NW-10.2, NW-10.3): both images drawn off the main actor and saved where
/// the shortcut reads them, how the drawing went, the notes that did not fit, and Save Wallpaper to Photos.
/// Step 5's and Appearance's status line, Step 6's preview, the celebration and the notes screen show it.
///
/// The app model owns it and says what changed (`notesChanged`, `homeChanged`, `lockChanged`, `screenChanged`);
/// what a drawing draws (the notes, the choices, the screen, the folder) it reads from the app model when the
/// drawing starts (`makeJob`), and what it has to say goes to the app model's stack (`onMessage`).
@MainActor
@Observable
public final class WallpaperModel {
  /// "Saving…" while a drawing that includes the latest change runs, then how it went; nil when nothing was
  /// drawn since the shortcut last confirmed an update.
  public internal(set) var saveStatus: SaveStatus?
  /// The last wallpaper drawn: its layout (which notes did not fit).
  public internal(set) var layout: WallpaperLayout?
  /// The lock screen image on disk, for previews (NW-8.2).
  public internal(set) var lockScreenImage: Data? {
    didSet { revision += 1 }
  }
  /// Bumped each time a new lock screen image is on disk: Step 6 redraws its preview on a change.
  public private(set) var revision = 0

  public var unfitMessage: LocalizedCopy? { (layout?.unfit.count).flatMap { $0 > 0 ? NoteWallCopy.unfit($0) : nil } }

  /// The drawing running now, and whether a change came in meanwhile (drawn once more after it, with the latest
  /// state, so a burst of edits costs two drawings, not one each).
  @ObservationIgnored private var drawing: Task<Void, Never>?
  @ObservationIgnored private var redrawRequested = false
  /// Work a note change need not redo: the home image (it depends on the home choice and the screen only) and
  /// the lock photo's brightness (on the photo, the screen and the widgets switch). Each change to those bumps a
  /// revision; a drawing records the revisions it drew for.
  @ObservationIgnored private var homeRevision = 0
  @ObservationIgnored private var drawnHomeRevision: Int?
  @ObservationIgnored private var lockRevision = 0
  @ObservationIgnored private var measuredLuminance: (revision: Int, value: PhotoBrightness)?

  /// The drawing of the app model's state as it is now: whether the home image is drawn again, and the lock
  /// photo's brightness when already measured. Nil once the app model is gone.
  @ObservationIgnored var makeJob:
    @MainActor (_ redrawHome: Bool, _ knownBrightness: PhotoBrightness?) -> WallpaperJob? =
      { _, _ in nil }
  /// A message in words for the app model's stack (a save to Photos that failed, or succeeded).
  @ObservationIgnored var onMessage: @MainActor (String) -> Void = unimplemented("WallpaperModel.onMessage")

  private let photos: any PhotoLibraryClient

  /// `lockScreenImage`: the one on disk at launch.
  init(photos: any PhotoLibraryClient, lockScreenImage: Data?) {
    self.photos = photos
    self.lockScreenImage = lockScreenImage
  }

  /// Draws both images for this phone and saves them where the shortcut reads them, off the main actor: the
  /// status reads "Saving…" until the drawing that includes this change is on disk.
  public func regenerate() {
    saveStatus = .saving
    redrawRequested = true
    guard drawing == nil else { return }
    drawing = Task { await drawUntilCurrent() }
  }

  /// Returns once the images on disk match the notes and appearance as they are now.
  public func finishWork() async {
    while let drawing { await drawing.value }
  }

  /// The home choice changed, or its image is missing: the next drawing draws it again.
  func homeChanged() { homeRevision += 1 }

  /// The lock photo or where the notes go on it changed: its brightness is measured again, unless `measured`
  /// (the new photo's, already measured) is given.
  func lockChanged(measured: PhotoBrightness? = nil) {
    lockRevision += 1
    if let measured { measuredLuminance = (lockRevision, measured) }
  }

  /// Another screen: everything is drawn again for it.
  func screenChanged() {
    homeChanged()
    lockChanged()
  }

  /// Save Wallpaper to Photos: the lock screen image with the notes as they are now, for a user who sets it by
  /// hand (without the shortcut) or keeps a copy. A change still being drawn is waited for, and a drawing that
  /// failed is tried once more; what cannot be saved is said in words.
  public func saveToPhotos() async {
    await finishWork()
    if lockScreenImage == nil || saveStatus != .saved {
      regenerate()
      await finishWork()
    }
    guard let image = lockScreenImage, saveStatus == .saved else {
      onMessage((saveStatus?.message ?? NoteWallCopy.wallpaperNotDrawn).text)
      return
    }
    let result = await photos.saveImage(image, as: .jpeg)
    onMessage((NoteWallCopy.photos(result) ?? NoteWallCopy.wallpaperSavedToPhotos).text)
  }

  private func drawUntilCurrent() async {
    while redrawRequested {
      redrawRequested = false
      let (home, lock) = (homeRevision, lockRevision)
      let known = measuredLuminance.flatMap { $0.revision == lock ? $0.value : nil }
      guard let job = makeJob(drawnHomeRevision != home, known) else { break }
      let result = await Task.detached(priority: .userInitiated) { job.run() }.value
      layout = result.layout
      if let brightness = result.brightness { measuredLuminance = (lock, brightness) }
      if result.status == .saved {
        lockScreenImage = result.lockScreenImage
        drawnHomeRevision = home
      }
      // A newer change is already waiting: its drawing will say how it went.
      if !redrawRequested { saveStatus = result.status }
    }
    drawing = nil
  }
}
