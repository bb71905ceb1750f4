import Foundation

/// A person chosen in the system contact picker (`CNContactPickerViewController`, which needs no Contacts
/// permission): what the Apple layer copies out of the `CNContact`. Outside input: a contact card may have no
/// name, a name of hundreds of characters, odd numbers, or a large photo.
public struct PickedContact: Equatable, Sendable {
  public var givenName: String
  public var familyName: String
  public var nickname: String
  public var organization: String
  public var phoneNumbers: [String]
  public var emails: [String]
  /// `CNContact.thumbnailImageData`: kept only up to `maximumPhotoBytes`.
  public var thumbnail: Data?
  /// The number or email the user tapped on the card, if they chose one (`init(_:choosing:)`).
  public private(set) var chosen: Property?

  /// One phone number or email on a contact card, as the picker hands back a `CNContactProperty`.
  public enum Property: Equatable, Sendable {
    case phoneNumber(String)
    case email(String)
  }

  public static let maximumPhotoBytes = 256 * 1024

  public init(
    givenName: String = "", familyName: String = "", nickname: String = "", organization: String = "",
    phoneNumbers: [String] = [], emails: [String] = [], thumbnail: Data? = nil
  ) {
    self.givenName = givenName
    self.familyName = familyName
    self.nickname = nickname
    self.organization = organization
    self.phoneNumbers = phoneNumbers
    self.emails = emails
    self.thumbnail = thumbnail
  }

  /// The card with one of its numbers or emails chosen (the picker's `contactPicker(_:didSelect:)` for a
  /// `CNContactProperty`): only that one is kept, so it is the handle, checked by the same rules as any; if it is
  /// not usable there is no handle, and another of theirs is never taken in its place.
  public init(_ card: PickedContact, choosing property: Property) {
    self = card
    chosen = property
    switch property {
    case .phoneNumber(let number):
      phoneNumbers = [number]
      emails = []
    case .email(let email):
      phoneNumbers = []
      emails = [email]
    }
  }

  /// How they are reached: the first email that looks like one, else the first phone number with digits (the
  /// one chosen, when the user chose one).
  public var handle: String? {
    let email = emails.lazy.map(Self.clean).first { text in
      text.count <= 100 && text.filter { $0 == "@" }.count == 1 && !text.hasPrefix("@") && !text.hasSuffix("@")
        && !text.contains(" ")
    }
    if let email { return email }
    return phoneNumbers.lazy.map(Self.clean).first { text in
      text.count <= 32 && text.filter(\.isWholeNumber).count >= 3
        && text.allSatisfy { $0.isWholeNumber || "+-() .".contains($0) }
    }
  }

  /// Whether the card has any number or email at all, usable or not: which of two refusals to say when none is.
  public var offersAWay: Bool { (phoneNumbers + emails).contains { !Self.clean($0).isEmpty } }

  /// The name shown: given and family name, else the nickname, the company, or how they are reached; at most
  /// `PayCode.maximumNameLength` characters, with no control characters.
  public var name: String? {
    let full = [givenName, familyName].map(Self.clean).filter { !$0.isEmpty }.joined(separator: " ")
    let name = [full, Self.clean(nickname), Self.clean(organization), handle ?? ""].first { !$0.isEmpty }
    return name.map { String($0.prefix(PayCode.maximumNameLength)) }
  }

  /// The photo to show, if it is small enough to be a thumbnail.
  public var photo: Data? {
    thumbnail.flatMap { !$0.isEmpty && $0.count <= Self.maximumPhotoBytes ? $0 : nil }
  }

  /// The recipient: nil when there is no way to reach them.
  public func contact(id: String) -> Contact? {
    guard let handle, let name else { return nil }
    return Contact(id: id, name: name, handle: handle, acceptsAtOnce: false)
  }

  /// Trimmed, control characters (and the bidirectional overrides that could disguise a name) taken out.
  static func clean(_ text: String) -> String {
    let unwanted = CharacterSet.controlCharacters.union(
      CharacterSet(charactersIn: "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}"))
    let kept = String(String.UnicodeScalarView(text.prefix(1_000).unicodeScalars.filter { !unwanted.contains($0) }))
    return kept.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
