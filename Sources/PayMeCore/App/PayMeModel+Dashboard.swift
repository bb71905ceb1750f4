import DesignSystem

// MARK: - Dashboard

extension PayMeModel {
  public func toggleBalance() {
    guard settings.hideBalance else { return }
    balanceRevealed.toggle()
    play(.selectionChange)
  }
}
