/// How PayMe sets up the system contact picker (`CNContactPickerViewController`), as Apple Cash and Venmo do: only
/// people with a phone number or an email can be chosen (the others are greyed out), their card shows only those,
/// and the user taps the one to pay; someone with exactly one is chosen in one tap.
///
/// iOS evaluates the predicates itself, out of PayMe's process, before the picker is shown (Apple's header: the
/// predicates "only take effect before the view is presented"). With both delegate methods implemented, the
/// selection predicate decides which is called: true returns the contact (`didSelect contact`), false opens their
/// card, where the tapped number or email is returned (`didSelect contactProperty`). `isEnabled` and
/// `picksInOneTap` say the same as the formats in Swift, for the tests' picker (SimulatedContactPicker).
public enum ContactPickerRules {
  /// `predicateForEnablingContact`: a contact with neither is greyed out.
  public static let enablingFormat = "phoneNumbers.@count > 0 OR emailAddresses.@count > 0"
  /// `predicateForSelectionOfContact`: one way to reach them, chosen in one tap; more, their card opens.
  public static let oneTapFormat = "(phoneNumbers.@count + emailAddresses.@count) == 1"
  /// `predicateForSelectionOfProperty`: on the card, a tapped number or email is returned.
  public static let propertyFormat = "key == 'phoneNumbers' OR key == 'emailAddresses'"

  public static func isEnabled(phoneNumbers: Int, emails: Int) -> Bool { phoneNumbers > 0 || emails > 0 }

  public static func picksInOneTap(phoneNumbers: Int, emails: Int) -> Bool { phoneNumbers + emails == 1 }
}
