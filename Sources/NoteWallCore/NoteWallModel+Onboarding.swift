import Foundation

// MARK: - Onboarding (NW-1 to NW-9): what the app does with OnboardingModel's reports

extension NoteWallModel {
  /// The onboarding model reports to this one: its progress and session are saved, its words, help and Safari
  /// prompt go on the stack, and what outlives the setup (the notification answer, the shortcut's run, the "out
  /// of date" note) is this model's.
  func connectOnboarding() {
    onboarding.screen = { [weak self, device] in self?.device ?? device }
    onboarding.onProgressChanged = { [weak self] in self?.save($0, for: OnboardingProgress.key) }
    onboarding.onSessionChanged = { [weak self] in self?.saveSession() }
    onboarding.onMessage = { [weak self] in self?.showMessage($0) }
    onboarding.onPresent = { [weak self] in self?.presentation.present($0) }
    onboarding.onAlert = { [weak self] in self?.presentation.showAlert($0.alert) }
    onboarding.onCloseAlert = { [weak self] in self?.close($0) }
    onboarding.onAskNotifications = { [weak self] in await self?.askForNotifications() }
    onboarding.onRunShortcut = { [weak self] in await self?.openRun() ?? false }
    onboarding.onFinished = { [weak self] in self?.setupFinished() }
  }

  /// Entering Step 6 (NW-7.3): the answer decides the reminder, so it is kept.
  private func askForNotifications() async {
    notificationsAllowed = await dependencies.notifications.requestAuthorization()
    save(notificationsAllowed, for: Self.notificationsAllowedKey)
  }

  /// Finished without ever setting the wallpaper (Step 6's tap is not required): the notes screen says so, with
  /// Update Wallpaper, rather than implying the lock screen shows the notes.
  private func setupFinished() {
    if !onboarding.progress.wallpaperAgreed { lockScreenOutOfDate = true }
  }
}
