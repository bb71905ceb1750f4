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

/// Where tapped notifications' links wait for the app: a tap that launched the app arrives before its model
/// exists, so the last link waits until `open` is set, then goes to it.
@MainActor
public final class NotificationLinkInbox {
  /// Set once the model can take links (`model.open(_:)`); a link that waited is delivered then.
  public var open: ((URL) -> Void)? {
    didSet {
      if let waiting, let open {
        self.waiting = nil
        open(waiting)
      }
    }
  }
  private var waiting: URL?

  /// Nonisolated, so the live router can make one in its own (NSObject) initializer.
  public nonisolated init() {}

  /// A tap's link: to the app now, or once it can take it. Only the latest waits: it is the one the user tapped.
  public func deliver(_ url: URL) {
    if let open { open(url) } else { waiting = url }
  }
}
