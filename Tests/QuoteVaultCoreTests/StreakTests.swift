import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import SharedStore
import Testing

/// Home's reading streak: calendar days in the user's time zone, across clock changes and trips, kept on the
/// device without losing a read to a failed save.
@MainActor
@Suite("QuoteVault reading streak: days in a row, DST and travel, kept on the device")
struct StreakTests {
  let newYork = TimeZone(identifier: "America/New_York") ?? .current
  let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .current
  let honolulu = TimeZone(identifier: "Pacific/Honolulu") ?? .current

  /// An instant from its UTC ISO 8601 form.
  func at(_ iso: String) throws -> Date { try #require(ISO8601DateFormatter().date(from: iso)) }

  func reads(_ instants: [(String, TimeZone)]) throws -> [ReadingStreak] {
    var streak = ReadingStreak()
    var after: [ReadingStreak] = []
    for (iso, zone) in instants {
      streak = streak.recording(try at(iso), in: zone)
      after.append(streak)
    }
    return after
  }

  @Test("A read a day grows the streak once a day; a missed day starts it again; the longest stays")
  func daysInARow() throws {
    let streaks = try reads([
      ("2026-06-01T12:00:00Z", newYork), ("2026-06-01T20:00:00Z", newYork), ("2026-06-02T13:00:00Z", newYork),
      ("2026-06-03T23:00:00Z", newYork), ("2026-06-05T14:00:00Z", newYork), ("2026-06-06T14:00:00Z", newYork),
    ])
    #expect(streaks.map(\.current) == [1, 1, 2, 3, 1, 2], "the 4th was missed")
    #expect(streaks.map(\.longest) == [1, 1, 2, 3, 3, 3])
    let last = try #require(streaks.last)
    #expect(last.shown(at: try at("2026-06-07T03:00:00Z"), in: newYork) == 2, "still the 6th in New York")
    #expect(last.shown(at: try at("2026-06-07T23:00:00Z"), in: newYork) == 2, "the 7th: it can still go on")
    #expect(last.shown(at: try at("2026-06-08T05:00:00Z"), in: newYork) == 0, "the 7th went by without a read")
  }

  @Test("Calendar days across DST: a 23-hour and a 25-hour day count as one day each")
  func daylightSaving() throws {
    // New York springs forward on 2026-03-08 (02:00 -> 03:00): 23:30 on the 7th, 23:30 on the 8th (23 hours
    // later), 00:10 on the 9th (40 minutes later) are three days in a row.
    let spring = try reads([
      ("2026-03-08T04:30:00Z", newYork), ("2026-03-09T03:30:00Z", newYork), ("2026-03-09T04:10:00Z", newYork),
    ])
    #expect(spring.map(\.current) == [1, 2, 3])
    #expect(spring.map(\.lastDay) == ["2026-03-07", "2026-03-08", "2026-03-09"])
    // 00:30 on the 7th, then 00:30 on the 9th (47 hours later): the 8th was missed.
    #expect(
      try reads([("2026-03-07T05:30:00Z", newYork), ("2026-03-09T04:30:00Z", newYork)]).map(\.current) == [1, 1])
    // Falling back on 2026-11-01 (02:00 -> 01:00): 00:05 on Oct 31, 23:55 on Nov 1 (48 h 50 min later) are two
    // days in a row, not a missed day.
    let fall = try reads([("2026-10-31T04:05:00Z", newYork), ("2026-11-02T04:55:00Z", newYork)])
    #expect(fall.map(\.current) == [1, 2])
  }

  @Test("Travel: flying east skips a date, not a day; flying west never counts a day twice")
  func timeZoneChange() throws {
    // Monday 22:00 in New York, then Wednesday 06:00 in Tokyo (Tuesday 17:00 in New York): no day was missed.
    let east = try reads([
      ("2026-05-05T02:00:00Z", newYork), ("2026-05-05T21:00:00Z", tokyo), ("2026-05-06T11:00:00Z", tokyo),
      ("2026-05-06T23:00:00Z", tokyo),
    ])
    #expect(east.map(\.current) == [1, 2, 2, 3])
    // Staying in New York and reading on Wednesday: Tuesday was missed.
    #expect(
      try reads([("2026-05-05T02:00:00Z", newYork), ("2026-05-06T11:00:00Z", newYork)]).map(\.current) == [1, 1])

