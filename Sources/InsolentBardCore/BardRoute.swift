import Foundation

/// Where an insolentbard:// link leads (IB-5.1).
public enum BardRoute: Equatable, Sendable {
  /// insolentbard://share-insult: open the app and offer to share the current insult (every widget's tap).
  case shareInsult
  /// insolentbard://favourites
  case favourites

  public static let scheme = "insolentbard"
  public static let shareInsultURL = URL(string: "insolentbard://share-insult")!

  /// The route of a URL; nil for another scheme or an unknown path. Case-insensitive, tolerant of a trailing
  /// slash and of query items, since links come from widgets, Shortcuts and other apps.
  public init?(url: URL) {
    guard url.scheme?.lowercased() == Self.scheme else { return nil }
    let target = (url.host ?? url.path).trimmingCharacters(in: CharacterSet(charactersIn: "/")).lowercased()
    switch target {
    case "share-insult": self = .shareInsult
    case "favourites", "favorites": self = .favourites
    default: return nil
    }
  }
}
