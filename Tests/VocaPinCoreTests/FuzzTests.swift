import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// Property-based fuzzing of VocaPin's outside input: deep links (from any app or web page) and the note
/// files (a shared container other processes write). Seeded, so a failure is reproducible; bounded in count.
@Suite("VocaPin hostile input")
struct FuzzTests {
  /// SplitMix64: small, fast, and the same sequence for the same seed on every platform.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// A valid input with a few random bytes replaced, inserted or removed.
  static func mutate(_ bytes: [UInt8], using generator: inout Generator) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
      switch Int.random(in: 0..<3, using: &generator) {
      case 0 where !bytes.isEmpty: bytes[position] = UInt8.random(in: 0...255, using: &generator)
      case 1: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: position)
      default: if !bytes.isEmpty { bytes.remove(at: position) }
      }
    }
    return bytes
  }

  @Test("Deep links: 5,000 mutated and random URLs parse to a route or to nothing, never crash")
  func deepLinks() {
    var generator = Generator(state: 0x5EED)
    let seeds = [VocaPinRoute.note(UUID()).url, VocaPinRoute.newNote.url, VocaPinRoute.settings.url].map {
      Array($0.absoluteString.utf8)
    }
    var parsed = 0
    for round in 0..<5_000 {
      let bytes =
        round % 5 == 0
        ? (0..<Int.random(in: 0...60, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        : Self.mutate(seeds[round % seeds.count], using: &generator)
      guard let url = URL(string: String(decoding: bytes, as: UTF8.self)) else { continue }
      if let route = VocaPinRoute(url) {
        parsed += 1
        #expect(VocaPinRoute(route.url) == route, "a route survives its own URL")
      }
    }
    #expect(parsed > 0)
  }

  @Test("Note files: 1,000 mutated files never crash a load, and never cost another note")
  func noteFiles() throws {
    var generator = Generator(state: 0xF11E)
    let harness = VocaPinHarness()
    let repository = NotesRepository(store: harness.store)
    var board = NoteBoard()
    let keep = try board.add("Keep me", at: Date(timeIntervalSince1970: 0))
    let victim = try board.add("Victim 📌", color: .pink, at: Date(timeIntervalSince1970: 1))
    try repository.save(board, replacing: NoteBoard())
    let file = harness.directory.appendingPathComponent("notes-item-\(victim.id.uuidString).json")
    let original = try [UInt8](Data(contentsOf: file))
    for _ in 0..<1_000 {
      try Data(Self.mutate(original, using: &generator)).write(to: file)
      let loaded = repository.load().board
      #expect(loaded.note(keep.id) == keep)
      #expect(loaded.notes.count <= 2)
    }
  }
}
