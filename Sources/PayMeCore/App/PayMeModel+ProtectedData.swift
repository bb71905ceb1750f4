import AppLock
import SharedStore

/// PayMe's files keep iOS's default protection, `completeUntilFirstUserAuthentication`: launched in the
/// background after a restart, before the user has unlocked the phone once, it cannot read them
/// (../shared/reference/platform-behaviour.md). The launch runs on defaults and the seed in memory, writes over
/// none of them (the book's `problem`, the schedules'), and reads them again once they can be read.
extension PayMeModel {
  /// Some file could not be read for now; a background run must wait (it would send from the seed).
  var filesUnreadable: Bool {
    settingsUnread || Self.unreadable(book.problem) || Self.unreadable(scheduledPayments.problem)
  }

  static func unreadable(_ problem: SharedStoreError?) -> Bool {
    if case .unreadable = problem { return true }
    return false
  }

  /// The settings could not be read yet and PayMe has not been in front since: the screen shows nothing of the
  /// defaults standing in (no onboarding for someone who finished it), and a link waits (`PendingLink.Wait`).
  /// Becoming active ends the wait even if the file still cannot be read (it then never will be this launch).
  public var isWaitingForProtectedData: Bool { settingsUnread && !protectedDataWaitOver }

  /// PayMe became active (unlocked): what could be read is read, and a link held for it is followed on the real
  /// settings: held again for onboarding or App Lock, or opened.
  func protectedDataReadAtActive() {
    readProtectedFiles()
    protectedDataWaitOver = true
    deliverPendingLink(.protectedData)
  }

  /// Reads again each file that could not be read (at each background run, and when the scene becomes active,
  /// which it does only unlocked). A file still unreadable stays as it is, never written over. A link held until
  /// the settings were read is followed once everything is read.
  func readProtectedFiles() {
    defer { if !settingsUnread { deliverPendingLink(.protectedData) } }
    readHolderIfUnread()
    let store = dependencies.store
    if settingsUnread, case .success(let saved) = store.load(PayMeShared.settings) {
      settingsUnread = false
      settings = saved ?? PayMeSettings()
      moneyMoved.reload()
      // App Lock holds as it would have from launch.
      if settings.appLock, settings.hasCompletedOnboarding { lock.lockNow() }
    }
    if book.reloadIfUnreadable(now: now) {
      statements.sweep()
      moneyMoved.plan()
    }
    if Self.unreadable(scheduledPayments.problem) {
      // Read again as at launch; still unreadable, `load` records the problem again.
      scheduledPayments.problem = nil
      scheduledPayments.load()
      scheduledPayments.tellUnseenRunMessages()
    }
  }
}
