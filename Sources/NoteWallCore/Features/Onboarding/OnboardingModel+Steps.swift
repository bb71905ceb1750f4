import Foundation
import Localization
import Rendering

// MARK: - Step 3: installing the shortcut (NW-4)

extension OnboardingModel {
  /// NW-4.1: "Install & Continue" opens the shortcut's iCloud page; the return is noticed by `becameActive`.
  public func installShortcut() async {
    guard case .open = progress.flow.installShortcut() else { return }
    await openShortcutPage()
  }

  /// NW-4.4
  public func itWorked() {
    progress.flow.itWorked()
    saveProgress()
  }

  /// NW-4.5
  public func gotStuck() {
    progress.flow.gotStuck()
    saveProgress()
  }

  /// NW-4.6: saves the red image to Photos, then says in words where to find it and what to do; a refusal keeps
  /// the guide up and says why. No public API opens the Photos app (`photos-redirect://` is undocumented, which
  /// App Review rejects under guideline 2.5.1).
  public func openPhotos() async {
    guard progress.flow.openPhotos() == .saveInstructionWallpaper else { return }
    saveProgress()
    // A full-resolution PNG: drawn off the main actor, so the tap never freezes the screen.
    let (renderer, device) = (dependencies.renderer, device)
    let drawn = await Task.detached(priority: .userInitiated) {
      Result { try renderer.renderPNG(WallpaperScene.instruction(for: device), pixelWidth: device.pixelWidth) }
    }.value
    let image: Data
    switch drawn {
    case .success(let data): image = data
    case .failure: return instructionFailed(NoteWallCopy.instructionNotDrawn.text)
    }
    let result = await dependencies.photos.savePNG(image)
    if let problem = NoteWallCopy.photos(result) { return instructionFailed(problem.text) }
    onMessage(NoteWallCopy.instructionSaved.text)
  }

  private func instructionFailed(_ problem: String) {
    progress.flow.instructionSaveFailed()
    saveProgress()
    onMessage(problem)
  }

  /// NW-4.7
  public func doThisLater() {
    progress.flow.doThisLater()
    saveProgress()
  }

  /// NW-4.8
  public func installAgain() async {
    guard case .open = progress.flow.installAgain() else { return }
    await openShortcutPage()
  }

  /// Off to Shortcuts to install: the files the shortcut reads are there before it can run.
  private func openShortcutPage() async {
    saveProgress()
    leftForShortcuts = false
    ensureShortcutFiles()
    await open(dependencies.configuration.shortcutPage)
  }

  /// Once the user agreed, the shortcut can run at any time, and the user can delete files in Files: whatever it
  /// reads (docs/notewall-shortcut.md) is drawn again when missing.
  func ensureShortcutFiles() {
    guard progress.wallpaperAgreed,
      !ShortcutContract.isHonoured(in: dependencies.folder, home: appearance.settings.home)
    else {
      return
    }
    wallpaper.homeChanged()
    wallpaper.regenerate()
  }
}

// MARK: - Steps 5 and 6: the wallpaper and its permissions (NW-6, NW-7)

extension OnboardingModel {
  /// NW-6.6
  public func editNotes() {
    progress.flow.editNotes()
    saveProgress()
  }

  /// Step 6's "Choose a Photo" (NoteWallCopy.chooseAPhoto).
  public func chooseWallpapersAgain() {
    progress.flow.chooseWallpapersAgain()
    saveProgress()
  }

  /// NW-7.4
  public func togglePermissionsConfirmed() {
    _ = progress.flow.togglePermissionsConfirmed()
    saveProgress()
  }

  /// Whether a callback of the shortcut is Step 6's run's (else it is the main app's Update Wallpaper).
  var awaitsRun: Bool { isNeeded && flow.step == .permissions }

  /// Step 6's "Set This Wallpaper" (and "Run Again"): the user saw the preview and agreed. The shortcut's first
  /// run asks for its two folders and sets the wallpaper shown; its callback says how it went (`runEnded`).
  public func runShortcut() async {
    guard awaitsRun else { return }
    agreeToWallpaper()
    await wallpaper.finishWork()
    if case .failed = wallpaper.saveStatus {
      permissionsRun = .failed(wallpaper.saveStatus?.message.text)
      return
    }
    permissionsRun = await onRunShortcut() ? .running : .failed(nil)
  }

  /// The shortcut called back on Step 6's run.
  func runEnded(_ run: PermissionsRun) { permissionsRun = run }

  /// The user saw the wallpaper and asked for it to be set: from now on it is drawn where the shortcut reads it.
  func agreeToWallpaper() {
    guard !progress.wallpaperAgreed else { return }
    progress.wallpaperAgreed = true
    saveProgress()
    wallpaper.homeChanged()
    wallpaper.regenerate()
  }

  /// Step 6's preview: the saved lock screen image with the clock, the date and (when used) the widget row drawn
  /// over it, as the lock screen will show it; nil until the wallpaper is drawn.
  public func lockScreenPreview(now: Date, timeZone: TimeZone = .current) -> DisplayList? {
    wallpaper.lockScreenImage.map {
      LockScreenPreview.make(
        wallpaper: $0, device: device, widgets: appearance.settings.usesLockScreenWidgets, now: now, timeZone: timeZone)
    }
  }

  /// Draws the preview off the main actor (the view calls it when the step appears and when the image changes).
  public func refreshLockScreenPreview(now: Date = Date()) async {
    await wallpaper.finishWork()
    guard let list = lockScreenPreview(now: now) else { return }
    let (renderer, width) = (dependencies.renderer, device.pixelWidth)
    lockScreenPreviewImage = await Task.detached(priority: .userInitiated) {
      try? renderer.renderPNG(list, pixelWidth: width)
    }.value
  }

  /// What the preview means on this phone: what "Not Selected" (or the chosen background) becomes, and what
  /// happens to the home screen.
  public var wallpaperExplanation: [LocalizedCopy] {
    NoteWallCopy.wallpaperExplanation(settings: appearance.settings, device: device)
  }
}
