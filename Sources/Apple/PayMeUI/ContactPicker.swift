#if os(iOS)
  import Contacts
  import ContactsUI
  import PayMeCore
  import SwiftUI
  import UIKit

  /// The system contact picker as a surface's content: it runs out of process and hands back only the person
  /// chosen, so PayMe needs no Contacts permission. `CNContactPickerViewController` must be presented, not
  /// embedded, so a plain controller in the stack's own sheet presents it and reports the outcome once.
  @MainActor
  struct ContactPickerView: UIViewControllerRepresentable {
    let finished: @MainActor (PickedContact?) -> Void

    func makeUIViewController(context: Context) -> PickerHost { PickerHost(finished: finished) }

    func updateUIViewController(_ host: PickerHost, context: Context) { host.finished = finished }
  }

  @MainActor
  final class PickerHost: UIViewController, CNContactPickerDelegate {
    var finished: @MainActor (PickedContact?) -> Void
    private var presented = false
    private var reported = false

    init(finished: @escaping @MainActor (PickedContact?) -> Void) {
      self.finished = finished
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      guard !presented else { return }
      presented = true
      let picker = CNContactPickerViewController()
      picker.delegate = self
      present(picker, animated: true)
    }

    // UIKit calls the picker's delegate on the main thread.
    nonisolated func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {
      let picked = PickedContact(contact)
      MainActor.assumeIsolated { report(picked) }
    }

    nonisolated func contactPickerDidCancel(_ picker: CNContactPickerViewController) {
      MainActor.assumeIsolated { report(nil) }
    }

    private func report(_ picked: PickedContact?) {
      guard !reported else { return }
      reported = true
      finished(picked)
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
  }
#endif
