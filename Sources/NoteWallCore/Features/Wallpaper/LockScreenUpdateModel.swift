import AppServices
import Foundation
import Localization
import Observation

/// Whether the lock screen shows the notes as they are (NW-10.3): the notes screen's "out of date" line and its
/// Update Wallpaper, the runs of the shortcut and their callbacks, and the reminder that says the lock screen is
/// out of date, with the notification answer it depends on (asked at Step 6, NW-7.3).
///
/// The app model owns it, with the wallpaper it runs the shortcut on and the onboarding whose agreement and
/// Step 6 run it follows; it says what changed (`notesChanged`, `becameActive`, a link to `handle`), saves what
/// this model reports (`onSessionChanged`, `onNotificationsAnswered`) and says its words (`onMessage`).
@MainActor
@Observable
public final class LockScreenUpdateModel {
  /// Whether the user allowed notifications when asked (NW-7.3); nil until asked.
  public internal(set) var notificationsAllowed: Bool?
  /// Set when notes changed after the last update the shortcut confirmed: the reminder is scheduled.
  public internal(set) var pendingUpdateReminder = false
  /// After setup, the notes or appearance changed since the shortcut last set the wallpaper: nothing updates by
  /// itself (iOS lets only the shortcut set a wallpaper), so the notes screen says what happens next.
  public internal(set) var lockScreenOutOfDate: Bool {
    didSet { if lockScreenOutOfDate != oldValue { onSessionChanged() } }
  }
  /// The token in the callbacks of the shortcut run the app started last (`ShortcutRunner`); nil when none is
  /// awaited. Saved, so the callback is recognised after iOS ended the app while the user was in Shortcuts.
  var pendingRun: String? {
    didSet { if pendingRun != oldValue { onSessionChanged() } }
  }

  /// `lockScreenOutOfDate` or `pendingRun` changed: the app model saves them in its session.
  @ObservationIgnored var onSessionChanged: @MainActor () -> Void = unimplemented(
    "LockScreenUpdateModel.onSessionChanged")
  /// The notification answer to keep.
  @ObservationIgnored var onNotificationsAnswered: @MainActor (Bool) -> Void = unimplemented(
    "LockScreenUpdateModel.onNotificationsAnswered")
  /// A message in words for the app model's stack.
  @ObservationIgnored var onMessage: @MainActor (String) -> Void = unimplemented("LockScreenUpdateModel.onMessage")

  /// Reminder changes, one after another, in the order they were made.
  @ObservationIgnored private var reminderWork: Task<Void, Never>?
  private let dependencies: NoteWallDependencies
  private let wallpaper: WallpaperModel
  private let onboarding: OnboardingModel

  init(
    notificationsAllowed: Bool?, session: NoteWallSession, dependencies: NoteWallDependencies,
    wallpaper: WallpaperModel, onboarding: OnboardingModel
  ) {
    self.dependencies = dependencies
    self.wallpaper = wallpaper
    self.onboarding = onboarding
    self.notificationsAllowed = notificationsAllowed
    // The session read back is not a change to save: both are set while the model is still being made (before
    // `lockScreenOutOfDate`, the last of its properties to get a value), so neither reports.
    pendingRun = session.pendingRun
    lockScreenOutOfDate = session.lockScreenOutOfDate
  }

  /// What the notes screen says while the lock screen shows older notes; nil when it is up to date.
  public var outOfDateMessage: LocalizedCopy? {
    guard lockScreenOutOfDate else { return nil }
    guard onboarding.progress.wallpaperAgreed else { return NoteWallCopy.lockScreenNotSetYet }
    return NoteWallCopy.lockScreenOutOfDate(reminder: notificationsAllowed == true)
  }

  /// "Reinstall Shortcut" in the main app: the shortcut's page in Shortcuts, without the guide.
  public func reinstallShortcut() async {
    if await !dependencies.open(dependencies.configuration.shortcutPage) { onMessage(NoteWallCopy.cannotOpen.text) }
  }

