import Foundation
import Localization
import Presentation

// MARK: - Add Money and Transfer to Bank

extension PayMeModel {
  /// The Add Money or Transfer to Bank sheet that is up, if any.
  public var bankSheet: BankTransferModel? {
    presentation.destinations.compactMap { if case .bank(let sheet) = $0 { sheet } else { nil } }.last
  }

  /// "Add Money" under the balance card.
  public func startAddMoney() { startBankMove(.addMoney) }
  /// "Transfer to Bank" under the balance card.
  public func startTransferToBank() { startBankMove(.transferToBank) }

  /// "Add Money" where the balance is too low (the amount step, "Not Enough Money"): the sheet opens over what is
  /// up, filled in with the difference, rounded up to the cent so it is enough.
  public func startAddMoney(filledWith shortfall: Money) { startBankMove(.addMoney, filledWith: shortfall) }

  /// What the balance lacks for the amount on the payment's amount step, once it was refused as more than the
  /// balance: the Add Money button under the error offers it. Nil otherwise.
  public func shortfall(for flow: PaymentFlow?) -> Money? {
    guard let flow, flow.purpose == .send, flow.step == .amount, flow.amountError == .aboveBalance,
      let amount = flow.entry.amount, amount > ledger.balance.amount
    else { return nil }
    return Money(amount, ledger.currency) - ledger.balance
  }

  /// The amount step's "Add Money": Add Money over the payment, filled in with the shortfall.
  public func addShortfall() {
    guard let shortfall = shortfall(for: flow) else { return }
    startAddMoney(filledWith: shortfall)
  }

  private func startBankMove(_ move: BankMove, filledWith amount: Money? = nil) {
    guard bankSheet == nil else { return }
    play(.buttonPress)
    let sheet = BankTransferModel(move, currency: ledger.currency, locale: locale)
    if let amount { sheet.fill(amount) }
    // A light tick for each key taken; a refused key is felt as the error it is.
    sheet.onKey = { [weak self] taken in self?.play(taken ? .selectionChange : .failure) }
    sheet.onMessage = { [weak self] copy in self?.announce(copy) }
    presentation.present(.bank(sheet))
  }

  /// The sheet's "Add" or "Transfer": the amount tried on the ledger (the balance, the fee, the limits), its
  /// refusal said in words under the field; else the system alert, which says it is the demo's money.
  public func reviewBankMove() {
    guard let sheet = bankSheet, sheet.step == .entry else { return }
    play(.buttonPress)
    switch sheet.validated(in: ledger, now: now) {
    case .failure(let error):
      sheet.error = error
      play(.failure)
      announce(error.message(locale: locale))
    case .success(let amount):
      sheet.error = nil
      presentation.showAlert(PayMeAlerts.confirmBankMove(sheet.move, amount, fee: sheet.fee, locale: locale))
    }
  }

  /// The device owner check (as App Lock asks it: Face ID, then iOS's passcode), then the balance and the history
  /// change together, in one ledger value saved in one write. Nothing moves unless the check succeeds while the
  /// sheet is still up.
  func authenticateAndMove() async {
    guard let sheet = bankSheet, sheet.step == .entry, case .success(let amount) = sheet.validated(in: ledger, now: now)
    else { return }
    let owner = dependencies.deviceOwner
    guard owner.availability(of: .deviceOwnerAuthentication).error != .passcodeNotSet else {
      showMessage(PayMeAlerts.setUpPasscode(biometryKind))
      play(.failure)
      return
    }
    sheet.step = .authenticating
    let reason = PayMeCopy.bankReason(sheet.move, amount, locale: locale)
    let result = await withOwnPrompt {
      await owner.evaluate(.deviceOwnerAuthentication, reason: reason.text, fallbackTitle: nil)
    }
    readDeviceOwner()
    guard bankSheet === sheet, sheet.step == .authenticating else { return }
    guard result == .success else {
      sheet.step = .entry
      switch result {
      case .failure(.userCancel), .failure(.appCancel), .failure(.systemCancel), .failure(.userFallback): break
      default: showMessage(PayMeAlerts.bankMoveNotConfirmed)
      }
      // Cancelled with a link waiting: the amount is still filled in, so ask now.
      if linkWaitsForPresentation, presentation.alert == nil { presentation.showAlert(PayMeAlerts.discardBankMove) }
      return
    }
    play(.biometricSuccess)
    var updated = ledger
    do {
      let made = try sheet.apply(amount, to: &updated, at: dependencies.now(), id: dependencies.makeID())
      // Done only once it is on disk; not saved, the sheet is back at its entry, filled in.
      guard commit(updated, .bank(sheet.move)) else {
        sheet.step = .entry
        return
      }
      sheet.step = .done(made)
      play(.confirmation)
      announce(PayMeCopy.bankAnnouncement(made, locale: locale))
    } catch {
      sheet.step = .entry
      if case .invalidAmount(let reason) = error { sheet.error = reason }
      showMessage(PayMeAlerts.bankMoveFailed(error, locale: locale))
      play(.failure)
      return
    }
    // A link that arrived during the check: the money has moved, so nothing is lost by following it now.
    deliverPendingLink(.presentationClosing)
  }

