import Foundation

/// One drawing of the wallpaper, with everything it needs copied in, so it runs off the main actor: the photo's
/// brightness where the notes go (which picks the ink), both images, saved where the shortcut reads them.
struct WallpaperJob: Sendable {
  let generator: WallpaperGenerator
  let notes: NoteList
  let settings: WallpaperSettings
  let lockPhoto: Data?
  let homePhoto: Data?
  let redrawHome: Bool
  /// The lock photo's brightness where the notes go, when already measured for this photo, screen and widgets.
  let knownLuminance: Double?

  struct Result: Sendable {
    let status: SaveStatus
    let layout: WallpaperLayout
    let lockScreenImage: Data?
    let luminance: Double?
  }

  func run() -> Result {
    let device = generator.device
    let region = WallpaperLayout.freeRegion(
      on: device, widgets: settings.usesLockScreenWidgets, extraTopOffset: settings.notesTopOffset)
    let lock = lockPhoto.map { photo -> (Data, luminance: Double) in
      let luminance =
        knownLuminance
        ?? PhotoLuminance.measure(photo: photo, on: device, region: region, renderer: generator.renderer) ?? 0
      return (photo, luminance)
    }
    // A home image removed behind the app's back (in Files) is drawn again.
    let homeMissing =
      settings.home != .unchanged && !FileManager.default.fileExists(atPath: generator.exporter.homeScreenFile.path)
    let (status, layout) = generator.regenerate(
      notes: notes, settings: settings, lockPhoto: lock, homePhoto: homePhoto, redrawHome: redrawHome || homeMissing)
    let image = status == .saved ? try? Data(contentsOf: generator.exporter.lockScreenFile) : nil
    return Result(status: status, layout: layout, lockScreenImage: image, luminance: lock?.luminance)
  }
}
