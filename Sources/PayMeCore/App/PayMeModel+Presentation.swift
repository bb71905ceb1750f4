import AppServices
import DesignSystem
import Foundation
import Presentation

// MARK: - Presentation

extension PayMeModel {
  /// The payment sheet that is up, or waiting its turn to rise; one sliding down is not.
  public var payment: PaymentModel? {
    presentation.lastPresentedOrQueued(\.payment)
  }

  /// The payment under way: the one on the sheet that is up.
  public var flow: PaymentFlow? { payment?.flow }

  /// The user tried to swipe a filled-in payment or split down (iOS reports it while the swipe is held back):
  /// the same dialog as its Cancel, Discard or Keep Editing, as Mail asks before discarding a draft.
  public func userAttemptedDismissal(_ surface: Surface<PayMeDestination>) {
    guard presentation.surfaces.contains(where: { $0.id == surface.id }) else { return }
    switch surface.destination {
    case .payment(let sheet): sheet.cancel()
    case .split(let sheet): sheet.cancel()
    case .bank(let sheet): sheet.cancel()
    case .editSchedule(let sheet): sheet.cancel()
    case .share, .aboutDemo, .myCode, .scanner, .contactPicker: break
    }
  }

  /// A surface finished sliding away: a statement's share sheet leaves no file behind.
  public func surfaceGone(_ surface: Surface<PayMeDestination>) {
    if case .share(let item) = surface.destination { statements.shareEnded(item) }
  }

  public func perform(_ action: PayMeAlertAction) {
    switch action {
    case .payment(let answer): payment?.answer(answer)
    case .split(let answer): splitSheet?.answer(answer)
    case .bank(let answer): bankSheet?.answer(answer)
    case .scheduleEdit(let answer): scheduleEditor?.answer(answer)
    case .openSettings: dependencies.openSettings()
    case .openNotificationSettings: (dependencies.openNotificationSettings ?? dependencies.openSettings)()
    case .resetDemoData:
      let before = ledger
      // Nothing is reset (reminders, schedules, screens) unless the fresh ledger is on disk.
      guard commit(DemoData.ledger(now: dependencies.now()), .resetDemoData) else { return }
      // Reminders of requests the reset removed would open nothing: withdrawn with them.
      requestReminders.withdraw(requests: before.transactions.map(\.id).filter { ledger.transaction($0) == nil })
      activity.forgetOlder()
      scheduledPayments.clear(history: before)
      // The user stays where they are (Settings); only screens of entries that no longer exist go.
      path.removeAll { route in route.transactionScreen.map { ledger.transaction($0.id) == nil } ?? false }
      play(.confirmation)
    case .entry(let answer): entryAnswers.answer(answer)
    case .addMoney(let shortfall): startAddMoney(filledWith: shortfall)
    case .keepEditing: dropLinkWaitingForPresentation()
    case .scheduled(let answer): scheduledPayments.answer(answer)
    case .repeatPayment(let id, let cadence): scheduledPayments.repeatFromActivity(id, cadence: cadence)
    case .returnsSeen(let ids): moneyMoved.seen(ids)
    case .openReturnedPayment(let id): openReturned(.transaction(id), telling: [id])
    case .openReturnedPayments(let ids): openReturned(.activity, telling: ids)
    }
  }

  /// A link (a reminder's tap, `payme://`): whatever stands in the way is closed (a sheet, an alert), then the
  /// target is shown. A filled-in payment is never thrown away silently: the discard dialog asks first, and the
  /// link is followed if the user discards (Keep Editing keeps the payment and drops the link).
  public func open(_ url: URL) {
    guard let link = PayMeLink(url: url) else { return }
    follow(link)
  }

