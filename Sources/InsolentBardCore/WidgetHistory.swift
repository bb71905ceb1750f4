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

  public init(madeAt: Date, showings: [WidgetShowing], widget: BardWidgetChoice = .insultOfTheHour) {
    self.madeAt = madeAt
    self.showings = showings
    self.widget = widget
  }

  /// Whose later records replace this one.
  public var source: BardWidgetChoice { widget ?? .insultOfTheHour }
}

/// The insults the widgets showed, so History has them too ("find the ones you missed"), though the app was
/// not running. The widget extension is the only writer of `BardShared.widgetShown` (each timeline it builds, each
/// Another Insult tap); the app only reads it and merges what has been shown by then into History, remembering
/// how far it got (`BardShared.widgetShownMerged`), so nothing is added twice and a cleared History stays clear.
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
    _ plan: WidgetTimelinePlan, madeAt: Date, widget: BardWidgetChoice = .insultOfTheHour, in store: SharedStore
  ) {
    var showings: [WidgetShowing] = []
    for entry in plan.entries where !entry.isFallback && showings.last?.insult != entry.insult {
      showings.append(WidgetShowing(insult: entry.insult, from: entry.date))
    }
    guard !showings.isEmpty else { return }
    append(WidgetShownRecord(madeAt: madeAt, showings: showings, widget: widget), in: store)
  }

  /// The widget's Another Insult button: the insult it now shows (the Insult of the Hour's, shuffled).
  public static func recordShown(_ insult: String, at moment: Date, in store: SharedStore) {
    append(WidgetShownRecord(madeAt: moment, showings: [WidgetShowing(insult: insult, from: moment)]), in: store)
  }

  /// What the widgets showed after `since` and up to `now`, oldest first: each record's showings that began
  /// before the next record of the same widget configuration replaced it.
  public static func shown(in records: [WidgetShownRecord], after since: Date?, upTo now: Date) -> [WidgetShowing] {
    var result: [WidgetShowing] = []
    for source in BardWidgetChoice.allCases where source != .favourites {
      let ordered = records.filter { $0.source == source }.sorted { $0.madeAt < $1.madeAt }
      for (index, record) in ordered.enumerated() {
        let replacedAt = index + 1 < ordered.count ? ordered[index + 1].madeAt : Date.distantFuture
        for showing in record.showings where showing.from <= now && showing.from < replacedAt {
          if let since, showing.from <= since { continue }
          result.append(showing)
        }
      }
    }
    return result.sorted { $0.from < $1.from }
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

  private static func append(_ record: WidgetShownRecord, in store: SharedStore) {
    _ = try? store.update(BardShared.widgetShown) { records in
      // A favourites widget's record matters only as its latest timeline: it never takes the others' room.
      if record.source == .favourites { records.removeAll { $0.source == .favourites } }
      records.append(record)
      records = Array(records.suffix(limit))
    }
  }
}
