#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import QuoteVaultCore
  import SharedStoreWidgetKit
  import SwiftUI
  import WidgetKit

  /// The Quote of the Day on the home screen, small, medium and large (QV-10.1, QV-10.4); a tap opens it (QV-10.3).
  public struct QuoteOfTheDayWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
      StaticConfiguration(kind: QuoteVaultShared.widgetKind, provider: QuoteTimelineProvider()) { entry in
        QuoteWidgetView(entry: entry)
      }
      .configurationDisplayName("Quote of the Day")
      .description("A new quote every day.")
      // Criterion: QV-10.4
      .supportedFamilies(QuoteVaultShared.widgetFamilies.map(WidgetFamily.init))
    }
  }

  /// Sizes from `QuoteWidgetLayout`, the same the Linux preview (`quotevault widget`) draws with.
  struct QuoteWidgetView: View {
    let entry: QuoteWidgetEntry
    @Environment(\.widgetFamily) private var widgetFamily
    private var theme: Theme { entry.theme }

    var body: some View {
      let layout = QuoteWidgetLayout.of(
        WidgetFamilyID(widgetFamily), quoteLength: entry.content.quote?.text.count ?? 0)
      VStack(alignment: .leading, spacing: Spacing.xSmall) {
        // The user's accent, as in the app; a long quote in the small widget takes the title's line.
        if layout.showsTitle {
          Text(QuoteWidgetLayout.title).font(.system(size: layout.titleSize, weight: .semibold))
            .foregroundStyle(Color(theme.accent))
        }
        // Criterion: QV-10.1
        if let quote = entry.content.quote {
          if layout.centersQuote { Spacer(minLength: 0) }
          // Shrinks to fit as the preview does (QuoteWidgetLayout.minimumScaleFactor), never cut.
          Text("“\(quote.text)”").font(.system(size: layout.quoteSize)).lineLimit(layout.quoteLineLimit)
            .minimumScaleFactor(layout.minimumScaleFactor)
          Spacer(minLength: 0)
          Text("— \(quote.author)").font(.system(size: layout.authorSize)).foregroundStyle(.secondary).lineLimit(1)
        } else {
          Text(entry.content.missingText).font(.system(size: layout.quoteSize))
          Spacer(minLength: 0)
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      // Criterion: QV-10.3
      .widgetURL(entry.content.deepLink)
      .containerBackground(for: .widget) { Color(theme.background) }
    }
  }
#endif
