import Foundation

/// Where an insolentbard:// link leads (IB-5.1).
public enum BardRoute: Equatable, Sendable {
  /// insolentbard://share-insult: open the app and offer to share an insult (every widget's tap). A widget's link
  /// names the insult it shows (`?insult=`), so the user shares what they tapped, not what the app has now.
  case shareInsult(String?)
  /// insolentbard://favourites
  case favourites
  /// insolentbard://another-insult: the main screen with a new insult (the icon's quick action).
  case anotherInsult

  public static let scheme = "insolentbard"
  public static let shareInsultURL = URL(string: "insolentbard://share-insult")!
  public static let favouritesURL = URL(string: "insolentbard://favourites")!
  public static let anotherInsultURL = URL(string: "insolentbard://another-insult")!
  static let insultItem = "insult"

  /// The link that shares `insult`.
  public static func shareURL(for insult: String) -> URL {
    var components = URLComponents(url: shareInsultURL, resolvingAgainstBaseURL: false)
    components?.queryItems = [URLQueryItem(name: insultItem, value: insult)]
    return components?.url ?? shareInsultURL
  }

  /// A widget's tap: its own insult, or (the fallback, which is no insult of the kit) the app's current one; the
  /// Favourites Only widget with none yet opens Favourites, where the words on it send the user.
  public static func widgetURL(for entry: WidgetEntry) -> URL {
    if entry.opensFavourites { return favouritesURL }
    return entry.isFallback ? shareInsultURL : shareURL(for: entry.insult)
  }

  /// The route of a URL; nil for another scheme or an unknown path. Case-insensitive, tolerant of a trailing
  /// slash and of other query items, since links come from widgets, Shortcuts and other apps. The insult a link
  /// names is kept only if it is one of the kit's: a link from anywhere cannot put other words on the card.
  public init?(url: URL) {
    guard url.scheme?.lowercased() == Self.scheme else { return nil }
    let target = (url.host ?? url.path).trimmingCharacters(in: CharacterSet(charactersIn: "/")).lowercased()
    switch target {
    case "share-insult":
      let named = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
        .first { $0.name == Self.insultItem }?.value
      self = .shareInsult(named.flatMap { InsultKit.full.insult(parsing: $0)?.text })
    case "favourites", "favorites": self = .favourites
    case "another-insult": self = .anotherInsult
    default: return nil
    }
  }
}
