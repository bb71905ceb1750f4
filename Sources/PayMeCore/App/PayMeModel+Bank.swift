import AppServices
import Foundation
import Localization
import Presentation

// MARK: - Add Money and Transfer to Bank

extension PayMeModel {
  /// The Add Money or Transfer to Bank sheet that is up or waiting its turn, if any: a second tap opens no
  /// second one.
  public var bankSheet: BankTransferModel? { presentation.lastPresentedOrQueued(\.bank) }

  /// "Add Money" under the balance card.
  public func startAddMoney() { startBankMove(.addMoney) }
  /// "Transfer to Bank" under the balance card.
  public func startTransferToBank() { startBankMove(.transferToBank) }

  /// "Add Money" where the balance is too low (the amount step, "Not Enough Money"): the sheet opens over what is
  /// up, filled in with the difference, rounded up to the cent so it is enough.
  public func startAddMoney(filledWith shortfall: Money) { startBankMove(.addMoney, filledWith: shortfall) }

  private func startBankMove(_ move: BankMove, filledWith amount: Money? = nil) {
    guard bankSheet == nil else { return }
    play(.buttonPress)
    let sheet = BankTransferModel(move, currency: ledger.currency, locale: locale)
    if let amount { sheet.fill(amount) }
    wire(sheet)
    presentation.present(.bank(sheet))
  }

  /// What the bank sheet's intents report and use (BankTransferModel+Intents.swift). Each closure holds the app
  /// and the sheet weakly: the sheet never keeps the app alive, nor itself through it.
  private func wire(_ sheet: BankTransferModel) {
    sheet.events = sheetEvents(
      isCurrent: { [weak self, weak sheet] in sheet != nil && self?.bankSheet === sheet },
      isSheet: { [weak sheet] in if case .bank(let up) = $0 { sheet != nil && up === sheet } else { false } })
    sheet.isAlertShowing = { [weak self] in self?.presentation.alert != nil }
    sheet.ledgerAccess = ledgerAccess
    sheet.ownerCheck = ownerCheck
    sheet.dashboard = { [weak self] in self?.dashboard }
    sheet.onToggleBalance = { [weak self] in self?.toggleBalance() }
  }
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
}
