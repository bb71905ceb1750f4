import AppServices
import Foundation
import Localization

/// Instagram's documented hand-off to its Stories composer (Meta, "Sharing to Stories", iOS): the image goes on
/// the general pasteboard under Instagram's key, then `instagram-stories://share?source_application=<Facebook App
/// ID>` opens the composer with it. Since January 2023 Instagram refuses a share without a Facebook App ID, so
/// without one configured (`infoKey`, empty in this repository's builds) Stories is never offered. `canOpenURL`
/// answers only because the app lists `instagram-stories` in `LSApplicationQueriesSchemes` (Apps/project.yml).
public struct InstagramStories: Sendable {
  /// The scheme Instagram registers for the Stories composer.
  public static let scheme = "instagram-stories"
  /// The pasteboard type the composer takes its background image from (PNG or JPEG bytes).
  public static let backgroundImageType = "com.instagram.sharedSticker.backgroundImage"
  /// How long the image stays on the pasteboard: Instagram reads it at once; Meta's sample keeps it five minutes,
  /// so it does not linger on the user's clipboard.
  public static let pasteboardLifetime: TimeInterval = 5 * 60
  /// The Info.plist key carrying the Facebook App ID (`$(QUOTEVAULT_FACEBOOK_APP_ID)` from the xcconfig).
  public static let infoKey = "QuoteVaultFacebookAppID"

  /// The configured Facebook App ID; nil without one.
  public let appID: String?
  let urls: any URLOpenerClient
  let pasteboard: any PasteboardClient
  let now: @Sendable () -> Date

  /// `configured`: the build's setting as read from Info.plist, anything from nothing to garbage (`appID(_:)`).
  public init(
    configured: String?, urls: any URLOpenerClient, pasteboard: any PasteboardClient,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    appID = Self.appID(configured)
    self.urls = urls
    self.pasteboard = pasteboard
    self.now = now
  }

  /// Never offered: previews, the command line, a model given nothing.
  public static let unavailable = InstagramStories(
    configured: nil, urls: InertURLOpener(), pasteboard: InertPasteboard())

  /// A Facebook App ID is digits (15 or 16 of them today); anything else (empty, an unexpanded `$(…)`, garbage)
  /// is none, and Stories is not offered rather than failing inside Instagram.
  public static func appID(_ configured: String?) -> String? {
    let text = (configured ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    guard (1...32).contains(text.utf8.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return text
  }

  /// The composer's address, naming this app by its Facebook App ID.
  public static func shareURL(appID: String) -> URL? {
    var components = URLComponents()
    components.scheme = scheme
    components.host = "share"
    components.queryItems = [URLQueryItem(name: "source_application", value: appID)]
    return components.url
  }

  var shareURL: URL? { appID.flatMap(Self.shareURL(appID:)) }

  /// Offered when an App ID is configured and iOS says an installed app opens the composer's address.
  @MainActor public var isAvailable: Bool {
    guard let shareURL else { return false }
    return urls.canOpen(shareURL)
  }

  /// Puts `png` on the pasteboard for the composer and opens it; false when Instagram did not open (deleted
  /// since the screen asked, or no App ID).
  @MainActor public func share(png: Data) async -> Bool {
    guard let shareURL else { return false }
    pasteboard.setItems(
      [[Self.backgroundImageType: png]], expiration: now().addingTimeInterval(Self.pasteboardLifetime))
    return await urls.open(shareURL)
  }
}

/// Where the share card screen can send the card, in the order its buttons show.
public enum ShareCardTarget: Hashable, Sendable {
  /// Instagram's Stories composer, with the card drawn at Stories size (`ShareCardFormat.story`).
  case instagramStories
  /// The system share sheet, with the card's image and the quote's text.
  case shareSheet

  public static let instagramStoriesTitle = LocalizedCopy(
    "quotevault.shareCard.instagramStories", "Instagram Stories")
}
