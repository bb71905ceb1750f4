import Foundation

/// PayMe's links (`payme://`): what a request reminder's tap opens, and what the system may hand the app.
/// Outside input: anything not exactly one of these is refused.
public enum PayMeLink: Equatable, Sendable {
  /// One entry of the history, pushed over the dashboard.
  case transaction(String)
  /// The Activity screen: what a notice of several returned payments opens (View Activity).
  case activity
  case send
  case request
  case settings
  /// Settings' Scheduled Payments: what a scheduled payment's reminder opens.
  case scheduledPayments
  /// A code to be paid (My Code, scanned): a payment to them, filled in.
  case pay(PayCode)
  /// A payment to send, filled in (a "Send" bubble from Messages, tapped by its sender): who is chosen in PayMe.
  case offer(SendOffer)

  public static let scheme = "payme"

  public init?(url: URL) {
    guard url.scheme?.lowercased() == Self.scheme, let host = url.host(percentEncoded: false) else { return nil }
    let parts = url.path(percentEncoded: false).split(separator: "/").map(String.init)
    if host == "pay" {
      let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
      guard let code = PayCode(path: parts, query: query) else { return nil }
      self = .pay(code)
      return
    }
    if host == "send", url.query != nil {
      let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
      guard parts.isEmpty, url.fragment == nil, let offer = SendOffer(query: query) else { return nil }
      self = .offer(offer)
      return
    }
    // Nothing else carries a query or a fragment.
    guard url.query == nil, url.fragment == nil else { return nil }
    switch (host, parts.count) {
    case ("send", 0): self = .send
    case ("request", 0): self = .request
    case ("settings", 0): self = .settings
    case ("activity", 0): self = .activity
    case ("scheduled", 0): self = .scheduledPayments
    case ("transaction", 1):
      let id = parts[0]
      // Ids are the app's own (UUIDs, "t-1"): short, plain characters.
      guard (1...64).contains(id.count), id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
      else { return nil }
      self = .transaction(id)
    default: return nil
    }
  }

  public var url: URL {
    switch self {
    case .transaction(let id): URL(string: "payme://transaction/\(id)") ?? URL(fileURLWithPath: "/")
    case .send: URL(string: "payme://send") ?? URL(fileURLWithPath: "/")
    case .request: URL(string: "payme://request") ?? URL(fileURLWithPath: "/")
    case .activity: URL(string: "payme://activity") ?? URL(fileURLWithPath: "/")
    case .settings: URL(string: "payme://settings") ?? URL(fileURLWithPath: "/")
    case .scheduledPayments: URL(string: "payme://scheduled") ?? URL(fileURLWithPath: "/")
    case .pay(let code): code.url
    case .offer(let offer): offer.url
    }
  }
}
