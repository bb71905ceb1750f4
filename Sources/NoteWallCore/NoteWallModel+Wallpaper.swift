import Localization

// MARK: - The wallpaper (NW-6.7, NW-10.2, NW-10.3)

extension NoteWallModel {
  /// Draws both images for this phone and saves them where the shortcut reads them, off the main actor: the
  /// status reads "Saving…" until the drawing that includes this change is on disk.
  public func regenerate() {
    saveStatus = .saving
    redrawRequested = true
    guard drawing == nil else { return }
    drawing = Task { await drawUntilCurrent() }
  }

  /// Returns once the images on disk match the notes and appearance as they are now.
  public func wallpaperSettled() async {
    while let drawing { await drawing.value }
  }

  private func drawUntilCurrent() async {
    while redrawRequested {
      redrawRequested = false
      let (home, lock) = (homeRevision, lockRevision)
      let job = WallpaperJob(
        generator: WallpaperGenerator(device: device, renderer: dependencies.renderer, exporter: exporter),
        notes: notes.list, settings: appearance.settings, lockPhoto: appearance.lockPhoto,
        homePhoto: appearance.homePhoto,
        redrawHome: drawnHomeRevision != home,
        knownBrightness: measuredLuminance.flatMap { $0.revision == lock ? $0.value : nil })
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

  /// Save Wallpaper to Photos: the lock screen image with the notes as they are now, for a user who sets it by
  /// hand (without the shortcut) or keeps a copy. A change still being drawn is waited for, and a drawing that
  /// failed is tried once more; what cannot be saved is said in words.
  public func saveWallpaperToPhotos() async {
    await wallpaperSettled()
    if lockScreenImage == nil || saveStatus != .saved {
      regenerate()
      await wallpaperSettled()
    }
    guard let image = lockScreenImage, saveStatus == .saved else {
      showMessage((saveStatus?.message ?? NoteWallCopy.wallpaperNotDrawn).text)
      return
    }
    let result = await dependencies.photos.saveImage(image, as: .jpeg)
    showMessage((NoteWallCopy.photos(result) ?? NoteWallCopy.wallpaperSavedToPhotos).text)
  }

  /// The user saw the wallpaper and asked for it to be set: from now on it is drawn where the shortcut reads it.
  func agreeToWallpaper() {
    guard !progress.wallpaperAgreed else { return }
    progress.wallpaperAgreed = true
    saveProgress()
    homeRevision += 1
    regenerate()
  }
}
