import AppServices
import Foundation

// MARK: - Scene and links

extension NoteWallModel {
  /// Videos pause in the background and resume on return (NW-3.6); coming back from Shortcuts during Step 3
  /// shows the installation check (NW-4.3); back in front, the lock screen's state is looked at again.
  public func scenePhaseChanged(to phase: AppScenePhase) {
    switch phase {
    case .background:
      guide.enteredBackground(installing: onboarding.flow.install == .inShortcuts)
      onboarding.enteredBackground()
    case .active:
      guide.enteredForeground()
      lockScreen.becameActive()
      onboarding.becameActive()
    case .inactive: break
    }
  }

  /// A `notewall://` link: the shortcut's callback after "Update Wallpaper" or Step 6's run (`LockScreenUpdateModel`).
  public func handle(_ url: URL) { lockScreen.handle(url) }
}
