import Foundation
import Observation
import Presentation

// MARK: - A recipient from the device's Contacts

/// The contact picker's sheet: a plain host controller presents `CNContactPickerViewController`, which iOS
/// dismisses by itself after a pick or Cancel (Apple's `CNContactPickerDelegate` page). The host sheet is
/// dismissed only once the picker has closed, so two dismissals never overlap (UIKit drops the second one, and a
/// clear host sheet left up would hold every touch); the pick waits here until then.
@MainActor
@Observable
public final class ContactPickerModel: HashableObject {
  /// What the picker reported: a person, or nil for Cancel; absent until it reports.
  public private(set) var outcome: PickedContact??
  /// The picker's own dismissal has ended: nothing is over the host sheet any more.
  public private(set) var pickerClosed = false
  /// Who the pick is for: the payment's recipient, or one more person sharing a bill.
  public let target: Target

  public enum Target: Sendable { case payment, split }

  /// Who is told the person picked, once the picker has gone: the feature that asked (its recipient, or one more
  /// person on the bill).
  @ObservationIgnored var onPicked: @MainActor (Contact) -> Void = { _ in }
  /// Someone the feature that asked already has by this handle (a person already sharing the bill), so the pick
  /// is that person rather than a second one; asked of the feature, which alone knows.
  @ObservationIgnored var known: @MainActor (String) -> Contact? = { _ in nil }

  public init(for target: Target = .payment) { self.target = target }

  /// Both have happened: the host sheet may go, and the pick be used, once.
  var isFinished: Bool { outcome != nil && pickerClosed }

  func report(_ picked: PickedContact?) -> Bool {
    guard outcome == nil else { return false }
    outcome = .some(picked)
    return true
  }

  func closed() -> Bool {
    guard !pickerClosed else { return false }
    pickerClosed = true
    return true
  }
}

extension PayMeModel {
  /// A feature's "Choose from Contacts" (`PaymentModel`, `SplitModel`): the system picker over its sheet, one at
  /// a time.
  func presentContactPicker(_ picker: ContactPickerModel) {
    // One waiting its turn to rise counts too: two taps while a sheet moves open one picker.
    guard presentation.lastPresentedOrQueued({ $0.isContactPicker ? $0 : nil }) == nil else { return }
    play(.buttonPress)
    presentation.present(.contactPicker(picker))
  }

  /// The picker reported (its delegate): a person, or nil (Cancel). iOS is closing the picker itself right now,
  /// so nothing else is dismissed until `contactPickerClosed` (whichever of the two comes first).
  public func contactPicker(_ picker: ContactPickerModel, reported picked: PickedContact?) {
    guard picker.report(picked) else { return }
    finishIfClosed(picker)
  }

  /// The picker's own dismissal ended (or the host closed a picker that did not close itself).
  public func contactPickerClosed(_ picker: ContactPickerModel) {
    guard picker.closed() else { return }
    finishIfClosed(picker)
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

extension PayMeDestination {
  var isContactPicker: Bool { if case .contactPicker = self { true } else { false } }
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
