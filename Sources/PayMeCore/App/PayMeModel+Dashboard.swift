import DesignSystem

// MARK: - Dashboard

extension PayMeModel {
  public func toggleBalance() {
    guard settings.hideBalance else { return }
    balanceRevealed.toggle()
    play(.selectionChange)
  }

  /// The home screen's Pending section, as it shows it now (the dashboard shows it only when it has rows).
  public var pendingSection: PendingSection {
    PendingSection(ledger, hideAmounts: hidesAmounts, locale: locale, now: dependencies.now())
  }

  /// "Pay" in a Pending row: as Pay on the request's own screen (the review, then the same confirmation and check).
  public func payPending(_ id: String) { transactionScreen(id).pay() }

  /// "Decline" in a Pending row: as Decline on the request's own screen (it asks first).
  public func declinePending(_ id: String) { transactionScreen(id).askToDecline() }
}
