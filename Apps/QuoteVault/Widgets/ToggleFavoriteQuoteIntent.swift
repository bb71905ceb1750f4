#if os(iOS)
  import AppIntents
  import Foundation
  import QuoteVaultCore
  import QuoteVaultWidgets
  import SharedStore
  import SharedStoreWidgetKit

  /// The widget's heart: records the tap in the App Group for the app, which puts it in its outbox when it next
  /// becomes active, or signed out among the device's guest favourites (`WidgetHearts`); this process has no
  /// session, database or network. The write reloads the widgets,
  /// whose heart then shows the change. Declared here, in the extension's own sources, where Xcode extracts App
  /// Intents metadata, as `SelectQuoteSourceIntent` is.
  struct ToggleFavoriteQuoteIntent: FavoriteQuoteIntent {
    static var title: LocalizedStringResource {
      LocalizedStringResource("quotevault.widget.intent.favorite", defaultValue: "Favorite Quote")
    }
    static var description: IntentDescription? {
      IntentDescription(
        LocalizedStringResource(
          "quotevault.widget.intent.favoriteDescription",
          defaultValue: "Add the widget's quote to your favorites, or remove it."))
    }
    /// The widget's button only.
    static var isDiscoverable: Bool { false }

    @Parameter(title: LocalizedStringResource("quotevault.widget.intent.quote", defaultValue: "Quote"))
    var quoteID: Int

    init() {}
    init(quoteID: Int) { self.quoteID = quoteID }

    func perform() async throws -> some IntentResult {
      // Only a quote the widget shows, for whoever's favourites it shows: the parameter comes from outside the app.
      // The store's lock is waited for on a Dispatch thread, never on one of the cooperative pool's.
      let id = Int64(quoteID)
      let store = SharedStore.appGroup(QuoteVaultShared.appGroup, widgetCenter: .live)
      try await store.offCooperativePool { _ = try WidgetHearts.toggle(quoteID: id, in: $0) }
      return .result()
    }
  }

  /// The widget's Next Quote: moves its category's or favourites' rotation on by one (`WidgetNextQuote`).
  struct NextQuoteOnWidgetIntent: NextQuoteIntent {
    static var title: LocalizedStringResource {
      LocalizedStringResource("quotevault.widget.intent.nextQuote", defaultValue: "Next Quote")
    }
    static var description: IntentDescription? {
      IntentDescription(
        LocalizedStringResource(
          "quotevault.widget.intent.nextQuoteDescription", defaultValue: "Show the next quote in the widget."))
    }
    static var isDiscoverable: Bool { false }

    @Parameter(title: LocalizedStringResource("quotevault.widget.intent.show", defaultValue: "Show"))
    var source: String

    init() {}
    init(source: String) { self.source = source }

    func perform() async throws -> some IntentResult {
      guard let source = QuoteWidgetSource(key: source) else { return .result() }
      // The store's lock is waited for on a Dispatch thread, never on one of the cooperative pool's, as the heart's.
      let store = SharedStore.appGroup(QuoteVaultShared.appGroup, widgetCenter: .live)
      try await store.offCooperativePool { try WidgetNextQuote.advance(source, in: $0) }
      return .result()
    }
  }
#endif
