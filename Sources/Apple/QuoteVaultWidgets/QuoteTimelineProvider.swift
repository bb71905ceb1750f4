#if os(iOS)
  import DesignSystem
  import Foundation
  import QuoteVaultCore
  import Rendering
  import RenderingCoreGraphics
  import SharedStore
  import SharedStoreWidgetKit
  import WidgetKit

  public struct QuoteWidgetEntry: TimelineEntry {
    public let date: Date
    public let content: QuoteWidgetTimeline.Entry
    /// The user's theme: their accent, from the settings the app writes to the App Group.
    public var theme: Theme = .quoteVault
    /// The family's size on this phone (WidgetKit's `displaySize`): the layout's sizes follow it
    /// (`QuoteWidgetLayout.of(_:quoteLength:typeSize:size:)`); zero (the placeholder) is the preview size.
    public var displaySize: CGSize = .zero
    /// The reading theme, when the user put it on the widget (Theme > Use on Widget), and its photo drawn for
    /// this family (`ReadingPhoto.widgetImage`): only the pixels the family shows, so WidgetKit's archive of the
    /// entry never refuses it and blanks the widget.
    public var reading: ReadingTheme?
    public var readingPhoto: Data?
  }

  /// The widget's timeline for what "Edit Widget" chose, planned by the core from the App Group alone (it
  /// works offline and makes no requests of its own): the quote of the day (today's, the next days' from each
  /// midnight, QV-10.1, QV-10.2), or a category's or the favourites' quotes, a new one every three hours
  /// (`QuoteWidgetRotation`).
  public struct QuoteTimelineProvider<Intent: QuoteSourceChoosing>: AppIntentTimelineProvider {
    public init() {}

    public func placeholder(in context: Context) -> QuoteWidgetEntry {
      QuoteWidgetEntry(
        date: Date(),
        content: QuoteWidgetTimeline.Entry(
          date: Date(), quote: QuoteWidgetTimeline.galleryQuote, deepLink: NotificationPlan.deepLink))
    }

    public func snapshot(for configuration: Intent, in context: Context) async -> QuoteWidgetEntry {
      let theme = Self.theme
      let (reading, photo) = Self.reading(for: context.displaySize)
      let entry = Self.plan(configuration.source, now: Date(), isPreview: context.isPreview).entries.first.map {
        QuoteWidgetEntry(
          date: $0.date, content: $0, theme: theme, displaySize: context.displaySize, reading: reading,
          readingPhoto: photo)
      }
      return entry ?? placeholder(in: context)
    }

    public func timeline(for configuration: Intent, in context: Context) async -> Timeline<QuoteWidgetEntry> {
      let plan = Self.plan(configuration.source, now: Date(), isPreview: context.isPreview)
      let theme = Self.theme
      let (reading, photo) = Self.reading(for: context.displaySize)
      // Criterion: QV-10.2
      return Timeline(
        entries: plan.entries.map {
          QuoteWidgetEntry(
            date: $0.date, content: $0, theme: theme, displaySize: context.displaySize, reading: reading,
            readingPhoto: photo)
        },
        policy: .after(plan.reloadAfter))
    }

    /// The app's settings write reloads the widget (SharedStore's write hook), so a new accent shows at once.
    static var theme: Theme { SharedStore.appGroup(QuoteVaultShared.appGroup).read(QuoteVaultShared.settings).theme }

    /// The reading theme when it is on the widget, with the photo's widget copy drawn for a family shown at
    /// `displaySize`; the theme's write reloads it. A copy that cannot be drawn gives the stand-in background,
    /// never an image WidgetKit might refuse.
    static func reading(for displaySize: CGSize) -> (ReadingTheme?, Data?) {
      let store = SharedStore.appGroup(QuoteVaultShared.appGroup)
      let theme = store.read(QuoteVaultShared.readingTheme)
      guard theme.onWidget else { return (nil, nil) }
      guard theme.background == .photo, let copy = ReadingPhoto.loadForWidget(from: store.directory) else {
        return (theme, nil)
      }
      let size = Rendering.Size(width: Double(displaySize.width), height: Double(displaySize.height))
      return (theme, try? ReadingPhoto.widgetImage(from: copy, displaySize: size, renderer: CoreGraphicsRenderer()))
    }

    static func plan(_ source: QuoteWidgetSource, now: Date, isPreview: Bool) -> (
      entries: [QuoteWidgetTimeline.Entry], reloadAfter: Date
    ) {
      QuoteWidgetRotation.plan(
        source: source, store: .appGroup(QuoteVaultShared.appGroup), now: now, timeZone: .current,
        sinceStart: ProcessInfo.processInfo.systemUptime, isPreview: isPreview)
    }
  }
#endif
