#if os(iOS)
  import AppIntents
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import SharedStoreWidgetKit
  import SwiftUI
  import UIKit
  import WidgetKit

  /// The Quote of the Day on the home screen, small, medium and large (QV-10.1, QV-10.4); a tap opens it (QV-10.3).
  /// "Edit Widget" > Show turns it into a category's or the favourites' quotes (`QuoteSourceChoosing`, declared
  /// by the widget extension). Same kind as before it was configurable: placed widgets keep the default.
  /// The home screen faces have a heart and Next Quote (interactive, iOS 17), whose intents the extension
  /// declares and hands in (`FavoriteQuoteIntent`, `NextQuoteIntent`).
  public struct QuoteOfTheDayWidget<
    Intent: QuoteSourceChoosing, Favorite: FavoriteQuoteIntent, Next: NextQuoteIntent
  >: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
      AppIntentConfiguration(
        kind: QuoteVaultShared.widgetKind, intent: Intent.self, provider: QuoteTimelineProvider<Intent>()
      ) { entry in
        QuoteWidgetView<Favorite, Next>(entry: entry)
      }
      .configurationDisplayName(Text(verbatim: QuoteWidgetCopy.galleryName))
      .description(Text(QuoteWidgetCopy.galleryDescription))
      // Criterion: QV-10.4 (and the Lock Screen's rectangular and inline, iOS 16+)
      .supportedFamilies(
        (QuoteVaultShared.widgetFamilies + QuoteVaultShared.lockScreenFamilies).map(WidgetFamily.init))
    }
  }

  /// The home screen faces (sizes from `QuoteWidgetLayout`, the same the Linux preview, `quotevault widget`,
  /// draws with) and the Lock Screen's (text from `LockScreenQuote`).
  struct QuoteWidgetView<Favorite: FavoriteQuoteIntent, Next: NextQuoteIntent>: View {
    let entry: QuoteWidgetEntry
    @Environment(\.widgetFamily) private var widgetFamily

    var body: some View {
      let family = WidgetFamilyID(widgetFamily)
      Group {
        if family.isLockScreen {
          LockScreenQuoteView(content: entry.content, family: family)
        } else {
          HomeScreenQuoteView<Favorite, Next>(entry: entry, family: family)
        }
      }
      // The layout follows the user's text size up to QuoteWidgetLayout.largestTypeSize (WidgetFitTests proves
      // the quote fits whole at every size up to it, on every phone's widget size); past it, it stays there.
      .dynamicTypeSize(...SwiftUI.DynamicTypeSize(QuoteWidgetLayout.largestTypeSize))
      // Criterion: QV-10.3
      .widgetURL(entry.content.deepLink)
      // The Lock Screen draws its own material; StandBy and the tinted modes remove this background anyway.
      .containerBackground(for: .widget) {
        if family.isLockScreen {
          Color.clear
        } else if let reading = entry.reading {
          ReadingWidgetBackground(background: reading.background, photo: entry.readingPhoto)
        } else {
          Color(entry.theme.background)
        }
      }
    }
  }

  struct HomeScreenQuoteView<Favorite: FavoriteQuoteIntent, Next: NextQuoteIntent>: View {
    let entry: QuoteWidgetEntry
    let family: WidgetFamilyID
    @Environment(\.widgetRenderingMode) private var renderingMode
    @Environment(\.showsWidgetContainerBackground) private var showsBackground
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// The user's accent only where their background is drawn in full colour. StandBy (which shows the small
    /// widget large, without the container background, and in red at night) and the accented and vibrant modes
    /// draw the system's primary and secondary styles, the title as the accented part.
    private var title: Color {
      guard renderingMode == .fullColor && showsBackground else { return .secondary }
      return entry.reading.map { Color($0.ink) } ?? Color(entry.theme.accent)
    }
    private var byline: AnyShapeStyle {
      guard renderingMode == .fullColor && showsBackground, let reading = entry.reading else {
        return AnyShapeStyle(.secondary)
      }
      return AnyShapeStyle(Color(reading.secondaryInk))
    }
    /// The reading theme's ink where its background is drawn; the system's styles elsewhere.
    private var ink: Color? {
      guard renderingMode == .fullColor && showsBackground, let reading = entry.reading else { return nil }
      return Color(reading.ink)
    }

    var body: some View {
      // Sizes for this family on this phone at the user's text size (the fonts are fixed sizes the core scales,
      // the same the Linux preview measures), not the preview's.
      let layout = QuoteWidgetLayout.of(
        family, quoteLength: entry.content.quote?.text.count ?? 0,
        typeSize: DesignSystem.DynamicTypeSize(dynamicTypeSize),
        size: entry.displaySize == .zero
          ? nil : (width: Double(entry.displaySize.width), height: Double(entry.displaySize.height)))
      VStack(alignment: .leading, spacing: Spacing.xSmall) {
        // The user's accent, as in the app; a long quote in the small widget takes the title's line.
        if layout.showsTitle {
          Text(verbatim: entry.content.title).font(.system(size: layout.titleSize, weight: .semibold))
            .lineLimit(1).minimumScaleFactor(QuoteWidgetLayout.titleMinimumScaleFactor)
            .foregroundStyle(title)
            .widgetAccentable()
            // A collection's name is the user's own words: hidden on a locked screen as its quotes are.
            .privacySensitive(entry.content.isPersonal)
        }
        // Criterion: QV-10.1
        if let quote = entry.content.quote {
          if layout.centersQuote { Spacer(minLength: 0) }
          // Shrinks to fit as the preview does (QuoteWidgetLayout.minimumScaleFactor), never cut.
          Text(QuoteWidgetCopy.quoted(quote.text)).font(.system(size: layout.quoteSize)).lineLimit(
            layout.quoteLineLimit
          )
          .minimumScaleFactor(layout.minimumScaleFactor)
          .privacySensitive(entry.content.isPersonal)
          Spacer(minLength: 0)
          HStack(spacing: 0) {
            Text(QuoteWidgetCopy.byline(quote.author)).font(.system(size: layout.authorSize))
              // The theme's softer ink, held to 4.5:1 like the quote's; the system's secondary otherwise.
              .foregroundStyle(byline)
              .lineLimit(1)
              .privacySensitive(entry.content.isPersonal)
            Spacer(minLength: 0)
            QuoteWidgetButtons<Favorite, Next>(content: entry.content, tint: title)
          }
        } else {
          Text(verbatim: entry.content.missingText).font(.system(size: layout.quoteSize))
          Spacer(minLength: 0)
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .foregroundStyle(ink ?? .primary)
    }
  }

  /// The reading theme behind the widget: its colours top to bottom, or its photo's small copy under the scrim
  /// (decoded once for the entry; the widget draws once per entry).
  struct ReadingWidgetBackground: View {
    let background: ReadingBackground
    let photo: Data?

    var body: some View {
      ZStack {
        LinearGradient(colors: background.colors.map { Color($0) }, startPoint: .top, endPoint: .bottom)
        if background == .photo, let photo, let image = UIImage(data: photo) {
          Image(uiImage: image).resizable().scaledToFill()
          if let scrim = background.scrim { Color(scrim) }
        }
      }
    }
  }

  struct ReadingWidgetBackground_Previews: PreviewProvider {
    static var previews: some View {
      ReadingWidgetBackground(background: .ocean, photo: nil).frame(width: 338, height: 158)
        .previewDisplayName("Widget background: Ocean")
      ReadingWidgetBackground(background: .photo, photo: nil).frame(width: 158, height: 158)
        .previewDisplayName("Widget background: photo not there yet")
    }
  }

  /// The heart and Next Quote, each a `QuoteWidgetLayout.buttonSize` target at the byline's end (the Linux
  /// preview keeps that room free of the quote). Each tap runs its intent in the extension and reloads the widget.
  struct QuoteWidgetButtons<Favorite: FavoriteQuoteIntent, Next: NextQuoteIntent>: View {
    let content: QuoteWidgetTimeline.Entry
    let tint: Color

    var body: some View {
      if let quote = content.quote, let isFavorite = content.isFavorite {
        Button(intent: Favorite(quoteID: Int(quote.id))) {
          icon(isFavorite ? "heart.fill" : "heart")
        }
        .buttonStyle(.plain)
        .foregroundStyle(tint)
        .accessibilityLabel(Text(isFavorite ? WidgetHearts.unfavoriteLabel : WidgetHearts.favoriteLabel))
      }
      if let source = content.nextQuote {
        Button(intent: Next(source: source.key)) {
          icon("arrow.forward.circle")
        }
        .buttonStyle(.plain)
        .foregroundStyle(tint)
        .accessibilityLabel(Text(WidgetHearts.nextQuoteLabel))
      }
    }

    private func icon(_ name: String) -> some View {
      Image(systemName: name).font(.system(size: 15, weight: .semibold))
        .frame(width: QuoteWidgetLayout.buttonSize, height: QuoteWidgetLayout.buttonSize)
        .contentShape(Rectangle())
        .widgetAccentable()
    }
  }

  /// The Lock Screen: the quote shortened on a word boundary to what the family holds (`LockScreenQuote`,
  /// measured in the core's tests), drawn in the system's Lock Screen style.
  struct LockScreenQuoteView: View {
    let content: QuoteWidgetTimeline.Entry
    let family: WidgetFamilyID

    var body: some View {
      if family == .inline {
        // One line; iOS draws it beside the date in its own font.
        Text(verbatim: LockScreenQuote.text(content.quote, missing: content.missingText, family: .inline))
          .privacySensitive(content.isPersonal)
      } else {
        VStack(alignment: .leading, spacing: 0) {
          Text(verbatim: LockScreenQuote.text(content.quote, missing: content.missingText, family: .rectangular))
            .font(.system(size: LockScreenQuote.rectangularTextSize, weight: .medium))
            .lineLimit(
              content.quote == nil ? LockScreenQuote.rectangularMissingLines : LockScreenQuote.rectangularQuoteLines
            )
            // At the larger text sizes the lines shrink a little rather than lose their last words.
            .minimumScaleFactor(LockScreenQuote.rectangularMinimumScaleFactor)
            .widgetAccentable()
            .privacySensitive(content.isPersonal)
          if let quote = content.quote {
            Text(verbatim: LockScreenQuote.author(quote)).font(.system(size: 12)).foregroundStyle(.secondary).lineLimit(
              1
            )
            .privacySensitive(content.isPersonal)
          }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
      }
    }
  }
#endif
