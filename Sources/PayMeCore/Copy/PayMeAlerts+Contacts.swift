import Localization

// MARK: - A person picked in the device's Contacts who cannot be paid

extension PayMeAlerts {
  /// A picked contact with no phone number or email: there is no way to pay them.
  public static var contactUnreachable: PayMeAlert {
    message(
      .contactUnreachable, title: LocalizedCopy("payme.alert.contactUnreachable.title", "No Phone Number or Email"),
      text: LocalizedCopy(
        "payme.alert.contactUnreachable.message",
        "To pay someone from your contacts, they need a phone number or an email address."
      ))
  }

  /// The number or email picked is on the card but is not one PayMe can send to. Its text is not repeated: it is
  /// the card's, of any length or content.
  public static var contactHandleUnusable: PayMeAlert {
    message(
      .contactHandleUnusable,
      title: LocalizedCopy("payme.alert.contactHandleUnusable.title", "Can't Use This Number or Email"),
      text: LocalizedCopy(
        "payme.alert.contactHandleUnusable.message",
        "That phone number or email address can't receive payments. Check it in Contacts, or choose another."
      ))
  }
}

// MARK: - Deleting a contact from the recipients list

extension PayMeAlerts {
  /// Swipe-to-delete on a contact: a destructive confirmation, as iOS asks before deleting what cannot be undone.
  public static func deleteContact(_ contact: Contact) -> PayMeAlert {
    PayMeAlert(
      id: PayMeAlertID.deleteContact, title: PayMeCopy.deleteContactTitle.text,
      message: PayMeCopy.deleteContactMessage(contact).text,
      buttons: [
        .init(PayMeCopy.deleteContact.text, role: .destructive, action: .payment(.deleteContact(contact.id))),
        .init(PayMeCopy.cancel.text, role: .cancel),
      ],
      style: .confirmationDialog)
  }
}

extension PayMeCopy {
  public static let deleteContactTitle = LocalizedCopy("payme.alert.deleteContact.title", "Delete Contact?")
  public static let deleteContact = LocalizedCopy("payme.alert.deleteContact", "Delete Contact")

  /// Who goes, by name and handle (two contacts may share a name).
  public static func deleteContactMessage(_ contact: Contact) -> LocalizedCopy {
    LocalizedCopy(
      "payme.alert.deleteContact.message", "%@ (%@) will be removed from your list in PayMe.", .text(contact.name),
      .text(contact.handle))
  }
}
