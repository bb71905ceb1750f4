import Foundation
import SharedStore
import TestSupport
import Testing

@testable import QuoteVaultCore

/// The reading streak's file is read back at every launch and on each return to the app: whatever a damaged
/// disk, another build or a hand-made file leaves there must read as a streak or as none, never trap on its
/// numbers or dates, and never stop the next read from being counted.
@MainActor
@Suite("QuoteVault reading streak file hostile input")
struct ReadingStreakFuzzTests {
  private static let zones = ["America/New_York", "Asia/Tokyo", "Pacific/Honolulu", "Asia/Kolkata", "UTC"]
    .compactMap(TimeZone.init(identifier:))

  /// Real files: the shapes the app writes, and numbers and days at their edges.
  private static func seeds(in folder: URL) throws -> [[UInt8]] {
    let store = SharedStore(directory: folder)
    let samples = [
      ReadingStreak(),
      ReadingStreak(current: 5, longest: 12, lastDay: "2026-11-29", lastZone: "America/New_York"),
      ReadingStreak(current: Int.max, longest: Int.max, lastDay: "2026-03-08", lastZone: "Nowhere/Zone"),
      ReadingStreak(current: -3, longest: Int.min, lastDay: "99999999999-12-31", lastZone: ""),
    ]
    let file = folder.appendingPathComponent("quotevault-reading-streak.json")
    // Each as this build writes it (the guest's, an account's), and as the build before per-account streaks
    // wrote it (schema 1: one streak).
    let written = try samples.map { sample in
      try store.write(
        ReadingStreaks(byOwner: [ReadingStreaks.guest: sample, "someone": sample], shown: ReadingStreaks.guest),
        for: QuoteVaultShared.readingStreaks)
      return Array(try Data(contentsOf: file))
    }
    let encoder = JSONEncoder()
    let old = try samples.map { sample in
      Array(#"{"schemaVersion": 1, "value": "#.utf8) + Array(try encoder.encode(sample)) + Array("}".utf8)
    }
    return written + old
  }

  @Test("Streak file: thousands of mutated files read as a streak or none, and the next read counts and is saved")
  func streakFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-streak-fuzz-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let seeds = try Self.seeds(in: folder)
    let file = folder.appendingPathComponent("quotevault-reading-streak.json")
    var fuzzer = Fuzzer(seed: 0x57EA4)
    var readBack = 0
    // Runs for FUZZ_SECONDS under scripts/fuzz, else a fixed number of inputs.
    try fuzzer.run(iterations: Fuzzer.iterations(standard: 300)) { fuzzer in
      let bytes = fuzzer.chance(0.1) ? fuzzer.bytes(upTo: 120) : fuzzer.mutate(fuzzer.pick(seeds))
      try Data(bytes).write(to: file)
      // Any moment from 1970 to 2100, in any of the zones: what Home shows, then a read.
      let moment = Date(timeIntervalSince1970: Double(fuzzer.int(0...4_102_444_800)))
      let zone = fuzzer.pick(Self.zones)
      let model = StreakModel(store: SharedStore(directory: folder), now: { moment }, timeZone: { zone })
      model.ownerChanged(to: ReadingStreaks.guest)
      _ = (model.current, model.label, model.longestLabel, model.milestone, model.accessibilityLabel)
      model.recordRead()
      #expect(model.current >= 1, "a read today always shows a streak")
      #expect(model.streak.longest >= model.streak.current)
      let stored = SharedStore(directory: folder).read(QuoteVaultShared.readingStreaks)
      if stored[ReadingStreaks.guest].lastDay != nil { readBack += 1 }
    }
    #expect(readBack > 0, "damaged files are set aside and the read is saved in a fresh one")
  }

  @Test("A stored longest shorter than the current streak, or a negative streak, reads as a consistent one")
  func inconsistentFile() throws {
    let decoder = JSONDecoder()
    let shorter = try decoder.decode(ReadingStreak.self, from: Data(#"{"current": 9, "longest": 2}"#.utf8))
    #expect(shorter.current == 9 && shorter.longest == 9)
    let negative = try decoder.decode(ReadingStreak.self, from: Data(#"{"current": -4, "longest": -7}"#.utf8))
    #expect(negative.current == 0 && negative.longest == 0)
  }

  @Test("A stored streak at Int.max grows without trapping")
  func largestStreak() {
    let zone = TimeZone(identifier: "UTC") ?? .current
    let stored = ReadingStreak(current: Int.max, longest: Int.max, lastDay: "2026-11-29", lastZone: "UTC")
    let next = stored.recording(Date(timeIntervalSince1970: 1_795_996_800), in: zone)  // 2026-11-30 UTC
    #expect(next.current == Int.max && next.longest == Int.max && next.lastDay == "2026-11-30")
  }
}
