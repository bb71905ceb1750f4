import Foundation

/// The links that move the user somewhere in QuoteVault (`quotevault://…`): from a notification, a widget, or
/// an App Shortcut. Read from outside input, so every part is checked: an unknown host is no link, a quote id
/// that is not a number opens the quote of the day, and a search term is tidied and bounded.
public enum QuoteVaultLink: Equatable, Sendable {
  /// `quotevault://quote-of-the-day`: Home with the day's quote highlighted (QV-7.4, QV-10.3).
  case quoteOfTheDay
  /// `quotevault://quote?id=N`: a reminder's or a widget's own quote, on Home.
  case quote(id: Int64)
  /// `quotevault://quote-of-the-day?id=N`: a daily notification's quote, the day's it came on: today's is
  /// highlighted on Home as `quoteOfTheDay`; an earlier day's (yesterday's notification, tapped today) opens as
  /// that quote.
  case dayQuote(id: Int64)
  /// `quotevault://search?q=TERM`: Home's search, with the term typed (the "Search quotes" App Shortcut). An
  /// empty term opens the search field empty.
  case search(String)
  /// `quotevault://collection?id=ID`: the Collections tab with that collection open (its list when the device
  /// holds no such collection). An id is what a collection's id can be (letters, digits, `-`, at most 64), or
  /// the link is no link.
  case collection(id: String)

  /// Longer search terms are cut to this many characters: no one types more, and the feed's query stays small.
  public static let searchLimit = 100

  public init?(_ url: URL) {
    guard url.scheme?.lowercased() == "quotevault" else { return nil }
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    switch url.host?.lowercased() {
    case "quote-of-the-day":
      let id = items.first { $0.name == "id" }?.value.flatMap { Int64($0) }
      self = id.map { .dayQuote(id: $0) } ?? .quoteOfTheDay
    case "quote":
      // A link to a quote that cannot be named (no id, not a number) still opens the app on today's quote.
      let id = items.first { $0.name == "id" }?.value.flatMap { Int64($0) }
      self = id.map { .quote(id: $0) } ?? .quoteOfTheDay
    case "search": self = .search(Self.searchTerm(items.first { $0.name == "q" }?.value ?? ""))
    case "collection":
      guard let id = items.first(where: { $0.name == "id" })?.value, Self.isCollectionID(id) else { return nil }
      self = .collection(id: id)
    default: return nil
    }
  }

  public var url: URL {
    var components = URLComponents()
    components.scheme = "quotevault"
    switch self {
    case .quoteOfTheDay: components.host = "quote-of-the-day"
    case .dayQuote(let id):
      components.host = "quote-of-the-day"
      components.queryItems = [URLQueryItem(name: "id", value: String(id))]
    case .quote(let id):
      components.host = "quote"
      components.queryItems = [URLQueryItem(name: "id", value: String(id))]
    case .search(let term):
      components.host = "search"
      let encoded = Self.searchTerm(term).addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? ""
      components.percentEncodedQueryItems = [URLQueryItem(name: "q", value: encoded)]
    case .collection(let id):
      components.host = "collection"
      components.queryItems = [URLQueryItem(name: "id", value: id)]
    }
    return components.url ?? NotificationPlan.deepLink
  }

  /// A term as the search field gets it: control and format characters (a right-to-left override, a NUL) gone,
  /// runs of whitespace and line breaks as one space, trimmed, at most `searchLimit` characters. Tidying a tidy
  /// term changes nothing, so a link reads back as written.
  public static func searchTerm(_ raw: String) -> String {
    var words: [String] = []
    var word = String.UnicodeScalarView()
    for scalar in raw.unicodeScalars {
      let category = scalar.properties.generalCategory
      if scalar.properties.isWhitespace || [.control, .lineSeparator, .paragraphSeparator].contains(category) {
        if !word.isEmpty { words.append(String(word)) }
        word = String.UnicodeScalarView()
      } else if category != .format || scalar.value == 0x200D {
        // The zero-width joiner is kept: it holds emoji sequences together.
        word.append(scalar)
      }
    }
    if !word.isEmpty { words.append(String(word)) }
    var term = String(words.joined(separator: " ").prefix(searchLimit))
    while term.last?.isWhitespace == true { term.removeLast() }
    return term
  }

  /// A collection id as the app makes them (a lowercased UUID) or the server could: ASCII letters, digits and
  /// `-`, 1 to 64 of them.
  static func isCollectionID(_ id: String) -> Bool {
    (1...64).contains(id.unicodeScalars.count) && id.unicodeScalars.allSatisfy(collectionIDCharacters.contains)
  }

  static let collectionIDCharacters = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-")

  /// Only letters, digits and `-._~` go unescaped in a term, so `&`, `=`, `#` and `+` in it stay the term's.
  static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
