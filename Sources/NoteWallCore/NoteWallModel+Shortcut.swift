import Foundation
import Localization

// MARK: - The shortcut, from the main app (NW-10.3)

extension NoteWallModel {
  /// "Reinstall Shortcut" in the main app: the shortcut's page in Shortcuts, without the guide.
  public func reinstallShortcut() async {
    await open(dependencies.configuration.shortcutPage)
  }

  /// NW-10.3: runs the installed shortcut; it calls back with `notewall://wallpaper-updated`.
  public func updateWallpaper() async {
    onboarding.agreeToWallpaper()
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
}
