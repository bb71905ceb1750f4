import Foundation
import Localization

/// The String Catalog checks every app's tests run on Linux (docs/architecture.md, "Localization"): the keys its
/// code declares, read from the source, against the catalog's JSON.
///
/// Code declares copy with literals, so it can be read here: `LocalizedCopy("key", "English"…)`,
/// `LocalizedCopy.plural("key", count: n, one: "…", other: "…")`, and in App Intents
/// `LocalizedStringResource("key", defaultValue: "English")`.
public enum CatalogCheck {
  /// One string the code declares.
  public struct Declaration: Hashable, Sendable {
    public let key: String
    /// The English (a plural's `other` form).
    public let english: String
    public let englishOne: String?
    public let file: String
  }

  /// Every `.swift` file under the folders.
  public static func swiftFiles(under folders: [URL]) -> [URL] {
    folders.flatMap { folder in
      (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects ?? [])
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }.sorted { $0.path < $1.path }
  }

  /// Each file that makes copy from a run-time string: `IntentDialog(stringLiteral:)`,
  /// `LocalizedStringResource(stringLiteral:)` and `LocalizedStringKey(_:)` look that string up as a key, so words
  /// that matched one (an App Intent's answer, an error the core worded) would show that key's copy instead.
  /// Interpolation (`"\(words)"`) makes them an argument of "%@", which is what the apps do.
  public static func runTimeWordsUsedAsKeys(in files: [URL]) throws -> [String] {
    try files.flatMap { file in
      let source = try String(contentsOf: file, encoding: .utf8)
      return ["stringLiteral:", "LocalizedStringKey("].filter(source.contains).map {
        "\(file.lastPathComponent) uses \($0)"
      }
    }
  }

  /// The declarations in the files, and a problem for each declaration not written with literals.
  public static func declarations(in files: [URL]) throws -> (found: [Declaration], problems: [String]) {
    var found: [Declaration] = []
    var problems: [String] = []
    for file in files {
      let source = try String(contentsOf: file, encoding: .utf8)
      let name = file.lastPathComponent
      var matched = 0
      for groups in matches(of: plain, in: source) {
        matched += 1
        found.append(Declaration(key: groups[0], english: unescape(groups[1]), englishOne: nil, file: name))
      }
      for groups in matches(of: resource, in: source) {
        matched += 1
        found.append(Declaration(key: groups[0], english: unescape(groups[1]), englishOne: nil, file: name))
      }
      for groups in matches(of: plural, in: source) {
        matched += 1
        found.append(
          Declaration(key: groups[0], english: unescape(groups[2]), englishOne: unescape(groups[1]), file: name))
      }
      for groups in matches(of: summary, in: source) {
        matched += 1
        let key = summaryKey(groups[0])
        found.append(Declaration(key: key, english: key, englishOne: nil, file: name))
      }
      let calls = matches(of: anyCall, in: source).count
      if calls != matched {
        problems.append("\(name): \(calls - matched) copy declaration(s) not written as literal key and English")
      }
    }
    for declaration in found
    where declaration.english.contains("\\(") || declaration.englishOne?.contains("\\(") == true {
      problems.append("\(declaration.key) (\(declaration.file)) interpolates: use %@ or %lld and arguments")
    }
    return (found, problems)
  }

  /// Everything wrong between the code's declarations (those `including` selects) and the catalog: keys missing
  /// from it or without a value in a language, English that differs from the code's, entries no code declares,
  /// format specifiers that differ between languages, counts without plural variations.
  public static func problems(
    catalog url: URL, sources: [URL], languages: [String] = ["en", "es"], including: (String) -> Bool = { _ in true }
  ) throws -> [String] {
    let catalog = try StringCatalog(contentsOf: url)
    let (all, declarationProblems) = try declarations(in: sources)
    let declared = all.filter { including($0.key) }
    var problems = declarationProblems
    if catalog.sourceLanguage != "en" { problems.append("the catalog's source language is \(catalog.sourceLanguage)") }
    var byKey: [String: Declaration] = [:]
    for declaration in declared {
      if let earlier = byKey[declaration.key],
        earlier.english != declaration.english || earlier.englishOne != declaration.englishOne
      {
        problems.append(
          "\(declaration.key) is declared twice with different English (\(earlier.file), \(declaration.file))")
      }
      byKey[declaration.key] = declaration
    }
    for (key, declaration) in byKey.sorted(by: { $0.key < $1.key }) {
      // The count alone: a compiled catalog's plural rule need not pick the right one of several arguments.
      if let one = declaration.englishOne,
        CopyFormat.specifiers(declaration.english).count > 1 || CopyFormat.specifiers(one).count > 1
      {
        problems.append("\(key) is a plural with more than its count: make the count a plural of its own")
      }
      guard catalog.strings[key] != nil else {
        problems.append("\(key) (\(declaration.file)) is not in the catalog")
        continue
      }
      problems += entryProblems(key, declaration, catalog, languages)
    }
    for key in catalog.strings.keys.sorted() where byKey[key] == nil {
      problems.append("\(key) is in the catalog but no code declares it")
    }
    return problems
  }

