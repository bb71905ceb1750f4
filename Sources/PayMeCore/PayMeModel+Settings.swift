import AppServices
import DesignSystem
import Localization
import Presentation

// MARK: - Settings

extension PayMeModel {
  /// The Security section's row, its footer and its Open Settings button, and the review's Send hint, as the
  /// views show them: what confirms a payment on this device now (`paymentMethod`).
  public var security: SecurityCopy { SecurityCopy(paymentMethod) }
  public var sendHint: LocalizedCopy { security.sendHint }

  /// Reminders go out only while the user wants them and iOS allows them.
  public var notificationsOn: Bool { settings.notifications && notificationAuthorization.allowsDelivery }

  /// The Notifications switch: the system's permission and the user's choice together, read again at every
  /// return to the app; while iOS asks, it shows what the user chose, so it never snaps.
  public var notificationsSwitch: Bool { notificationsRequested ?? notificationsOn }

  /// On: iOS asks once (`.notDetermined`); refused now or before, the switch stays off and an alert shows the
  /// way to Settings. Off: every reminder already scheduled is withdrawn.
  public func setNotifications(_ on: Bool) async {
    let center = dependencies.notifications
    if on {
      notificationsRequested = true
      var status = await center.authorizationStatus()
      if status == .notDetermined {
        _ = await withOwnPrompt { await center.requestAuthorization() }
        status = await center.authorizationStatus()
      }
      notificationAuthorization = status
      notificationsRequested = nil
      guard status.allowsDelivery else {
        update { $0.notifications = false }
        presentation.showAlert(PayMeAlerts.notificationsOff)
        return
      }
      update { $0.notifications = true }
      // Requests already waiting (made while reminders were off, or the demo's own) are reminded too, except
      // those the user already reminded the contact of: each is reminded once, not again at every off and on.
      let reminded = Set(
        ledger.transactions.filter { $0.remindedAt != nil }.map { RequestReminder.identifier(for: $0.id) })
      for reminder in RequestReminder.requests(
        for: ledger, now: dependencies.now(), locale: locale, hidingAmount: settings.hideBalance)
      where !reminded.contains(reminder.id) {
        try? await center.add(reminder)
      }
      // And each schedule's next due day, withdrawn when they were turned off.
      planScheduleReminders()
      rememberReminderLocale()
    } else {
      update { $0.notifications = false }
      notificationsRequested = nil
      let pending = ledger.transactions.filter { $0.kind == .request && $0.status == .pending }
      // The scheduled payments' reminders too: each schedule's, and any pending one left from an older list.
      let scheduled = Set(
        schedules.items.map { ScheduledPaymentReminder.identifier(for: $0.id) }
          + (await center.pendingIdentifiers()).filter(ScheduledPaymentReminder.isReminder))
      let ids = pending.map { RequestReminder.identifier(for: $0.id) } + scheduled.sorted()
      await center.removePendingRequests(withIdentifiers: ids)
      // Off means none left in Notification Center either.
      await center.removeDeliveredNotifications(withIdentifiers: ids)
    }
  }

  /// Reads the system's permission again (the user may have changed it in Settings).
  public func refreshNotificationAuthorization() async {
    notificationAuthorization = await dependencies.notifications.authorizationStatus()
  }

  func track(_ work: @escaping @MainActor () async -> Void) {
    workCount += 1
    let id = workCount
    pendingWork[id] = Task {
      await work()
      self.pendingWork[id] = nil
    }
  }

  public func finishWork() async {
    while let (_, task) = pendingWork.first { await task.value }
  }

  public func setAppearance(_ appearance: PayMeSettings.Appearance) { update { $0.appearance = appearance } }
  public func setHideBalance(_ on: Bool) {
    update { $0.hideBalance = on }
    balanceRevealed = false
    guard notificationsOn else { return }
    // Reminders still waiting are written again, with or without their amounts (same identifier: replaced),
    // the scheduled payments' too.
    track { await self.rewritePendingReminders() }
    planScheduleReminders()
  }

  /// The reminders still pending, written again as they would be written now (Hide Balance, the language and
  /// region), under the same identifiers, so iOS replaces them; the ones already delivered or withdrawn stay so.
  func rewritePendingReminders() async {
    let center = dependencies.notifications
    let reminders = RequestReminder.requests(
      for: ledger, now: dependencies.now(), locale: locale, hidingAmount: settings.hideBalance)
    let waiting = Set(await center.pendingIdentifiers())
    for reminder in reminders where waiting.contains(reminder.id) { try? await center.add(reminder) }
    rememberReminderLocale()
  }

  /// Reminders were just written in this launch's language and region.
  func rememberReminderLocale() {
    guard settings.remindersLocale != locale.identifier else { return }
    update(quietly: true) { $0.remindersLocale = locale.identifier }
  }

  /// On becoming active: iOS relaunches an app when the user changes its language or the region, and the
  /// reminders waiting were written in the old one ("$25.00" where "25,00 US$" is now read): they are written
  /// again, as Hide Balance does.
  func rewriteRemindersIfLocaleChanged() async {
    guard notificationsOn, let written = settings.remindersLocale, written != locale.identifier else { return }
    await rewritePendingReminders()
  }
  public func askToResetDemoData() { presentation.showAlert(PayMeAlerts.resetDemoData) }

  // Settable views of the settings, so SwiftUI binds to them (`$model.hideBalance`).
  public var notificationsEnabled: Bool {
    get { notificationsSwitch }
    set {
      // What the user chose shows at once, before the task runs: the switch never flashes back for a frame.
      notificationsRequested = newValue
      track { await self.setNotifications(newValue) }
    }
  }
  public var appearance: PayMeSettings.Appearance {
    get { settings.appearance }
    set { setAppearance(newValue) }
  }
  public var hideBalance: Bool {
    get { settings.hideBalance }
    set { setHideBalance(newValue) }
  }
}
