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

extension QuoteVaultModel {
  /// A notification's button (the router's action hook, which iOS waits for): true when handled here; false lets
  /// the link open as a tap would. A button that launched the app in the background comes before the launch has
  /// read who is signed in: the stored session is read first, so a signed-in user is never taken for a guest and a
  /// link opened here is not opened again by the restore (which would close the share sheet). Favorite is on the
  /// device before this returns (iOS may suspend the app right after) and goes to the server through the outbox;
  /// a guest's is kept on the device as their heart in the app is, and joins the account they sign in to. Share
  /// opens Home on the quote with the share sheet over it.
  public func notificationAction(_ identifier: String, link: URL) async -> Bool {
    guard let id = NotificationPlan.quoteID(in: link) else { return false }
    await restoreSessionOnce()
    let quote = try? dependencies.service.cache.quotes(ids: [id]).first
    switch identifier {
    case NotificationPlan.favoriteAction:
      if library.keepFavorite(id) { return true }
      return keepFavoriteForLater(id, quote: quote)
    case NotificationPlan.shareAction:
      guard let quote else { return false }
      open(link)
      presentation.open([.init(.share(ShareItem(text: quote.shareText)))])
      return true
    default:
      return false
    }
  }

  /// A Favorite the app's database could not keep just then (a full disk, a file iOS will not open yet): it waits
  /// in the App Group as a widget's heart does, and is taken the next time the app becomes active
  /// (`takeWidgetHearts`). When even that cannot be written, it is said (shown when the app is next opened) and
  /// the button does not claim success: the link opens as a tap does, on the quote.
  private func keepFavoriteForLater(_ id: Int64, quote: Quote?) -> Bool {
    let store = dependencies.store
    if let quote = quote ?? WidgetHearts.shownQuote(id, in: store),
      (try? WidgetHearts.record(quote, isFavorite: true, for: auth.user?.id ?? WidgetHearts.guest, in: store)) != nil
    {
      return true
    }
    library.sayNotSaved()
    return false
  }
}
