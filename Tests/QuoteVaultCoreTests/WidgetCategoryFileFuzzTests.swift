import Foundation
import QuoteVaultCore
import SharedStore
import TestSupport
import Testing

/// The category widget reads its windows from the App Group (`QuoteVaultShared.widgetCategories`) at every
/// timeline, in the widget's own process: whatever a damaged disk or an older build leaves there must plan a
/// timeline (a quote or the empty state), never trap on a turn, an id or an empty window.
@MainActor
@Suite("QuoteVault category widget file hostile input")
struct WidgetCategoryFileFuzzTests {
  static let zone = TimeZone(identifier: "Pacific/Chatham") ?? .current

  /// Real files: this build's (turns at the edges of Int, an empty window), and schema 1's windows alone.
  static func seeds(in folder: URL) throws -> [[UInt8]] {
    let store = SharedStore(directory: folder)
    let file = folder.appendingPathComponent("quotevault-widget-categories.json")
    let quotes = (1...5).map { Quote(id: Int64($0), text: "Hope \($0).", author: "A", category: "Hope") }
    var seeds: [[UInt8]] = []
    for turn in [0, -1, 20_000, Int.max, Int.min] as [Int?] + [nil] {
      for window in [quotes, [], [Quote(id: Int64.max, text: "x", author: "", category: "Hope")]] {
        try store.write(
          WidgetCategoryWindows(turn: turn, quotes: ["Hope": window, "Love": quotes]),
          for: QuoteVaultShared.widgetCategories)
        seeds.append(Array(try Data(contentsOf: file)))
      }
    }
    let old = try JSONEncoder().encode(["Hope": quotes])
    seeds.append(Array(#"{"schemaVersion": 1, "value": "#.utf8) + Array(old) + Array("}".utf8))
    return seeds
  }

  @Test("Category widget file: thousands of mutated files plan a timeline, a quote or the empty state, never a trap")
  func categoryFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-category-fuzz-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let seeds = try Self.seeds(in: folder)
    let file = folder.appendingPathComponent("quotevault-widget-categories.json")
    var fuzzer = Fuzzer(seed: 0xCA7E6)
    var drawn = 0
    // Runs for FUZZ_SECONDS under scripts/fuzz, else a fixed number of inputs.
    try fuzzer.run(iterations: Fuzzer.iterations(standard: 300)) { fuzzer in
      let bytes = fuzzer.chance(0.1) ? fuzzer.bytes(upTo: 160) : fuzzer.mutate(fuzzer.pick(seeds))
      try Data(bytes).write(to: file)
      // Any moment from 1970 to 2100, in a zone 12 h 45 min ahead, as the widget asks.
      let now = Date(timeIntervalSince1970: Double(fuzzer.int(0...4_102_444_800)))
      let plan = QuoteWidgetRotation.plan(
        source: .category(.hope), store: SharedStore(directory: folder), now: now, timeZone: Self.zone,
        sinceStart: 600, isPreview: false)
      #expect(!plan.entries.isEmpty && plan.reloadAfter > now)
      if plan.entries.first?.quote != nil { drawn += 1 }
    }
    #expect(drawn > 0, "the files that still read draw their quotes")
  }
}
