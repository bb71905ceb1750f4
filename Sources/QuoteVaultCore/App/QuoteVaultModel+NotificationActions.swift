import AppServices
import Foundation
import Localization
import Presentation

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
