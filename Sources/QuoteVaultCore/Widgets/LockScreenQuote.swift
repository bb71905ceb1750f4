import DesignSystem
import Foundation

extension QuoteVaultShared {
  /// The Lock Screen's widgets (rectangular, inline), beside the home screen's `widgetFamilies`.
  public static let lockScreenFamilies: [WidgetFamilyID] = [.rectangular, .inline]
}

/// The quote as the Lock Screen widgets show it: `.accessoryInline` one short line, `.accessoryRectangular` two
/// lines of quote over the author. Their space is a few words, so a long quote is shortened on a word boundary
/// and ends in "…", never cut mid-word (unless one word alone is too long), rather than left to the system's cut.
public enum LockScreenQuote {
  /// Characters of quote each family holds at the Lock Screen's default text size on the smallest iPhone
  /// (measured in WidgetFitTests): the inline line's 225 pt, the rectangular widget's two lines of 153 pt.
  public static let inlineLimit = 30
  public static let rectangularLimit = 34
  public static let authorLimit = 22
  /// The rectangular widget's text size and lines (the system's Lock Screen style, as drawn by the check).
  public static let rectangularTextSize = 14.0
  public static let rectangularQuoteLines = 2
  /// Without a quote, the rectangular widget's words take up to four lines and shrink a little
  /// (`rectangularMinimumScaleFactor`) rather than being cut: "open the app" or "unlock your iPhone" must be
  /// read whole, in any language (LocalizationTests draws them in Spanish and the pseudo-language).
  public static let rectangularMissingLines = 4
  public static let rectangularMinimumScaleFactor = 0.8

  /// What `family` shows for the quote (in curly quotes), or for the words said when there is none.
  public static func text(_ quote: Quote?, missing: String, family: WidgetFamilyID) -> String {
    let limit = family == .inline ? inlineLimit : rectangularLimit
    guard let quote else {
      // The inline line has room for a few words only; the rectangular widget shows its words whole.
      return shortened(missing, toFit: family == .inline ? limit + 2 : .max)
    }
    return "“" + shortened(quote.text, toFit: limit) + "”"
  }

  /// The rectangular widget's author line.
  public static func author(_ quote: Quote) -> String { "— " + shortened(quote.author, toFit: authorLimit) }

  /// `text` with its whitespace tidied (line breaks from the database become spaces), whole when it has at most
  /// `limit` characters; else its first whole words with "…" after them, within `limit`. Quotation marks and
  /// a trailing comma or dash before the "…" go, so it reads as a pause, not a typo.
  public static func shortened(_ text: String, toFit limit: Int) -> String {
    let words = text.trimmingCharacters(in: Self.marksAndSpaces)
      .split(whereSeparator: { $0.isWhitespace || $0.isNewline })
    let tidy = words.joined(separator: " ")
    guard tidy.count > limit else { return tidy }
    guard limit > 1 else { return limit == 1 ? "…" : "" }
    var kept = ""
    for word in words {
      let next = kept.isEmpty ? String(word) : kept + " " + word
      // One character is kept for the "…".
      guard next.count < limit else { break }
      kept = next
    }
    // A first word longer than the space: cut it, as there is no boundary to cut at.
    if kept.isEmpty { kept = String(tidy.prefix(limit - 1)) }
    while let last = kept.last, ",;:-–—\"“".contains(last) || last.isWhitespace {
      kept.removeLast()
    }
    return kept + "…"
  }

  /// Quotation marks and whitespace around a quote: the widget sets its own curly quotes.
  static let marksAndSpaces = CharacterSet(charactersIn: "\"“”").union(.whitespacesAndNewlines)
}
