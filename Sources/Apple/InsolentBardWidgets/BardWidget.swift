#if os(iOS)
  // An iOS widget: its colours come from DesignSystemUI's UIKit-backed bridges.
  import AppIntents
  import DesignSystem
  import DesignSystemUI
  import InsolentBardCore
  import SharedStoreWidgetKit
  import SwiftUI
  import WidgetKit

  /// Home screen (small, medium, large) and lock screen (circular, rectangular, inline) widget.
  ///
  /// Generic over its "another insult" intent: App Intents metadata is extracted from the app and extension
  /// targets' own sources (https://developer.apple.com/documentation/appintents/app-extension), so the intent is
  /// declared in the widget extension (Apps/InsolentBard/Widgets) and handed in here.
  public struct BardWidget<AnotherInsult: AppIntent>: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
      StaticConfiguration(kind: BardShared.widgetKind, provider: BardTimelineProvider()) { entry in
        BardWidgetView<AnotherInsult>(entry: entry)
      }
      // Criterion: IB-3.6
      .configurationDisplayName(BardCopy.widgetGalleryName)
      .description(BardCopy.widgetGalleryDescription)
      // Criterion: IB-3.1, IB-3.2, IB-3.3, IB-3.4
      .supportedFamilies([
        .systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline,
      ])
      .contentMarginsDisabled()
    }
  }

  struct BardWidgetView<AnotherInsult: AppIntent>: View {
    let entry: BardWidgetEntry
    @Environment(\.widgetFamily) private var widgetFamily

    var body: some View {
      let family = WidgetFamilyID(widgetFamily)
      let layout = BardWidgetLayout.of(family)
      Group {
        if family.isLockScreen {
          LockScreenView(family: family, layout: layout, entry: entry.content)
        } else {
          HomeScreenView<AnotherInsult>(layout: layout, entry: entry.content)
        }
      }
      // The previews check every size up to this one (WidgetPreviewTests); text shrinks to fit, never cut.
      .dynamicTypeSize(...SwiftUI.DynamicTypeSize(BardWidgetLayout.largestTypeSize))
      // Criterion: IB-5.1
      .widgetURL(BardRoute.shareInsultURL)
      // Criterion: IB-3.5 (dynamic colours follow light and dark)
      .containerBackground(for: .widget) {
        // Lock screen widgets take the system's background; the circular one draws its own disc (below).
        if layout.usesThemeBackground { Color(Theme.insolentBard.background) } else { Color.clear }
      }
    }
  }

  struct HomeScreenView<AnotherInsult: AppIntent>: View {
    let layout: BardWidgetLayout
    let entry: WidgetEntry
    private let theme = Theme.insolentBard

    var body: some View {
      VStack(alignment: layout.showsDecorations ? .center : .leading, spacing: Spacing.xSmall) {
        if layout.showsLogo {
          Image(systemName: "theatermasks.fill").font(.title3).foregroundStyle(Color(theme.accent))
            .accessibilityHidden(true)
        }
        if let title = layout.title {
          HStack(spacing: 6) {
            if layout.showsDecorations { Image(systemName: "pencil.and.scribble").accessibilityHidden(true) }
            Text(title).font(.theme(layout.titleFont)).tracking(1.5)
            if layout.showsDecorations { Image(systemName: "theatermasks").accessibilityHidden(true) }
          }
          .foregroundStyle(Color(theme.secondaryText))
        }
        Spacer(minLength: 0)
        Text(layout.text(for: entry.insult))
          .font(.theme(layout.insultFont))
          .foregroundStyle(Color(theme.accent))
          .multilineTextAlignment(layout.showsDecorations ? .center : .leading)
          .lineLimit(layout.insultLineLimit)
          .minimumScaleFactor(BardWidgetLayout.minimumScaleFactor)
        Spacer(minLength: 0)
        HStack {
          if layout.showsUpdatedLabel { updatedLine }
          Spacer(minLength: 0)
          // Criterion: IB-7.1 (a 44-point target, as the previews lay it out)
          if layout.showsAnotherInsultButton && !entry.isFallback {
            Button(intent: AnotherInsult()) {
              Image(systemName: "arrow.triangle.2.circlepath").font(.footnote.weight(.semibold))
                .frame(
                  width: BardWidgetLayout.anotherInsultButtonSize, height: BardWidgetLayout.anotherInsultButtonSize
                )
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .foregroundStyle(Color(theme.accent))
            .accessibilityLabel(BardCopy.anotherInsult)
          }
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
      .padding(layout.padding)
    }

    /// "Updated X ago" (IB-4.3), drawn by the system from when the insult appeared and kept current by
    /// WidgetKit itself, so it is true at every minute, between entries and after a late reload.
    @ViewBuilder private var updatedLine: some View {
      Group {
        if entry.isFallback {
          Text(entry.updatedLabel)
        } else if let updatedAt = entry.updatedAt {
          Text("Updated \(Text(updatedAt, style: .relative)) ago")
        } else {
          Text(BardCopy.updatedLine(entry.updatedLabel))
        }
      }
      .font(.theme(BardWidgetLayout.updatedFont))
      .foregroundStyle(Color(theme.secondaryText))
    }
  }

  struct LockScreenView: View {
    let family: BardWidgetFamily
    let layout: BardWidgetLayout
    let entry: WidgetEntry

    var body: some View {
      switch family {
      case .inline:
        Label(layout.text(for: entry.insult), systemImage: "theatermasks")
      case .circular:
        // As in Apple's documentation: the accessory background sits behind the content in a ZStack.
        ZStack {
          AccessoryWidgetBackground()
          VStack(spacing: 0) {
            Image(systemName: "theatermasks.fill").font(.caption).accessibilityHidden(true)
            Text(layout.text(for: entry.insult)).font(.caption2.weight(.semibold))
              .multilineTextAlignment(.center).lineLimit(layout.insultLineLimit).minimumScaleFactor(0.7)
          }
          .padding(layout.padding)
        }
      default:
        VStack(alignment: .leading, spacing: 2) {
          Text(BardCopy.widgetGalleryName).font(.headline).widgetAccentable()
          Text(layout.text(for: entry.insult)).font(.system(.footnote)).lineLimit(layout.insultLineLimit)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
      }
    }
  }
#endif
