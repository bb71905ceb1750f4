import Foundation
import TestSupport
import Testing

@testable import VocaPinCore

extension FuzzTests {
  /// The sync ledger is a file on the iPhone and its records came from iCloud, where another device (a later
  /// version, a damaged one) wrote them: what decodes must never hand the board a note it cannot hold.
  @Test(
    "Sync ledger files: mutated files read as a ledger or as damaged, never crash; a record is a note a board holds, a tombstone, or unreadable"
  )
  func syncLedgerFiles() throws {
    var fuzzer = Fuzzer(seed: 0x1C10)
    let day = Date(timeIntervalSince1970: 1_764_000_000)
    let note = Note(text: "Milk and eggs", color: .default, createdAt: day, editedAt: day)
    var ledger = NoteSyncLedger()
    ledger.isOn = true
    ledger.account = "_abc123"
    ledger.engineState = Data([1, 2, 3])
    ledger.records[note.id] = NoteRecord(note: note, systemFields: Data([9, 9]))
    let gone = UUID()
    ledger.records[gone] = .tombstone(id: gone, createdAt: day, deletedAt: day, systemFields: nil)
    ledger.unapplied[note.id] = NoteRecord(note: note, systemFields: nil)
    let seed = Array(try JSONEncoder().encode(ledger))
    var read = 0
    fuzzer.run(iterations: Fuzzer.iterations(standard: 3_000)) { fuzzer in
      let bytes = fuzzer.chance(0.1) ? fuzzer.bytes(upTo: 200) : fuzzer.mutate(seed)
      guard let decoded = try? JSONDecoder().decode(NoteSyncLedger.self, from: Data(bytes)) else { return }
      read += 1
      for record in Array(decoded.records.values) + Array(decoded.unapplied.values) {
        if let carried = record.note {
          #expect(carried.text.count <= NoteBoard.maximumLength && !record.isTombstone)
        } else {
          #expect(record.isTombstone || !record.isReadable, "a readable note record always carries its note")
        }
      }
    }
    #expect(read > 0)
  }
}
