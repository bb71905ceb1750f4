import AppServices
import Foundation
import Localization
import Presentation
import Rendering

// MARK: - Onboarding (NW-1 to NW-8)

extension NoteWallModel {
  /// NW-1.3
  public func getStarted() {
    progress.flow.getStarted()
    saveProgress()
  }

  /// "Next" or "Continue": the step's guard, then what the step asks for (NW-2.3, NW-3.4, NW-3.7, NW-5.3, NW-6.7,
  /// NW-7.4).
  public func advance() async {
    await advance(safariConfirmed: false)
  }

  /// The Safari prompt's "Safari Is Installed": the user confirms what the app cannot check (NW-3.4). Asking
  /// iOS through Safari's `x-web-search` scheme is undocumented, and App Review rejects it (guideline 2.5.1).
  public func continueWithSafari() async {
    close(.safariPrompt)
    await advance(safariConfirmed: true)
  }

  public func getSafari() async {
    close(.safariPrompt)
    await open(NoteWallCopy.safariAppStoreURL)
  }

  private func advance(safariConfirmed: Bool) async {
    // One step at a time: a second tap while a step is still finishing (drawing the wallpaper, asking for
    // notifications, the celebration) must not skip the next screen.
    guard !advancing else { return }
    advancing = true
    defer { advancing = false }
    let before = flow.step
    let effect = progress.flow.advance(notes: notes.list, safariConfirmed: safariConfirmed)
    saveProgress()
    switch effect {
    case .offerSafariFromAppStore: showSafariPrompt()
    case .generateWallpaper:
      wallpaper.regenerate()
      await wallpaper.settled()
    case .finish: startUsing()
    default: break
    }
    guard flow.step != before else { return }
    if OnboardingFlow.effect(entering: flow.step) == .requestNotifications {
      notificationsAllowed = await dependencies.notifications.requestAuthorization()
      save(notificationsAllowed, for: Self.notificationsAllowedKey)
      // The shortcut's first run asks for its two folders (Step 6's other two permissions) and sets the
      // wallpaper: it runs only when the user taps "Set This Wallpaper" under the preview (`runShortcut`).
    }
    if flow.step == .overview { await celebrate() }
  }

  /// Help on a step (NW-6.6, NW-9.3): the configured support page, else the in-app help.
  public func help() async {
    if let page = dependencies.configuration.supportPage, await dependencies.urls.open(page) { return }
    presentation.present(.help)
  }

  /// A guide appeared; with VoiceOver on, its text version shows first (Step 2's and How-to-Fix's).
  public func guideAppeared(_ video: GuideVideo, voiceOver: Bool) {
    guard voiceOver, !textOffered.contains(video) else { return }
    textOffered.insert(video)
    switch video {
    case .welcome: if !flow.showsTextVersion { setShowsTextVersion(true) }
    case .howToFix: if !flow.showsFixTextVersion { setShowsFixTextVersion(true) }
    case .permissions, .installSteps: break
    }
  }

  public func setShowsTextVersion(_ shows: Bool) {
    progress.flow.showsTextVersion = shows
    saveProgress()
  }

  public func setShowsFixTextVersion(_ shows: Bool) {
    progress.flow.showsFixTextVersion = shows
    saveProgress()
  }

  /// NW-4.1: "Install & Continue" opens the shortcut's iCloud page; the return is noticed by `scenePhaseChanged`.
  public func installShortcut() async {
    guard case .open = progress.flow.installShortcut() else { return }
    saveProgress()
    leftForShortcuts = false
    ensureShortcutFiles()
    await open(dependencies.configuration.shortcutPage)
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
    showMessage(NoteWallCopy.instructionSaved.text)
  }

  private func instructionFailed(_ problem: String) {
    progress.flow.instructionSaveFailed()
    saveProgress()
    showMessage(problem)
  }

  /// NW-4.7
  public func doThisLater() {
    progress.flow.doThisLater()
    saveProgress()
  }

  /// NW-4.8
  public func installAgain() async {
    guard case .open = progress.flow.installAgain() else { return }
    saveProgress()
    leftForShortcuts = false
    ensureShortcutFiles()
    await open(dependencies.configuration.shortcutPage)
  }

  /// NW-6.6
  /// Step 6's "Choose a Photo" (NoteWallCopy.chooseAPhoto).
  public func chooseWallpapersAgain() {
    progress.flow.chooseWallpapersAgain()
    saveProgress()
  }

  public func editNotes() {
    progress.flow.editNotes()
    saveProgress()
  }

  /// NW-7.4
  public func togglePermissionsConfirmed() {
    _ = progress.flow.togglePermissionsConfirmed()
    saveProgress()
  }

  /// NW-8.1: each word, the countdown, the confetti, at their times; then the overview.
  func celebrate() async {
    var elapsed = 0
    for (time, beat) in CompletionSequence.beats {
      // Whole milliseconds from the start, so the waits add up to the sequence's length exactly.
      let at = Int((time * 1000).rounded())
      if at > elapsed { await dependencies.sleep(.milliseconds(at - elapsed)) }
      elapsed = at
      celebration = beat == .overview ? nil : beat
    }
  }

  /// NW-8.3: "Start Using NoteWall".
  public func startUsing() {
    progress.complete()
    saveProgress()
    // Finished without ever setting the wallpaper (Step 6's tap is not required): the notes screen says so, with
    // Update Wallpaper, rather than implying the lock screen shows the notes.
    if !progress.wallpaperAgreed { lockScreenOutOfDate = true }
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
