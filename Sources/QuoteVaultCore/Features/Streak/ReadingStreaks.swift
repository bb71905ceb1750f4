import Foundation
import SharedStore

/// Every reading streak kept on this device, each its owner's: an account's under its user id, the guest's
/// under `guest` (the empty id, which no account has). Signing out keeps the account's streak here, so signing
/// back in shows it again; another account, or the guest, never sees it.
public struct ReadingStreaks: Codable, Equatable, Sendable {
  /// The owner of the streak read while nobody is signed in.
  public static let guest = ""
  /// Each owner's streak, by owner.
  public var byOwner: [String: ReadingStreak]
  /// Whose streak the app shows now (the widget shows the same); nil before the app first said.
  public var shown: String?
  /// The one streak a build before per-account streaks kept (schema 1): it was whoever's was shown then, and is
  /// given to them (`claim`) at the next save.
  public var unclaimed: ReadingStreak?

  public init(byOwner: [String: ReadingStreak] = [:], shown: String? = nil, unclaimed: ReadingStreak? = nil) {
    self.byOwner = byOwner
    self.shown = shown
    self.unclaimed = unclaimed
  }

  /// `owner`'s streak; none yet for one who never read on this device.
  public subscript(owner: String) -> ReadingStreak {
    get { byOwner[owner] ?? ReadingStreak() }
    set { byOwner[owner] = newValue }
  }

  /// The streak the app shows now, for the widget: none before the app said whose it shows.
  public var shownStreak: ReadingStreak { shown.map { self[$0] } ?? ReadingStreak() }

  /// The old single streak given to `owner` (the user shown when it was last written), joined with any streak
  /// they have here already, so nothing read before the update is lost.
  public mutating func claim(for owner: String) {
    guard let old = unclaimed else { return }
    self[owner] = self[owner].joined(with: old)
    unclaimed = nil
  }
}

extension ReadingStreak {
  /// Two streaks of the same person (a guest's reads, and the account they signed in to) as one: where their
  /// runs of days touch or overlap they are one run, else the later run stands; the longest is the longest of
  /// all. Joining again with the same streak changes nothing, so no day is ever counted twice.
  public func joined(with other: ReadingStreak) -> ReadingStreak {
    guard current > 0, let lastDay else { return other.keepingLongest(longest) }
    guard other.current > 0, let otherDay = other.lastDay else { return keepingLongest(other.longest) }
    guard let gap = Self.days(from: lastDay, to: otherDay) else { return keepingLongest(other.longest) }
    let (earlier, later, apart) = gap >= 0 ? (self, other, gap) : (other, self, -gap)
    var joined = later
    // The later run starts `later.current - 1` days before its last: it touches the earlier run's last day (or
    // the day after it) when it reaches back `apart` days.
    if later.current >= apart {
      let (sum, overflow) = apart.addingReportingOverflow(earlier.current)
      joined.current = max(later.current, overflow ? Int.max : sum)
    }
    return joined.keepingLongest(max(earlier.longest, later.longest))
  }

  private func keepingLongest(_ other: Int) -> ReadingStreak {
    var kept = self
    kept.longest = max(longest, other, current)
    return kept
  }
}

extension QuoteVaultShared {
  /// Every owner's reading streak, on this device. Schema 1 held one streak, whoever's was shown: it becomes
  /// `unclaimed` until the app knows whose it was.
  public static let readingStreaks = StoreKey(
    "quotevault-reading-streak", default: ReadingStreaks(), schemaVersion: 2,
    upgrade: { version, json in
      guard version < 2 else { return try JSONDecoder().decode(ReadingStreaks.self, from: json) }
      return ReadingStreaks(unclaimed: try JSONDecoder().decode(ReadingStreak.self, from: json))
    })
}
