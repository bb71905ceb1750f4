import Foundation
import SharedStore
import TestSupport
import Testing

@testable import VocaPinCore

@Suite("Back Up All Notes and Import Backup: a file the user keeps, merged back without doubling or losing a note")
@MainActor
struct NotesBackupTests {
  /// The backup's bytes as the share sheet would save them to Files.
  func backUp(_ app: VocaPinModel) throws -> Data {
    let screen = try openAllNotes(app)
    screen.backUpAll()
    app.settlePresentation()
    guard case .share(let item) = app.presentation.top?.destination, let file = item.file else {
      Issue.record("no share sheet with a file")
      return Data()
    }
    #expect(file.lastPathComponent.hasPrefix("VocaPin Backup ") && file.pathExtension == "json")
    // The share sheet says what the file holds: the recordings stay on this iPhone.
    #expect(item.title?.contains("recordings are not included") == true)
    return try Data(contentsOf: file)
  }

  func openAllNotes(_ app: VocaPinModel) throws -> AllNotesModel {
    if let screen = app.allNotesScreen { return screen }
    app.showAllNotes()
    app.settlePresentation()
    return try #require(app.allNotesScreen)
  }

  /// Import Backup as All Notes does it: the file picker, then the file's bytes (nil: it could not be read).
  func importBackup(_ data: Data?, into app: VocaPinModel) throws {
    app.presentation.open([])
    app.settlePresentation()
    let screen = try openAllNotes(app)
    screen.chooseBackup()
    #expect(screen.isChoosingBackup)
    screen.backupChosen(data)
    #expect(!screen.isChoosingBackup)
    app.settlePresentation()
  }

  @Test("A backup brought to a new install gives back every note, its colour, its order and the pin")
  func roundTrip() throws {
    let old = VocaPinHarness()
    let app = old.model()
    app.write(["Buy bread", "Call Mom\nabout Sunday 🌻", "Gate code 4821"])
    app.pin(app.board.notes[1].id)
    try #require(app.board.notes.count == 3)
    app.startEditing(app.board.notes[2].id)
    app.editor?.color = .blue
    app.finishEditing()
    app.settlePresentation()
    let data = try backUp(app)
    let fresh = VocaPinHarness()
    let newPhone = fresh.model()
    try importBackup(data, into: newPhone)
    #expect(newPhone.board.notes.map(\.id) == app.board.notes.map(\.id))
    #expect(newPhone.board.notes.map(\.text) == app.board.notes.map(\.text))
    #expect(newPhone.board.notes.map(\.color) == app.board.notes.map(\.color))
    #expect(newPhone.board.pinnedID == app.board.pinnedID)
    #expect(newPhone.errorMessage == "3 notes added.")
    // Saved, so the widget and the next launch have them.
    #expect(NotesRepository(store: fresh.store).load().board.notes.count == 3)
  }

  @Test("The same backup imported twice adds nothing; a note changed since is kept in both versions")
  func mergeWithoutDoubling() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["Buy bread", "Call Mom"])
    let data = try backUp(app)
    try importBackup(data, into: app)
    #expect(app.board.notes.map(\.text) == ["Buy bread", "Call Mom"])
    #expect(app.errorMessage == "2 notes were already here.")
    try app.dismissAlert()
    // Changed after the backup: importing it keeps today's words and the backup's, neither lost.
    let call = try #require(app.board.notes.last)
    app.startEditing(call.id)
    app.editor?.text = "Call Mom at 6"
    app.finishEditing()
    try importBackup(data, into: app)
    #expect(app.board.notes.map(\.text) == ["Buy bread", "Call Mom at 6", "Call Mom"])
    #expect(app.board.note(call.id)?.text == "Call Mom at 6", "the note here keeps its id")
    #expect(app.errorMessage == "1 note had changed since the backup: both versions are kept. 1 note was already here.")
    try app.dismissAlert()
    // And again: still nothing doubled.
    try importBackup(data, into: app)
    #expect(app.board.notes.count == 3)
  }

  @Test("A note deleted since the backup comes back as a note of its own; Recently Deleted still has it")
  func deletedSinceBackup() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["Keep", "Deleted later"])
    let data = try backUp(app)
    let deleted = try #require(app.board.notes.last)
    app.delete(deleted.id)
    app.settlePresentation()
    try importBackup(data, into: app)
    #expect(app.board.notes.map(\.text) == ["Keep", "Deleted later"])
    #expect(app.board.note(deleted.id) == nil, "a new id: the deleted one can still be restored")
    #expect(RecentlyDeleted.collection(in: harness.store).load().items.map(\.id) == [deleted.id])
  }

  @Test("Files that are not a backup change nothing and say why")
  func refusals() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["Mine"])
    let before = app.board
    let newer = #"{"format":"VocaPin notes backup","version":2,"exportedAt":"2026-01-01T00:00:00Z","notes":[]}"#
    let cases: [(Data?, String)] = [
      (nil, VocaPinCopy.backupUnreadable.text),
      (Data("hello".utf8), VocaPinCopy.backupRefused(.notABackup).text),
      (
        Data(#"{"format":"something else","version":1,"exportedAt":"2026-01-01T00:00:00Z","notes":[]}"#.utf8),
        VocaPinCopy.backupRefused(.notABackup).text
      ),
      (Data(newer.utf8), VocaPinCopy.backupRefused(.newerVersion).text),
      (Data(count: NotesBackup.maximumBytes + 1), VocaPinCopy.backupRefused(.tooLarge).text),
    ]
    for (data, message) in cases {
      try importBackup(data, into: app)
      #expect(app.errorMessage == message)
      #expect(app.board == before)
      try app.dismissAlert()
    }
  }

  @Test("A damaged entry or an over-long note is left out and counted; the rest is imported")
  func damagedEntries() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    let long = String(repeating: "a", count: NoteBoard.maximumLength + 1)
    let id = UUID()
    let json = """
      {"format":"VocaPin notes backup","version":1,"exportedAt":"2026-01-01T00:00:00Z","notes":[
      {"id":"\(UUID().uuidString)","text":"Good","color":"pink","createdAt":"2026-01-01T00:00:00Z","editedAt":"2026-01-01T00:00:00Z"},
      {"id":"\(UUID().uuidString)","text":"\(long)","color":"pink","createdAt":"2026-01-01T00:00:00Z","editedAt":"2026-01-01T00:00:00Z"},
      {"id":"\(UUID().uuidString)","text":"Bad colour","color":"plaid","createdAt":"2026-01-01T00:00:00Z","editedAt":"2026-01-01T00:00:00Z"},
      {"id":"\(id.uuidString)","text":"   ","color":"blue","createdAt":"2026-01-01T00:00:00Z","editedAt":"2026-01-01T00:00:00Z"},
      {"id":"\(id.uuidString)","text":"Same id twice","color":"blue","createdAt":"2026-01-01T00:00:00Z","editedAt":"2026-01-01T00:00:00Z"}
      ]}
      """
    try importBackup(Data(json.utf8), into: app)
    #expect(app.board.notes.map(\.text) == ["Good"])
    #expect(app.errorMessage == "1 note added. 4 notes could not be added.")
  }
}
