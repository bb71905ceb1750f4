#if os(iOS)
  import AppIntents
  import QuoteVaultCore
  import QuoteVaultWidgets

  // Declared in the widget extension's own sources, where Xcode extracts App Intents metadata ("By default, your
  // app intents are part of your application bundle": https://developer.apple.com/documentation/appintents/appintentspackage).
  // Declared in a statically linked package module instead, "Edit Widget" could list no choices.

  /// Each widget chooses what it shows. The default is the quote of the day, so a widget placed before the
  /// choice existed keeps showing it.
  struct SelectQuoteSourceIntent: QuoteSourceChoosing {
    static var title: LocalizedStringResource { "Choose Quotes" }
    static var description: IntentDescription? { IntentDescription("Choose which quotes the widget shows.") }

    @Parameter(title: "Show", default: .quoteOfTheDay)
    var show: QuoteSourceOption

    var source: QuoteWidgetSource { show.source }
  }

  /// "Edit Widget" > Show: the quote of the day, one of the app's five categories (QV-3.4), or My Favorites.
  enum QuoteSourceOption: String, AppEnum {
    case quoteOfTheDay, motivation, love, success, wisdom, humor, favorites

    static var typeDisplayRepresentation: TypeDisplayRepresentation { TypeDisplayRepresentation(name: "Quotes") }
    static var caseDisplayRepresentations: [QuoteSourceOption: DisplayRepresentation] {
      [
        .quoteOfTheDay: "Quote of the Day", .motivation: "Motivation", .love: "Love", .success: "Success",
        .wisdom: "Wisdom", .humor: "Humor", .favorites: "My Favorites",
      ]
    }

    var source: QuoteWidgetSource {
      switch self {
      case .quoteOfTheDay: .quoteOfTheDay
      case .motivation: .category(.motivation)
      case .love: .category(.love)
      case .success: .category(.success)
      case .wisdom: .category(.wisdom)
      case .humor: .category(.humor)
      case .favorites: .favorites
      }
    }
  }
#endif
