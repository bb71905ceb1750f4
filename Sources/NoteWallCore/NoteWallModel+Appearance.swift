import Foundation
import Localization
import Presentation
import SharedStore

// MARK: - Appearance (NW-6, NW-10.2)

extension NoteWallModel {
  /// NW-6.1: a preset, or keep the current home screen (NW-6.2).
  public func setHome(_ choice: HomeScreenChoice) {
    settings.home = choice
    homeRevision += 1
    appearanceChanged()
  }

  /// NW-6.3: a colour or not selected; a photo comes through `setPhoto`.
  public func setLock(_ choice: LockScreenChoice) {
    settings.lock = choice
    appearanceChanged()
  }

  /// The "I use lock screen widgets" switch, as a property a toggle can bind to.
  public var usesLockScreenWidgets: Bool {
    get { settings.usesLockScreenWidgets }
    set { setUsesLockScreenWidgets(newValue) }
  }

  /// How far below the clock the notes start, for iOS 26's enlarged clock; a slider binds to it.
  public var notesTopOffset: Double {
    get { settings.notesTopOffset }
    set {
      guard newValue != settings.notesTopOffset else { return }
      settings.notesTopOffset = newValue
      lockRevision += 1
      appearanceChanged()
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

  /// NW-6.5
  public func setUsesLockScreenWidgets(_ uses: Bool) {
    settings.usesLockScreenWidgets = uses
    lockRevision += 1
    appearanceChanged()
  }

  public enum PhotoSlot: String, Sendable { case home, lock }

  /// The photo picker is loading a photo (NW-6.4's in-progress state).
  public func photoLoading() { saveStatus = .saving }

  /// Choose Photo: the system photo picker, through the stack like any sheet, so a message raised meanwhile
  /// shows on it rather than being dropped under it.
  public func choosePhoto(for slot: PhotoSlot) { presentation.present(.photoPicker(slot)) }

  /// The photo picker's answer: it goes (it never dismisses itself), then the photo is set (`setPhoto`), or why
  /// it could not be loaded is said.
  public func photoPicked(
    _ photo: PickedPhoto, for slot: PhotoSlot, prepare: @escaping @Sendable (Data) -> Data? = { $0 }
  ) async {
    presentation.dismiss { $0 == .photoPicker(slot) }
    switch photo {
    case .cancelled: return
    case .unavailable: photoFailed(LocalizedCopy("notewall.photoNotLoaded", "The photo could not be loaded.").text)
    case .picked(let data):
      photoLoading()
      await setPhoto(data, for: slot, prepare: prepare)
    }
  }

  /// A picked photo: checked for size before anything decodes it, prepared (`prepare`: the app turns it upright
  /// and bounds it, UprightPhoto), measured and kept beside the wallpapers, all off the main actor, then drawn.
  /// Unreadable or huge data is refused with a message.
  public func setPhoto(
    _ data: Data, for slot: PhotoSlot, prepare: @escaping @Sendable (Data) -> Data? = { $0 }
  ) async {
    guard data.count <= Self.maximumPhotoBytes else { return photoRefused(NoteWallCopy.photoTooLarge.text) }
    saveStatus = .saving
    let (device, renderer) = (device, dependencies.renderer)
    let (file, limit) = (Self.photoFile(slot, in: dependencies.store.directory), Self.maximumPhotoBytes)
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
      lockRevision += 1
      // Measured on the screen it was drawn for; a change of screen meanwhile measures again.
      if device == self.device { measuredLuminance = (lockRevision, brightness) }
      settings.lock = .photo
    case .home:
      homePhoto = photo
      homeRevision += 1
      settings.home = .photo
    }
    appearanceChanged()
  }

  private enum PhotoImport: Sendable {
    case kept(Data, PhotoBrightness)
    case refused(String)
  }

  /// The photo picker failed to hand over the photo.
  public func photoFailed(_ reason: String) { photoRefused(SaveStatus.failed(reason).message.text) }

  private func photoRefused(_ text: String) {
    saveStatus = nil
    message = text
  }

  private func appearanceChanged() {
    save(settings, for: WallpaperSettings.key)
    regenerate()
    // As a note change does: out of date, and the reminder the notes screen promises.
    notesChangedAfterSetup()
  }

  /// Private to the app (not in the Documents folder Files shows).
  static func photoFile(_ slot: PhotoSlot, in folder: URL) -> URL {
    folder.appendingPathComponent("Photos/\(slot.rawValue)-photo")
  }
}
