import AppServices
import Foundation
import Localization
import Observation

/// The onboarding (NW-1 to NW-9), and the setup guide the main app reopens from it: where the user is
/// (`progress`, saved at every step), Step 3's trip to Shortcuts, Step 6's run of the shortcut and its preview, and
/// the celebration. The root view shows it while `progress` needs it (NW-9.2); every step's view reads this model.
///
/// The app model owns it and the feature models its steps show (`notes`, `appearance`, `wallpaper`, `guide`).
/// What goes beyond the onboarding is reported to the app model: the progress and session to save
/// (`onProgressChanged`, `onSessionChanged`), words for its stack (`onMessage`), the help sheet and the Safari
/// prompt (`onPresent`, `onAlert`, `onCloseAlert`), the notification prompt (`onAskNotifications`), a run of the
/// shortcut (`onRunShortcut`) and the end of the setup (`onFinished`).
@MainActor
@Observable
public final class OnboardingModel {
  public enum PermissionsRun: Equatable, Codable, Sendable {
    case notStarted
    /// Shortcuts is open, asking for the folders.
    case running
    /// It came back having set the wallpaper: both folders were allowed.
    case succeeded
    /// It came back failed or cancelled: the folders may not be allowed yet.
    case failed(String?)
  }

  /// Where the user is, kept across launches (NW-9.1): a relaunch resumes at the same step.
  public internal(set) var progress: OnboardingProgress
  /// The beat of the celebration on screen (NW-8.1); nil before it starts and once the overview shows.
  public internal(set) var celebration: CompletionSequence.Beat?
  /// Step 6's run of the shortcut: where it is, for the step to show (the checkbox still decides, NW-7.4).
  public internal(set) var permissionsRun: PermissionsRun {
    didSet { if permissionsRun != oldValue { onSessionChanged() } }
  }
  /// Set when the app went to the background while Shortcuts was opened to install (NW-4.3); saved, with
  /// Step 6's run, so a cold launch (iOS often ends the app while the user is in Shortcuts) resumes there.
  var leftForShortcuts: Bool {
    didSet { if leftForShortcuts != oldValue { onSessionChanged() } }
  }
  /// The preview drawn as an image, for Step 6 to show; redrawn by `refreshLockScreenPreview`.
  public internal(set) var lockScreenPreviewImage: Data? {
    didSet { lockScreenPreviewRevision += 1 }
  }
  /// Bumped with each new preview image: Step 6 decodes it once per revision.
  public private(set) var lockScreenPreviewRevision = 0

  /// Step 4's notes.
  public let notes: NotesModel
  /// Step 5's wallpaper choices.
  public let appearance: AppearanceModel
  /// The drawing Step 5 reports on, Step 6 previews and the celebration shows.
  public let wallpaper: WallpaperModel
  /// The guide videos of Steps 2, 3 and 6.
  public let guide: GuideModel

  /// The progress to save, after every change.
  @ObservationIgnored var onProgressChanged: @MainActor (OnboardingProgress) -> Void = unimplemented(
    "OnboardingModel.onProgressChanged")
  /// `leftForShortcuts` or `permissionsRun` changed: the app model saves them in its session.
  @ObservationIgnored var onSessionChanged: @MainActor () -> Void = unimplemented("OnboardingModel.onSessionChanged")
  /// A message in words for the app model's stack.
  @ObservationIgnored var onMessage: @MainActor (String) -> Void = unimplemented("OnboardingModel.onMessage")
  /// A sheet on the app model's stack (help without a support page).
  @ObservationIgnored var onPresent: @MainActor (NoteWallDestination) -> Void = unimplemented(
    "OnboardingModel.onPresent")
  /// An alert on the app model's stack (the Safari prompt), and its closing by one of its buttons' intents.
  @ObservationIgnored var onAlert: @MainActor (NoteWallAlertID) -> Void = unimplemented("OnboardingModel.onAlert")
  @ObservationIgnored var onCloseAlert: @MainActor (NoteWallAlertID) -> Void = unimplemented(
    "OnboardingModel.onCloseAlert")
  /// Entering Step 6: the app model asks for notifications (NW-7.3), for its reminder.
  @ObservationIgnored var onAskNotifications: @MainActor () async -> Void = unimplemented(
    "OnboardingModel.onAskNotifications")
  /// Starts a run of the installed shortcut; false when Shortcuts could not be opened.
  @ObservationIgnored var onRunShortcut: @MainActor () async -> Bool = { false }
  /// "Start Using NoteWall": the setup is complete.
  @ObservationIgnored var onFinished: @MainActor () -> Void = unimplemented("OnboardingModel.onFinished")
  /// This phone's screen, as the app model last measured it (the app model sets it).
  @ObservationIgnored var screen: @MainActor () -> DeviceProfile

