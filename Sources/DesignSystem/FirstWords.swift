import Foundation

/// The first words of a text that fit in `limit` characters, cut at a word boundary, with "…" when cut.
public enum FirstWords {
  public static func of(_ text: String, limit: Int) -> String {
    guard text.count > limit, limit > 0 else { return text }
    var result = ""
    for word in text.split(separator: " ") {
      let candidate = result.isEmpty ? String(word) : result + " " + word
      if candidate.count + 1 > limit { break }
      result = candidate
    }
    if result.isEmpty { result = String(text.prefix(max(limit - 1, 1))) }
    return result.trimmingCharacters(in: .punctuationCharacters) + "…"
  }
}
