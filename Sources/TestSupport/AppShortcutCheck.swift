import Foundation

/// The check of an app's `AppShortcuts.xcstrings`, where Siri and Spotlight read App Shortcut phrases in each
/// language (docs/architecture.md, "Localization"). Xcode keys each entry by the English phrase, the app's name
/// written `${applicationName}` and a parameter `${name}`, and writes each language's phrases as a `stringSet`
/// (a language may have several phrases for one English phrase); a `stringUnit` there is not what Xcode writes.
public enum AppShortcutCheck {
  /// The phrases an `AppShortcutsProvider`'s source offers (the string literals that name the app), keyed as
  /// AppShortcuts.xcstrings keys them.
  public static func phrases(inSource source: String) -> [String] {
    var phrases: [String] = []
    var rest = Substring(source)
    while let open = rest.firstIndex(of: "\"") {
      let afterOpen = rest.index(after: open)
      guard let close = closingQuote(in: rest[afterOpen...]) else {
        rest = rest[afterOpen...]
        continue
      }
      let literal = rest[afterOpen..<close]
      if literal.contains(#"\(.applicationName)"#) { phrases.append(key(String(literal))) }
      rest = rest[rest.index(after: close)...]
    }
    return phrases
  }

  /// What is wrong with the catalog at `url` for these phrases: a phrase missing or one no code offers, a
  /// language without phrases, a phrase that loses the app's name or a parameter, a format Xcode does not write.
  public static func problems(catalog url: URL, phrases: [String], languages: [String] = ["en", "es"]) throws
    -> [String]
  {
    let catalog = try JSONDecoder().decode(Catalog.self, from: Data(contentsOf: url))
    var problems: [String] = []
    if catalog.sourceLanguage != "en" { problems.append("the source language is \(catalog.sourceLanguage)") }
    for phrase in phrases where catalog.strings[phrase] == nil { problems.append("\"\(phrase)\" is missing") }
    for key in catalog.strings.keys.sorted() where !phrases.contains(key) {
      problems.append("\"\(key)\" is in the catalog but the code offers no such phrase")
    }
    for phrase in phrases {
      guard let entry = catalog.strings[phrase] else { continue }
      let tokens = Self.tokens(phrase)
      for language in languages {
        guard let localization = entry.localizations[language] else {
          problems.append("\"\(phrase)\" has no \(language) phrases")
          continue
        }
        guard let values = localization.stringSet?.values, !values.isEmpty else {
          problems.append("\"\(phrase)\" in \(language) is not a stringSet of phrases, as Xcode writes them")
          continue
        }
        if language == "en", !values.contains(phrase) { problems.append("\"\(phrase)\" in en does not list itself") }
        for value in values where Self.tokens(value) != tokens || !value.contains("${applicationName}") {
          problems.append("\"\(phrase)\" in \(language): \"\(value)\" does not keep \(tokens.sorted())")
        }
      }
    }
    return problems
  }

  struct Catalog: Decodable {
    struct Entry: Decodable { let localizations: [String: Localization] }
    struct Localization: Decodable { let stringSet: StringSet? }
    struct StringSet: Decodable { let values: [String] }
    let sourceLanguage: String
    let strings: [String: Entry]
  }

  /// `\(.applicationName)` as `${applicationName}`, `\(\.$name)` as `${name}`.
  static func key(_ literal: String) -> String {
    var key = literal.replacingOccurrences(of: #"\(.applicationName)"#, with: "${applicationName}")
    while let start = key.range(of: #"\(\.$"#), let close = key[start.upperBound...].firstIndex(of: ")") {
      key.replaceSubrange(start.lowerBound...close, with: "${" + key[start.upperBound..<close] + "}")
    }
    return key
  }

  /// The `${…}` tokens of a phrase.
  static func tokens(_ phrase: String) -> Set<String> {
    var found: Set<String> = []
    var rest = Substring(phrase)
    while let start = rest.range(of: "${"), let close = rest[start.upperBound...].firstIndex(of: "}") {
      found.insert(String(rest[start.lowerBound...close]))
      rest = rest[rest.index(after: close)...]
    }
    return found
  }

  /// The quote that ends a string literal starting at `text`, skipping escaped characters.
  private static func closingQuote(in text: Substring) -> Substring.Index? {
    var index = text.startIndex
    while index < text.endIndex {
      switch text[index] {
      case "\\":
        index = text.index(after: index)
        if index < text.endIndex { index = text.index(after: index) }
      case "\"": return index
      case "\n": return nil
      default: index = text.index(after: index)
      }
    }
    return nil
  }
}
