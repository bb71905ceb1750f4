import Foundation
import SharedStore
import TestSupport
import Testing

@testable import QuoteVaultCore

/// The own-quote drafts file is read back at every launch: whatever a damaged disk, an older or newer build, or
/// a hand-made file leaves there must read as drafts or as none, never crash the app or stop the next write.
@MainActor
@Suite("QuoteVault own-quote drafts file hostile input")
struct OwnQuoteDraftFuzzTests {
  /// Real files: the shapes the app writes, from a folder the test owns.
  private static func seeds(in folder: URL) throws -> [[UInt8]] {
    let store = SharedStore(directory: folder)
    let samples: [[String: OwnQuoteDraft]] = [
      [:],
      ["5f0c/new": OwnQuoteDraft(editing: nil, text: "Half a thought", author: "Me", category: "Love")],
      [
        "5f0c/1099511627776": OwnQuoteDraft(
          editing: 1_099_511_627_776, text: "“Ünïcode” ✓", author: "", category: "Humor"),
        "a1/new": OwnQuoteDraft(editing: nil, text: String(repeating: "x", count: 300), author: "A", category: "?"),
      ],
    ]
    let file = folder.appendingPathComponent("quotevault-own-quote-drafts.json")
    return try samples.map { sample in
      try store.write(sample, for: QuoteVaultShared.ownQuoteDrafts)
      return Array(try Data(contentsOf: file))
    }
  }

  @Test("Drafts file: thousands of mutated files read as drafts or none, open a sheet, and the next write holds")
  func draftsFile() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-drafts-fuzz-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let seeds = try Self.seeds(in: folder)
    let file = folder.appendingPathComponent("quotevault-own-quote-drafts.json")
    var fuzzer = Fuzzer(seed: 0xD4AF7)
    var outcomes = (drafts: 0, none: 0)
    for _ in 0..<Fuzzer.iterations(standard: 300) {
      let bytes = fuzzer.chance(0.1) ? fuzzer.bytes(upTo: 120) : fuzzer.mutate(fuzzer.pick(seeds))
      try Data(bytes).write(to: file)
      let keeper = OwnQuoteDraftKeeper(store: SharedStore(directory: folder))
      let drafts = keeper.drafts
      if drafts.isEmpty { outcomes.none += 1 } else { outcomes.drafts += 1 }
      // Whatever was read opens a sheet with a category the picker has.
      for draft in drafts.values {
        let sheet = OwnQuoteModel(restoring: draft)
        #expect(QuoteCategory.allCases.contains(sheet.category))
        #expect(sheet.text == draft.text)
      }
      // The next keystroke's write replaces the file whole, and reads back.
      let kept = OwnQuoteDraft(editing: nil, text: "after", author: "Me", category: "Wisdom")
      keeper.set(kept, for: "fuzz/new")
      await keeper.flush()
      #expect(SharedStore(directory: folder).read(QuoteVaultShared.ownQuoteDrafts)["fuzz/new"] == kept)
    }
    #expect(outcomes.drafts > 0 && outcomes.none > 0)
  }
}
