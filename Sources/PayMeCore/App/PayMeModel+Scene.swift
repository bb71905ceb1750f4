import AppServices
import DesignSystem

// MARK: - The scene and the privacy cover

extension PayMeModel {
  /// The scene's phase, as the scene delegate reports it (`sceneWillResignActive`, `sceneDidEnterBackground`,
  /// `sceneDidBecomeActive`), so the cover is up before iOS draws the app switcher's card or takes its snapshot.
  /// iOS reports the app switcher, Control Center and PayMe's own Face ID or permission prompt alike, as the
  /// scene resigning active; only PayMe knows it asked, so its own prompt leaves the screen uncovered while the
  /// user looks at it. Back in front, the cover comes down and the notification permission is read again. The
  /// lock and the cover are App Lock's session's (`lock`); PayMe's own work for the phase runs inside its call.
  public func scenePhaseChanged(to phase: AppScenePhase) {
    // First, while PayMe is still in front: the code gives the screen back its level before it goes.
    myCodeSheet?.sceneChanged(to: phase)
    switch phase {
    case .inactive:
      lock.scenePhaseChanged(to: .inactive)
    case .background:
      lock.scenePhaseChanged(to: .background) {
        scheduledPayments.wentToBackground()
        balanceRevealed = false
      }
    case .active:
      // Active means unlocked: what a background launch before the first unlock could not read is read now, before
      // the return is judged on the settings it reads.
      protectedDataReadAtActive()
      // The return is judged and the cover comes down first; the return's unlock starts after all of this.
      lock.scenePhaseChanged(to: .active) {
        // Returns are told below, once the notification permission is read again.
        dayMayHaveChanged(tellingReturns: false)
        // Payments missed while PayMe could not run are asked about now, once, behind what the run said.
        scheduledPayments.askAboutMissed()
        // While in front, what falls due is run and asked about when it does, not at the next return.
        scheduledPayments.startDueCheck()
        // The background summary's details are in the app's messages now: the next summary counts afresh.
        scheduledPayments.summarySeen()
        readDeviceOwner()
        scheduledPayments.readBackgroundRefresh()
      }
      track {
        await self.notifications.refreshAuthorization()
        // Returns no notification told while PayMe was away are said now, the permission known afresh.
        self.moneyMoved.tell()
        await self.rewriteRemindersIfLocaleChanged()
        // Planned again at each return: notifications allowed again in iOS's Settings, or more to come than iOS
        // keeps pending, get their notifications now.
        self.moneyMoved.plan()
      }
    }
  }

  /// What the calendar moves: transfers that reached the bank, payments not accepted in seven days, scheduled
  /// payments now due. Run when PayMe becomes active, and when the day changes while it stays open (iOS's
  /// `significantTimeChangeNotification`, posted at midnight and when the clock or time zone is changed, which
  /// the app's root view passes here): a payment due today is not left waiting for the next return.
  /// A return applied while PayMe stays open is said at once (`MoneyMovedNotifier.tell`), not left for the next return.
  /// While PayMe is in front (`tellingReturns`), days found missed are asked about now, and the wait for the next
  /// due day is made again (ScheduledPaymentsModel+DueWhileOpen.swift).
  public func dayMayHaveChanged(tellingReturns: Bool = true) {
    let missedBefore = scheduledPayments.unansweredMissedIDs
    completeArrivedTransfers()
    returnUnacceptedPayments()
    scheduledPayments.runDue()
    guard tellingReturns else { return }
    moneyMoved.tell()
    scheduledPayments.askAboutMissedWhileOpen(before: missedBefore)
    scheduledPayments.scheduleDueCheck()
  }

  /// The share sheet is up: its actions raise system prompts over PayMe (Save Image's "Add to library", a
  /// Photos or Contacts permission), which make the scene inactive as the app switcher does. PayMe cannot tell
  /// them apart, so while it is up an inactive scene is taken for such a prompt, not for leaving: the cover waits
  /// for the background, where iOS takes the app switcher's snapshot (platform-behaviour.md, "Scene phase").
  var isSharing: Bool {
    presentation.destinations.contains { if case .share = $0 { true } else { false } }
  }

  /// Whether a system prompt of PayMe's own is up now: the cover stays down for it.
  public var isShowingOwnPrompt: Bool { lock.isShowingOwnPrompt }

  /// Runs `work`, which shows a system prompt of PayMe's (Face ID, the passcode, the notification permission),
  /// so the scene's resigning active meanwhile is known to be PayMe's own asking (`AppLockSession.ownPrompt`).
  func withOwnPrompt<T: Sendable>(_ work: @MainActor () async -> T) async -> T {
    await lock.ownPrompt(work)
  }
}
