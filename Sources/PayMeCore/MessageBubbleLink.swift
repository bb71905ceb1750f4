import Foundation

/// The URL a PayMe bubble in Messages carries (`MSMessage.url`). Apple's Messages framework takes only http,
/// https or file URLs there (custom schemes are refused) of at most 5,000 characters, so the bubble carries the
/// same `payme://` link written as `https://payme.example/<host>/<path>?<query>`, and the receiving extension turns
/// it back into the `payme://` link and reads it with `PayMeLink(url:)`, the parser every other link goes
/// through. `payme.example` is a reserved name (RFC 2606) that never reaches anyone's server: on a device
/// without PayMe, Messages opening it in a browser shows nothing. Only a request (`payme://pay/...`) or a send
/// offer (`payme://send?amount=...`) is ever carried; anything else a bubble holds is refused.
public enum MessageBubbleLink {
  public static let scheme = "https"
  public static let host = "payme.example"
  /// Messages refuses longer URLs (`MSMessageErrorCode.urlExceedsMaxSize`); PayMe's own are far shorter.
  public static let maximumLength = 5_000

  /// The bubble's URL for a request or a send offer; nil for any other link (a bubble carries nothing else).
  public static func url(for link: PayMeLink) -> URL? {
    guard carries(link),
      var parts = URLComponents(url: link.url, resolvingAgainstBaseURL: false), let host = parts.host
    else { return nil }
    parts.scheme = scheme
    parts.percentEncodedPath = "/" + host + parts.percentEncodedPath
    parts.host = Self.host
    guard let url = parts.url, url.absoluteString.count <= maximumLength else { return nil }
    return url
  }

  /// The link a bubble's URL carries, or nil for anything PayMe did not write: another scheme or host, a user,
  /// port or fragment, an overlong URL, or a link that is not exactly a request or a send offer.
  public static func link(from url: URL) -> PayMeLink? {
    guard url.absoluteString.count <= maximumLength, url.scheme?.lowercased() == scheme,
      url.host(percentEncoded: false)?.lowercased() == host, url.user == nil, url.password == nil, url.port == nil,
      url.fragment == nil,
      var parts = URLComponents(url: url, resolvingAgainstBaseURL: false)
    else { return nil }
    // "/pay/jamie.r" -> host "pay", path "/jamie.r"; the rest stays percent-encoded as it was.
    let path = parts.percentEncodedPath
    guard path.hasPrefix("/") else { return nil }
    let segments = path.dropFirst().split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
    guard let first = segments.first, !first.isEmpty, first.allSatisfy({ $0.isASCII && $0.isLetter }) else {
      return nil
    }
    parts.scheme = PayMeLink.scheme
    parts.host = String(first)
    parts.percentEncodedPath = segments.count > 1 ? "/" + segments[1] : ""
    guard let inner = parts.url, let link = PayMeLink(url: inner), carries(link) else { return nil }
    return link
  }

  /// What a bubble may carry: a request to be paid, or a payment its sender offered.
  static func carries(_ link: PayMeLink) -> Bool {
    switch link {
    case .pay, .offer: true
    case .transaction, .activity, .send, .request, .settings, .scheduledPayments: false
    }
  }
}
