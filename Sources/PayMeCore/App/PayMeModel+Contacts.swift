import Foundation
import Observation
import Presentation

extension PayMeModel {
  /// A feature's "Choose from Contacts" (`PaymentModel`, `SplitModel`): the system picker over its sheet, one at
  /// a time.
  func presentContactPicker(_ picker: ContactPickerModel) {
    // One waiting its turn to rise counts too: two taps while a sheet moves open one picker.
    guard presentation.lastPresentedOrQueued({ $0.isContactPicker ? $0 : nil }) == nil else { return }
    play(.buttonPress)
    picker.onFinished = { [weak self] in self?.finishIfClosed($0) }
    presentation.present(.contactPicker(picker))
  }

  /// Once the picker is gone and has reported: the host sheet goes (the one dismissal), and a picked person goes
  /// to the feature that asked (the payment's recipient, or one more on the bill), their photo kept for their
  /// initials' circle.
  private func finishIfClosed(_ picker: ContactPickerModel) {
    guard picker.isFinished, case .some(let outcome) = picker.outcome,
      presentation.destinations.contains(.contactPicker(picker))
    else { return }
    presentation.dismiss { $0 == .contactPicker(picker) }
    guard let picked = outcome else { return }
    guard let contact = picked.contact(id: dependencies.makeID()) else {
      showMessage(picked.offersAWay ? PayMeAlerts.contactHandleUnusable : PayMeAlerts.contactUnreachable)
      return
    }
    // Someone already on the list (or already sharing the bill) by that handle is that person; someone new joins
    // the list only once paid or asked.
    let recipient = ledger.contact(handle: contact.handle) ?? picker.known(contact.handle) ?? contact
    if let photo = picked.photo { contactPhotos.keep(photo, for: recipient.id) }
    picker.onPicked(recipient)
  }
}
