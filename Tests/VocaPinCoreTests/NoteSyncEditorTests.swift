import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// Another device's edit fetched while the note is open in the editor here: sync writes the note's file under the
/// open editor, and the board is not re-read until it closes.
@MainActor
@Suite("iCloud Sync: the open editor")
struct NoteSyncEditorTests {
  let cloud = SimulatedICloud()
  /// Kept for the whole test: a harness that goes removes the app's folder.
  let harness = VocaPinHarness()

  /// The app on an iPhone signed in to "alice" with sync on and one note, "Shopping", on both devices.
  private func twoDevices() async throws -> (VocaPinModel, SyncDevice, UUID) {
    let engine = SimulatedSyncEngine(cloud: cloud)
    await engine.signIn("alice")
    let app = harness.model(noteSync: engine.client)
    app.startNewNote()
    app.editor?.text = "Shopping"
    app.finishEditing()
    await app.setICloudSync(true).value
    let id = try #require(app.board.notes.first?.id)
    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    await pad.sync.setOn(true)
    #expect(pad.texts == ["Shopping"])
    return (app, pad, id)
  }

  @Test("The same words written under the open editor and on the iPad make one note, not a copy beside it")
  func identicalEditsMakeOneNote() async throws {
    let (app, pad, id) = try await twoDevices()
    app.startEditing(id)
    try pad.write("Shopping: bread", id: id, editedAt: Date(timeIntervalSince1970: 1_790_000_600))
    await pad.sync.sync()
    await app.noteSync.sync()

    app.editor?.text = "Shopping: bread"
    app.finishEditing()
    #expect(app.board.notes.map(\.text) == ["Shopping: bread"])
    #expect(app.presentation.alert == nil)
    await app.noteSync.sync()
    await pad.sync.sync()
    #expect(pad.texts == ["Shopping: bread"])
    #expect(await cloud.records(of: "alice").map(\.text) == ["Shopping: bread"])
  }

  @Test("Done on a note the iPad changed while it was open keeps both texts, on both devices")
  func editorKeepsBothTexts() async throws {
    let (app, pad, id) = try await twoDevices()
    app.startEditing(id)
    try pad.write("Shopping: bread", id: id, editedAt: Date(timeIntervalSince1970: 1_790_000_600))
    await pad.sync.sync()
    await app.noteSync.sync()

    app.editor?.text = "Shopping: eggs"
    app.finishEditing()
    #expect(app.editor == nil)
    #expect(Set(app.board.notes.map(\.text)) == ["Shopping: eggs", "Shopping: bread"])
    #expect(app.presentation.alert?.message == VocaPinCopy.keptOtherDevicesWords.text)

    await app.noteSync.sync()
    await pad.sync.sync()
    #expect(pad.texts == ["Shopping: eggs", "Shopping: bread"])
    #expect(Set(await cloud.records(of: "alice").map(\.text)) == ["Shopping: eggs", "Shopping: bread"])
  }

  @Test("A colour changed on a note the iPad rewrote, before the board re-read it, keeps the iPad's words")
  func recolorKeepsFetchedWords() async throws {
    let (app, pad, id) = try await twoDevices()
    try pad.write("Shopping: bread", id: id, editedAt: Date(timeIntervalSince1970: 1_790_000_600))
    await pad.sync.sync()
    // Fetched and written to the file; the board has not read it yet.
    app.noteSync.onNotesChanged = {}
    await app.noteSync.sync()
    #expect(app.board.note(id)?.text == "Shopping")

    app.recolor(id, to: .blue)
    #expect(app.board.note(id)?.text == "Shopping: bread")
    #expect(app.board.note(id)?.color == .blue)
    await app.noteSync.sync()
    await pad.sync.sync()
    #expect(pad.notes.map(\.text) == ["Shopping: bread"])
    #expect(pad.notes.first?.color == .blue)
  }

  @Test("Delete from the open editor after the iPad's edit was fetched keeps the iPad's words in Recently Deleted")
  func deleteUnderEditorKeepsFetchedWords() async throws {
    let (app, pad, id) = try await twoDevices()
    app.startEditing(id)
    try pad.write("Shopping: bread", id: id, editedAt: Date(timeIntervalSince1970: 1_790_000_600))
    await pad.sync.sync()
    await app.noteSync.sync()

    app.delete(id)
    #expect(app.board.note(id) == nil)
    let trash = RecentlyDeleted.collection(in: app.dependencies.store).load().items
    #expect(trash.first { $0.id == id }?.note.text == "Shopping: bread")
    #expect(trash.count == 1)
    // The tombstone goes over the iPad's edit; its words are still restorable here.
    await app.noteSync.sync()
    await pad.sync.sync()
    #expect(pad.notes.isEmpty)
  }

  @Test("Delete from an editor with its own edits, after the iPad's edit was fetched, keeps both texts")
  func deleteUnderEditedEditorKeepsBoth() async throws {
    let (app, pad, id) = try await twoDevices()
    app.startEditing(id)
    try pad.write("Shopping: bread", id: id, editedAt: Date(timeIntervalSince1970: 1_790_000_600))
    await pad.sync.sync()
    await app.noteSync.sync()

    app.editor?.text = "Shopping: eggs"
    app.delete(id)
    let trash = RecentlyDeleted.collection(in: app.dependencies.store).load().items
    #expect(trash.first { $0.id == id }?.note.text == "Shopping: bread")
    #expect(Set(trash.map(\.note.text)) == ["Shopping: bread", "Shopping: eggs"])
  }

  @Test("Done on a note the iPad deleted while it was open keeps the note on the board, on both devices")
  func doneAfterDeleteKeepsNote() async throws {
    let (app, pad, id) = try await twoDevices()
    app.startEditing(id)
    try pad.delete(id, at: SyncDates.start.addingTimeInterval(-60))
    await pad.sync.sync()
    await app.noteSync.sync()
    #expect(RecentlyDeleted.collection(in: app.dependencies.store).load().items.map(\.id) == [id])

    app.editor?.text = "Shopping: eggs"
    app.finishEditing()
    #expect(app.editor == nil)
    #expect(app.board.note(id)?.text == "Shopping: eggs")
    // Read again from the files, as the next launch and sync do: the note is still on the board.
    #expect(NotesRepository(store: app.dependencies.store).load().board.note(id)?.text == "Shopping: eggs")
    #expect(RecentlyDeleted.collection(in: app.dependencies.store).load().items.isEmpty)

    await app.noteSync.sync()
    await pad.sync.sync()
    #expect(pad.texts.contains("Shopping: eggs"))
  }
}
