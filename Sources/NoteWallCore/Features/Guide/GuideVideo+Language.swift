import Foundation
import Localization

/// The guide videos show the guide's own words, so each is drawn once per language (scripts/make-guide-videos):
/// English in `Videos/`, every other language in its own subfolder (`Videos/es/`), which the Videos folder
/// reference copies into the bundle as it is. The app plays the one in the language its words are in.
extension GuideVideo {
  /// The languages the videos are drawn in besides English, each a subfolder of `bundleSubdirectory`.
  public static let languages = ["es"]

  /// The bundle folders to look in, best first: the subfolder of the guide's language, then the English videos.
  /// `language` is a `Localizer`'s ("es"; "app" is the localization the bundle picked, `preferredLocalization`);
  /// a regional variant ("es-MX", "es_419") plays its language's videos.
  public static func bundleSubdirectories(language: String, preferredLocalization: String?) -> [String] {
    guard let base = videoLanguage(language: language, preferredLocalization: preferredLocalization) else {
      return [bundleSubdirectory]
    }
    return [bundleSubdirectory + "/" + base, bundleSubdirectory]
  }

  /// The language of `languages` the guide's words are in ("es" for "es-MX"), or nil for English and any
  /// language no video is drawn in. The iOS words the videos draw (`GuideSystemWords`) follow it too.
  static func videoLanguage(language: String, preferredLocalization: String?) -> String? {
    let code = language == "app" ? (preferredLocalization ?? "en") : language
    let base = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? code
    return languages.contains(base) ? base : nil
  }

  /// The bundled file to play: the one in the guide's language, else the English one. `find` looks a file up
  /// in a bundle folder, as `Bundle.url(forResource:withExtension:subdirectory:)` does.
  public func bundled(
    language: String = Localizer.current.language,
    preferredLocalization: String? = Bundle.main.preferredLocalizations.first,
    find: (_ name: String, _ subdirectory: String) -> URL?
  ) -> URL? {
    for folder in Self.bundleSubdirectories(language: language, preferredLocalization: preferredLocalization) {
      if let url = find(rawValue, folder) { return url }
    }
    return nil
  }
}
