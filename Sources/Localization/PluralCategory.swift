/// CLDR's plural categories, as a String Catalog names its plural variations.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
  case zero, one, two, few, many, other

  /// The category of a whole number in a language the apps ship (English, Spanish) or the pseudo-language,
  /// which follows English. Spanish's `many` (a million, exactly) falls back to `other` when a catalog has none.
  public static func of(_ count: Int, language: String) -> PluralCategory {
    switch language.prefix(2) {
    case "es":
      if count == 1 { return .one }
      return count != 0 && count % 1_000_000 == 0 ? .many : .other
    default: return count == 1 ? .one : .other
    }
  }
}
