import AppServices
import DesignSystem
import Foundation
import SharedStore

/// What the widget extension's timeline provider asks for each request: the time, the time zone and the uptime
/// are read when the request comes, never once for the provider's life. WidgetKit may keep the extension's
/// process (and its provider) alive across a flight or a new zone in Settings; the next request must count the
/// new zone's slots, as the app does at once (`BardShared.timeZone`).
public struct WidgetTimelineSource: Sendable {
  public var store: SharedStore
  public var now: @Sendable () -> Date
  public var timeZone: @Sendable () -> TimeZone
  /// The phone's uptime (`UnreadableRetry`): given by the widget extension, whose privacy manifest declares
  /// reading it, not by the core the app links too.
  public var sinceStart: @Sendable () -> TimeInterval

  public init(
    store: SharedStore, now: @escaping @Sendable () -> Date = { Date() },
    timeZone: @escaping @Sendable () -> TimeZone = { BardShared.timeZone },
    sinceStart: @escaping @Sendable () -> TimeInterval
  ) {
    self.store = store
    self.now = now
    self.timeZone = timeZone
    self.sinceStart = sinceStart
  }

  /// A timeline request (`WidgetTimeline.timeline`), in the zone the device has now.
  public func timeline(
    for context: WidgetRequestContext, choice: BardWidgetChoice, family: BardWidgetFamily = .small
  ) -> WidgetTimelinePlan {
    WidgetTimeline.timeline(
      for: context, store: store, now: now(), timeZone: timeZone(), sinceStart: sinceStart(), choice: choice,
      family: family)
  }

  /// `timeline(for:choice:family:)` on a Dispatch thread (`SharedStore.offCooperativePool`): recording the
  /// insults for History waits for the records' lock, which WidgetKit's async request must not do on one of
  /// Swift concurrency's few threads.
  public func timelineOffCooperativePool(
    for context: WidgetRequestContext, choice: BardWidgetChoice, family: BardWidgetFamily = .small
  ) async -> WidgetTimelinePlan {
    let source = self
    let planned = try? await store.offCooperativePool { _ in
      source.timeline(for: context, choice: choice, family: family)
    }
    // The work throws nothing; were the thread's result lost, the fallback, asked again soon.
    let now = now()
    return planned
      ?? WidgetTimelinePlan(entries: [WidgetTimeline.fallback(at: now)], reloadAfter: now.addingTimeInterval(15 * 60))
  }

  /// A snapshot request (`WidgetTimeline.snapshot`), in the zone the device has now.
  public func snapshot(
    for context: WidgetRequestContext, choice: BardWidgetChoice, family: BardWidgetFamily = .small
  ) -> WidgetEntry {
    WidgetTimeline.snapshot(
      for: context, store: store, now: now(), timeZone: timeZone(), sinceStart: sinceStart(), choice: choice,
      family: family)
  }
}
