import Foundation

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

/// Builds the widget's timeline (IB-3.7, IB-2.2).
///
/// WidgetKit gives a widget roughly 40-70 reloads a day and ignores a 5-minute reload policy, so instead of
/// asking to be reloaded at each interval the timeline carries the future: an entry at every slot boundary,
/// precomputed from the same pure schedule the app uses, so the widget changes on time with no reload at all.
/// Between boundaries, extra entries at 1, 2, 5, 10, 15, 20, 30 and 45 minutes keep "Updated X min ago"
/// correct at those moments. The timeline covers 24 hours or `maximumEntries`, whichever is shorter (a
/// 5-minute interval needs three entries a slot, so about 7 hours), and asks for a reload at its end: at most
/// about four reloads a day, well inside the budget.
public enum WidgetTimeline {
  public static let horizon: TimeInterval = 24 * 3600
  public static let maximumEntries = 250
  static let labelMilestones = [1, 2, 5, 10, 15, 20, 30, 45]

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
    while true {
      let slotStart = schedule.start(ofSlot: slot)
      let slotEnd = schedule.start(ofSlot: slot + 1)
      guard slotStart < now.addingTimeInterval(horizon) else { break }
      var text = schedule.insult(forSlot: slot).text
      var updatedAt = slotStart
      // The current slot may have been shuffled ("another insult") by the app or the widget's button.
      if current.matches(slot: slot, interval: settings.interval) {
        text = current.insult
        updatedAt = ISO8601.date(from: current.timestamp) ?? slotStart
      }
      let moments = [updatedAt] + labelMilestones.map { updatedAt.addingTimeInterval(Double($0) * 60) }
      let slotEntries = moments.filter { $0 < slotEnd }.map { moment in
        WidgetEntry(
          date: max(moment, slot == firstSlot ? now : slotStart), insult: text,
          updatedLabel: UpdatedLabel.text(since: updatedAt, now: moment), updatedAt: updatedAt, isFallback: false)
      }
      guard entries.count + slotEntries.count <= maximumEntries else { break }
      entries += slotEntries
      slot += 1
    }
    // In the current slot, entries before now collapse into one at now with the label true for now.
    entries = collapsePast(entries, now: now)
    return WidgetTimelinePlan(entries: entries, reloadAfter: schedule.start(ofSlot: slot))
  }

  private static func collapsePast(_ entries: [WidgetEntry], now: Date) -> [WidgetEntry] {
    let past = entries.filter { $0.date <= now }
    let future = entries.filter { $0.date > now }
    guard let latest = past.last else { return future }
    let current = WidgetEntry(
      date: now, insult: latest.insult,
      updatedLabel: latest.updatedAt.map { UpdatedLabel.text(since: $0, now: now) } ?? latest.updatedLabel,
      updatedAt: latest.updatedAt, isFallback: latest.isFallback)
    return [current] + future
  }
}
