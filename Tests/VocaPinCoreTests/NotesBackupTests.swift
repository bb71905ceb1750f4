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

  /// Import Backup as All Notes does it: the document picker, a surface of the stack, then the file it chose,
  /// read as `data` (nil: it could not be read).
  func importBackup(_ data: Data?, into app: VocaPinModel) async throws {
    app.presentation.open([])
    app.settlePresentation()
    let screen = try openAllNotes(app)
    screen.chooseBackup()
    app.settlePresentation()
    #expect(app.presentation.top?.destination == .backupPicker)
    await app.backupPicked(.picked(URL(fileURLWithPath: "/Files/VocaPin Backup.json"))) { _ in data }
    app.settlePresentation()
  }

  @Test("A backup brought to a new install gives back every note, its colour, its order and the pin")
  func roundTrip() async throws {
    let old = VocaPinHarness()
    let app = old.model()
    app.write(["Buy bread", "Call Mom\nabout Sunday 🌻", "Gate code 4821"])
    app.notesBoard.pin(app.board.notes[1].id)
    try #require(app.board.notes.count == 3)
    app.startEditing(app.board.notes[2].id)
    app.editor?.color = .blue
    app.finishEditing()
    app.settlePresentation()
    let data = try backUp(app)
    let fresh = VocaPinHarness()
    let newPhone = fresh.model()
    try await importBackup(data, into: newPhone)
    #expect(newPhone.board.notes.map(\.id) == app.board.notes.map(\.id))
    #expect(newPhone.board.notes.map(\.text) == app.board.notes.map(\.text))
    #expect(newPhone.board.notes.map(\.color) == app.board.notes.map(\.color))
    #expect(newPhone.board.pinnedID == app.board.pinnedID)
    #expect(newPhone.messageUp == "3 notes added.")
    // Saved, so the widget and the next launch have them.
    #expect(NotesRepository(store: fresh.store).load().board.notes.count == 3)
  }

  @Test("The same backup imported twice adds nothing; a note changed since is kept in both versions")
  func mergeWithoutDoubling() async throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["Buy bread", "Call Mom"])
    let data = try backUp(app)
    try await importBackup(data, into: app)
    #expect(app.board.notes.map(\.text) == ["Buy bread", "Call Mom"])
    #expect(app.messageUp == "2 notes were already here.")
    try app.dismissAlert()
    // Changed after the backup: importing it keeps today's words and the backup's, neither lost.
    let call = try #require(app.board.notes.last)
    app.startEditing(call.id)
    app.editor?.text = "Call Mom at 6"
    app.finishEditing()
    try await importBackup(data, into: app)
    #expect(app.board.notes.map(\.text) == ["Buy bread", "Call Mom at 6", "Call Mom"])
    #expect(app.board.note(call.id)?.text == "Call Mom at 6", "the note here keeps its id")
    #expect(app.messageUp == "1 note had changed since the backup: both versions are kept. 1 note was already here.")
    try app.dismissAlert()
    // And again: still nothing doubled.
    try await importBackup(data, into: app)
    #expect(app.board.notes.count == 3)
  }

  @Test("A note deleted since the backup comes back as a note of its own; Recently Deleted still has it")
  func deletedSinceBackup() async throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["Keep", "Deleted later"])
    let data = try backUp(app)
    let deleted = try #require(app.board.notes.last)
    app.delete(deleted.id)
    app.settlePresentation()
    try await importBackup(data, into: app)
    #expect(app.board.notes.map(\.text) == ["Keep", "Deleted later"])
    #expect(app.board.note(deleted.id) == nil, "a new id: the deleted one can still be restored")
    #expect(RecentlyDeleted.collection(in: harness.store).load().items.map(\.id) == [deleted.id])
  }

  @Test("Files that are not a backup change nothing and say why")
  func refusals() async throws {
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
      try await importBackup(data, into: app)
      #expect(app.messageUp == message)
      #expect(app.board == before)
      try app.dismissAlert()
    }
  }

  @Test("A damaged entry or an over-long note is left out and counted; the rest is imported")
  func damagedEntries() async throws {
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
    try await importBackup(Data(json.utf8), into: app)
    #expect(app.board.notes.map(\.text) == ["Good"])
    #expect(app.messageUp == "1 note added. 4 notes could not be added.")
  }

  @Test("Import Backup's document picker is a sheet of the stack: what the import says waits for it to slide away")
  func pickerThenMessage() async throws {
    let old = VocaPinHarness().model()
    old.write(["Buy bread"])
    let data = try backUp(old)
    let app = VocaPinHarness().model()
    let screen = try openAllNotes(app)
    screen.chooseBackup()
    app.settlePresentation()
    let picker = try #require(app.presentation.top)
    #expect(app.presentation.destinations == [.allNotes(screen), .backupPicker])
    await app.backupPicked(.picked(URL(fileURLWithPath: "/Files/VocaPin Backup.json"))) { _ in data }
    // Chosen: the picker slides away, the notes are in, and the message is held until the picker has gone (an
    // alert raised on a view still dismissing its sheet is dropped by SwiftUI).
    #expect(app.presentation.leaving.map(\.surface.id) == [picker.id])
    #expect(app.board.notes.map(\.text) == ["Buy bread"])
    #expect(app.messageUp == "1 note added.")
    #expect(app.presentation.alert(on: app.presentation.topLevel) == nil, "not shown while the picker closes")
    app.dismissalEnded(presentedBy: 1)
    #expect(app.presentation.destinations == [.allNotes(screen)])
    #expect(app.presentation.alert(on: 1)?.kind() == VocaPinAlertID.message("1 note added."), "shown once it has gone")
    try app.dismissAlert()
    // The picker may close its own sheet as it hands the file over: the stack sees a swipe down, and the message
    // still waits for the end of that dismissal.
    screen.chooseBackup()
    app.settlePresentation()
    app.sheetClosedByUser(presentedBy: 1)
    await app.backupPicked(.picked(URL(fileURLWithPath: "/Files/VocaPin Backup.json"))) { _ in data }
    #expect(app.messageUp == "1 note was already here.")
    #expect(app.presentation.alert(on: app.presentation.topLevel) == nil)
    app.dismissalEnded(presentedBy: 1)
    #expect(app.presentation.alert(on: 1)?.kind() == VocaPinAlertID.message("1 note was already here."))
    try app.dismissAlert()
    // Cancel: the picker goes, nothing is read, nothing is said.
    screen.chooseBackup()
    app.settlePresentation()
    await app.backupPicked(.cancelled) { _ in
      Issue.record("a cancelled picker reads nothing")
      return nil
    }
    app.settlePresentation()
    #expect(app.presentation.destinations == [.allNotes(screen)] && app.presentation.alert == nil)
  }

  @Test("A note's link while Import Backup's document picker is up dismisses it and opens the note's editor")
  func linkWhilePicking() async throws {
    let app = VocaPinHarness().model()
    app.write(["One", "Two"])
    let two = try #require(app.board.notes.last)
    let screen = try openAllNotes(app)
    screen.chooseBackup()
    app.settlePresentation()
    #expect(app.presentation.destinations == [.allNotes(screen), .backupPicker])
    // A widget's tap on a note: the picker and All Notes go, and the editor is not left under the picker.
    app.open(VocaPinRoute.note(two.id).url)
    app.settlePresentation()
    #expect(app.onlyTheEditorIsUp && app.editor?.draft.noteID == two.id)
    #expect(app.presentation.isSettled, "nothing left waiting for the picker")
    // Should the picker still answer once taken down, the answer takes nothing else down and says nothing.
    await app.backupPicked(.cancelled) { _ in
      Issue.record("a cancelled picker reads nothing")
      return nil
    }
    app.settlePresentation()
    #expect(app.onlyTheEditorIsUp && app.presentation.alert == nil)
    #expect(app.board.notes.map(\.text) == ["One", "Two"])
  }

  @Test("The chosen file is read and checked off the main actor: the app goes on while it is read")
  func readOffTheMainActor() async throws {
    let old = VocaPinHarness().model()
    old.write(["Buy bread"])
    let data = try backUp(old)
    let app = VocaPinHarness().model()
    let screen = try openAllNotes(app)
    screen.chooseBackup()
    app.settlePresentation()
    let (reading, startedReading) = AsyncStream<Void>.makeStream()
    let (release, releaseFile) = AsyncStream<Void>.makeStream()
    let importing = Task {
      await app.backupPicked(.picked(URL(fileURLWithPath: "/Files/VocaPin Backup.json"))) { _ in
        startedReading.finish()
        // A slow file (iCloud Drive downloading it): held until the test lets it go.
        for await _ in release {}
        return data
      }
    }
    for await _ in reading {}
    // The file is being read, and the main actor is free: this test runs on it, the picker finishes sliding
    // away, and the board is as it was until the file has been read and checked.
    #expect(app.board.notes.isEmpty)
    app.dismissalEnded(presentedBy: 1)
    #expect(app.presentation.destinations == [.allNotes(screen)] && app.presentation.isSettled)
    releaseFile.finish()
    await importing.value
    #expect(app.board.notes.map(\.text) == ["Buy bread"])
    #expect(app.presentation.alert(on: 1)?.kind() == VocaPinAlertID.message("1 note added."))
  }

  @Test("Two notes with the same words are two notes: an import keeps both, and importing again doubles neither")
  func sameWordsTwoNotes() async throws {
    // The same words written on two iPhones, at different times: two notes with their own ids and dates.
    let first = VocaPinHarness().model(now: Date(timeIntervalSince1970: 1_790_000_000))
    first.write(["Buy milk"])
    let second = VocaPinHarness().model(now: Date(timeIntervalSince1970: 1_790_086_400))
    second.write(["Buy milk", "Buy milk"])
    try #require(second.board.notes.count == 2)
    let data = try backUp(second)
    try await importBackup(data, into: first)
    #expect(first.board.notes.map(\.text) == ["Buy milk", "Buy milk", "Buy milk"], "none merged into another")
    #expect(Set(first.board.notes.map(\.id)).count == 3)
    #expect(first.messageUp == "2 notes added.")
    try first.dismissAlert()
    // The same backup again: each note is here already, none doubled.
    try await importBackup(data, into: first)
    #expect(first.board.notes.count == 3)
    #expect(first.messageUp == "2 notes were already here.")
    try first.dismissAlert()
    // On a new iPhone: both of the backup's notes, under their own ids; again, nothing more.
    let fresh = VocaPinHarness().model()
    try await importBackup(data, into: fresh)
    try await importBackup(data, into: fresh)
    #expect(fresh.board.notes.map(\.id) == second.board.notes.map(\.id))
  }
}
