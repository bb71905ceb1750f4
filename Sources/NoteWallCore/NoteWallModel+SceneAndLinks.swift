import AppServices
import DesignSystem
import Foundation
import Localization

// MARK: - Scene and links

extension NoteWallModel {
  /// Videos pause in the background and resume on return (NW-3.6); coming back from Shortcuts during Step 3
  /// shows the installation check (NW-4.3).
  public func scenePhaseChanged(to phase: AppScenePhase) {
    switch phase {
    case .background:
      guide.enteredBackground(installing: onboarding.flow.install == .inShortcuts)
      onboarding.enteredBackground()
    case .active:
      guide.enteredForeground()
      rereadNotificationPermission()
      // An automation or shortcut fetched the current lock screen through "Get NoteWall Wallpaper" meanwhile:
      // the lock screen is up to date, though no callback came back.
      if lockScreenOutOfDate, onboarding.progress.wallpaperAgreed,
        ShortcutContract.currentLockScreenWasHandedOut(in: dependencies.folder)
      {
        lockScreenOutOfDate = false
        pendingUpdateReminder = false
        scheduleReminder(nil)
      }
      onboarding.becameActive()
    case .inactive: break
    }
  }

  /// A `notewall://` link: the shortcut's callback after "Update Wallpaper" or Step 6's run. Only the run the app
  /// started last is heard, once: any page can open these links, and a forged or stale "updated" would clear "out
  /// of date" and withdraw the reminder while the lock screen still shows older notes.
  public func handle(_ url: URL) {
    guard let callback = ShortcutRunner.callback(from: url), let run = pendingRun,
      ShortcutRunner.runToken(from: url) == run
    else { return }
    pendingRun = nil
    let duringSetup = onboarding.awaitsRun
    switch callback {
    case .updated:
      wallpaper.saveStatus = nil
      pendingUpdateReminder = false
      lockScreenOutOfDate = false
      scheduleReminder(nil)
      if duringSetup { onboarding.runEnded(.succeeded) } else { showMessage(NoteWallCopy.wallpaperUpdated.text) }
    case .failed(let reason):
      if duringSetup {
        onboarding.runEnded(.failed(reason))
      } else {
        showMessage(NoteWallCopy.shortcutFailed(reason).text)
      }
    }
  }

  /// What the notes screen says while the lock screen shows older notes; nil when it is up to date.
  public var outOfDateMessage: LocalizedCopy? {
    guard lockScreenOutOfDate else { return nil }
    guard onboarding.progress.wallpaperAgreed else { return NoteWallCopy.lockScreenNotSetYet }
    return NoteWallCopy.lockScreenOutOfDate(reminder: notificationsAllowed == true)
  }

  /// After onboarding (or in the setup guide reopened from the notes screen), a change schedules the "notes
  /// changed" reminder if notifications are allowed, and the notes screen says the lock screen is out of date.
  func notesChangedAfterSetup() {
    guard !showsOnboarding || onboarding.canCloseSetupGuide else { return }
    lockScreenOutOfDate = true
    guard notificationsAllowed == true else { return }
    pendingUpdateReminder = true
    scheduleReminder(.notesChanged)
  }

  /// Back in front: the user may have turned notifications on or off in Settings meanwhile, so the promise of a
  /// reminder ("or NoteWall reminds you in an hour") follows what iOS allows now. Asked once, at Step 6; until
  /// then there is nothing to re-read.
  private func rereadNotificationPermission() {
    guard notificationsAllowed != nil else { return }
    let center = dependencies.notifications
    let previous = reminderWork
    reminderWork = Task {
      await previous?.value
      let allowed = await center.authorizationStatus().allowsDelivery
      guard allowed != notificationsAllowed else { return }
      notificationsAllowed = allowed
      save(allowed, for: Self.notificationsAllowedKey)
      // Allowed now, with the lock screen still out of date: the reminder it promises.
      if allowed, lockScreenOutOfDate, !showsOnboarding {
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

  /// Waits until the reminder changes made so far have reached the notification centre (tests).
  public func remindersSettled() async { await reminderWork?.value }
}