  let dependencies: NoteWallDependencies
  @ObservationIgnored private var advancing = false
  /// The guides offered to VoiceOver users as text first (the videos have no narration): once per launch and
  /// guide, so a user who switches to the video keeps it.
  @ObservationIgnored private var textOffered: Set<GuideVideo> = []

  init(
    progress: OnboardingProgress, session: NoteWallSession, dependencies: NoteWallDependencies,
    notes: NotesModel, appearance: AppearanceModel, wallpaper: WallpaperModel, guide: GuideModel,
    device: DeviceProfile
  ) {
    self.progress = progress
    permissionsRun = session.permissionsRun
    leftForShortcuts = session.leftForShortcuts
    self.dependencies = dependencies
    self.notes = notes
    self.appearance = appearance
    self.wallpaper = wallpaper
    self.guide = guide
    screen = { device }
  }

  /// Shown until complete at the current version (NW-9.2); the reopened setup guide shows it too.
  public var isNeeded: Bool { progress.needsOnboarding }
  public var flow: OnboardingFlow { progress.flow }
  public var canAdvance: Bool { flow.canAdvance(notes: notes.list) }
  /// This phone's screen (Step 3's red image is drawn for it).
  public var device: DeviceProfile { screen() }
  /// The install video goes picture-in-picture by itself only when the app leaves for Shortcuts to install (NW-4.2),
  /// not on any trip to the home screen while Step 3 is up.
  public var startsPictureInPictureOnLeaving: Bool { flow.install == .inShortcuts }

  func saveProgress() { onProgressChanged(progress) }

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
    onCloseAlert(.safariPrompt)
    await advance(safariConfirmed: true)
  }

  public func getSafari() async {
    onCloseAlert(.safariPrompt)
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
    case .offerSafariFromAppStore: onAlert(.safariPrompt)
    case .generateWallpaper:
      wallpaper.regenerate()
      await wallpaper.finishWork()
    case .finish: startUsing()
    default: break
    }
    guard flow.step != before else { return }
    // The shortcut's first run asks for its two folders (Step 6's other two permissions) and sets the wallpaper:
    // it runs only when the user taps "Set This Wallpaper" under the preview (`runShortcut`).
    if OnboardingFlow.effect(entering: flow.step) == .requestNotifications { await onAskNotifications() }
    if flow.step == .overview { await celebrate() }
  }

  /// Help on a step (NW-6.6, NW-9.3): the configured support page, else the in-app help.
  public func help() async {
    if let page = dependencies.configuration.supportPage, await dependencies.urls.open(page) { return }
    onPresent(.help)
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
    onFinished()
  }

  // MARK: The setup guide, reopened from the main app

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

  // MARK: Leaving for Shortcuts and coming back (NW-4.3)

  /// Launched while Shortcuts was open for the installation: the user is back, so the Installation Check asks,
  /// as a return to the running app would.
  func launched() {
    guard flow.install == .inShortcuts else { return }
    leftForShortcuts = false
    progress.flow.returnedFromShortcuts()
    saveProgress()
  }

  func enteredBackground() {
    if flow.install == .inShortcuts { leftForShortcuts = true }
  }

  func becameActive() {
    guard leftForShortcuts else { return }
    leftForShortcuts = false
    progress.flow.returnedFromShortcuts()
    saveProgress()
  }

  /// Opens a link in another app, or says it could not be opened.
  func open(_ link: String) async {
    if await !dependencies.open(link) { onMessage(NoteWallCopy.cannotOpen.text) }
  }
}
