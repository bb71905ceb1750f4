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

  /// "Edit Widget" > Show: the quote of the day, one of the app's categories (QV-3.4's five, then issue 42's five),
  /// My Favorites, or one of the user's collections (chosen under Collection). A widget keeps its choice by the
  /// case's name, so cases are only ever added.
  enum QuoteSourceOption: String, AppEnum {
    case quoteOfTheDay, motivation, love, success, wisdom, humor, life, happiness, courage, friendship, hope
    case favorites, collection

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
        .life: DisplayRepresentation(
          title: LocalizedStringResource("quotevault.widget.category.life", defaultValue: "Life")),
        .happiness: DisplayRepresentation(
          title: LocalizedStringResource("quotevault.widget.category.happiness", defaultValue: "Happiness")),
        .courage: DisplayRepresentation(
          title: LocalizedStringResource("quotevault.widget.category.courage", defaultValue: "Courage")),
        .friendship: DisplayRepresentation(
          title: LocalizedStringResource("quotevault.widget.category.friendship", defaultValue: "Friendship")),
        .hope: DisplayRepresentation(
          title: LocalizedStringResource("quotevault.widget.category.hope", defaultValue: "Hope")),
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
      case .life: .category(.life)
      case .happiness: .category(.happiness)
      case .courage: .category(.courage)
      case .friendship: .category(.friendship)
      case .hope: .category(.hope)
      case .favorites: .favorites
      case .collection: .collection(id: "")
      }
    }
  }
#endif
