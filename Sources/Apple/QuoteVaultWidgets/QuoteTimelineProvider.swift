#if os(iOS)
  import DesignSystem
  import Foundation
  import QuoteVaultCore
  import SharedStore
  import SharedStoreWidgetKit
  import WidgetKit

  public struct QuoteWidgetEntry: TimelineEntry {
    public let date: Date
    public let content: QuoteWidgetTimeline.Entry
    /// The user's theme: their accent, from the settings the app writes to the App Group.
    public var theme: Theme = .quoteVault
  }

  /// Today's quote as the app last saved it, the next days' from each midnight, then a reload (QV-10.1, QV-10.2).
  /// It reads only the App Group, so it works offline and makes no requests of its own.
  public struct QuoteTimelineProvider: TimelineProvider {
    public init() {}

    public func placeholder(in context: Context) -> QuoteWidgetEntry {
      QuoteWidgetEntry(
        date: Date(),
        content: QuoteWidgetTimeline.Entry(
          date: Date(), quote: QuoteWidgetTimeline.galleryQuote, deepLink: NotificationPlan.deepLink))
    }

    public func getSnapshot(in context: Context, completion: @escaping (QuoteWidgetEntry) -> Void) {
      let theme = Self.theme
      let entry = Self.plan(now: Date(), isPreview: context.isPreview).entries.first.map {
        QuoteWidgetEntry(date: $0.date, content: $0, theme: theme)
      }
      completion(entry ?? placeholder(in: context))
    }

    public func getTimeline(in context: Context, completion: @escaping (Timeline<QuoteWidgetEntry>) -> Void) {
      let plan = Self.plan(now: Date(), isPreview: context.isPreview)
      let theme = Self.theme
      // Criterion: QV-10.2
      completion(
        Timeline(
          entries: plan.entries.map { QuoteWidgetEntry(date: $0.date, content: $0, theme: theme) },
          policy: .after(plan.reloadAfter)))
    }

    /// The app's settings write reloads the widget (SharedStore's write hook), so a new accent shows at once.
    static var theme: Theme { SharedStore.appGroup(QuoteVaultShared.appGroup).read(QuoteVaultShared.settings).theme }

    static func plan(now: Date, isPreview: Bool) -> (entries: [QuoteWidgetTimeline.Entry], reloadAfter: Date) {
      QuoteWidgetTimeline.plan(
        store: .appGroup(QuoteVaultShared.appGroup), now: now, timeZone: .current,
        sinceStart: ProcessInfo.processInfo.systemUptime, isPreview: isPreview)
    }
  }
#endif