  /// A link arriving now, or one held until onboarding or the unlock finished: held again (`hold(_:until:)`,
  /// replacing any older one) while something must finish first, else opened.
  func follow(_ link: PayMeLink) {
    // Not before the settings are read: the defaults would open it past onboarding or App Lock the user has.
    guard !isWaitingForProtectedData else { return hold(link, until: .protectedData) }
    // Nothing opens over onboarding, before the payment check is set up: the link is followed once it is done.
    guard !isShowingOnboarding else { return hold(link, until: .onboarding) }
    // A link brings PayMe back: whether it was away long enough to lock is decided before it is followed,
    // whichever order iOS reports the link and the scene's return in.
    lockIfAwayLongEnough()
    // Nothing opens behind App Lock: the link is followed once the owner has unlocked.
    guard !isLocked else { return hold(link, until: .unlock) }
    let shown = presentedPayment?.flow
    let keepsSheet: Bool =
      switch link {
      case .send: Self.linkKeeps(shown, for: .send)
      case .request: Self.linkKeeps(shown, for: .request)
      case .transaction, .activity, .settings, .scheduledPayments, .pay, .offer: false
      }
    if !keepsSheet, let flow = shown, flow.holdsUserInput {
      hold(link, until: .presentationClosing)
      // While the system check is up, the link waits for its result: a payment it confirms is not to be met by
      // a dialog saying it "hasn't been sent".
      if flow.step != .authenticating { presentation.showAlert(PayMeAlerts.discardPayment(flow.purpose)) }
      return
    }
    // A split being filled in is not thrown away by a link either: the user chooses first.
    if let split = splitSheet, split.holdsUserInput {
      hold(link, until: .presentationClosing)
      presentation.showAlert(PayMeAlerts.discardSplit)
      return
    }
    // Nor an amount being moved to or from the bank.
    if let bank = bankSheet, bank.holdsUserInput {
      hold(link, until: .presentationClosing)
      if bank.step != .authenticating { presentation.showAlert(PayMeAlerts.discardBankMove) }
      return
    }
    // Nor a scheduled payment's changes.
    if let editor = scheduleEditor, editor.holdsUserInput {
      hold(link, until: .presentationClosing)
      if !editor.isConfirming { presentation.showAlert(ScheduledCopy.discardEditDialog) }
      return
    }
    // Nothing in the way: a link held for a sheet that no longer asks is not followed later as well.
    pendingLink = nil
    open(link)
  }

  /// A Send or Request link keeps the sheet up only for a payment of its kind still being filled in: not one
  /// already sent (its Done step would show the old payment as the new one) nor one answering a request.
  static func linkKeeps(_ flow: PaymentFlow?, for purpose: PaymentFlow.Purpose) -> Bool {
    guard let flow, flow.purpose == purpose, flow.answering == nil else { return false }
    if case .succeeded = flow.step { return false }
    return true
  }

  func open(_ link: PayMeLink) {
    moneyMoved.shown(by: link)
    switch link {
    case .transaction(let id):
      presentation.dismissAll()
      guard ledger.transaction(id) != nil else {
        path = [.activity]
        break
      }
      // The entry's screen already on top stays, with its Repeat section's choices; any other entry's screen is
      // a new one, with its own model.
      let shown = shownTransaction.flatMap { $0.id == id ? $0 : nil }
      path = [.activity, shown.map(PayMeRoute.transaction) ?? transactionRoute(id)]
    case .activity:
      presentation.dismissAll()
      path = [.activity]
    case .settings:
      presentation.dismissAll()
      path = [.settings]
    case .scheduledPayments:
      presentation.dismissAll()
      path = [.settings, .scheduledPayments]
    case .pay(let code): pay(code)
    case .offer(let offer): sendOffered(offer)
    case .send, .request:
      let purpose: PaymentFlow.Purpose = link == .send ? .send : .request
      if let shown = presentedPayment, Self.linkKeeps(shown.flow, for: purpose) {
        presentation.open([.init(.payment(shown))])
        return
      }
      // Another payment's sheet slides down with its own model; the new one starts empty.
      let flow = PaymentFlow(purpose: purpose, currency: ledger.currency, locale: locale)
      presentation.open([.init(.payment(makePayment(flow)))])
    }
  }

  /// The payment sheet that is presented (not only waiting its turn).
  private var presentedPayment: PaymentModel? {
    payment.flatMap { presentation.isPresenting(.payment($0)) ? $0 : nil }
  }

  /// A sheet goes (saved, sent, discarded): the question it raised goes with it, so it does not reappear on the
  /// screen below. A message up over it (a return notice, "Activity Not Saved", a payment that went) is not the
  /// sheet's: only its own buttons dismiss it, so it stays, and shows on the screen below once the sheet is down.
  /// The stack tells the two apart (`PresentationStack.question`).
  func closeSheetQuestion() {
    guard let question = presentation.question else { return }
    presentation.alertDismissed(id: question.id)
  }
}

extension PayMeModel {
  /// The alert up and the messages waiting, as the children read them before raising one.
  var alertsOnScreen: AlertsOnScreen { AlertsOnScreen(up: presentation.alert, waiting: presentation.waitingMessages) }
}
