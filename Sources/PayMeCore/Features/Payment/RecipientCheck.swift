import Foundation
import Localization

/// Who a payment goes to, as the Review step, the confirmation alert and the Face ID prompt say it. A name
/// comes from whoever made a link or code, so it is never enough alone: the handle is always shown, and a
/// recipient the user has not paid before, or one named like someone else on the list, is said so.
public struct RecipientCheck: Equatable, Sendable {
  public let name: String
  public let handle: String
  /// Money to them arrives at once; otherwise they accept it first and the sender may cancel until then.
  public let acceptsAtOnce: Bool
  /// "New to PayMe" for someone who accepts each payment first, with "Not in your contacts" when they are not
  /// on the list yet (a link's, a code's or a picked card's); nil for an accepted contact.
  public let newNotice: String?
  /// Said when another contact has the same name (ignoring case, accents, width and spacing) under another
  /// handle: the "Ana Silva" of a link may not be the Ana Silva the user knows.
  public let lookAlikeWarning: String?

  /// "Ana Silva (@ana.s)": the name and the handle, for one-line places (alerts, the Face ID reason).
  public var nameAndHandle: String { "\(name) (\(handle))" }

  /// What the confirmation alert says under its title: who, and whether the payment can still be cancelled.
  public var confirmationMessage: String {
    let warnings = [lookAlikeWarning, newNotice].compactMap { $0 }.map { $0 + "\n" }.joined()
    return warnings + PayMeCopy.arrival(name: nameAndHandle, acceptsAtOnce: acceptsAtOnce).text
  }

  public static let newToPayMe = LocalizedCopy("payme.recipient.newToPayMe", "New to PayMe")
  public static let notInContacts = LocalizedCopy("payme.recipient.notInContacts", "Not in your contacts")

  static func lookAlike(of other: Contact) -> String {
    LocalizedCopy(
      "payme.recipient.lookAlike", "Not the %@ in your contacts (%@). Check the handle before you send.",
      .text(other.name), .text(other.handle)
    ).text
  }
}

extension Ledger {
  /// What to say about paying `contact` (the flow's recipient, on the list or not yet).
  public func check(_ contact: Contact) -> RecipientCheck {
    // A handle on file always shows the name on file, whatever a code said.
    let known = self.contact(handle: contact.handle)
    let shown = known ?? contact
    let key = Self.nameKey(shown.name)
    let twin = contacts.first {
      $0.handle.caseInsensitiveCompare(shown.handle) != .orderedSame && Self.nameKey($0.name) == key
    }
    return RecipientCheck(
      name: shown.name, handle: shown.handle, acceptsAtOnce: shown.acceptsAtOnce,
      newNotice: [
        shown.acceptsAtOnce ? nil : RecipientCheck.newToPayMe.text,
        known == nil ? RecipientCheck.notInContacts.text : nil,
      ].compactMap { $0 }.joined(separator: " · ").nilIfEmpty,
      lookAlikeWarning: twin.map(RecipientCheck.lookAlike(of:)))
  }

  /// A name as compared for look-alikes: no case, accents, width, or runs of spaces.
  static func nameKey(_ name: String) -> String {
    name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

extension String {
  fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
