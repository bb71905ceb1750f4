import Foundation

/// Which favourite a Favourites Only widget shows in each slot: the favourites in turn, ordered by when each was
/// kept (a stable key, not a place in the list, which moves whenever a heart is tapped), one a slot.
///
/// The slot on screen keeps its insult while the favourites change: the widget's last timeline is recorded
/// (`WidgetHistory`, under `.favourites`), and the next one, made because a heart was tapped in the app or on a
/// widget, keeps that slot's insult as long as it is still a favourite; only when it was the one let go does the
/// slot fall back to the turn. The slots after it follow the turn, never showing one insult twice in a row when
/// there are two or more.
public enum FavouritesRotation {
  /// The insult of each slot from `first` on, `count` of them. `onScreen`: what the widget shows in `first`
  /// already (from its last timeline), kept if it is still a favourite.
  public static func picks(
    from first: Int, count: Int, favourites: [SavedInsult], onScreen: String?
  ) -> [String] {
    let ordered = favourites.sorted { ($0.savedAt, $0.text) < ($1.savedAt, $1.text) }.map(\.text)
    guard !ordered.isEmpty, count > 0 else { return [] }
    var picks: [String] = []
    for slot in first..<(first + count) {
      if slot == first, let onScreen, ordered.contains(onScreen) {
        picks.append(onScreen)
        continue
      }
      var index = positiveModulo(slot, ordered.count)
      // The turn, moved on by one where it would repeat the slot before (after a kept or fallen-back slot).
      if ordered.count > 1, ordered[index] == picks.last { index = (index + 1) % ordered.count }
      picks.append(ordered[index])
    }
    return picks
  }

  /// What a Favourites Only widget shows now, from its last recorded timeline: the showing that covers `now`,
  /// if it began in this slot (a record older than the slot says nothing about it).
  public static func onScreen(in records: [WidgetShownRecord], now: Date, slotStart: Date) -> String? {
    let latest = records.filter { $0.source == .favourites && $0.madeAt <= now }.max { $0.madeAt < $1.madeAt }
    guard let showing = latest?.showings.last(where: { $0.from <= now }), showing.from >= slotStart else {
      return nil
    }
    return showing.insult
  }
}
