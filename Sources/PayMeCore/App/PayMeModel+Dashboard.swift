import DesignSystem

// MARK: - Dashboard

extension PayMeModel {
  public func toggleBalance() {
    guard settings.hideBalance else { return }
    balanceRevealed.toggle()
    play(.selectionChange)
  }

  /// The Pending section's rows read this model's Hide Balance, locale and clock; their answers are this model's
  /// (the payment sheet at its review, the Decline question) and a row's tap pushes the entry's screen. Each
  /// closure holds the app weakly.
  func wire(_ pending: PendingModel) {
    pending.hidesAmounts = { [weak self] in self?.hidesAmounts ?? true }
    pending.locale = { [weak self, locale] in self?.locale ?? locale }
    pending.now = dependencies.now
    pending.onAsk = { [weak self] alert in self?.presentation.showAlert(alert) }
    pending.onPay = { [weak self] id in self?.pay(request: id) }
    pending.onOpen = { [weak self] id in self?.openTransaction(id) }
  }
}
