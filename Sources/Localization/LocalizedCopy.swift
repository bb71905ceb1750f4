/// One user-facing string as a core declares it: its String Catalog key, its English text (the catalog's
/// development language, and what Linux tests read), and the values its format specifiers take.
///
/// Declare each one with literals, so the catalog check finds it in the source:
/// `LocalizedCopy("notewall.undo", "Undo")`, `LocalizedCopy("notewall.deleteNote", "Delete %@", .text(note))`,
/// `LocalizedCopy.plural("notewall.unfit", count: n, one: "1 note doesn't fit", other: "%lld notes don't fit")`.
/// A count is always a plural; any other number is formatted by the core (`.text(n.formatted())`).
public struct LocalizedCopy: Hashable, Sendable, CustomStringConvertible {
  public let key: String
  /// The English format; for a plural, its `other` form.
  public let english: String
  /// A plural's English `one` form; nil for a string without plural variations.
  public let englishOne: String?
  public let arguments: [CopyArgument]

  public init(_ key: String, _ english: String, _ arguments: CopyArgument...) {
    self.init(key: key, english: english, englishOne: nil, arguments: arguments)
  }

  private init(key: String, english: String, englishOne: String?, arguments: [CopyArgument]) {
    self.key = key
    self.english = english
    self.englishOne = englishOne
    self.arguments = arguments
  }

  /// A string with plural variations in the catalog; `count` is its first argument (`%lld`).
  public static func plural(
    _ key: String, count: Int, one: String, other: String, _ more: CopyArgument...
  ) -> LocalizedCopy {
    LocalizedCopy(key: key, english: other, englishOne: one, arguments: [.int(count)] + more)
  }

  public var isPlural: Bool { englishOne != nil }

  /// The count a plural chooses its form by.
  public var count: Int? {
    guard isPlural, case .int(let count)? = arguments.first else { return nil }
    return count
  }

  /// The words in the current language (`Localizer.current`): the app's catalog on iOS, English on Linux.
  public var text: String { Localizer.current.string(for: self) }

  public var description: String { text }
}

/// A value a copy's format specifier takes: `%lld` an `int`, `%@` a `text`.
public enum CopyArgument: Hashable, Sendable {
  case int(Int)
  case text(String)
}
