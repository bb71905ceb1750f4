import Foundation

/// The insults as the screen shows them to VoiceOver: Shakespeare's English in every language, so each is marked
/// English (British, as Hear It speaks it) and VoiceOver reads it in an English voice when the interface is
/// Spanish, instead of a Spanish voice mangling "canker-blossom". SwiftUI's `Text(AttributedString)` takes the
/// language of a run from Foundation's `languageIdentifier` attribute (UIKit's `accessibilitySpeechLanguage` is
/// for `accessibilityAttributedLabel`, which SwiftUI's Text does not read).
public enum InsultText {
  /// The insults' language, a BCP 47 tag.
  public static let language = "en-GB"

  /// `text` (an insult, or one of its words) marked as English; its characters unchanged, no markdown read.
  public static func attributed(_ text: String) -> AttributedString {
    var attributed = AttributedString(text)
    attributed.languageIdentifier = language
    return attributed
  }
}

extension WidgetEntry {
  /// `shown` (the entry's insult, whole or shortened for its family) as the widget gives it to VoiceOver: English,
  /// except the Favourites Only widget's word on keeping some, which is in the user's language.
  public func spokenInsult(_ shown: String) -> AttributedString {
    opensFavourites ? AttributedString(shown) : InsultText.attributed(shown)
  }
}
