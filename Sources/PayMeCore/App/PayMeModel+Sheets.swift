import DesignSystem
import Presentation

// MARK: - What every money sheet reports

extension PayMeModel {
  /// The events every money sheet reports, as the app answers them. `isCurrent` and `isSheet` hold the sheet
  /// weakly (the caller's closures); every closure here holds the app weakly, so a sheet never keeps it alive.
  func sheetEvents(
    isCurrent: @escaping @MainActor () -> Bool, isSheet: @escaping @MainActor (PayMeDestination) -> Bool
  ) -> SheetEvents {
    SheetEvents(
      isCurrent: isCurrent,
      // A light tick for each key taken; a refused key is felt as the error it is.
      onKey: { [weak self] taken in self?.play(taken ? .selectionChange : .failure) },
      onAnnounce: { [weak self] copy in self?.announce(copy) },
      onHaptic: { [weak self] intent in self?.play(intent) },
      onAsk: { [weak self] alert in self?.presentation.showAlert(alert) },
      onMessage: { [weak self] alert in self?.showMessage(alert) },
      onClose: { [weak self] in
        guard let self else { return }
        // A question of the sheet's goes with it (it must not reappear below); a message waits its turn below.
        closeSheetQuestion()
        presentation.dismiss { isSheet($0) }
      },
      linkWaits: { [weak self] in self?.linkWaitsForPresentation ?? false },
      onLinkDropped: { [weak self] in self?.dropLinkWaitingForPresentation() },
      onLinkDelivered: { [weak self] in self?.deliverPendingLink(.presentationClosing) },
      run: { [weak self] work in self?.track(work) })
  }
}
