import Foundation

/// Someone the user pays or asks for money.
public struct Contact: Hashable, Identifiable, Sendable, Codable {
  public let id: String
  public let name: String
  public let handle: String
  /// Whether payments to them arrive at once. Someone new to PayMe accepts each payment first; until then the
  /// sender may cancel it, and the money comes back.
  public let acceptsAtOnce: Bool

  public init(id: String, name: String, handle: String, acceptsAtOnce: Bool = true) {
    self.id = id
    self.name = name
    self.handle = handle
    self.acceptsAtOnce = acceptsAtOnce
  }

  /// A ledger saved before contacts could be new to PayMe reads each as accepting at once.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    id = try values.decode(String.self, forKey: .id)
    name = try values.decode(String.self, forKey: .name)
    handle = try values.decode(String.self, forKey: .handle)
    acceptsAtOnce = try values.decodeIfPresent(Bool.self, forKey: .acceptsAtOnce) ?? true
  }

  /// Two letters for the avatar circle.
  /// With no name to take them from (a contact card may have none), the handle's first letter, else "#".
  public var initials: String {
    let letters = name.split(separator: " ").prefix(2).compactMap(\.first).map(String.init).joined().uppercased()
    guard letters.isEmpty else { return letters }
    return handle.first(where: \.isLetter).map { String($0).uppercased() } ?? "#"
  }
}