  /// NW-10.3: runs the installed shortcut; it calls back with `notewall://wallpaper-updated`.
  public func updateWallpaper() async {
    onboarding.agreeToWallpaper()
    await wallpaper.finishWork()
    if wallpaper.saveStatus != .saved {
      wallpaper.regenerate()
      await wallpaper.finishWork()
    }
    // The shortcut sets whatever image is on disk: after a failed drawing that is the older one, and its
    // "updated" callback would say the notes are on the lock screen when they are not. It does not run.
    if case .failed(let reason) = wallpaper.saveStatus {
      onMessage(SaveStatus.failed(reason).message.text)
      return
    }
    guard await openRun() else {
      onMessage(NoteWallCopy.shortcutMissing.text)
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

  /// A `notewall://` link: the shortcut's callback after "Update Wallpaper" or Step 6's run. Only the run the app
  /// started last is heard, once: any page can open these links, and a forged or stale "updated" would clear "out
  /// of date" and withdraw the reminder while the lock screen still shows older notes.
  func handle(_ url: URL) {
    guard let callback = ShortcutRunner.callback(from: url), let run = pendingRun,
      ShortcutRunner.runToken(from: url) == run
    else { return }
    pendingRun = nil
    let duringSetup = onboarding.awaitsRun
    switch callback {
    case .updated:
      wallpaper.saveStatus = nil
      upToDate()
      if duringSetup { onboarding.runEnded(.succeeded) } else { onMessage(NoteWallCopy.wallpaperUpdated.text) }
    case .failed(let reason):
      if duringSetup {
        onboarding.runEnded(.failed(reason))
      } else {
        onMessage(NoteWallCopy.shortcutFailed(reason).text)
      }
    }
  }

  /// Entering Step 6 (NW-7.3): the answer decides the reminder, so it is kept.
  func askForNotifications() async {
    let allowed = await dependencies.notifications.requestAuthorization()
    notificationsAllowed = allowed
    onNotificationsAnswered(allowed)
  }

  /// Finished without ever setting the wallpaper (Step 6's tap is not required): the notes screen says so, with
  /// Update Wallpaper, rather than implying the lock screen shows the notes.
  func setupFinished() {
    if !onboarding.progress.wallpaperAgreed { lockScreenOutOfDate = true }
  }

  /// After onboarding (or in the setup guide reopened from the notes screen), a change schedules the "notes
  /// changed" reminder if notifications are allowed, and the notes screen says the lock screen is out of date.
  func notesChanged() {
    guard !onboarding.isNeeded || onboarding.canCloseSetupGuide else { return }
    lockScreenOutOfDate = true
    guard notificationsAllowed == true else { return }
    pendingUpdateReminder = true
    scheduleReminder(.notesChanged)
  }

  /// Back in front: an automation or shortcut may have fetched the current lock screen through "Get NoteWall
  /// Wallpaper" meanwhile (up to date, though no callback came back), and the user may have changed the
  /// notification permission in Settings.
  func becameActive() {
    rereadNotificationPermission()
    if lockScreenOutOfDate, onboarding.progress.wallpaperAgreed,
      ShortcutContract.currentLockScreenWasHandedOut(in: dependencies.folder)
    {
      upToDate()
    }
  }

  /// Waits until the reminder changes made so far have reached the notification centre (tests).
  public func remindersFinished() async { await reminderWork?.value }

  private func upToDate() {
    lockScreenOutOfDate = false
    pendingUpdateReminder = false
    scheduleReminder(nil)
  }

  /// The promise of a reminder ("or NoteWall reminds you in an hour") follows what iOS allows now. Asked once, at
  /// Step 6; until then there is nothing to re-read.
  private func rereadNotificationPermission() {
    guard notificationsAllowed != nil else { return }
    let center = dependencies.notifications
    let previous = reminderWork
    reminderWork = Task {
      await previous?.value
      let allowed = await center.authorizationStatus().allowsDelivery
      guard allowed != notificationsAllowed else { return }
      notificationsAllowed = allowed
      onNotificationsAnswered(allowed)
      // Allowed now, with the lock screen still out of date: the reminder it promises.
      if allowed, lockScreenOutOfDate, !onboarding.isNeeded {
        pendingUpdateReminder = true
        scheduleReminder(.notesChanged)
      }
    }
  }

  private func scheduleReminder(_ reminder: NoteWallReminder?) {
    let (previous, center) = (reminderWork, dependencies.notifications)
    reminderWork = Task {
      await previous?.value
      // One pending reminder: the same identifier replaces it; nil withdraws it.
      // Withdrawn: the pending one, and one already in Notification Center, which would still say the lock screen
      // is out of date after it was updated.
      guard let reminder else {
        await center.removePendingRequests(withIdentifiers: [NoteWallReminder.identifier])
        return await center.removeDeliveredNotifications(withIdentifiers: [NoteWallReminder.identifier])
      }
      try? await center.add(
        NotificationRequest(
          id: NoteWallReminder.identifier, title: reminder.title, body: reminder.body,
          trigger: .after(reminder.delay)))
    }
  }
}
