import AppServices
import DesignSystem
import Localization
import Presentation

// MARK: - Settings, and the notifications as Settings and the locale change them

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
    screen.onAuthorization = { [weak self] status in self?.notifications.authorization = status }
    screen.onReminders = { [weak self] on in
      if on { await self?.notifications.turnedOn() } else { await self?.notifications.turnedOff() }
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

  /// Notifications go out only while the user wants them and iOS allows them.
  var notificationsOn: Bool { notifications.isOn }

  /// Whether notifications go out follows the saved setting; their work is the app's.
  func wire(_ notifications: PayMeNotifications) {
    notifications.wanted = { [weak self] in self?.settings.notifications ?? false }
    notifications.run = { [weak self] work in self?.track(work) }
  }

  /// Hide Balance was turned on or off: the card hides again, and the notifications still waiting are written
  /// again, with or without their amounts.
  func hideBalanceChanged() {
    balanceRevealed = false
    notifications.amountsShownChanged()
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
    await notifications.rewritePending()
  }
}
