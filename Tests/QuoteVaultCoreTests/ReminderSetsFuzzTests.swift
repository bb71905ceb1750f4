import Foundation
import SharedStore
import TestSupport
import Testing

@testable import QuoteVaultCore

/// The reminder sets' file is read at every launch and planned from at once: whatever a damaged disk, another
/// build or a hand-made file leaves there must read as sets that can be planned (or the old schedule), never trap,
/// and never plan more than iOS keeps, two at a minute, or an identifier twice.
@Suite("QuoteVault reminder sets file hostile input")
struct ReminderSetsFuzzTests {
  /// 2026-03-14 07:00 UTC.
  private static let now = Date(timeIntervalSince1970: 1_773_471_600)

  /// Real files: the shapes the app writes, and values at their edges.
  private static func seeds(in folder: URL) throws -> [[UInt8]] {
    let store = SharedStore(directory: folder)
    let samples = [
      ReminderSets([]),
      ReminderSets([
        ReminderSet(id: ReminderSet.dailyID, name: "", schedule: ReminderSchedule(count: 12)),
        ReminderSet(
          id: "s1", name: "Evening", schedule: ReminderSchedule(count: 3, start: "22:00", end: "07:00"),
          weekdays: [2, 4]),
        ReminderSet(
          id: "s2", name: "Box", isEnabled: false,
          schedule: ReminderSchedule(source: .collection(id: "c1", name: "Box")), weekdays: []),
      ]),
    ]
    let file = folder.appendingPathComponent("quotevault-reminder-sets.json")
    var seeds = try samples.map { sample in
      try store.write(sample, for: QuoteVaultShared.reminderSets)
      return Array(try Data(contentsOf: file))
    }
    seeds.append(
      Array(
        #"{"schemaVersion":1,"value":{"sets":[{"id":"daily","name":"x","isEnabled":true,"weekdays":[0,8,-1,3],"schedule":{"count":9223372036854775807,"start":"99:99","end":"-1:00","source":{"category":{"_0":"Nope"}}}},{"id":"daily"},{"id":"Ünï","schedule":7},4,null]}}"#
          .utf8))
    return seeds
  }

  @Test("Sets file: thousands of mutated files read as plannable sets, planned within iOS's limit, one a minute")
  func setsFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-sets-fuzz-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let seeds = try Self.seeds(in: folder)
    let file = folder.appendingPathComponent("quotevault-reminder-sets.json")
    let zone = TimeZone(identifier: "America/New_York") ?? .current
    var fuzzer = Fuzzer(seed: 0x5E75)
    var several = 0
    // Runs for FUZZ_SECONDS under scripts/fuzz, else a fixed number of inputs.
    try fuzzer.run(iterations: Fuzzer.iterations(standard: 200)) { fuzzer in
      let bytes = fuzzer.chance(0.1) ? fuzzer.bytes(upTo: 160) : fuzzer.mutate(fuzzer.pick(seeds))
      try Data(bytes).write(to: file)
      let sets = RemindersModel.readSets(SharedStore(directory: folder)).sets
      #expect(!sets.isEmpty && sets.count <= ReminderSets.limit, "always a first set, never more than the limit")
      #expect(Set(sets.map(\.id)).count == sets.count && sets.allSatisfy { ReminderSet.isValidID($0.id) })
      for set in sets {
        #expect(ReminderSchedule.counts.contains(set.schedule.count))
        #expect(
          NotificationPlan.parseTime(set.schedule.start) != nil && NotificationPlan.parseTime(set.schedule.end) != nil)
        #expect(set.weekdays.isSubset(of: ReminderSet.everyDay) && set.name.count <= ReminderSet.nameLimit)
      }
      if sets.count > 1 { several += 1 }
      let plan = NotificationPlan.make(sets: sets, pools: [:], now: Self.now, timeZone: zone, quotes: [:])
      #expect(plan.notifications.count <= NotificationPlan.plannedLimit)
      #expect(Set(plan.notifications.map(\.id)).count == plan.notifications.count, "one identifier each")
      let minutes = plan.notifications.map { Int($0.date.timeIntervalSince1970 / 60) }
      #expect(Set(minutes).count == minutes.count, "never two at a minute")
    }
    #expect(several > 0, "mutated files still hold several sets")
  }

  @Test("A hand-made file's bad fields take defaults; bad and repeated ids are made unique; the rest is kept")
  func repairs() throws {
    let json =
      #"{"sets":[{"id":"daily","name":"  Morning  ","weekdays":[0,2,9],"schedule":{"count":40,"start":"7:5","end":"x"}},{"id":"daily","name":"Twin"},{"id":"BAD id"},17]}"#
    let sets = try JSONDecoder().decode(ReminderSets.self, from: Data(json.utf8)).sets
    #expect(sets.map(\.id) == ["daily", "s1", "s2"])
    #expect(sets[0].name == "Morning" && sets[0].weekdays == [2])
    #expect(sets[0].schedule == ReminderSchedule(count: 12, start: "07:05", end: "21:00"))
    #expect(sets[1].name == "Twin" && sets[1].weekdays == ReminderSet.everyDay && sets[1].isEnabled)
  }
}
