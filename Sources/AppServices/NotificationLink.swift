import Foundation

/// A notification's deep link, for every app in one place: `LiveNotificationCenter` writes it into the
/// content's `userInfo` under one key, and the tap router reads it back from there.
public enum NotificationLink {
  public static let userInfoKey = "url"

  /// What a request's content carries for its link.
  public static func userInfo(for url: URL) -> [String: String] { [userInfoKey: url.absoluteString] }

  /// The link a tapped notification carries; nil when it has none, or none that parses.
  public static func url(in userInfo: [AnyHashable: Any]) -> URL? {
    (userInfo[userInfoKey] as? String).flatMap(URL.init(string:))
  }
}
