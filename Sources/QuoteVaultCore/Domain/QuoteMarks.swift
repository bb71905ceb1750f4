import Foundation
import Localization

/// A quote's words in the quotation marks of a language: “…” in English, «…» in French, „…“ in German,
/// 「…」 in Japanese (`Locale.quotationBeginDelimiter`, CLDR's), so a notification reads as the user's language
/// writes quotes.
extension Quote {
  /// The notification's body: the words in `language`'s quotation marks (by default the language the app shows,
  /// `Localizer.current`), then the author.
  public func notificationBody(language: String = Localizer.current.language) -> String {
    "\(Self.quoted(text, language: language)) — \(author)"
  }

  /// `text` between `language`'s quotation marks; English's where the locale has none.
  public static func quoted(_ text: String, language: String) -> String {
    let locale = Locale(identifier: language)
    let begin = locale.quotationBeginDelimiter ?? "“"
    let end = locale.quotationEndDelimiter ?? "”"
    // French sets its guillemets apart from the words by a narrow no-break space (CLDR's marks come without it).
    let space = begin == "«" && locale.language.languageCode == .french ? "\u{202F}" : ""
    return begin + space + text + space + end
  }
}
