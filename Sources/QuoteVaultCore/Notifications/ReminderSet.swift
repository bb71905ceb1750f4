import Foundation
import Localization
import SharedStore

/// One reminder set, as Motivation and "I am" let users keep several: a name, its own source, how many a day
/// within its own window, and the days of the week it comes on. The list's first set is the daily one (the
/// quote of the day, its start the profile's notification time); the others draw every reminder from their
/// source.
public struct ReminderSet: Codable, Equatable, Sendable, Identifiable {
  /// Stable, so a set's pending notifications keep their identifiers across plans: letters and digits only,
  /// since it is part of each notification's identifier.
  public var id: String
  public var name: String
  public var isEnabled: Bool
  /// How many a day, the window and the source, as the single schedule had them.
  public var schedule: ReminderSchedule
  /// The days it comes on, as `Calendar`'s weekday numbers (1 is Sunday, 7 Saturday); a window past midnight
  /// belongs to the day it starts on.
  public var weekdays: Set<Int>

  public init(
    id: String, name: String, isEnabled: Bool = true, schedule: ReminderSchedule = ReminderSchedule(),
    weekdays: Set<Int> = Self.everyDay
  ) {
    self.id = id
    self.name = name
    self.isEnabled = isEnabled
    self.schedule = schedule
    self.weekdays = weekdays
  }

  public static let everyDay = Set(1...7)
  /// The migrated set's id: the schedule a user had before sets became the list's first.
  public static let dailyID = "daily"
  /// A name is shown in a row and said in a notification: at most this many characters are kept.
  public static let nameLimit = 40

  /// The defaults for what a damaged or hand-made file leaves out or gets wrong: a set is never lost for one bad
  /// field, and never planned with a count, time or weekday iOS could not fire.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = (try? container.decode(String.self, forKey: .id)) ?? ""
    name = (try? container.decode(String.self, forKey: .name)) ?? ""
    isEnabled = (try? container.decode(Bool.self, forKey: .isEnabled)) ?? true
    schedule = (try? container.decode(ReminderSchedule.self, forKey: .schedule)) ?? ReminderSchedule()
    let days = (try? container.decode([Int].self, forKey: .weekdays)) ?? Array(Self.everyDay)
    weekdays = Set(days.filter { Self.everyDay.contains($0) })
  }

  /// This set as it can be planned and shown: its schedule normalized, its name trimmed to `nameLimit`.
  public var normalized: ReminderSet {
    var set = self
    set.schedule = schedule.normalized
    set.weekdays = weekdays.intersection(Self.everyDay)
    set.name = String(name.trimmingCharacters(in: .whitespacesAndNewlines).prefix(Self.nameLimit))
    return set
  }

  /// An id fit for a notification identifier: lowercase ASCII letters and digits, starting with a letter (so it
  /// never reads as a date), at most 16.
  public static func isValidID(_ id: String) -> Bool {
    guard let first = id.first, first.isASCII, first.isLetter, first.isLowercase, id.count <= 16 else { return false }
    return id.allSatisfy { $0.isASCII && ($0.isNumber || ($0.isLetter && $0.isLowercase)) }
  }

  /// The name Settings and a notification show: the one the user gave, else the first set's "Daily Quote" and
  /// the others "Reminders".
  public func displayName(isFirst: Bool) -> String {
    if !name.isEmpty { return name }
    return isFirst ? Self.dailyName.text : Self.defaultName.text
  }

  public static let dailyName = LocalizedCopy("quotevault.settings.dailyQuote", "Daily Quote")
  public static let defaultName = LocalizedCopy("quotevault.reminderSets.defaultName", "Reminders")
}

/// Every reminder set the user keeps, in Settings' order, kept on this device (`quotevault-reminder-sets`).
/// Read defensively: the file is outside input (a damaged disk, another build, a hand-made file), so a set that
/// cannot be read is dropped alone, ids are made valid and unique, at most `limit` are kept, and there is
/// always a first set.
public struct ReminderSets: Codable, Equatable, Sendable {
  public private(set) var sets: [ReminderSet]

  /// How many sets Settings lets a user keep: with iOS's 64 pending shared among them, each keeps a few.
  public static let limit = 8

  public init(_ sets: [ReminderSet]) {
    self.sets = Self.repaired(sets)
  }

  /// A user who had one schedule: it becomes the first set, planned exactly as before (same times, same
  /// quotes, same identifiers).
  public static func migrating(_ schedule: ReminderSchedule) -> ReminderSets {
    ReminderSets([ReminderSet(id: ReminderSet.dailyID, name: "", schedule: schedule)])
  }

  private enum CodingKeys: String, CodingKey { case sets }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var list = try container.nestedUnkeyedContainer(forKey: .sets)
    var read: [ReminderSet] = []
    // Reads at most `limit` (and steps over what cannot be read), so a file with millions of entries costs little.
    while !list.isAtEnd, read.count < Self.limit {
      if let set = try? list.decode(ReminderSet.self) {
        read.append(set)
      } else if (try? list.decode(Skipped.self)) == nil {
        break
      }
    }
    sets = Self.repaired(read)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(sets, forKey: .sets)
  }

  /// Anything at all, read and thrown away.
  private struct Skipped: Decodable {
    init(from decoder: any Decoder) throws {}
  }

  /// Normalized, at most `limit`, each id valid and unique (a bad or repeated one gets the first free "sN"), and
  /// never empty: the first set is the daily one.
  static func repaired(_ input: [ReminderSet]) -> [ReminderSet] {
    var result: [ReminderSet] = []
    var used = Set<String>()
    for var set in input.prefix(limit) {
      set = set.normalized
      if !ReminderSet.isValidID(set.id) || used.contains(set.id) {
        set.id = (1...).lazy.map { "s\($0)" }.first { !used.contains($0) } ?? "s0"
      }
      used.insert(set.id)
      result.append(set)
    }
    if result.isEmpty { result = [ReminderSet(id: ReminderSet.dailyID, name: "")] }
    return result
  }

  /// The first set: the daily one.
  public var first: ReminderSet {
    sets.first ?? ReminderSet(id: ReminderSet.dailyID, name: "")
  }

  public func index(of id: String) -> Int? { sets.firstIndex { $0.id == id } }

  /// A new set at the end, under a fresh id; nil when `limit` are kept already.
  public mutating func add(_ set: ReminderSet) -> ReminderSet? {
    guard sets.count < Self.limit else { return nil }
    var added = set
    added.id = (1...).lazy.map { "s\($0)" }.first { id in !sets.contains { $0.id == id } } ?? "s0"
    sets = Self.repaired(sets + [added])
    return sets.last
  }

  /// The set with `set.id`, replaced (its id kept).
  public mutating func replace(_ set: ReminderSet) {
    guard let index = index(of: set.id) else { return }
    var changed = sets
    changed[index] = set
    sets = Self.repaired(changed)
  }

  /// Removes the set with `id`; the first (the daily one) stays: it can be turned off instead.
  public mutating func remove(_ id: String) {
    guard let index = index(of: id), index > 0 else { return }
    var changed = sets
    changed.remove(at: index)
    sets = Self.repaired(changed)
  }
}

extension QuoteVaultShared {
  /// Every reminder set, on this device. A device with only `reminders` (one schedule) reads it as the first set.
  public static let reminderSets = StoreKey("quotevault-reminder-sets", default: ReminderSets([]))
}
