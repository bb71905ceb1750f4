#if os(iOS)
  // An iOS widget: its colours come from DesignSystemUI's UIKit-backed bridges.
  import AppIntents
  import DesignSystem
  import DesignSystemUI
  import InsolentBardCore
  import Localization
  import LocalizationUI
  import SharedStoreWidgetKit
  import SwiftUI
  import WidgetKit

  /// Home screen (small, medium, large) and lock screen (circular, rectangular, inline) widget.
  ///
  /// Generic over its "another insult" intent: App Intents metadata is extracted from the app and extension
  /// targets' own sources (https://developer.apple.com/documentation/appintents/app-extension), so the intent is
  /// declared in the widget extension (Apps/InsolentBard/Widgets) and handed in here.
  public struct BardWidget<
    AnotherInsult: AppIntent, Favourite: FavouriteInsultIntent, Configuration: BardWidgetConfigurationIntent
  >: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
      // Each widget chooses what it shows (Edit Widget): the Insult of the Hour, family-friendly, or favourites.
      AppIntentConfiguration(
        kind: BardShared.widgetKind, intent: Configuration.self, provider: BardTimelineProvider<Configuration>()
      ) { entry in
        BardWidgetView<AnotherInsult, Favourite>(entry: entry)
      }
      // Criterion: IB-3.6
      .configurationDisplayName(Text(BardCopy.Widget.galleryName))
      .description(Text(BardCopy.Widget.galleryDescription))
      // Criterion: IB-3.1, IB-3.2, IB-3.3, IB-3.4
      .supportedFamilies([
        .systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline,
      ])
      .contentMarginsDisabled()
    }
  }

  /// The widget's heart, declared in the extension (where Xcode extracts App Intents metadata) and made here for
  /// the insult on screen.
  public protocol FavouriteInsultIntent: AppIntent {
    init(insult: String)
  }

  struct BardWidgetView<AnotherInsult: AppIntent, Favourite: FavouriteInsultIntent>: View {
    let entry: BardWidgetEntry
    @Environment(\.widgetFamily) private var widgetFamily

    var body: some View {
      let family = WidgetFamilyID(widgetFamily)
      let layout = BardWidgetLayout.of(family)
      Group {
        if family.isLockScreen {
          LockScreenView(family: family, layout: layout, entry: entry.content)
        } else {
          HomeScreenView<AnotherInsult, Favourite>(layout: layout, entry: entry.content)
        }
      }
      // Criterion: IB-3.4 (coarse words are redacted while the phone is locked: the Lock Screen, and StandBy,
      // which shows the small widget on a locked phone)
      .privacySensitive(BardWidgetLayout.isPrivacySensitive(entry.content.insult, on: family))
      // Capped at accessibility2 (the circular one at the default size): the previews check every size up to it
      // on every iPhone (WidgetPreviewTests); past xxxLarge the medium widget drops its title, and from xLarge the
      // small one shows the epithet, so the insult fits whole. Text shrinks to fit, never cut.
      .dynamicTypeSize(...SwiftUI.DynamicTypeSize(layout.typeSizeLimit))
      // Criterion: IB-5.1
      .widgetURL(BardRoute.widgetURL(for: entry.content))
      // Criterion: IB-3.5 (dynamic colours follow light and dark)
      .containerBackground(for: .widget) {
        // Lock screen widgets take the system's background; the circular one draws its own disc (below).
        if layout.usesThemeBackground { Color(Theme.insolentBard.background) } else { Color.clear }
      }
    }
  }

  /// A home screen widget, row by row at the heights `BardWidgetMetrics` gives (no free stack spacing), so the
  /// insult gets exactly the box the Linux previews fit it in (WidgetPreviewTests).
  struct HomeScreenView<AnotherInsult: AppIntent, Favourite: FavouriteInsultIntent>: View {
    let layout: BardWidgetLayout
    let entry: WidgetEntry
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.widgetRenderingMode) private var renderingMode
    @Environment(\.showsWidgetContainerBackground) private var showsBackground
    private let theme = Theme.insolentBard

    /// The parchment's ink only where the parchment is drawn in full colour; tinted (accented, vibrant) and
    /// StandBy (no container background) draw the system's primary and secondary styles, the title accented.
    private var usesParchmentInk: Bool { renderingMode == .fullColor && showsBackground }
    private var ink: Color { usesParchmentInk ? Color(theme.accent) : .primary }
    private var secondaryInk: Color { usesParchmentInk ? Color(theme.secondaryText) : .secondary }

    var body: some View {
      let metrics = layout.metrics(at: DesignSystem.DynamicTypeSize(dynamicTypeSize))
      VStack(alignment: layout.showsDecorations ? .center : .leading, spacing: 0) {
        if layout.showsLogo {
          Image(systemName: BardWidgetSymbol.logo.systemName).font(.theme(BardWidgetLayout.logoFont))
            .foregroundStyle(ink)
            .frame(height: metrics.logoHeight)
            .accessibilityHidden(true)
        }
        if let title = layout.title, layout.showsTitle(at: metrics.typeSize) {
          HStack(spacing: 6) {
            // Criterion: IB-3.3 (the decorations, the spec's quill and scroll: BardWidgetSymbol.decorations)
            if layout.showsDecorations {
              Image(systemName: BardWidgetSymbol.decorations.leading.systemName).accessibilityHidden(true)
            }
            Text(verbatim: title).tracking(1.5)
            if layout.showsDecorations {
              Image(systemName: BardWidgetSymbol.decorations.trailing.systemName).accessibilityHidden(true)
            }
          }
          .font(.theme(layout.titleFont))
          .foregroundStyle(secondaryInk)
          .widgetAccentable()
          .frame(height: metrics.titleHeight)
        }
        Color.clear.frame(height: metrics.gap)
        Text(entry.spokenInsult(layout.text(for: entry.insult, at: metrics.typeSize)))
          .font(.theme(layout.insultFont))
          .foregroundStyle(ink)
          .multilineTextAlignment(layout.showsDecorations ? .center : .leading)
          .lineSpacing(layout.insultLineSpacing)
          .lineLimit(layout.lineLimit(for: entry, at: metrics.typeSize))
          .minimumScaleFactor(BardWidgetLayout.minimumScaleFactor(for: entry))
          .frame(
            maxWidth: .infinity, maxHeight: .infinity, alignment: layout.showsDecorations ? .center : .leading)
        if metrics.footerHeight > 0 {
          HStack(spacing: 0) {
            // Criterion: IB-3.2, IB-4.3 (the card's words for the entry's own date, an entry each time they
            // should say more: WidgetEntry.updatedLine, WidgetUpdatedLabel)
            if layout.showsUpdatedLabel {
              Text(verbatim: entry.updatedLine)
                .font(.theme(BardWidgetLayout.updatedFont))
                .foregroundStyle(secondaryInk)
                .lineLimit(BardWidgetLayout.updatedLineLimit)
                .minimumScaleFactor(BardWidgetLayout.updatedMinimumScaleFactor)
            }
            Spacer(minLength: 0)
            // Criterion: IB-7.2 (the heart: the insult kept in Favourites, from the widget, iOS 17)
            // Criterion: IB-4.4 (no heart while the favourites cannot be read: `offersFavourite`)
            if layout.showsFavouriteButton && entry.offersFavourite {
              Button(intent: Favourite(insult: entry.insult)) {
                Image(systemName: BardWidgetSymbol.heart(kept: entry.isFavourite == true).systemName).font(
                  .footnote.weight(.semibold)
                )
                .frame(
                  width: BardWidgetLayout.anotherInsultButtonSize,
                  height: BardWidgetLayout.anotherInsultButtonSize
                )
                .contentShape(Rectangle())
              }
              .buttonStyle(.plain)
              .foregroundStyle(ink)
              .accessibilityLabel(entry.isFavourite == true ? BardCopy.Widget.unfavourite : BardCopy.Widget.favourite)
            }
            // Criterion: IB-7.1 (a 44-point target, as the previews lay it out)
            if layout.showsAnotherInsultButton && entry.showsAnotherInsult {
              Button(intent: AnotherInsult()) {
                Image(systemName: BardWidgetSymbol.anotherInsult.systemName).font(.footnote.weight(.semibold))
                  .frame(
                    width: BardWidgetLayout.anotherInsultButtonSize,
                    height: BardWidgetLayout.anotherInsultButtonSize
                  )
                  .contentShape(Rectangle())
              }
              .buttonStyle(.plain)
              .foregroundStyle(ink)
              .accessibilityLabel(BardCopy.Widget.anotherInsult)
            }
          }
          .frame(height: metrics.footerHeight)
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
      .padding(metrics.padding)
    }
  }

  struct LockScreenView: View {
    let family: BardWidgetFamily
    let layout: BardWidgetLayout
    let entry: WidgetEntry
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
      switch family {
      case .inline:
        Label {
          Text(entry.spokenInsult(layout.text(for: entry.insult)))
        } icon: {
          Image(systemName: BardWidgetSymbol.inlineIcon.systemName)
        }
      case .circular:
        // As in Apple's documentation: the accessory background sits behind the content in a ZStack.
        ZStack {
          AccessoryWidgetBackground()
          // The epithet alone, centred, shrunk as the previews fit it inside the SE's 68-point disc: "Thou /
          // canker- / blossom!" fills it, and a mask above would push the last line's ends past its edge.
          let typeSize = DesignSystem.DynamicTypeSize(dynamicTypeSize)
          Text(entry.spokenInsult(layout.text(for: entry.insult, at: typeSize)))
            .font(.theme(layout.insultFont))
            .multilineTextAlignment(.center).lineLimit(layout.lineLimit(for: entry, at: typeSize))
            .minimumScaleFactor(BardWidgetLayout.minimumScaleFactor(for: entry))
            .padding(layout.padding)
        }
      default:
        VStack(alignment: .leading, spacing: 2) {
          // What this widget was set to show (Edit Widget), as the Linux scene draws it.
          Text(entry.lockScreenTitle).font(.theme(BardWidgetLayout.lockScreenTitleFont)).widgetAccentable()
            .lineLimit(1).minimumScaleFactor(BardWidgetLayout.lockScreenTitleMinimumScaleFactor)
          // The title and three lines can pass the rectangle's height at larger text: the insult shrinks to fit
          // (as the Linux preview draws it) rather than being cut.
          Text(entry.spokenInsult(layout.text(for: entry.insult))).font(.theme(layout.insultFont)).lineLimit(
            layout.insultLineLimit
          )
          .minimumScaleFactor(0.6)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
      }
    }
  }
#endif