    // Tuesday 01:00 in Tokyo, then Monday 13:00 in Honolulu (an earlier date), Tuesday, Wednesday there.
    let west = try reads([
      ("2026-05-04T16:00:00Z", tokyo), ("2026-05-04T23:00:00Z", honolulu), ("2026-05-05T19:00:00Z", honolulu),
      ("2026-05-06T19:00:00Z", honolulu),
    ])
    #expect(west.map(\.current) == [1, 1, 1, 2], "Monday and Tuesday in Honolulu are the day already counted")
    let first = try #require(west.first)
    #expect(first.shown(at: try at("2026-05-04T23:00:00Z"), in: honolulu) == 1)
    #expect(first.readToday(at: try at("2026-05-04T23:00:00Z"), in: honolulu))
  }

  /// The guest's streak, as the app shows it once the launch knows nobody is signed in.
  func model(_ store: SharedStore, now: @escaping @MainActor () -> Date, zone: TimeZone) -> StreakModel {
    let streak = StreakModel(store: store, now: now, timeZone: { zone })
    streak.ownerChanged(to: ReadingStreaks.guest)
    return streak
  }

  /// The guest's streak as stored.
  func stored(_ store: SharedStore) -> ReadingStreak {
    store.read(QuoteVaultShared.readingStreaks)[ReadingStreaks.guest]
  }

  /// `streak` stored as the guest's.
  func store(_ streak: ReadingStreak, in store: SharedStore) throws {
    try store.write(ReadingStreaks(byOwner: [ReadingStreaks.guest: streak]), for: QuoteVaultShared.readingStreaks)
  }

  @Test("Home's words: the streak, the longest, and a word on a milestone's day only")
  func words() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-streak-\(UUID().uuidString)")
    let store = SharedStore(directory: folder)
    var now = try at("2026-06-01T14:00:00Z")
    let streak = model(store, now: { now }, zone: newYork)
    #expect(streak.label == nil && streak.longestLabel == nil && streak.milestone == nil, "nothing before a read")
    for day in 0..<8 {
      now = try at("2026-06-01T14:00:00Z") + Double(day) * 86_400
      streak.recordRead()
      #expect(streak.current == day + 1)
      #expect((streak.milestone != nil) == [3, 7].contains(day + 1), "day \(day + 1)")
    }
    #expect(streak.label == "8-day streak" && streak.longestLabel == "Longest: 8 days")
    #expect(streak.accessibilityLabel == "8-day streak, Longest: 8 days")
    now = try at("2026-06-10T14:00:00Z")
    streak.refresh()
    #expect(streak.label == nil && streak.longestLabel == "Longest: 8 days", "a missed day ends it; the record stays")
    // Kept on the device: a new launch shows the same.
    #expect(model(store, now: { now }, zone: newYork).longestLabel == "Longest: 8 days")
  }

  @Test("No read is lost: a file that cannot be read yet is not written over, a failed save is tried again")
  func failedSave() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-streak-\(UUID().uuidString)")
    let protection = SimulatedDataProtection()
    let store = protection.store(directory: folder)
    var now = try at("2026-06-01T14:00:00Z")
    try self.store(
      ReadingStreak(current: 9, longest: 20, lastDay: "2026-05-31", lastZone: newYork.identifier), in: store)

    // Restarted and not unlocked yet: the stored streak cannot be read, so today's read waits in memory.
    protection.restart()
    let locked = model(store, now: { now }, zone: newYork)
    locked.recordRead()
    #expect(locked.current == 1, "shown from what could be read")
    protection.firstUnlock()
    #expect(stored(store).current == 9, "the stored streak was not written over")
    locked.refresh()
    #expect(locked.current == 10 && locked.streak.longest == 20, "the waiting read joins the stored streak")
    #expect(stored(store).current == 10)

    // A save that fails (here the file's place is taken): the read is kept and saved with the next one.
    let file = folder.appendingPathComponent("quotevault-reading-streak.json")
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(
      at: file.appendingPathComponent("blocked"), withIntermediateDirectories: true)
    now = try at("2026-06-02T14:00:00Z")
    locked.recordRead()
    #expect(locked.current == 11, "shown as read")
    try FileManager.default.removeItem(at: file)
    try self.store(
      ReadingStreak(current: 10, longest: 20, lastDay: "2026-06-01", lastZone: newYork.identifier), in: store)
    now = try at("2026-06-03T14:00:00Z")
    locked.recordRead()
    #expect(stored(store).current == 12, "both days saved: none lost")
  }

  @Test("A second read on a day already counted writes nothing, so no widget is reloaded for it")
  func sameDayWritesNothing() throws {
    final class Writes: @unchecked Sendable {
      private let lock = NSLock()
      private var names: [String] = []
      func add(_ name: String) { lock.withLock { names.append(name) } }
      var count: Int { lock.withLock { names.count } }
    }
    let writes = Writes()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-streak-\(UUID().uuidString)")
    let store = SharedStore(directory: folder, onWrite: { writes.add($0) })
    var now = try at("2026-06-01T14:00:00Z")
    let streak = model(store, now: { now }, zone: newYork)
    #expect(writes.count == 1, "whose streak shows, said once")
    streak.recordRead()
    #expect(writes.count == 2 && streak.current == 1)
    now = try at("2026-06-01T18:00:00Z")
    streak.recordRead()
    #expect(writes.count == 2, "nothing changed: nothing written")
    now = try at("2026-06-02T14:00:00Z")
    streak.recordRead()
    #expect(writes.count == 3 && streak.current == 2, "the next day's read is saved")
  }
}
