#if os(iOS)
  import AppIntents
  import QuoteVaultCore

  /// The widget's configuration intent as the package sees it: what "Edit Widget" > Show chose (the quote of
  /// the day by default, a category, or My Favorites).
  ///
  /// The intent itself is declared in the widget extension's own sources, where Xcode extracts App Intents
  /// metadata (https://developer.apple.com/documentation/appintents/appintentspackage: "By default, your app
  /// intents are part of your application bundle"), as VocaPin's `NoteChoosing` is.
  public protocol QuoteSourceChoosing: WidgetConfigurationIntent {
    var source: QuoteWidgetSource { get }
  }

  /// The widget's heart, declared in the extension (for the same reason) and made here for the quote on screen.
  public protocol FavoriteQuoteIntent: AppIntent {
    init(quoteID: Int)
  }

  /// The widget's Next Quote, declared in the extension and made here for the source the widget shows
  /// (`QuoteWidgetSource.key`).
  public protocol NextQuoteIntent: AppIntent {
    init(source: String)
  }
#endif
