import Foundation
import Localization
import SharedStore

/// Who this install of PayMe is in the demo: the name and handle its My Code and its Messages requests ask others
/// to pay (each user has their own handle, as on Venmo and Cash App). The handle is made up for each install
/// (`generated`) and the user may choose another in Settings (`HandleRules`). The app keeps it in the App Group
/// (`PayMeShared.holder`), where the Messages extension reads it: a request bubble written on one iPhone names
/// that iPhone's user, so another iPhone's PayMe can pay it, and the same PayMe refuses it as its own code.
public struct PayMeHolder: Equatable, Sendable, Codable {
  /// The user's name in the demo (the ledger's `holderName`).
  public let name: String
  /// "@jamie.k3x9": an "@" and 3 to 20 of a-z, 0-9, "." and "_".
  public let handle: String

  /// Nil unless the handle is one `HandleRules` takes and the name one a code can carry.
  public init?(name: String, handle: String) {
    guard case .success(let body) = HandleRules.validated(handle), PayCode(handle: body, name: name) != nil else {
      return nil
    }
    self.name = name.trimmingCharacters(in: .whitespacesAndNewlines)
    self.handle = "@" + body
  }

  /// A saved holder is believed only if it is one this app could have written.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    let name = try values.decode(String.self, forKey: .name)
    let handle = try values.decode(String.self, forKey: .handle)
    guard let holder = PayMeHolder(name: name, handle: handle) else {
      throw DecodingError.dataCorruptedError(forKey: .handle, in: values, debugDescription: "not a PayMe handle")
    }
    self = holder
  }

  /// What My Code and a request bubble carry.
  public var code: PayCode? { PayCode(handle: handle, name: name) }

  /// The handle a new install starts with: the first name (its a-z letters, as many as fit) and four characters
  /// of a random id, so two installs of the demo almost never share one ("@jamie.k3x9").
  public static func generated(name: String, id: String) -> PayMeHolder? {
    let first = name.split(separator: " ").first.map(String.init) ?? ""
    let letters = String(first.lowercased().filter { $0.isASCII && $0.isLetter }.prefix(10))
    let suffix = String(id.lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(4))
    let handle = (letters.isEmpty ? "payme" : letters) + "." + (suffix.isEmpty ? "0000" : suffix)
    return PayMeHolder(name: name, handle: handle)
  }

  /// The same handle under another name (the ledger's, which Reset Demo Data may bring back).
  func named(_ name: String) -> PayMeHolder? { PayMeHolder(name: name, handle: handle) }
}

/// The rules a handle follows: typed with or without its "@", any case (stored lower-cased), 3 to 20 of a-z, 0-9,
/// "." and "_", starting with a letter or a digit. Anything else is refused in words, never cleaned silently.
public enum HandleRules {
  public static let length = 3...20

  /// The handle's body (no "@") as it would be kept, or why not. `contacts`: handles already on the list, which
  /// paying would confuse with the user's own.
  public static func validated(_ text: String, contacts: [Contact] = []) -> Result<String, HandleRefusal> {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let body = (trimmed.hasPrefix("@") ? String(trimmed.dropFirst()) : trimmed).lowercased()
    guard !body.isEmpty else { return .failure(.empty) }
    guard
      body.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "_" })
    else { return .failure(.characters) }
    guard let first = body.unicodeScalars.first, first != ".", first != "_" else { return .failure(.start) }
    guard body.count >= length.lowerBound else { return .failure(.tooShort) }
    guard body.count <= length.upperBound else { return .failure(.tooLong) }
    if contacts.contains(where: { $0.handle.caseInsensitiveCompare("@" + body) == .orderedSame }) {
      return .failure(.contact)
    }
    return .success(body)
  }
}

/// Why a typed handle is not taken.
public enum HandleRefusal: Error, Equatable, Sendable {
  case empty
  case characters
  case start
  case tooShort
  case tooLong
  case contact
  /// The handle was fine but could not be written to the App Group.
  case notSaved

  public var message: LocalizedCopy {
    switch self {
    case .empty: LocalizedCopy("payme.handle.empty", "Enter a handle.")
    case .characters:
      LocalizedCopy(
        "payme.handle.characters", "Use only letters a to z, digits, periods (.) and underscores (_).")
    case .start: LocalizedCopy("payme.handle.start", "Start your handle with a letter or a digit.")
    case .tooShort: LocalizedCopy("payme.handle.tooShort", "Use at least 3 characters.")
    case .tooLong: LocalizedCopy("payme.handle.tooLong", "Use at most 20 characters.")
    case .contact: LocalizedCopy("payme.handle.contact", "One of your contacts has this handle. Choose another.")
    case .notSaved: LocalizedCopy("payme.handle.notSaved", "Couldn't save your handle. Try again.")
    }
  }
}
