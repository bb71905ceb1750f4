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
    // Computed, with literal keys and English: Xcode reads the literals at build time; the words come from the
    // widget extension's Localizable.xcstrings.
    static var title: LocalizedStringResource {
      LocalizedStringResource("quotevault.widget.intent.title", defaultValue: "Choose Quotes")
    }
    static var description: IntentDescription? {
      IntentDescription(
        LocalizedStringResource(
          "quotevault.widget.intent.description", defaultValue: "Choose which quotes the widget shows."))
    }

    @Parameter(
      title: LocalizedStringResource("quotevault.widget.intent.show", defaultValue: "Show"), default: .quoteOfTheDay)
    var show: QuoteSourceOption

    /// Asked only when Show is Collection (`parameterSummary`).
    @Parameter(title: LocalizedStringResource("quotevault.widget.collectionTitle", defaultValue: "Collection"))
    var collection: WidgetCollectionEntity?

    static var parameterSummary: some ParameterSummary {
      When(\.$show, .equalTo, QuoteSourceOption.collection) {
        Summary {
          \.$show
          \.$collection
        }
      } otherwise: {
        Summary { \.$show }
      }
    }

    // Criterion: QV-10.1 (a collection chosen under Edit Widget; none chosen yet shows every category's quotes)
    var source: QuoteWidgetSource {
      show == .collection ? .collection(id: collection?.id ?? "") : show.source
    }
  }

  /// "Edit Widget" > Show: the quote of the day, one of the app's five categories (QV-3.4), My Favorites, or one
  /// of the user's collections (chosen under Collection).
  enum QuoteSourceOption: String, AppEnum {
    case quoteOfTheDay, motivation, love, success, wisdom, humor, favorites, collection

    static var typeDisplayRepresentation: TypeDisplayRepresentation {
      TypeDisplayRepresentation(
        name: LocalizedStringResource("quotevault.widget.intent.quotes", defaultValue: "Quotes"))
    }
    static var caseDisplayRepresentations: [QuoteSourceOption: DisplayRepresentation] {
      [
        .quoteOfTheDay: DisplayRepresentation(
          title: LocalizedStringResource("quotevault.widget.title", defaultValue: "Quote of the Day")),
        .motivation: DisplayRepresentation(
          title: LocalizedStringResource("quotevault.widget.category.motivation", defaultValue: "Motivation")),
        .love: DisplayRepresentation(
          title: LocalizedStringResource("quotevault.widget.category.love", defaultValue: "Love")),
        .success: DisplayRepresentation(
          title: LocalizedStringResource("quotevault.widget.category.success", defaultValue: "Success")),
        .wisdom: DisplayRepresentation(
          title: LocalizedStringResource("quotevault.widget.category.wisdom", defaultValue: "Wisdom")),
        .humor: DisplayRepresentation(
          title: LocalizedStringResource("quotevault.widget.category.humor", defaultValue: "Humor")),
        .favorites: DisplayRepresentation(
          title: LocalizedStringResource("quotevault.widget.favoritesTitle", defaultValue: "My Favorites")),
        .collection: DisplayRepresentation(
          title: LocalizedStringResource("quotevault.widget.collectionTitle", defaultValue: "Collection")),
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
      case .collection: .collection(id: "")
      }
    }
  }
#endif
