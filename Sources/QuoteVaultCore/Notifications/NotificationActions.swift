import AppServices
import Foundation
import Localization
import Presentation

/// Favorite and Share on a notification that carries a quote, as quote apps offer them: Favorite keeps the quote
/// without opening the app (through the outbox, like any heart), Share opens the app on the share sheet.
extension NotificationPlan {
  /// The category registered with iOS (`UNNotificationCategory`) for notifications that name their quote.
  public static let quoteCategory = "quotevault-quote"
  public static let favoriteAction = "quotevault-favorite"
  public static let shareAction = "quotevault-share"
  /// The buttons' titles.
  public static var favoriteTitle: String { LocalizedCopy("quotevault.notification.favorite", "Favorite").text }
  public static var shareTitle: String { LocalizedCopy("quotevault.notification.share", "Share").text }

  /// `quotevault://quote-of-the-day?id=N`: a tap opens the quote of the day, as `deepLink` does; the id lets the
  /// notification's buttons act on that day's quote, not whichever is today's when the button is pressed.
  public static func dailyLink(_ quote: Quote) -> URL {
    URL(string: "quotevault://quote-of-the-day?id=\(quote.id)") ?? deepLink
  }

  /// The category of a reminder that names no quote (its body says a quote waits): no buttons.
  public static let reminderCategory = "quotevault-reminder"
  /// What a reminder says on a Lock Screen that hides previews, in place of its quote: a favourite (the widget
  /// keeps them off a locked screen) or any quote stays private there.
  public static var hiddenPreviewBody: String {
    LocalizedCopy("quotevault.notification.hiddenPreview", "A new quote is waiting for you.").text
  }

  /// What the app registers with iOS (`UNNotificationCategory`): the quote reminders' Favorite and Share, and
  /// for every reminder a neutral body when previews are hidden.
  public static var categories: [NotificationCategory] {
    [
      NotificationCategory(
        identifier: quoteCategory,
        actions: [
          // Only on an unlocked phone: a Favorite from a locked one could be anyone's, and the app's database
          // is shut while the phone is locked.
          .init(identifier: favoriteAction, title: favoriteTitle, opensApp: false, requiresUnlock: true),
          .init(identifier: shareAction, title: shareTitle, opensApp: true),
        ], hiddenPreviewsBodyPlaceholder: hiddenPreviewBody),
      NotificationCategory(identifier: reminderCategory, hiddenPreviewsBodyPlaceholder: hiddenPreviewBody),
    ]
  }

  /// The quote a link names (`?id=N`), if any; anything else is nil.
  public static func quoteID(in url: URL) -> Int64? {
    guard url.scheme == "quotevault", url.host == "quote" || url.host == "quote-of-the-day" else { return nil }
    return URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
      .first(where: { $0.name == "id" })?.value.flatMap { Int64($0) }
  }
}
