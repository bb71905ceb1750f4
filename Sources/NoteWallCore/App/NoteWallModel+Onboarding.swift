import Foundation

// MARK: - Onboarding (NW-1 to NW-9) and the lock screen's update (NW-10.3): what the app does with their reports

extension NoteWallModel {
  /// The onboarding model reports to this one: its progress and session are saved, its words, help and Safari
  /// prompt go on the stack, and what outlives the setup (the notification answer, the shortcut's run, the "out
  /// of date" note) goes to the lock screen's update model.
  func connectOnboarding() {
    onboarding.screen = { [weak self, device] in self?.device ?? device }
    onboarding.onProgressChanged = { [weak self] in self?.save($0, for: OnboardingProgress.key) }
    onboarding.onSessionChanged = { [weak self] in self?.saveSession() }
    onboarding.onMessage = { [weak self] in self?.showMessage($0) }
    onboarding.onPresent = { [weak self] in self?.presentation.present($0) }
    onboarding.onAlert = { [weak self] in self?.presentation.showAlert($0.alert) }
    onboarding.onCloseAlert = { [weak self] in self?.closeAlert($0) }
    onboarding.onAskNotifications = { [weak self] in await self?.lockScreen.askForNotifications() }
    onboarding.onRunShortcut = { [weak self] in await self?.lockScreen.openRun() ?? false }
    onboarding.onFinished = { [weak self] in self?.lockScreen.setupFinished() }
  }

  /// The lock screen's update model reports to this one: its session and the notification answer are saved, its
  /// words go on the stack.
  func connectLockScreen() {
    lockScreen.onSessionChanged = { [weak self] in self?.saveSession() }
    lockScreen.onNotificationsAnswered = { [weak self] in self?.save($0, for: Self.notificationsAllowedKey) }
    lockScreen.onMessage = { [weak self] in self?.showMessage($0) }
  }
}
