import AppServices
import DesignSystem
import Localization
import Presentation

// MARK: - Settings and reminders

extension PayMeModel {
  /// The Settings screen's model reports here: what it shows is read from this model, each change it makes
  /// comes back through its closures.
  func wire(_ screen: PayMeSettingsModel) {
    screen.shown = { [weak self] in
      guard let self else { return .init() }
      return .init(
        settings: settings, paymentMethod: paymentMethod, biometryKind: biometryKind,
        notificationsOn: notificationsOn)
    }
    screen.onChange = { [weak self] change in self?.update(change) }
    screen.onAsk = { [weak self] alert in self?.presentation.showAlert(alert) }
    screen.onAuthorization = { [weak self] status in self?.notificationAuthorization = status }
    screen.onReminders = { [weak self] on in
      if on { await self?.remindersTurnedOn() } else { await self?.remindersTurnedOff() }
    }
    screen.onHideBalance = { [weak self] in self?.hideBalanceChanged() }
    screen.onDeviceOwnerAsked = { [weak self] in self?.readDeviceOwner() }
    screen.ownPrompt = { [weak self] work in
      guard let self else { return await work() }
      await withOwnPrompt { await work() }
    }
    screen.askOwner = { [weak self] reason in await self?.lock.askOwner(reason: reason) ?? .failure(.systemCancel) }
    screen.run = { [weak self] work in self?.track(work) }
  }

  /// The request reminders are written in the app's words, as they are now, and their work is the app's.
  func wire(_ reminders: RequestReminders) {
    reminders.wording = { [weak self, book, now = dependencies.now] in
      guard let self else {
        return .init(ledger: book.ledger, locale: .current, hidingAmount: false, isOn: false, now: now())
      }
      return .init(
        ledger: ledger, locale: locale, hidingAmount: settings.hideBalance, isOn: notificationsOn, now: now())
    }
    reminders.run = { [weak self] work in self?.track(work) }
    reminders.onWritten = { [weak self] in self?.rememberReminderLocale() }
  }

  /// The Statements screen reads this model's ledger and shares and speaks through its stack.
  func wire(_ screen: StatementsModel) {
    screen.ledger = { [weak self, ledger] in self?.ledger ?? ledger }
    screen.onShare = { [weak self] item in self?.presentation.present(.share(item)) }
    screen.onMessage = { [weak self] message in self?.showMessage(message) }
    screen.older = { [weak self] in self?.activity.olderTransactions ?? [] }
    screen.olderProblem = { [weak self] in self?.activity.olderProblem }
    screen.onAppear = { [weak self] in
      guard let self, (ledger.archivedCount ?? 0) > 0, activity.older == .notLoaded else { return }
      activity.showOlder()
    }
  }

  /// The review's Send hint: what confirms a payment on this device now (`paymentMethod`).
  public var sendHint: LocalizedCopy { SecurityCopy(paymentMethod).sendHint }

  /// Reminders go out only while the user wants them and iOS allows them.
  public var notificationsOn: Bool { settings.notifications && notificationAuthorization.allowsDelivery }

  /// Reminders were turned on: the requests waiting, each schedule's next due day and the money still to move.
  func remindersTurnedOn() async {
    await requestReminders.remindAllWaiting()
    // And each schedule's next due day, withdrawn when they were turned off.
    scheduledPayments.planReminders()
    // And the transfers' arrivals and the returns still to come.
    moneyMoved.plan()
  }

  /// Reminders were turned off: every one already scheduled is withdrawn.
  func remindersTurnedOff() async {
    let center = dependencies.notifications
    let pending = ledger.transactions.filter { $0.kind == .request && $0.status == .pending }
    // The scheduled payments' reminders too: each schedule's, and any pending one left from an older list.
    let scheduled = Set(
      schedules.items.map { ScheduledPaymentReminder.identifier(for: $0.id) }
        + (await center.pendingIdentifiers()).filter(ScheduledPaymentReminder.isReminder))
    let moves = (await center.pendingIdentifiers()).filter(MoneyMovedNotification.isPlanned)
    let ids = pending.map { RequestReminder.identifier(for: $0.id) } + scheduled.sorted() + moves
    await center.removePendingRequests(withIdentifiers: ids)
    // Off means none left in Notification Center either, the background runs' "Sent" and "Not Sent" among them.
    let background = ScheduledPaymentsModel.everyScheduleNotificationID(schedules: schedules, ledger: ledger)
    await center.removeDeliveredNotifications(withIdentifiers: Array(Set(ids + background)).sorted())
  }

  /// Reads the system's permission again (the user may have changed it in Settings).
  public func refreshNotificationAuthorization() async {
    notificationAuthorization = await dependencies.notifications.authorizationStatus()
  }

  /// Hide Balance was turned on or off: the card hides again, and reminders still waiting are written again,
  /// with or without their amounts (same identifier: replaced), the scheduled payments' too.
  func hideBalanceChanged() {
    balanceRevealed = false
    guard notificationsOn else { return }
    track { await self.rewritePendingReminders() }
    scheduledPayments.planReminders()
    moneyMoved.plan()
  }

  /// Every notification still pending, written again as it would be written now (Hide Balance, the language and
  /// region), under the same identifier, so iOS replaces it.
  func rewritePendingReminders() async {
    await requestReminders.rewritePending()
    moneyMoved.plan()
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
}
