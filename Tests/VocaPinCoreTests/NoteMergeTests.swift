import Foundation
import Testing

@testable import VocaPinCore

/// How a note changed on two devices at once is settled (`NoteMerge`), field by field.
@Suite("iCloud Sync: settling a conflict")
struct NoteMergeTests {
  let id = UUID()
  let copyID = UUID()
  var ancestor: Note { Note(id: id, text: "Groceries", color: .yellow, createdAt: SyncDates.start) }

  func note(_ text: String, _ color: NoteColor, minutes: Double) -> Note {
    Note(id: id, text: text, color: color, createdAt: SyncDates.start, editedAt: SyncDates.minutes(minutes))
  }

  func server(_ note: Note) -> NoteRecord { NoteRecord(note: note, systemFields: Data("tag".utf8)) }

  @Test("A colour changed here and words changed there are both kept, with no copy")
  func differentFieldsMerge() {
    let resolution = NoteMerge.resolve(
      .note(note("Groceries", .pink, minutes: 5)), server: server(note("Groceries and soap", .yellow, minutes: 2)),
      ancestor: ancestor, newID: { copyID })
    #expect(resolution.kept?.text == "Groceries and soap")
    #expect(resolution.kept?.color == .pink)
    #expect(resolution.copy == nil)
  }

  @Test("Words rewritten on both: the newer stays, the older become a note of their own")
  func bothRewroteWords() {
    let resolution = NoteMerge.resolve(
      .note(note("Groceries: milk", .yellow, minutes: 9)), server: server(note("Groceries: tea", .yellow, minutes: 4)),
      ancestor: ancestor, newID: { copyID })
    #expect(resolution.kept?.text == "Groceries: milk")
    #expect(resolution.copy?.text == "Groceries: tea")
    #expect(resolution.copy?.id == copyID)
  }

  @Test("An edit older than a delete goes to Recently Deleted; a newer one keeps the note")
  func editAgainstTombstone() {
    let tombstone = NoteRecord.tombstone(
      id: id, createdAt: SyncDates.start, deletedAt: SyncDates.minutes(5), systemFields: nil)
    let older = NoteMerge.resolve(
      .note(note("Groceries: milk", .yellow, minutes: 3)), server: tombstone, ancestor: ancestor, newID: { copyID })
    #expect(older.kept == nil)
    #expect(older.toRecentlyDeleted?.text == "Groceries: milk")
    let newer = NoteMerge.resolve(
      .note(note("Groceries: milk", .yellow, minutes: 8)), server: tombstone, ancestor: ancestor, newID: { copyID })
    #expect(newer.kept?.text == "Groceries: milk")
  }

  @Test("Deleted here, edited there after the delete: the note comes back with their words")
  func deleteAgainstNewerEdit() {
    let resolution = NoteMerge.resolve(
      .deleted(at: SyncDates.minutes(2), last: ancestor), server: server(note("Groceries: jam", .yellow, minutes: 6)),
      ancestor: ancestor, newID: { copyID })
    #expect(resolution.kept?.text == "Groceries: jam")
    let older = NoteMerge.resolve(
      .deleted(at: SyncDates.minutes(7), last: ancestor), server: server(note("Groceries: jam", .yellow, minutes: 6)),
      ancestor: ancestor, newID: { copyID })
    #expect(older.kept == nil)
    #expect(older.toRecentlyDeleted?.text == "Groceries: jam")
  }

  @Test("The server's side counts no later than the server saved it; this side's dates move by its clock's error")
  func serverClockSettlesOrder() {
    // Theirs says minute 60 (a clock an hour fast), but the server saved it at minute 4: mine at minute 9 is newer.
    var fast = server(note("Groceries: tea", .yellow, minutes: 60))
    fast.modifiedAt = SyncDates.minutes(4)
    let capped = NoteMerge.resolve(
      .note(note("Groceries: milk", .yellow, minutes: 9)), server: fast, ancestor: ancestor, newID: { copyID })
    #expect(capped.kept?.text == "Groceries: milk" && capped.copy?.text == "Groceries: tea")
    // This iPhone runs an hour fast: its minute 65 is the server's minute 5, before their save at minute 7.
    var theirs = server(note("Groceries: jam", .yellow, minutes: 7))
    theirs.modifiedAt = SyncDates.minutes(7)
    let mine = note("Groceries: milk", .yellow, minutes: 65)
    let corrected = NoteMerge.resolve(
      .note(mine), server: theirs, ancestor: ancestor, localClockAhead: 3600, newID: { copyID })
    #expect(corrected.kept?.text == "Groceries: jam" && corrected.copy?.text == "Groceries: milk")
    // Never saved by the server (no date) and this iPhone's error unknown: the devices' dates, as before.
    let fallback = NoteMerge.resolve(
      .note(mine), server: server(note("Groceries: jam", .yellow, minutes: 7)), ancestor: ancestor,
      newID: { copyID })
    #expect(fallback.kept?.text == "Groceries: milk" && fallback.copy?.text == "Groceries: jam")
  }
}
