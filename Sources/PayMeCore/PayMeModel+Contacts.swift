import Foundation
import Presentation

// MARK: - A recipient from the device's Contacts

extension PayMeModel {
  /// "Choose from Contacts" on the recipients list: the system picker over the payment sheet.
  public func chooseFromContacts() {
    guard let payment, payment.flow.step == .recipient else { return }
    play(.buttonPress)
    presentation.present(.contactPicker)
  }

  /// The picker finished: with a person (who becomes the payment's recipient, their photo shown by their
  /// initials' circle) or with nil (Cancel). The picker goes either way.
  public func contactPicked(_ picked: PickedContact?) {
    presentation.dismiss { if case .contactPicker = $0 { true } else { false } }
    guard let picked else { return }
    guard let contact = picked.contact(id: dependencies.makeID()) else {
      presentation.showAlert(PayMeAlerts.contactUnreachable)
      return
    }
    // Someone already on the list by that handle is that contact; someone new joins it only once paid or asked.
    let recipient = ledger.contact(handle: contact.handle) ?? contact
    if let photo = picked.photo { contactPhotos.keep(photo, for: recipient.id) }
    choose(recipient)
  }
}

/// Contacts' photos from the device (thumbnails), for this run only: never saved with the ledger. At most
/// `limit` are kept; the oldest goes first.
public struct ContactPhotos: Equatable, Sendable {
  private var photos: [String: Data] = [:]
  private var order: [String] = []
  public static let limit = 50

  public init() {}

  public subscript(contactID: String) -> Data? { photos[contactID] }

  mutating func keep(_ photo: Data, for contactID: String) {
    if photos.updateValue(photo, forKey: contactID) == nil { order.append(contactID) }
    while order.count > Self.limit { photos[order.removeFirst()] = nil }
  }
}
