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

/// One timeline the widget handed WidgetKit (or one tap of its Another Insult button): the insults it shows and
/// when each begins. A later one replaces whatever an earlier one had not shown yet.
public struct WidgetShownRecord: Codable, Equatable, Sendable {
  public var madeAt: Date
  public var showings: [WidgetShowing]

  public init(madeAt: Date, showings: [WidgetShowing]) {
    self.madeAt = madeAt
    self.showings = showings
  }
}

/// The insults the widgets showed, so History has them too ("find the ones you missed"), though the app was
/// not running. The widget extension is the only writer of `BardShared.widgetShown` (each timeline it builds, each
/// Another Insult tap); the app only reads it and merges what has been shown by then into History, remembering
/// how far it got (`BardShared.widgetShownMerged`), so nothing is added twice and a cleared History stays clear.
public enum WidgetHistory {
  /// Timelines kept: a few days' worth at the widget's dozen reloads a day.
  public static let limit = 40

  /// The widget extension: a timeline it is handing WidgetKit. Best effort: a widget cannot show an error, and
  /// the timeline matters more than its record.
  public static func record(_ plan: WidgetTimelinePlan, madeAt: Date, in store: SharedStore) {
    var showings: [WidgetShowing] = []
    for entry in plan.entries where !entry.isFallback && showings.last?.insult != entry.insult {
      showings.append(WidgetShowing(insult: entry.insult, from: entry.date))
    }
    guard !showings.isEmpty else { return }
    append(WidgetShownRecord(madeAt: madeAt, showings: showings), in: store)
  }

  /// The widget's Another Insult button: the insult it now shows.
  public static func recordShown(_ insult: String, at moment: Date, in store: SharedStore) {
    append(WidgetShownRecord(madeAt: moment, showings: [WidgetShowing(insult: insult, from: moment)]), in: store)
  }

  /// What the widgets showed after `since` and up to `now`, oldest first: each record's showings that began
  /// before the next record replaced it.
  public static func shown(in records: [WidgetShownRecord], after since: Date?, upTo now: Date) -> [WidgetShowing] {
    let ordered = records.sorted { $0.madeAt < $1.madeAt }
    var result: [WidgetShowing] = []
    for (index, record) in ordered.enumerated() {
      let replacedAt = index + 1 < ordered.count ? ordered[index + 1].madeAt : Date.distantFuture
      for showing in record.showings where showing.from <= now && showing.from < replacedAt {
        if let since, showing.from <= since { continue }
        result.append(showing)
      }
    }
    return result.sorted { $0.from < $1.from }
  }

  /// History with `showings` added where their time puts them (newest first), each insult once (one already
  /// there keeps its place), at most `BardShared.historyLimit`.
  public static func merge(_ showings: [WidgetShowing], into history: [SavedInsult]) -> [SavedInsult] {
    var merged = history
    var known = Set(history.map(\.text))
    for showing in showings where known.insert(showing.insult).inserted {
      let index = merged.firstIndex { $0.savedAt < showing.from } ?? merged.endIndex
      merged.insert(SavedInsult(text: showing.insult, savedAt: showing.from), at: index)
    }
    return Array(merged.prefix(BardShared.historyLimit))
  }

  private static func append(_ record: WidgetShownRecord, in store: SharedStore) {
    _ = try? store.update(BardShared.widgetShown) { records in
      records.append(record)
      records = Array(records.suffix(limit))
    }
  }
}
