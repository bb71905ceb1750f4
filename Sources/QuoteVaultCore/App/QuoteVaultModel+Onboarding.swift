import Presentation
import SharedStore

extension QuoteVaultModel {
  /// The first-run flow on screen, if it is.
  public var onboarding: OnboardingModel? {
    for destination in presentation.destinations {
      if case .onboarding(let sheet) = destination { return sheet }
    }
    return nil
  }

  /// Up, or waiting its turn to come up (the stack was moving when it was presented): never a second one.
  private var isOnboardingOnItsWay: Bool {
    onboarding != nil
      || presentation.queued.contains { if case .onboarding = $0.destination { true } else { false } }
  }

  /// At launch, once the stored session is read: whether this device owes the first-run flow
  /// (`OnboardingProgress.decide`). A first run opens on the quotes, as a guest, with the flow over them: no
  /// sign-in wall before any quote (the flow's last step and Settings offer the account). Someone who had the app
  /// before, signed out, still meets the sign-in screen (QV-1.8).
  func decideOnboarding() {
    let progress = OnboardingProgress.decide(
      in: dependencies.store, firstLaunchOfInstall: dependencies.isFirstLaunchOfInstall, signedIn: auth.isSignedIn)
    if !auth.isSignedIn, progress?.finished == false { setGuest(true) }
  }

  /// The flow, when it is owed and the tabs are up (after "Continue without an account" or a sign-in), at the
  /// step and with the choices it was left with: after a link took the screen, or iOS ended the app.
  public func presentOnboardingIfDue() {
    guard rootScreen == .app, !isOnboardingOnItsWay,
      let progress = dependencies.store.read(QuoteVaultShared.onboarding), !progress.finished
    else { return }
    let sheet = OnboardingModel(store: dependencies.store, progress: progress)
    sheet.onApply = { [weak self] step, progress in await self?.applyOnboarding(step, progress) }
    sheet.onAskPermission = { [weak self] in await self?.reminders.allowFromOnboarding() ?? false }
    sheet.onFinish = { [weak self, weak sheet] in
      guard let self, let sheet else { return }
      close(.onboarding(sheet))
    }
    // Read as the step shows: someone who signs in meanwhile is not offered it again.
    sheet.signInOffered = { [weak self] in self.map { !$0.auth.isSignedIn } ?? false }
    sheet.onSignIn = { [weak self] in self?.showSignIn() }
    presentation.present(.onboarding(sheet), as: .fullScreenCover)
  }

  /// A step's Continue: its choice goes into the app's own settings (no copy of them is kept elsewhere).
  private func applyOnboarding(_ step: OnboardingProgress.Step, _ progress: OnboardingProgress) async {
    switch step {
    case .topics:
      await setForYouTopics(progress.topics, show: true)
    case .reminders:
      guard progress.wantsReminders else { return }
      // The window starts at the daily time, as Settings' reminders do; notifications stay as they are until
      // iOS allows them (the permission step).
      settings.setNotifications(enabled: settings.settings.notificationsEnabled, time: progress.reminders.start)
      await reminders.setReminders(count: progress.reminders.count, end: progress.reminders.end)
    case .permission:
      break
    }
  }
}
