import Foundation

/// Tags, as Apple Notes and Simplenote have them: a word the user writes as `#word` in a note. The note's text
/// is the only record (nothing else is stored or synced), so a tag is gone as soon as no note's text holds it.
///
/// The rules, for text from anywhere (typed, dictated, shared, synced, restored):
/// - A tag is `#` followed by a name of letters, digits, `-` and `_`, in any script ("#café", "#日本", "#٢٠٢٦-plan").
///   The name ends at the first other character, so "#work," and "#work." tag "work".
/// - The name holds at least one letter, so "#1" and "#2026" (a rank, an issue number, a year) are not tags, and it
///   does not start with `-` or `_`; a trailing `-` or `_` is not part of it ("#todo-" tags "todo").
/// - The `#` starts the text, follows white space, or follows an opening bracket or quote: "a#b", "C#", "##x"
///   and "&#39;" are not tags. Nor is a `#` inside a link ("https://x.com/#/about", "www.x.com/#top").
/// - A name longer than `maximumLength` characters is not a tag at all (never cut into one the user did not
///   write); a note's first `maximumPerNote` distinct tags count, the rest do not.
/// - Tags are case-insensitive and shown in lower case, as Simplenote does: "#Work" and "#work" are one tag, "work".
///   They ignore accents too, as Notes' search does: "#café" and "#cafe" are one tag (`key`), shown as the
///   spelling most notes use (`TagCount.counts`). The words in the notes are never rewritten to match.
public enum NoteTags {
  /// Characters in a name, after the `#`.
  public static let maximumLength = 40
  /// Distinct tags one note contributes (a pasted list of hashtags never floods the tag row).
  public static let maximumPerNote = 20

  /// The note's tags, each once (by `key`), in the order first written, each as first written.
  public static func tags(in text: String) -> [String] {
    var found: [String] = []
    var keys: Set<String> = []
    var previous: Character?
    var index = text.startIndex
    var tokenStart = text.startIndex
    while index < text.endIndex, found.count < maximumPerNote {
      let character = text[index]
      if character.isWhitespace || character.isNewline { tokenStart = text.index(after: index) }
      guard character == "#", startsTag(after: previous), !isLink(text[tokenStart..<index]) else {
        previous = character
        index = text.index(after: index)
        continue
      }
      let nameStart = text.index(after: index)
      var nameEnd = nameStart
      while nameEnd < text.endIndex, isNameCharacter(text[nameEnd]) { nameEnd = text.index(after: nameEnd) }
      if let name = name(text[nameStart..<nameEnd]), keys.insert(key(name)).inserted { found.append(name) }
      // The name's characters are word characters, so none of them starts another tag.
      previous = nameEnd > nameStart ? text[text.index(before: nameEnd)] : character
      index = nameEnd
    }
    return found
  }

  /// A search term that is a tag written out ("#Work"): that tag's name; nil for any other term.
  public static func tag(inTerm term: some StringProtocol) -> String? {
    let term = String(term)
    guard term.first == "#", term.dropFirst().allSatisfy(isNameCharacter) else { return nil }
    return tags(in: term).first
  }

  /// Letters (and the marks that make them, which a Character carries), digits in any script, `-` and `_`.
  static func isNameCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "-" || character == "_"
  }

  private static let openers: Set<Character> = ["(", "[", "{", "\"", "'", "“", "‘", "«", "¿", "¡"]

  private static func startsTag(after previous: Character?) -> Bool {
    guard let previous else { return true }
    return previous.isWhitespace || previous.isNewline || openers.contains(previous)
  }

  /// Whether the `#` at `hash` starts a tag, by the same rules as `tags(in:)` (what comes before it in its word).
  static func startsTag(in text: String, at hash: String.Index) -> Bool {
    guard startsTag(after: hash > text.startIndex ? text[text.index(before: hash)] : nil) else { return false }
    let wordStart =
      text[..<hash].lastIndex { $0.isWhitespace || $0.isNewline }.map { text.index(after: $0) } ?? text.startIndex
    return !isLink(text[wordStart..<hash])
  }

  /// What two spellings of one tag share: the name without case or accents, so a tag typed with or without its
  /// accents matches it.
  public static func key(_ name: some StringProtocol) -> String {
    String(name).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  /// Whether the text before the `#` in its white-space-separated word is a link's start.
  private static func isLink(_ word: Substring) -> Bool {
    word.contains("://") || word.lowercased().hasPrefix("www.")
  }

  private static func name(_ raw: Substring) -> String? {
    var name = raw
    while let last = name.last, last == "-" || last == "_" { name = name.dropLast() }
    guard let first = name.first, first != "-", first != "_", name.count <= maximumLength,
      name.contains(where: \.isLetter)
    else { return nil }
    return name.lowercased()
  }
}

/// One tag in use on the board, and how many notes hold it (All Notes' tag row).
public struct TagCount: Equatable, Hashable, Sendable {
  public let name: String
  public let notes: Int

  public init(name: String, notes: Int) {
    self.name = name
    self.notes = notes
  }

  /// The tags the notes hold, with their counts, in alphabetical order (as Notes' tag browser). Spellings that
  /// differ only in accents are one tag (`NoteTags.key`), named as most notes spell it (the first seen on a tie).
  public static func counts(
    in notes: [Note], tags: (Note) -> [String] = { NoteTags.tags(in: $0.text) }
  ) -> [TagCount] {
    var counts: [String: Int] = [:]
    var spellings: [String: [(name: String, notes: Int)]] = [:]
    for note in notes {
      for tag in tags(note) {
        let key = NoteTags.key(tag)
        counts[key, default: 0] += 1
        if let index = spellings[key]?.firstIndex(where: { $0.name == tag }) {
          spellings[key]?[index].notes += 1
        } else {
          spellings[key, default: []].append((tag, 1))
        }
      }
    }
    return counts.map { key, count in
      // Only a spelling more notes use takes over, so of equals the first seen stays.
      let shown = spellings[key, default: []].reduce(into: (name: key, notes: 0)) { best, next in
        if next.notes > best.notes { best = next }
      }
      return TagCount(name: shown.name, notes: count)
    }
    .sorted { first, second in
      let order = first.name.localizedStandardCompare(second.name)
      return order == .orderedSame ? first.name < second.name : order == .orderedAscending
    }
  }
}
