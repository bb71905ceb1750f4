import Foundation
import Localization
import Observation
import SharedStore

/// Home's reading streak ("5-day streak", the longest, a word at a milestone): reads are recorded when the
/// quote of the day is on screen or a quote is opened. Kept on the device per account (`ReadingStreaks`, in
/// `QuoteVaultShared.readingStreaks`): signing out keeps it for the next sign-in, another account or the guest
/// starts from their own. A read is never lost to a save that fails or a file that cannot be read yet (before
/// the first unlock), and a stored streak is never written over unseen; the reads wait in memory, each with its
/// owner, and are added to it at the next save.
@MainActor
@Observable
public final class StreakModel {
  /// The shown owner's streak as stored, with their reads not saved yet added.
  public private(set) var streak: ReadingStreak
  /// The local day the screen was last brought up to date for: a new day (or a new zone) is seen at once.
  public private(set) var today: String
  /// Whose streak this is (a user id, or `ReadingStreaks.guest`); nil until the app knows who is signed in (the
  /// launch's restore): reads made before then wait, and become theirs.
  public private(set) var owner: String?
  /// Reads not yet saved, oldest first, each with the zone it was made in and whose it is (nil: not known yet).
  @ObservationIgnored private var unsaved: [Read] = []
  /// Every streak as last read from the store; nil while it could not be read.
  @ObservationIgnored private var stored: ReadingStreaks?
  /// Who the streak before per-account streaks was shown to (the cache's last signed-in user): it is theirs.
  @ObservationIgnored private let lastOwner: String
  private let store: SharedStore
  private let now: @MainActor () -> Date
  private let timeZone: @MainActor () -> TimeZone

  private struct Read {
    var owner: String?
    let date: Date
    let zone: TimeZone
  }

  /// `lastOwner`: who was shown at the last launch, until the app knows who is now (and whose an old build's
  /// single streak was).
  public init(
    store: SharedStore, now: @escaping @MainActor () -> Date, timeZone: @escaping @MainActor () -> TimeZone,
    lastOwner: String = ReadingStreaks.guest
  ) {
    self.store = store
    self.now = now
    self.timeZone = timeZone
    self.lastOwner = lastOwner
    stored = Self.load(from: store)
    streak = ReadingStreak()
    today = QuoteDay.string(now(), timeZone: timeZone())
    show()
  }

  /// Whose streak to keep and show: the user signed in, or the guest. A guest who signs in is the same person:
  /// the guest's days join the account's (`ReadingStreak.joined`); the guest keeps their own for after a sign-out.
  /// Signing out changes only whose streak shows: nothing is removed, and a read waiting to be saved stays the
  /// account's.
  public func ownerChanged(to next: String) {
    let previous = owner
    guard previous != next else { return }
    owner = next
    for index in unsaved.indices where unsaved[index].owner == nil { unsaved[index].owner = next }
    let fromGuest = previous == ReadingStreaks.guest && next != ReadingStreaks.guest
    save { streaks in
      if fromGuest { streaks[next] = streaks[next].joined(with: streaks[ReadingStreaks.guest]) }
    }
  }

  /// An account was deleted: its streak goes from the device, with any of its reads waiting.
  public func forget(account id: String) {
    guard id != ReadingStreaks.guest else { return }
    unsaved.removeAll { $0.owner == id }
    save { $0.byOwner[id] = nil }
  }

  /// A quote was read now: the streak grows (once a day), and is saved with any read that waited.
  public func recordRead() {
    let read = Read(owner: owner, date: now(), zone: timeZone())
    // Whose it is is not known yet (before the launch's restore): it waits, and is saved as theirs.
    guard owner != nil else {
      unsaved.append(read)
      today = QuoteDay.string(read.date, timeZone: read.zone)
      return show()
    }
    // Another read on a day already counted changes nothing stored: not written, since every write also asks
    // WidgetKit to reload every widget.
    if unsaved.isEmpty, let owner, let stored, stored.unclaimed == nil, stored.shown == owner,
      stored[owner].recording(read.date, in: read.zone) == stored[owner]
    {
      today = QuoteDay.string(read.date, timeZone: read.zone)
      return
    }
    unsaved.append(read)
    save()
  }

  /// Back in the app (or a new day): the screen's day, and any reads that waited, saved now if they can be.
  public func refresh() {
    today = QuoteDay.string(now(), timeZone: timeZone())
    if unsaved.isEmpty {
      if let loaded = Self.load(from: store) { stored = loaded }
      show()
    } else {
      save()
    }
  }

  /// Every stored streak (none when none was ever saved); nil when the file cannot be read now or is damaged,
  /// so nothing is shown or saved over it as if it were empty.
  private static func load(from store: SharedStore) -> ReadingStreaks? {
    switch store.load(QuoteVaultShared.readingStreaks) {
    case .success(let value): value ?? ReadingStreaks()
    case .failure: nil
    }
  }

  /// Saves the reads whose owner is known, after `change`; kept in memory when the file cannot be written now.
  private func save(_ change: (inout ReadingStreaks) -> Void = { _ in }) {
    let reads = unsaved.filter { $0.owner != nil }
    let (owner, lastOwner) = (owner, lastOwner)
    do {
      // `update` sets a damaged file aside and refuses one it cannot read now, so nothing stored is lost.
      stored = try store.update(QuoteVaultShared.readingStreaks) { value in
        value.claim(for: lastOwner)
        change(&value)
        for read in reads {
          if let whose = read.owner { value[whose] = value[whose].recording(read.date, in: read.zone) }
        }
        if let owner { value.shown = owner }
      }
      unsaved.removeAll { $0.owner != nil }
    } catch {
      // Shown as if saved, from what was last read; the next read or return to the app tries again.
    }
    today = QuoteDay.string(now(), timeZone: timeZone())
    show()
  }

  /// The shown owner's streak: as stored (an old build's single streak counted as `lastOwner`'s), with their
  /// reads not saved yet.
  private func show() {
    let whose = owner ?? lastOwner
    var streaks = stored ?? ReadingStreaks()
    streaks.claim(for: lastOwner)
    streak = unsaved.filter { ($0.owner ?? whose) == whose }.reduce(streaks[whose]) {
      $0.recording($1.date, in: $1.zone)
    }
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
