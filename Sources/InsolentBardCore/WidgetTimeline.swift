import Foundation
import SharedStore

/// One moment of the widget's timeline.
public struct WidgetEntry: Equatable, Sendable {
  public let date: Date
  public let insult: String
  /// IB-4.3's text, exact at `date`.
  public let updatedLabel: String
  /// When this insult appeared (the slot's start, or when "another insult" was tapped).
  public let updatedAt: Date?
  /// True for the IB-4.2 fallback, shown until the app has run once.
  public let isFallback: Bool

  public init(date: Date, insult: String, updatedLabel: String, updatedAt: Date?, isFallback: Bool) {
    self.date = date
    self.insult = insult
    self.updatedLabel = updatedLabel
    self.updatedAt = updatedAt
    self.isFallback = isFallback
  }
}

/// A timeline and when WidgetKit should ask for the next one.
public struct WidgetTimelinePlan: Equatable, Sendable {
  public let entries: [WidgetEntry]
  public let reloadAfter: Date
}

/// Builds the widget's timeline (IB-3.7, IB-2.2, IB-4.3).
///
/// WidgetKit gives a widget roughly 40-70 reloads a day, ignores a 5-minute reload policy and wants entries at
/// least about five minutes apart (platform-behaviour.md, "WidgetKit"), so instead of asking to be reloaded at
/// each interval the timeline carries the future: an entry at every slot boundary, precomputed from the same
/// pure schedule the app uses, so the widget changes on time with no reload at all. "Updated X ago" is drawn by
/// the system from each entry's `updatedAt` (`Text(_:style: .relative)`, which WidgetKit keeps current by
/// itself), so it is true at every minute, between entries and after a late reload alike; `updatedLabel` is
/// the same words at the entry's moment, for the Linux previews. The timeline covers 24 hours or
/// `maximumEntries`, whichever is shorter (a 5-minute interval: about 20 hours), and asks for a reload at its
/// end: at most a couple of reloads a day, well inside the budget.
public enum WidgetTimeline {
  public static let horizon: TimeInterval = 24 * 3600
  public static let maximumEntries = 250
  /// A read of the App Group that failed (before the first unlock after a restart: platform-behaviour.md,
  /// "WidgetKit") is tried again this soon.
  public static let retryAfterUnreadable: TimeInterval = 5 * 60

  /// The plan from the App Group's files as the widget's process reads them. Files that cannot be read now
  /// give the fallback, tried again within minutes rather than hours.
  public static func plan(store: SharedStore, now: Date, timeZone: TimeZone) -> WidgetTimelinePlan {
    let settings = store.load(BardShared.settings)
    let current = store.load(BardShared.currentInsult)
    guard case .success(let savedSettings) = settings, case .success(let savedCurrent) = current else {
      let entry = WidgetEntry(
        date: now, insult: BardCopy.fallbackInsult, updatedLabel: BardCopy.fallbackTimestamp, updatedAt: nil,
        isFallback: true)
      return WidgetTimelinePlan(entries: [entry], reloadAfter: now.addingTimeInterval(retryAfterUnreadable))
    }
    return plan(
      now: now, settings: savedSettings ?? BardSettings(), current: savedCurrent ?? nil, timeZone: timeZone)
  }

  public static func plan(
    now: Date, settings: BardSettings, current: CurrentInsultRecord?, timeZone: TimeZone
  ) -> WidgetTimelinePlan {
    guard let current else {
      // IB-4.2: the app has never run (or its data was cleared). The app reloads the widget when it opens.
      let entry = WidgetEntry(
        date: now, insult: BardCopy.fallbackInsult, updatedLabel: BardCopy.fallbackTimestamp, updatedAt: nil,
        isFallback: true)
      return WidgetTimelinePlan(entries: [entry], reloadAfter: now.addingTimeInterval(6 * 3600))
    }
    let schedule = settings.schedule(timeZone: timeZone)
    let firstSlot = schedule.slot(at: now)
    var entries: [WidgetEntry] = []
    var slot = firstSlot
    while entries.count < maximumEntries {
      let slotStart = schedule.start(ofSlot: slot)
      guard slotStart < now.addingTimeInterval(horizon) else { break }
      var text = schedule.insult(forSlot: slot).text
      var updatedAt = slotStart
      // The current slot may have been shuffled ("another insult") by the app or the widget's button.
      if current.matches(slot: slot, settings: settings) {
        text = current.insult
        updatedAt = ISO8601.date(from: current.timestamp) ?? slotStart
      }
      let moment = slot == firstSlot ? now : slotStart
      entries.append(
        WidgetEntry(
          date: moment, insult: text, updatedLabel: UpdatedLabel.text(since: updatedAt, now: moment),
          updatedAt: updatedAt, isFallback: false))
      slot += 1
    }
    return WidgetTimelinePlan(entries: entries, reloadAfter: schedule.start(ofSlot: slot))
  }
}
