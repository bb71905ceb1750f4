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
