import Foundation

/// A String Catalog (`.xcstrings`) as its JSON holds it. Xcode compiles catalogs into `.strings` and
/// `.stringsdict` files when it builds an app; Linux has no such compiler, so the tests read the JSON itself.
public struct StringCatalog: Decodable, Sendable {
  public let sourceLanguage: String
  public let strings: [String: Entry]

  public struct Entry: Decodable, Sendable {
    public let comment: String?
    public let extractionState: String?
    public let localizations: [String: Localization]?
  }

  public struct Localization: Decodable, Sendable {
    public let stringUnit: StringUnit?
    public let variations: Variations?
  }

  public struct StringUnit: Decodable, Sendable {
    public let state: String?
    public let value: String
  }

  public struct Variations: Decodable, Sendable {
    public let plural: [String: Localization]?
  }

  public init(data: Data) throws {
    self = try JSONDecoder().decode(StringCatalog.self, from: data)
  }

  public init(contentsOf url: URL) throws {
    try self.init(data: Data(contentsOf: url))
  }

  /// The languages any entry has a value in.
  public var languages: Set<String> {
    Set(strings.values.flatMap { $0.localizations?.keys.map { $0 } ?? [] })
  }

  /// A key's format in a language: for a plural, the form of `plural` (or `other` where the language gives none).
  public func format(_ key: String, language: String, plural: PluralCategory? = nil) -> String? {
    guard let localization = strings[key]?.localizations?[language] else { return nil }
    if let forms = localization.variations?.plural {
      return (forms[plural?.rawValue ?? "other"] ?? forms["other"])?.stringUnit?.value
    }
    return localization.stringUnit?.value
  }

  /// A key's plural forms in a language (category name to format); nil when it has no plural variations.
  public func pluralForms(_ key: String, language: String) -> [String: String]? {
    strings[key]?.localizations?[language]?.variations?.plural?.compactMapValues { $0.stringUnit?.value }
  }
}
