import Foundation
import SharedStore

/// An insult a widget put on screen, and from when.
public struct WidgetShowing: Codable, Equatable, Sendable {
  public var insult: String
  public var from: Date

  public init(insult: String, from: Date) {
    self.insult = insult
    self.from = from
  }
}

/// One timeline a widget handed WidgetKit (or one tap of its Another Insult button): the insults it shows and
/// when each begins. A later one from a widget of the same configuration replaces whatever an earlier one had not
/// shown yet; a widget set differently (family-friendly beside the Insult of the Hour) keeps its own records.
public struct WidgetShownRecord: Codable, Equatable, Sendable {
  public var madeAt: Date
  public var showings: [WidgetShowing]
  /// The configuration of the widget that made it; records written before widgets had one were all the Insult
  /// of the Hour's.
  public var widget: BardWidgetChoice?
  /// Its place in the order the records were written (1, 2, …), given under the file's lock as it is appended;
  /// nil in records written before it was kept. Clocks cannot order them: a widget may read the time before the
  /// app does and write its record after the app has merged.
  public var sequence: Int?
  /// Whether a Lock Screen widget made it: one that draws only clean insults shows other insults than a Home
  /// Screen widget of the same configuration, so neither's records replace the other's. Nil (records written
  /// before) reads as the Home Screen's.
  public var lockScreen: Bool?

  public init(
    madeAt: Date, showings: [WidgetShowing], widget: BardWidgetChoice = .insultOfTheHour, lockScreen: Bool = false
  ) {
    self.madeAt = madeAt
    self.showings = showings
    self.widget = widget
    self.lockScreen = lockScreen ? true : nil
  }

  /// Whose later records replace this one.
  public var source: BardWidgetChoice { widget ?? .insultOfTheHour }
}

/// The insults the widgets showed, so History has them too ("find the ones you missed"), though the app was
/// not running. The widget extension is the only writer of `BardShared.widgetShown` (each timeline it builds, each
/// Another Insult tap); the app only reads it and merges what has been shown by then into History, remembering
/// how far it got (`BardShared.widgetShownMerged`, and the newest record it had read,
/// `BardShared.widgetShownMergedRecord`), so nothing is added twice and a cleared History stays clear. The app
/// reads and marks under the file's lock (`SharedStore.withLock`), so no record is written between the two; a
/// record written after them is merged next time, whatever time its showings have.
public enum WidgetHistory {
  /// Timelines kept: a few days' worth at a dozen reloads a day for each of a few widgets.
  public static let limit = 60
  /// At most this many of History's insults came from the widgets (the newest of them), so a week of
  /// five-minute slots never pushes out the insults the user saw in the app.
  public static let widgetLimit = 30

  /// The widget extension: a timeline a widget set to `widget` is handing WidgetKit. Best effort: a widget cannot
  /// show an error, and the timeline matters more than its record. A widget of favourites records its timeline
  /// too, so that the next one keeps the insult on screen (`FavouritesRotation`), but never for History: its
  /// insults are the user's own already (`shown` leaves them out).
  public static func record(
    _ plan: WidgetTimelinePlan, madeAt: Date, widget: BardWidgetChoice = .insultOfTheHour, lockScreen: Bool = false,
    in store: SharedStore
  ) {
    var showings: [WidgetShowing] = []
    for entry in plan.entries where !entry.isFallback && showings.last?.insult != entry.insult {
      showings.append(WidgetShowing(insult: entry.insult, from: entry.date))
    }
    guard !showings.isEmpty else { return }
    append(WidgetShownRecord(madeAt: madeAt, showings: showings, widget: widget, lockScreen: lockScreen), in: store)
  }

  /// The widget's Another Insult button: the insult it now shows (the Insult of the Hour's, shuffled).
  public static func recordShown(_ insult: String, at moment: Date, in store: SharedStore) {
    append(WidgetShownRecord(madeAt: moment, showings: [WidgetShowing(insult: insult, from: moment)]), in: store)
  }

  /// What the widgets showed after `since` and up to `now`, oldest first: each record's showings that began
  /// before the next record of the same widget configuration, on the same kind of screen, replaced it. `since` holds only for the records
  /// the last merge read (`sequence` up to `mergedThrough`; every record when that is nil, as for records written
  /// with no number): one written later is new whenever its showings began.
  public static func shown(
    in records: [WidgetShownRecord], after since: Date?, mergedThrough: Int? = nil, upTo now: Date
  ) -> [WidgetShowing] {
    var result: [WidgetShowing] = []
    for source in BardWidgetChoice.allCases where source != .favourites {
      for lockScreen in [false, true] {
        let ordered = records.filter { $0.source == source && ($0.lockScreen ?? false) == lockScreen }
          .sorted { $0.madeAt < $1.madeAt }
        result += shown(ordered, after: since, mergedThrough: mergedThrough, upTo: now)
      }
    }
    return result.sorted { $0.from < $1.from }
  }

