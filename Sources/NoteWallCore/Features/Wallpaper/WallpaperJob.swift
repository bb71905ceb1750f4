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
  let knownBrightness: PhotoBrightness?

  struct Result: Sendable {
    let status: SaveStatus
    let layout: WallpaperLayout
    let lockScreenImage: Data?
    let brightness: PhotoBrightness?
  }

  func run() -> Result {
    let device = generator.device
    let lock = lockPhoto.map { photo -> (Data, brightness: PhotoBrightness) in
      let brightness =
        knownBrightness ?? PhotoLuminance.measure(photo: photo, on: device, renderer: generator.renderer)
        ?? .uniform(0)
      return (photo, brightness)
    }
    // A home image removed behind the app's back (in Files) is drawn again.
    let homeMissing =
      settings.home != .unchanged && !FileManager.default.fileExists(atPath: generator.exporter.homeScreenFile.path)
    let (status, layout) = generator.regenerate(
      notes: notes, settings: settings, lockPhoto: lock, homePhoto: homePhoto, redrawHome: redrawHome || homeMissing)
    let image = status == .saved ? try? Data(contentsOf: generator.exporter.lockScreenFile) : nil
    return Result(status: status, layout: layout, lockScreenImage: image, brightness: lock?.brightness)
  }
}
