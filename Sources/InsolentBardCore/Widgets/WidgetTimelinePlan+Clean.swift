import Foundation

extension WidgetTimelinePlan {
  /// This timeline with only its coarse insults given way to `clean`'s at the same moments: a Lock Screen widget
  /// shows the app's insult whenever it is clean, so it agrees with the app and the Home Screen (IB-2.2), and
  /// never draws a coarse word. Each coarse stretch takes the clean timeline's entries inside it, led by the one
  /// in effect as it starts.
  func replacingCoarse(with clean: WidgetTimelinePlan) -> WidgetTimelinePlan {
    var merged: [WidgetEntry] = []
    for (index, entry) in entries.enumerated() {
      guard LockScreenPrivacy.isPrivate(entry.insult) else {
        merged.append(entry)
        continue
      }
      let end = index + 1 < entries.count ? entries[index + 1].date : Date.distantFuture
      let inside = clean.entries.filter { $0.date >= entry.date && $0.date < end }
      if inside.first?.date != entry.date,
        let leading = clean.entries.last(where: { $0.date <= entry.date }) ?? clean.entries.first
      {
        merged.append(leading.redated(entry.date))
      }
      merged.append(contentsOf: inside)
    }
    return WidgetTimelinePlan(entries: merged, reloadAfter: min(reloadAfter, clean.reloadAfter))
  }
}

extension WidgetEntry {
  /// The same insult and flags, drawn from `date` on.
  func redated(_ date: Date) -> WidgetEntry {
    var entry = WidgetEntry(
      date: date, insult: insult, updatedLabel: updatedLabel, updatedAt: updatedAt, isFallback: isFallback)
    entry.isFavourite = isFavourite
    entry.offersAnotherInsult = offersAnotherInsult
    entry.opensFavourites = opensFavourites
    entry.choice = choice
    return entry
  }
}
