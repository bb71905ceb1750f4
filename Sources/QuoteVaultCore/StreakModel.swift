import Foundation
import Localization
import Observation
import SharedStore

/// Home's reading streak ("5-day streak", the longest, a word at a milestone): reads are recorded when the
/// quote of the day is on screen or a quote is opened. Kept on the device (`QuoteVaultShared.readingStreak`):
/// a read is never lost to a save that fails or a file that cannot be read yet (before the first unlock), and a
/// stored streak is never written over unseen; the reads wait in memory and are added to it at the next save.
@MainActor
@Observable
public final class StreakModel {
  /// The streak as stored, with the reads not saved yet added.
  public private(set) var streak: ReadingStreak
  /// The local day the screen was last brought up to date for: a new day (or a new zone) is seen at once.
  public private(set) var today: String
  /// Reads not yet saved, oldest first, each with the zone it was made in.
  @ObservationIgnored private var unsaved: [(Date, TimeZone)] = []
  /// The streak as last read from the store; nil while it could not be read.
  @ObservationIgnored private var stored: ReadingStreak?
  private let store: SharedStore
  private let now: @MainActor () -> Date
  private let timeZone: @MainActor () -> TimeZone

  public init(
    store: SharedStore, now: @escaping @MainActor () -> Date, timeZone: @escaping @MainActor () -> TimeZone
  ) {
    self.store = store
    self.now = now
    self.timeZone = timeZone
    stored = Self.load(from: store)
    streak = stored ?? ReadingStreak()
    today = QuoteDay.string(now(), timeZone: timeZone())
  }

  /// A quote was read now: the streak grows (once a day), and is saved with any read that waited.
  public func recordRead() {
    let read = (now(), timeZone())
    // Another read on a day already counted changes nothing stored: not written, since every write also asks
    // WidgetKit to reload every widget.
    if unsaved.isEmpty, let stored, stored.recording(read.0, in: read.1) == stored {
      today = QuoteDay.string(read.0, timeZone: read.1)
      return
    }
    unsaved.append(read)
    save()
  }

  /// An account left the device (sign-out, Delete Account, a session the server ended): the streak was theirs,
  /// so whoever comes next starts from none. Any reads waiting to be saved were theirs too, and go.
  public func accountLeft() {
    unsaved = []
    let fresh = ReadingStreak()
    do {
      try store.write(fresh, for: QuoteVaultShared.readingStreak)
    } catch {
      // Not written over now (the file cannot be opened before the first unlock): removed instead, so it never
      // comes back at the next refresh as the next person's.
      try? store.remove(QuoteVaultShared.readingStreak)
    }
    stored = fresh
    streak = fresh
  }

  /// Back in the app (or a new day): the screen's day, and any reads that waited, saved now if they can be.
  public func refresh() {
    today = QuoteDay.string(now(), timeZone: timeZone())
    if unsaved.isEmpty {
      if let loaded = Self.load(from: store) {
        stored = loaded
        streak = loaded
      }
    } else {
      save()
    }
  }

  /// The stored streak (a fresh one when none was ever saved); nil when the file cannot be read now or is
  /// damaged, so nothing is shown or saved over it as if it were empty.
  private static func load(from store: SharedStore) -> ReadingStreak? {
    switch store.load(QuoteVaultShared.readingStreak) {
    case .success(let value): value ?? ReadingStreak()
    case .failure: nil
    }
  }

  private func save() {
    let reads = unsaved
    do {
      // `update` sets a damaged file aside and refuses one it cannot read now, so nothing stored is lost.
      let saved = try store.update(QuoteVaultShared.readingStreak) { value in
        for (date, zone) in reads { value = value.recording(date, in: zone) }
      }
      stored = saved
      streak = saved
      unsaved.removeFirst(min(reads.count, unsaved.count))
    } catch {
      // Shown as if saved, from what was last read; the next read or return to the app tries again.
      streak = reads.reduce(stored ?? streak) { $0.recording($1.0, in: $1.1) }
    }
    today = QuoteDay.string(now(), timeZone: timeZone())
  }

  /// The streak as it stands now (0 once a day was missed).
  public var current: Int { _ = today; return streak.shown(at: now(), in: timeZone()) }

  /// Home's line: "5-day streak"; nil before the first read and once the streak is broken.
  public var label: String? {
    let days = current
    guard days > 0 else { return nil }
    return LocalizedCopy.plural(
      "quotevault.streak.current", count: days, one: "%lld-day streak", other: "%lld-day streak"
    )
    .text
  }

  /// "Longest: 12 days", shown beside the current streak.
  public var longestLabel: String? {
    guard streak.longest > 0 else { return nil }
    return LocalizedCopy.plural(
      "quotevault.streak.longest", count: streak.longest, one: "Longest: %lld day", other: "Longest: %lld days"
    ).text
  }

  /// A gentle word on the day a milestone is reached (3, 7, 30 days…); nil on every other day.
  public var milestone: String? {
    let days = current
    guard ReadingStreak.milestones.contains(days), streak.readToday(at: now(), in: timeZone()) else { return nil }
    return LocalizedCopy.plural(
      "quotevault.streak.milestone", count: days, one: "%lld day in a row. Nicely done.",
      other: "%lld days in a row. Nicely done."
    ).text
  }

  /// VoiceOver reads the streak and the longest as one sentence.
  public var accessibilityLabel: String? {
    guard let label else { return nil }
    return [label, longestLabel].compactMap { $0 }.joined(separator: ", ")
  }
}
