import Foundation

/// One drawing of the wallpaper, with everything it needs copied in, so it runs off the main actor: the photo's
/// brightness where the notes go (which picks the ink), both images, saved where the shortcut reads them.
struct WallpaperJob: Sendable {
  let generator: WallpaperGenerator
  let notes: NoteList
  let settings: WallpaperSettings
  let lockPhoto: Data?
  let homePhoto: Data?
  let samplePhoto: @Sendable (Data, DeviceProfile) -> PhotoLuminance.Sample?

  struct Result: Sendable {
    let status: SaveStatus
    let layout: WallpaperLayout
    let lockScreenImage: Data?
  }

  func run() -> Result {
    let device = generator.device
    let region = WallpaperLayout.freeRegion(on: device, widgets: settings.usesLockScreenWidgets)
    let lock = lockPhoto.map { photo -> (Data, luminance: Double) in
      (photo, samplePhoto(photo, device).map { PhotoLuminance.average(of: $0, region: region, on: device) } ?? 0)
    }
    let (status, layout) = generator.regenerate(
      notes: notes, settings: settings, lockPhoto: lock, homePhoto: homePhoto)
    let image = status == .saved ? try? Data(contentsOf: generator.exporter.lockScreenFile) : nil
    return Result(status: status, layout: layout, lockScreenImage: image)
  }
}
