#if os(iOS)
  import Contacts
  import ContactsUI
  import PayMeCore
  import SwiftUI
  import UIKit

  /// The system contact picker as a surface's content: it runs out of process and hands back only the person
  /// chosen, so PayMe needs no Contacts permission. `CNContactPickerViewController` must be presented, not
  /// embedded, so a plain controller in the stack's own sheet presents it. iOS dismisses the picker by itself
  /// after a pick or Cancel; the host reports that pick and, separately, the end of that dismissal, and the model
  /// dismisses the host sheet only then (`ContactPickerModel`), so two dismissals never overlap.
  @MainActor
  struct ContactPickerView: UIViewControllerRepresentable {
    let picker: ContactPickerModel

    func makeUIViewController(context: Context) -> PickerHost {
      let host = PickerHost()
      update(host)
      return host
    }

    func updateUIViewController(_ host: PickerHost, context: Context) { update(host) }

    private func update(_ host: PickerHost) {
      host.reported = { [picker] picked in picker.reported(picked) }
      host.closed = { [picker] in picker.closedItself() }
    }
  }

  @MainActor
  final class PickerHost: UIViewController, CNContactPickerDelegate {
    var reported: @MainActor (PickedContact?) -> Void = { _ in }
    var closed: @MainActor () -> Void = {}
    private var presented = false
    private var didReport = false
    private var didClose = false

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      guard !presented else { return }
      presented = true
      let picker = CNContactPickerViewController()
      picker.delegate = self
      // As Apple Cash's picker does: only the ways to pay someone, people with neither greyed out, the one number or
      // email the user taps (ContactPickerRules); set before it is presented, the only time iOS reads them.
      picker.displayedPropertyKeys = [CNContactPhoneNumbersKey, CNContactEmailAddressesKey]
      picker.predicateForEnablingContact = NSPredicate(format: ContactPickerRules.enablingFormat)
      picker.predicateForSelectionOfContact = NSPredicate(format: ContactPickerRules.oneTapFormat)
      picker.predicateForSelectionOfProperty = NSPredicate(format: ContactPickerRules.propertyFormat)
      present(picker, animated: true)
    }

    /// The picker closes itself through its presenter (UIKit forwards a presented controller's own `dismiss` to
    /// the one that presented it): its end is reported once the slide has finished.
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      guard presentedViewController is CNContactPickerViewController else {
        super.dismiss(animated: flag, completion: completion)
        return
      }
      super.dismiss(animated: flag) { [weak self] in
        completion?()
        self?.pickerClosed()
      }
    }

    // UIKit calls the picker's delegate on the main thread. With both methods here, `predicateForSelectionOfContact`
    // decides which is called: a contact with one number or email comes back whole, in one tap.
    nonisolated func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {
      let picked = PickedContact(contact)
      MainActor.assumeIsolated { report(picked) }
    }

    /// The number or email tapped on a contact's card.
    nonisolated func contactPicker(
      _ picker: CNContactPickerViewController, didSelect contactProperty: CNContactProperty
    ) {
      let picked = PickedContact(contactProperty)
      MainActor.assumeIsolated { report(picked) }
    }

    nonisolated func contactPickerDidCancel(_ picker: CNContactPickerViewController) {
      MainActor.assumeIsolated { report(nil) }
    }

    private func report(_ picked: PickedContact?) {
      guard !didReport else { return }
      didReport = true
      reported(picked)
      // Once the delegate has returned, iOS's own dismissal is under way or done; a picker still up and not
      // leaving (never seen, but not ruled out by Apple's docs for Cancel) is closed here, the one dismissal.
      Task { @MainActor [weak self] in
        guard let self else { return }
        guard let picker = presentedViewController else { return pickerClosed() }
        if !picker.isBeingDismissed { dismiss(animated: true) }
      }
    }

    private func pickerClosed() {
      guard !didClose else { return }
      didClose = true
      closed()
    }
  }

  extension PickedContact {
    /// What the card holds, read only for the keys it was fetched with: reading any other raises an exception.
    init(_ contact: CNContact) {
      func text(_ key: String, _ value: () -> String) -> String { contact.isKeyAvailable(key) ? value() : "" }
      self.init(
        givenName: text(CNContactGivenNameKey) { contact.givenName },
        familyName: text(CNContactFamilyNameKey) { contact.familyName },
        nickname: text(CNContactNicknameKey) { contact.nickname },
        organization: text(CNContactOrganizationNameKey) { contact.organizationName },
        phoneNumbers: contact.isKeyAvailable(CNContactPhoneNumbersKey)
          ? contact.phoneNumbers.prefix(20).map { $0.value.stringValue } : [],
        emails: contact.isKeyAvailable(CNContactEmailAddressesKey)
          ? contact.emailAddresses.prefix(20).map { String($0.value) } : [],
        thumbnail: contact.isKeyAvailable(CNContactThumbnailImageDataKey) ? contact.thumbnailImageData : nil)
    }

    /// The card with the one number or email tapped on it. Any other property (never offered: the picker returns
    /// only these keys) leaves no way to reach them, rather than another of theirs the user did not choose.
    init(_ property: CNContactProperty) {
      let card = PickedContact(property.contact)
      if property.key == CNContactPhoneNumbersKey, let number = property.value as? CNPhoneNumber {
        self.init(card, choosing: .phoneNumber(number.stringValue))
      } else if property.key == CNContactEmailAddressesKey, let email = property.value as? String {
        self.init(card, choosing: .email(email))
      } else {
        self = card
        phoneNumbers = []
        emails = []
      }
    }
  }
#endif
