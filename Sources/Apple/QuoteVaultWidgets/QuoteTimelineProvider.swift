#if os(iOS)
  import Foundation
  import QuoteVaultCore
  import SharedStore
  import SharedStoreWidgetKit
  import WidgetKit

  public struct QuoteWidgetEntry: TimelineEntry {
    public let date: Date
    public let content: QuoteWidgetTimeline.Entry
  }

  /// Today's quote as the app last saved it, tomorrow's from midnight, then a reload (QV-10.1, QV-10.2). It reads
  /// only the App Group, so it works offline and makes no requests of its own.
  public struct QuoteTimelineProvider: TimelineProvider {
    public init() {}

    public func placeholder(in context: Context) -> QuoteWidgetEntry {
      let placeholder = Quote(id: 0, text: "Quotes worth keeping, one a day.", author: "QuoteVault", category: "Wisdom")
      return QuoteWidgetEntry(
        date: Date(),
        content: QuoteWidgetTimeline.Entry(date: Date(), quote: placeholder, deepLink: NotificationPlan.deepLink))
    }

    public func getSnapshot(in context: Context, completion: @escaping (QuoteWidgetEntry) -> Void) {
      let entry = Self.plan(now: Date()).entries.first.map { QuoteWidgetEntry(date: $0.date, content: $0) }
      completion(entry ?? placeholder(in: context))
    }

    public func getTimeline(in context: Context, completion: @escaping (Timeline<QuoteWidgetEntry>) -> Void) {
      let plan = Self.plan(now: Date())
      // Criterion: QV-10.2
      completion(
        Timeline(
          entries: plan.entries.map { QuoteWidgetEntry(date: $0.date, content: $0) }, policy: .after(plan.reloadAfter)))
    }

    static func plan(now: Date) -> (entries: [QuoteWidgetTimeline.Entry], reloadAfter: Date) {
      let store = SharedStore.appGroup(QuoteVaultShared.appGroup)
      return QuoteWidgetTimeline.plan(
        now: now, today: store.read(QuoteVaultShared.quoteOfTheDay),
        tomorrow: store.read(QuoteVaultShared.quoteOfTomorrow),
        timeZone: .current)
    }
  }
#endif