  /// One widget's records, oldest first: each one's showings that began before the next replaced it.
  private static func shown(
    _ ordered: [WidgetShownRecord], after since: Date?, mergedThrough: Int?, upTo now: Date
  ) -> [WidgetShowing] {
    var result: [WidgetShowing] = []
    for (index, record) in ordered.enumerated() {
      let replacedAt = index + 1 < ordered.count ? ordered[index + 1].madeAt : Date.distantFuture
      let readBefore = mergedThrough.map { (record.sequence ?? 0) <= $0 } ?? true
      for showing in record.showings where showing.from <= now && showing.from < replacedAt {
        if readBefore, let since, showing.from <= since { continue }
        result.append(showing)
      }
    }
    return result
  }

  /// History with `showings` added where their time puts them (newest first), each insult once (one already
  /// there keeps its place), the widgets' at most `widgetLimit` (their newest), all at most
  /// `BardShared.historyLimit`.
  public static func merge(_ showings: [WidgetShowing], into history: [SavedInsult]) -> [SavedInsult] {
    var merged = history
    var known = Set(history.map(\.text))
    for showing in showings where known.insert(showing.insult).inserted {
      let index = merged.firstIndex { $0.savedAt < showing.from } ?? merged.endIndex
      merged.insert(SavedInsult(text: showing.insult, savedAt: showing.from, fromWidget: true), at: index)
    }
    var widgetRows = 0
    merged.removeAll { row in
      guard row.fromWidget == true else { return false }
      widgetRows += 1
      return widgetRows > widgetLimit
    }
    return Array(merged.prefix(BardShared.historyLimit))
  }

  /// The app: what the widgets showed since the last merge goes into History; the History saved, or nil when
  /// there was nothing new. Read and marked holding the records' lock (`SharedStore.withLock`): a widget that
  /// records meanwhile waits, and its record is merged next time (`sequence`).
  /// `excluding`: an insult kept out (the one on screen when History was cleared), the widgets' showings of it
  /// included.
  /// `budget`: how long each lock is waited for (`SharedStore.update`).
  public static func mergeIntoHistory(
    in store: SharedStore, now: Date, excluding: String? = nil, waitingAtMost budget: Duration = SharedStore.lockBudget
  ) throws -> [SavedInsult]? {
    try store.withLock(of: BardShared.widgetShown, waitingAtMost: budget) {
      let records = store.read(BardShared.widgetShown)
      let all = shown(
        in: records, after: store.read(BardShared.widgetShownMerged),
        mergedThrough: mergedThrough(store, records), upTo: now)
      guard !all.isEmpty else { return nil }
      let shown = all.filter { $0.insult != excluding }
      // Only the excluded insult: read, so it is not merged later either, and History stays as it is.
      guard !shown.isEmpty else {
        try markMerged(records, at: now, in: store)
        return nil
      }
      let history = try store.update(BardShared.history, waitingAtMost: budget) { $0 = merge(shown, into: $0) }
      try markMerged(records, at: now, in: store)
      return history
    }
  }

  /// The app: History cleared, and everything the widgets showed before `now` counted as merged, so it does
  /// not come back.
  public static func clearHistory(in store: SharedStore, now: Date) throws {
    try store.withLock(of: BardShared.widgetShown) {
      try store.write([], for: BardShared.history)
      try markMerged(store.read(BardShared.widgetShown), at: now, in: store)
    }
  }

  /// The newest record the last merge read. A damaged file of records is set aside and numbering starts again
  /// (`SharedStore.update`): records numbered below the mark are then all new.
  private static func mergedThrough(_ store: SharedStore, _ records: [WidgetShownRecord]) -> Int? {
    guard let mark = store.read(BardShared.widgetShownMergedRecord) else { return nil }
    return (records.compactMap(\.sequence).max() ?? 0) < mark ? 0 : mark
  }

  private static func markMerged(_ records: [WidgetShownRecord], at now: Date, in store: SharedStore) throws {
    try store.write(now, for: BardShared.widgetShownMerged)
    try store.write(records.compactMap(\.sequence).max() ?? 0, for: BardShared.widgetShownMergedRecord)
  }

  private static func append(_ record: WidgetShownRecord, in store: SharedStore) {
    _ = try? store.update(BardShared.widgetShown) { records in
      var record = record
      // Numbered before a favourites record goes below, so the newest number is never given twice.
      record.sequence = (records.compactMap(\.sequence).max() ?? 0) + 1
      // A favourites widget's record matters only as its latest timeline: it never takes the others' room.
      if record.source == .favourites { records.removeAll { $0.source == .favourites } }
      records.append(record)
      records = Array(records.suffix(limit))
    }
  }
}