  static func entryProblems(
    _ key: String, _ declaration: Declaration, _ catalog: StringCatalog, _ languages: [String]
  ) -> [String] {
    var problems: [String] = []
    let englishSpecifiers = CopyFormat.specifiers(declaration.english)
    if declaration.englishOne == nil, englishSpecifiers.contains(where: { $0.kind == .integer }) {
      problems.append("\(key) formats a number without plural variations: declare it with .plural, or pass text")
    }
    if let one = declaration.englishOne {
      if catalog.pluralForms(key, language: "en") != ["one": one, "other": declaration.english] {
        problems.append("\(key): the catalog's English plural forms differ from the code's")
      }
    } else if catalog.format(key, language: "en") != declaration.english {
      problems.append("\(key): the catalog's English differs from the code's \"\(declaration.english)\"")
    }
    for language in languages {
      let forms: [String: String]
      if declaration.englishOne != nil {
        guard let plural = catalog.pluralForms(key, language: language), plural["one"] != nil, plural["other"] != nil
        else {
          problems.append("\(key) has no plural variations (one, other) in \(language)")
          continue
        }
        forms = plural
      } else {
        guard let value = catalog.format(key, language: language) else {
          problems.append("\(key) has no \(language) value")
          continue
        }
        forms = ["": value]
      }
      for (form, value) in forms {
        if value.trimmingCharacters(in: .whitespaces).isEmpty { problems.append("\(key) is empty in \(language)") }
        // A plural's `one` may spell its number ("1 note", "una nota"): only its other specifiers must agree.
        let expected = form == "one" ? englishSpecifiers.filter { $0.position != 1 } : englishSpecifiers
        let actual = CopyFormat.specifiers(value).filter { form != "one" || $0.position != 1 }
        if Set(actual) != Set(expected) {
          problems.append(
            "\(key) in \(language)\(form.isEmpty ? "" : " (\(form))"): specifiers differ from the English")
        }
      }
    }
    return problems
  }

  /// An `InfoPlist.xcstrings` against the target's Info.plist values (English): each localizable key (display
  /// name, usage descriptions) present in every language, English equal to the Info.plist, nothing extra.
  public static func infoPlistProblems(
    catalog url: URL, properties: [String: String], languages: [String] = ["en", "es"]
  ) throws -> [String] {
    let catalog = try StringCatalog(contentsOf: url)
    var problems: [String] = []
    let localizable = properties.filter { key, _ in
      ["CFBundleDisplayName", "CFBundleName"].contains(key)
        || (key.hasPrefix("NS") && key.hasSuffix("UsageDescription"))
    }
    for (key, english) in localizable.sorted(by: { $0.key < $1.key }) {
      if catalog.format(key, language: "en") != english {
        problems.append("\(key): the catalog's English differs from the Info.plist's \"\(english)\"")
      }
      for language in languages where (catalog.format(key, language: language) ?? "").isEmpty {
        problems.append("\(key) has no \(language) value")
      }
    }
    for key in catalog.strings.keys.sorted() where localizable[key] == nil {
      problems.append("\(key) is in the catalog but not in the Info.plist")
    }
    return problems
  }

  /// A target's scalar Info.plist properties as Apps/project.yml gives them (`info: properties:`).
  public static func infoProperties(projectYML url: URL, target: String) throws -> [String: String] {
    let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    let indent = { (line: String) in line.prefix { $0 == " " }.count }
    guard let start = lines.firstIndex(of: "  \(target):"),
      let info = lines[(start + 1)...].firstIndex(where: { $0 == "    info:" || indent($0) <= 2 }),
      lines[info] == "    info:",
      let list = lines[(info + 1)...].firstIndex(where: { $0 == "      properties:" || indent($0) <= 4 }),
      lines[list] == "      properties:"
    else { return [:] }
    var properties: [String: String] = [:]
    for line in lines[(list + 1)...] {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      if indent(line) < 8 { break }
      guard indent(line) == 8, let colon = trimmed.range(of: ": ") else { continue }
      properties[String(trimmed[..<colon.lowerBound])] = String(trimmed[colon.upperBound...])
    }
    return properties
  }

  // MARK: - Reading Swift literals

  static let literal = #""((?:[^"\\\n]|\\.)*)""#
  static let plain = #"LocalizedCopy\(\s*"# + literal + #"\s*,\s*"# + literal
  static let plural =
    #"\.plural\(\s*"# + literal + #"\s*,\s*count:[^\n]*?,\s*one:\s*"# + literal + #"\s*,\s*other:\s*"#
    + literal
  static let resource = #"LocalizedStringResource\(\s*"# + literal + #"\s*,\s*defaultValue:\s*"# + literal
  /// An App Intent's parameter summary, which App Intents looks up by its own text.
  static let summary = #"\bSummary\(\s*"# + literal
  static let anyCall =
    #"LocalizedCopy\(|LocalizedCopy\.plural\(|\.plural\(\s*"|LocalizedStringResource\(\s*"|\bSummary\("#

  /// A summary's key as Xcode writes it: each `\(\.$name)` as `${name}`.
  static func summaryKey(_ literal: String) -> String {
    var key = ""
    var rest = Substring(literal)
    while let start = rest.range(of: #"\(\.$"#) {
      key += rest[..<start.lowerBound]
      let after = rest[start.upperBound...]
      guard let close = after.firstIndex(of: ")") else { return key + rest[start.lowerBound...] }
      key += "${" + after[..<close] + "}"
      rest = after[after.index(after: close)...]
    }
    return key + rest
  }

  static func matches(of pattern: String, in source: String) -> [[String]] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let text = source as NSString
    return regex.matches(in: source, range: NSRange(location: 0, length: text.length)).map { match in
      (1..<match.numberOfRanges).map { text.substring(with: match.range(at: $0)) }
    }
  }

  static func unescape(_ literal: String) -> String {
    var result = ""
    var iterator = literal.makeIterator()
    while let character = iterator.next() {
      guard character == "\\", let escaped = iterator.next() else {
        result.append(character)
        continue
      }
      switch escaped {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "(": result += "\\("
      default: result.append(escaped)
      }
    }
    return result
  }
}
