import Foundation

// MARK: - The wallpaper (NW-6.7, NW-10.2, NW-10.3): what WallpaperModel draws, from this model's state

extension NoteWallModel {
  /// The wallpaper model reads what to draw from this one when each drawing starts, and says its messages on the
  /// stack.
  func connectWallpaper() {
    wallpaper.makeJob = { [weak self] redrawHome, knownBrightness in
      self?.wallpaperJob(redrawHome: redrawHome, knownBrightness: knownBrightness)
    }
    wallpaper.onMessage = { [weak self] in self?.showMessage($0) }
  }

  /// One drawing of the notes and choices as they are now, for this phone's screen, into the folder the
  /// wallpaper is drawn in now (`exportRoot`).
  private func wallpaperJob(redrawHome: Bool, knownBrightness: PhotoBrightness?) -> WallpaperJob {
    WallpaperJob(
      generator: WallpaperGenerator(device: device, renderer: dependencies.renderer, exporter: exporter),
      notes: notes.list, settings: appearance.settings, lockPhoto: appearance.lockPhoto,
      homePhoto: appearance.homePhoto, redrawHome: redrawHome, knownBrightness: knownBrightness)
  }
}
