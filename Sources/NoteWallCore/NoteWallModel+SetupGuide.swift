import Foundation
import Localization

// MARK: - The setup guide, from the main app

extension NoteWallModel {
  /// "Setup Guide" in the main app: the onboarding again, from the shortcut's installation, with the notes and
  /// appearance kept; finishing it returns to the notes. The app's own messages send users here.
  public func reopenSetupGuide() {
    progress.hasCompletedSetup = false
    progress.flow = OnboardingFlow(startingAt: .installShortcut)
    permissionsRun = .notStarted
    saveProgress()
  }

  /// The guide was opened again from the notes screen (setup was finished once, in this version): it can be
  /// closed at any step, back to the notes, also after a relaunch in the middle of it.
  public var canCloseSetupGuide: Bool {
    !progress.hasCompletedSetup && progress.completedOnboardingVersion >= OnboardingProgress.currentVersion
  }

  /// "Close" on the reopened guide: back to the notes, as they were; nothing of the guide is run.
  public func closeSetupGuide() {
    guard canCloseSetupGuide else { return }
    progress.hasCompletedSetup = true
    saveProgress()
  }

  /// "Reinstall Shortcut" in the main app: the shortcut's page in Shortcuts, without the guide.
  public func reinstallShortcut() async {
    await open(dependencies.configuration.shortcutPage)
  }

  /// NW-10.3: runs the installed shortcut; it calls back with `notewall://wallpaper-updated`.
  public func updateWallpaper() async {
    agreeToWallpaper()
    await wallpaper.settled()
    if wallpaper.saveStatus != .saved {
      wallpaper.regenerate()
      await wallpaper.settled()
    }
    // The shortcut sets whatever image is on disk: after a failed drawing that is the older one, and its
    // "updated" callback would say the notes are on the lock screen when they are not. It does not run.
    if case .failed(let reason) = wallpaper.saveStatus {
      showMessage(SaveStatus.failed(reason).message.text)
      return
    }
    guard await openRun() else {
      showMessage(NoteWallCopy.shortcutMissing.text)
      return
    }
  }

  /// Starts a run of the shortcut with a new token, which its callbacks must carry back (`handle`); false when
  /// Shortcuts could not be opened.
  func openRun() async -> Bool {
    let token = ShortcutRunner.newRunToken()
    guard let url = ShortcutRunner.runURL(name: dependencies.configuration.runnableShortcutName, run: token) else {
      return false
    }
    pendingRun = token
    guard await dependencies.urls.open(url) else {
      pendingRun = nil
      return false
    }
    return true
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
