#if os(iOS)
  import Foundation
  import QuoteVaultCore
  import SwiftUI
  import WidgetKit

  // Xcode canvas previews of the Quote of the Day widget in each family it supports, from sample entries (no
  // App Group read, no server). PreviewProvider rather than #Preview: see docs/architecture.md, "The Apple-only
  // type-check".

  enum QuoteWidgetPreviewValues {
    static let quote = Quote(
      id: 1, text: "The only way to do great work is to love what you do.", author: "Steve Jobs",
      category: "Motivation")

    static func entry(_ quote: Quote?, isLocked: Bool = false, title: String? = nil) -> QuoteWidgetEntry {
      var content = QuoteWidgetTimeline.Entry(date: Date(), quote: quote, deepLink: NotificationPlan.deepLink)
      content.isLocked = isLocked
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
        QuoteWidgetView(entry: QuoteWidgetPreviewValues.entry(QuoteWidgetPreviewValues.quote))
          .previewContext(WidgetPreviewContext(family: family))
          .previewDisplayName(name)
      }
      QuoteWidgetView(entry: QuoteWidgetPreviewValues.entry(nil))
        .previewContext(WidgetPreviewContext(family: .systemMedium))
        .previewDisplayName("No quote saved yet")
      QuoteWidgetView(entry: QuoteWidgetPreviewValues.entry(nil, title: QuoteWidgetCopy.favoritesTitle))
        .previewContext(WidgetPreviewContext(family: .systemSmall))
        .previewDisplayName("My Favorites, signed out")
      QuoteWidgetView(entry: QuoteWidgetPreviewValues.entry(nil, isLocked: true))
        .previewContext(WidgetPreviewContext(family: .systemSmall))
        .previewDisplayName("Before the first unlock")
    }
  }
#endif
