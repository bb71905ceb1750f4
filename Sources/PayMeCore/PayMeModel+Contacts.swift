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

// MARK: - Deleting a contact

extension PayMeModel {
  /// Whether the recipients list offers swipe-to-delete for this contact: only one on the list with no history.
  public func canDelete(_ contact: Contact) -> Bool {
    ledger.contact(contact.id) != nil && !ledger.hasHistory(contact.id)
  }

  /// Swipe-to-delete on the recipients list: the contact goes from the list, saved.
  public func delete(_ contact: Contact) {
    var updated = ledger
    guard updated.remove(contact: contact.id) else { return }
    ledger = updated
    saveLedger()
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
