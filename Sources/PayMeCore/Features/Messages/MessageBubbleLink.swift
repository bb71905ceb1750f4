import Foundation

/// The URL a PayMe bubble in Messages carries (`MSMessage.url`). Apple's Messages framework takes only http,
/// https or file URLs there (custom schemes are refused) of at most 5,000 characters, so the bubble carries the
/// same `payme://` link written as `https://payme.example/<host>/<path>?<query>`, and the receiving extension turns
/// it back into the `payme://` link and reads it with `PayMeLink(url:)`, the parser every other link goes
/// through. `payme.example` is a reserved name (RFC 2606) that never reaches anyone's server: on a device
/// without PayMe, Messages opening it in a browser shows nothing. Only a request (`payme://pay/...`) or a send
/// offer (`payme://send?amount=...`) is ever carried; anything else a bubble holds is refused. The bubble also
/// names its amount's currency (`&currency=USD`, ISO 4217's three capital letters), which the `payme://` link
/// does not carry: the receiving side formats the amount in it, refuses in words a code PayMe does not know, and
/// reads a bubble without one (written before it was added) as US dollars.
extension Currency {
  /// The currencies PayMe knows how to show (ISO 4217): a bubble naming any other is refused in words.
  public static let known: [Currency] = [.usd, .eur, .gbp, .jpy]
}

public enum MessageBubbleLink {
  public static let scheme = "https"
  public static let host = "payme.example"
  /// Messages refuses longer URLs (`MSMessageErrorCode.urlExceedsMaxSize`); PayMe's own are far shorter.
  public static let maximumLength = 5_000

  /// The query item naming the amount's currency.
  static let currencyName = "currency"

  /// The bubble's URL for a request or a send offer in `currency`; nil for any other link (a bubble carries
  /// nothing else).
  public static func url(for link: PayMeLink, currency: Currency = .usd) -> URL? {
    guard carries(link), isCode(currency.code),
      var parts = URLComponents(url: link.url, resolvingAgainstBaseURL: false), let host = parts.host
    else { return nil }
    parts.scheme = scheme
    parts.percentEncodedPath = "/" + host + parts.percentEncodedPath
    parts.host = Self.host
    // Strings, not query items: the three letters need no encoding, and the rest stays exactly as encoded.
    parts.percentEncodedQuery = (parts.percentEncodedQuery.map { $0 + "&" } ?? "") + currencyName + "=" + currency.code
    guard let url = parts.url, url.absoluteString.count <= maximumLength else { return nil }
    return url
  }

  /// The link a bubble's URL carries, or nil for anything PayMe did not write (`read`).
  public static func link(from url: URL) -> PayMeLink? {
    guard case .success(let read) = read(url) else { return nil }
    return read.link
  }

  /// The link a bubble's URL carries and its amount's currency. Refused: anything PayMe did not write (another
  /// scheme or host, a user, port or fragment, an overlong URL, a link that is not exactly a request or a send
  /// offer, a currency that is not three capital letters or named twice, an amount finer than the currency's
  /// minor units); a well-formed code PayMe does not know is refused as such, so it can be said.
  public static func read(_ url: URL) -> Result<(link: PayMeLink, currency: Currency), MessageRefusal> {
    guard url.absoluteString.count <= maximumLength, url.scheme?.lowercased() == scheme,
      url.host(percentEncoded: false)?.lowercased() == host, url.user == nil, url.password == nil, url.port == nil,
      url.fragment == nil,
      var parts = URLComponents(url: url, resolvingAgainstBaseURL: false)
    else { return .failure(.unreadable) }
    // The query as written, split on "&": the currency's piece is taken out and the rest left exactly as it was
    // encoded, for the `payme://` parser.
    let pieces = parts.percentEncodedQuery.map { $0.split(separator: "&", omittingEmptySubsequences: false) } ?? []
    let isCurrency = { (piece: Substring) in piece.split(separator: "=", maxSplits: 1).first == Substring(currencyName)
    }
    let named = pieces.filter(isCurrency)
    guard named.count <= 1 else { return .failure(.unreadable) }
    var currency = Currency.usd
    if let piece = named.first {
      let code = String(piece.dropFirst(currencyName.count + 1))
      guard piece.hasPrefix(currencyName + "="), isCode(code) else { return .failure(.unreadable) }
      guard let known = Currency.known.first(where: { $0.code == code }) else {
        return .failure(.unknownCurrency(code))
      }
      currency = known
    }
    let rest = pieces.filter { !isCurrency($0) }
    parts.percentEncodedQuery = rest.isEmpty ? nil : rest.joined(separator: "&")
    guard let link = inner(parts), fits(link, currency) else { return .failure(.unreadable) }
    return .success((link, currency))
  }

  /// ISO 4217's shape: three capital letters A to Z.
  static func isCode(_ text: String) -> Bool {
    text.unicodeScalars.count == 3 && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
  }

  /// Whether the link's amount has no more decimals than the currency has minor units (no 2.5 yen).
  static func fits(_ link: PayMeLink, _ currency: Currency) -> Bool {
    let amount: Decimal? =
      switch link {
      case .pay(let code): code.amount
      case .offer(let offer): offer.amount
      default: nil
      }
    guard let amount else { return true }
    var value = amount
    var rounded = Decimal()
    NSDecimalRound(&rounded, &value, currency.minorUnits, .plain)
    return rounded == amount
  }

  /// The `payme://` link inside a bubble URL's parts (the currency already taken out).
  private static func inner(_ parts: URLComponents) -> PayMeLink? {
    var parts = parts
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
