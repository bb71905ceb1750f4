#if os(iOS)
  import AppIntents
  import AppServices
  import Foundation
  import InsolentBardCore
  import SharedStore
  import SharedStoreWidgetKit
  import WidgetKit

  public struct BardWidgetEntry: TimelineEntry {
    public let date: Date
    public let content: WidgetEntry
  }

  /// The widget's configuration (what one widget shows: `BardWidgetChoice`), declared in the extension, where
  /// Xcode extracts App Intents metadata.
  public protocol BardWidgetConfigurationIntent: WidgetConfigurationIntent {
    var choice: BardWidgetChoice { get }
  }

  /// Hands WidgetKit the core's precomputed timeline: an entry at every slot boundary and, five minutes apart in
  /// an insult's first hour and hourly after, whenever "Updated …" says more, for three hours, and a reload only
  /// when it runs out (IB-3.7, IB-4.3). Reads only local files, so it works after a reboot and offline (IB-4.4).
  public struct BardTimelineProvider<Configuration: BardWidgetConfigurationIntent>: AppIntentTimelineProvider {
    public init() {}

    public func placeholder(in context: Context) -> BardWidgetEntry {
      let sample = WidgetTimeline.gallerySample(at: Date())
      return BardWidgetEntry(date: sample.date, content: sample)
    }

    public func snapshot(for configuration: Configuration, in context: Context) async -> BardWidgetEntry {
      // The gallery (`isPreview`) gets the sample at once; a passing view, what the widget shows now.
      let entry = Self.source.snapshot(
        for: WidgetRequestContext(isPreview: context.isPreview), choice: configuration.choice,
        family: BardWidgetFamily(context.family))
      return BardWidgetEntry(date: entry.date, content: entry)
    }

    public func timeline(for configuration: Configuration, in context: Context) async -> Timeline<BardWidgetEntry> {
      // Criterion: IB-4.2 (no saved insult: the core returns the fallback entry; files that cannot be read yet,
      // before the first unlock, give it too, tried again within minutes of the restart: UnreadableRetry). The
      // insults handed over are recorded for History (WidgetHistory).
      // The zone is read at each request (`BardShared.timeZone`, as the app reads it), not cached by the process.
      // Off the cooperative pool: recording for History waits for the records' lock.
      let plan = await Self.source.timelineOffCooperativePool(
        for: WidgetRequestContext(isPreview: context.isPreview), choice: configuration.choice,
        family: BardWidgetFamily(context.family))
      // Criterion: IB-3.7
      return Timeline(
        entries: plan.entries.map { BardWidgetEntry(date: $0.date, content: $0) }, policy: .after(plan.reloadAfter))
    }

    /// The App Group as the widget's process sees it; its writes (the History record) reload nothing.
    static var store: SharedStore { .appGroup(BardShared.appGroup) }

    /// The time, the device's zone and the uptime, each read when a request comes.
    static var source: WidgetTimelineSource {
      WidgetTimelineSource(store: store, sinceStart: { ProcessInfo.processInfo.systemUptime })
    }
  }
#endif