  /// Cancel (or a held-back swipe down): asks first when an amount is entered; nothing while the check is up.
  public func cancelBankMove() {
    guard let sheet = bankSheet, sheet.step != .authenticating else { return }
    dropLinkWaitingForPresentation()
    if sheet.holdsUserInput {
      presentation.showAlert(PayMeAlerts.discardBankMove)
    } else {
      closeBankMove()
    }
  }

  /// Done, after the money moved; and Cancel or Discard once nothing is left to keep.
  public func closeBankMove() {
    // A question of the sheet's goes with it (it must not reappear below); a message waits its turn below.
    closeSheetQuestion()
    presentation.dismiss { if case .bank = $0 { true } else { false } }
  }
}

extension PayMeModel {
  /// The balance line under the sheet's amount, by the home screen's rule (`dashboard`): dots while Hide Balance
  /// hides it, until the user taps it (`toggleBalance`, shared with the card); VoiceOver reads `bankBalanceLabel`.
  public var bankBalanceLine: LocalizedCopy { PayMeCopy.balanceLine(dashboard.balance) }
  /// What VoiceOver says for that line: "Balance hidden", never six "bullet"s.
  public var bankBalanceLabel: String { dashboard.balanceAccessibilityLabel }
}

extension PayMeModel {
  /// A bank transfer's speed, fee and what reached the bank, as its screen lists them; amounts Hide Balance hides
  /// are dots here too. Nothing for other entries.
  public func transferDetails(_ transaction: Transaction) -> [RowValue] {
    guard transaction.kind == .bankTransfer, let speed = transaction.speed else { return [] }
    let shown = { (money: Money) in self.hidesAmounts ? PayMeCopy.hiddenAmount : money.formatted(locale: self.locale) }
    var rows = [(PayMeCopy.transferSpeed, speed.title.text)]
    if let fee = transaction.fee { rows.append((PayMeCopy.fee, shown(fee))) }
    if let received = transaction.amountToBank { rows.append((PayMeCopy.bankReceives, shown(received))) }
    if transaction.status == .pending, let arrival = transaction.expectedArrival(calendar: calendar) {
      rows.append((PayMeCopy.expectedBy, arrival.formatted(Date.FormatStyle(date: .abbreviated).locale(locale))))
    }
    // The row's id is its key, the same in every language.
    return rows.map {
      RowValue(
        id: $0.0.key, title: $0.0.text, subtitle: nil, value: $0.1, systemImage: nil,
        accessibilityLabel: "\($0.0.text), \($0.1)")
    }
  }
}

extension PayMeModel {
  /// The user's calendar, for business days.
  var calendar: Calendar { Self.calendar(locale) }

  static func calendar(_ locale: Locale) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    return calendar
  }

  /// Standard transfers whose business days have passed are completed, at launch and on each return: the demo
  /// has no bank to tell it, so the calendar does.
  func completeArrivedTransfers() {
    var updated = ledger
    guard updated.completeArrivedTransfers(now: dependencies.now(), calendar: calendar) else { return }
    ledger = updated
    saveLedger()
  }
}
