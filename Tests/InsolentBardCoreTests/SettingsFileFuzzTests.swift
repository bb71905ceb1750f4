import AppServices
import Foundation
import InsolentBardCore
import SharedStore
import TestSupport
import Testing

/// The settings file is read at every launch, and the Insult of the Day's count and times in it are scheduled from
/// at once: whatever a damaged disk, another build or a hand-made file leaves there must read as settings that
/// schedule (or as the defaults), never trap, and never keep more pending than the Bard's window.
@Suite("The Insolent Bard's settings file hostile input")
struct SettingsFileFuzzTests {
  /// Real files: the shapes the app writes, and values at their edges.
  static func seeds(in folder: URL) throws -> (file: URL, seeds: [[UInt8]]) {
    let store = SharedStore(directory: folder)
    var several = BardSettings(interval: .hour, appearance: .dark, familyFriendly: true)
    several.insultOfTheDay = InsultOfTheDay.Time(hour: 22, minute: 45)
    several.insultOfTheDayWindow = InsultOfTheDay.Window(count: 5, end: InsultOfTheDay.Time(hour: 1, minute: 0))
    var one = BardSettings()
    one.insultOfTheDay = .morning
    var seeds: [[UInt8]] = []
    var file: URL?
    for sample in [BardSettings(), one, several] {
      try store.write(sample, for: BardShared.settings)
      let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      let written = try #require(
        files.first { $0.pathExtension == "json" && $0.lastPathComponent.contains("settings") })
      file = written
      seeds.append(Array(try Data(contentsOf: written)))
    }
    let edges = [
      #"{"interval":60,"appearance":"system","familyFriendly":false,"insultOfTheDay":{"hour":9223372036854775807,"minute":-9223372036854775808},"insultOfTheDayReminders":{"count":9223372036854775807,"end":{"hour":-1,"minute":99}}}"#,
      #"{"interval":-1,"appearance":"x","familyFriendly":0,"insultOfTheDay":{"hour":"9"},"insultOfTheDayReminders":{"count":-7}}"#,
    ]
    if let wrapped = seeds.first.map({ String(decoding: $0, as: UTF8.self) }), wrapped.contains("\"value\"") {
      // The store's envelope around the value, as the app writes it.
      let prefix = wrapped.components(separatedBy: "\"value\":").first ?? ""
      seeds += edges.map { Array((prefix + "\"value\":" + $0 + "}").utf8) }
    }
    seeds += edges.map { Array($0.utf8) }
    return (try #require(file), seeds)
  }

  @Test("Settings file: mutated files read as settings whose Insult of the Day schedules within the window")
  func settingsFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bard-settings-fuzz-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let (file, seeds) = try Self.seeds(in: folder)
    let now = Date(timeIntervalSince1970: 1_795_356_300)
    let zone = TimeZone(identifier: "America/New_York") ?? .current
    var fuzzer = Fuzzer(seed: 0xBA5E7)
    var scheduled = 0
    // Runs for FUZZ_SECONDS under scripts/fuzz, else a fixed number of inputs.
    try fuzzer.run(iterations: Fuzzer.iterations(standard: 300)) { fuzzer in
      let bytes = fuzzer.chance(0.1) ? fuzzer.bytes(upTo: 160) : fuzzer.mutate(fuzzer.pick(seeds))
      try Data(bytes).write(to: file)
      let settings = SharedStore(directory: folder).read(BardShared.settings)
      let window = settings.insultOfTheDayWindow
      #expect(InsultOfTheDay.Window.counts.contains(window.reminders))
      for time in [settings.insultOfTheDay, settings.insultOfTheDayLastTime, window.end].compactMap({ $0 }) {
        #expect((0...23).contains(time.hour) && (0...59).contains(time.minute), "a time of day: \(time)")
      }
      if let start = settings.insultOfTheDay {
        // The day's times come in order within the day, from the start to the last one's, never past midnight.
        let minutes = window.times(from: start).map { $0.hour * 60 + $0.minute }
        #expect(minutes.first == start.hour * 60 + start.minute)
        #expect(minutes == minutes.sorted() && Set(minutes).count == minutes.count, "\(minutes)")
        let end = window.end(from: start)
        #expect(minutes.last.map { $0 <= end.hour * 60 + end.minute } ?? false)
        #expect(window.valid(from: start).end(from: start) == end)
      }
      let pending = InsultOfTheDay.pending(after: now, settings: settings, timeZone: zone)
      #expect(pending.count <= InsultOfTheDay.days, "never more than the window, within iOS's 64")
      #expect(Set(pending.map(\.id)).count == pending.count)
      if settings.insultOfTheDay != nil {
        scheduled += 1
        #expect(pending.count == InsultOfTheDay.days, "on: the full window")
      }
    }
    #expect(scheduled > 0, "the mutations reach the scheduling")
  }

  @Test("A time of day far out of range in the file reads as the nearest real one, and schedules")
  func timesOutOfRange() throws {
    let data = Data(
      #"{"interval":60,"appearance":"system","familyFriendly":false,"insultOfTheDay":{"hour":9223372036854775807,"minute":-9223372036854775808},"insultOfTheDayReminders":{"count":3,"end":{"hour":-5,"minute":75}}}"#
        .utf8)
    let settings = try JSONDecoder().decode(BardSettings.self, from: data)
    #expect(settings.insultOfTheDay == InsultOfTheDay.Time(hour: 23, minute: 0))
    #expect(settings.insultOfTheDayWindow.end == InsultOfTheDay.Time(hour: 0, minute: 59))
    let utc = TimeZone(identifier: "UTC") ?? .current
    let pending = InsultOfTheDay.pending(
      after: Date(timeIntervalSince1970: 1_795_356_300), settings: settings, timeZone: utc)
    #expect(pending.count == InsultOfTheDay.days)
  }
}
