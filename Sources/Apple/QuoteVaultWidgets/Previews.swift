#if os(iOS)
  import AppIntents
  import Foundation
  import QuoteVaultCore
  import SwiftUI
  import WidgetKit

  // Xcode canvas previews of the Quote of the Day widget in each family it supports, from sample entries (no
  // App Group read, no server). PreviewProvider rather than #Preview: see docs/architecture.md, "The Apple-only
  // type-check".

  /// Stands in for the widget extension's `ToggleFavoriteQuoteIntent` (declared in the extension's own sources):
  /// the preview's heart does nothing.
  struct PreviewFavoriteQuoteIntent: FavoriteQuoteIntent {
    static var title: LocalizedStringResource {
      LocalizedStringResource("quotevault.widget.intent.favorite", defaultValue: "Favorite Quote")
    }
    static var isDiscoverable: Bool { false }
    init() {}
    init(quoteID: Int) {}
    func perform() async throws -> some IntentResult { .result() }
  }

  /// Stands in for the extension's `NextQuoteOnWidgetIntent`.
  struct PreviewNextQuoteIntent: NextQuoteIntent {
    static var title: LocalizedStringResource {
      LocalizedStringResource("quotevault.widget.intent.nextQuote", defaultValue: "Next Quote")
    }
    static var isDiscoverable: Bool { false }
    init() {}
    init(source: String) {}
    func perform() async throws -> some IntentResult { .result() }
  }

  typealias PreviewQuoteWidgetView = QuoteWidgetView<PreviewFavoriteQuoteIntent, PreviewNextQuoteIntent>

  enum QuoteWidgetPreviewValues {
    static let quote = Quote(
      id: 1, text: "Do what you can, with what you have, where you are.", author: "Theodore Roosevelt",
      category: "Motivation")

    static func entry(
      _ quote: Quote?, isLocked: Bool = false, title: String? = nil, isFavorite: Bool? = nil,
      next: QuoteWidgetSource? = nil
    ) -> QuoteWidgetEntry {
      var content = QuoteWidgetTimeline.Entry(date: Date(), quote: quote, deepLink: NotificationPlan.deepLink)
      content.isLocked = isLocked
      content.isFavorite = isFavorite
      content.nextQuote = next
      if let title {
        content.title = title
        content.emptyText = QuoteWidgetCopy.favoritesSignedOut
      }
      return QuoteWidgetEntry(date: Date(), content: content)
    }
  }

  struct QuoteOfTheDayWidget_Previews: PreviewProvider {
    static let families: [(WidgetFamily, String)] = [
      (.systemSmall, "Small"), (.systemMedium, "Medium"), (.systemLarge, "Large"),
      (.accessoryRectangular, "Lock Screen, rectangular"), (.accessoryInline, "Lock Screen, inline"),
    ]

    static var previews: some View {
      ForEach(families, id: \.1) { family, name in
        PreviewQuoteWidgetView(entry: QuoteWidgetPreviewValues.entry(QuoteWidgetPreviewValues.quote))
          .previewContext(WidgetPreviewContext(family: family))
          .previewDisplayName(name)
      }
      ForEach(families.prefix(3), id: \.1) { family, name in
        PreviewQuoteWidgetView(
          entry: QuoteWidgetPreviewValues.entry(
            QuoteWidgetPreviewValues.quote, isFavorite: family == .systemMedium, next: .category(.motivation))
        )
        .previewContext(WidgetPreviewContext(family: family))
        .previewDisplayName("\(name), signed in: heart and Next Quote")
      }
      // The layout follows the text size (QuoteWidgetLayout), up to its cap.
      ForEach(families.prefix(3), id: \.1) { family, name in
        PreviewQuoteWidgetView(entry: QuoteWidgetPreviewValues.entry(QuoteWidgetPreviewValues.quote))
          .environment(\.dynamicTypeSize, .xxxLarge)
          .previewContext(WidgetPreviewContext(family: family))
          .previewDisplayName("\(name), xxxLarge text")
      }
      PreviewQuoteWidgetView(entry: QuoteWidgetPreviewValues.entry(nil))
        .previewContext(WidgetPreviewContext(family: .systemMedium))
        .previewDisplayName("No quote saved yet")
      PreviewQuoteWidgetView(entry: QuoteWidgetPreviewValues.entry(nil, title: QuoteWidgetCopy.favoritesTitle))
        .previewContext(WidgetPreviewContext(family: .systemSmall))
        .previewDisplayName("My Favorites, signed out")
      PreviewQuoteWidgetView(entry: QuoteWidgetPreviewValues.entry(nil, isLocked: true))
        .previewContext(WidgetPreviewContext(family: .systemSmall))
        .previewDisplayName("Before the first unlock")
    }
  }
#endif
