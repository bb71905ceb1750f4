import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// VocaPin's Share extension (issue 40): text and links from another app's share sheet become a note, written
/// into the App Group from the extension's process, which the app finds when it next opens.
@Suite("VocaPin Share extension")
@MainActor
struct ShareExtensionTests {
  nonisolated static let sharedAt = Date(timeIntervalSince1970: 1_790_000_100)

  func sheet(_ items: [SharedItem], in harness: VocaPinHarness) -> ShareNoteModel {
    ShareNoteModel(items: items, store: harness.store, now: { Self.sharedAt })
  }

  @Test("Shared words and a web link become the sheet's text, the link on its own line")
  func draftFromTextAndLink() throws {
    let link = try #require(URL(string: "https://example.com/recipes/basil?x=1"))
    let draft = ShareDraft(items: [.text("  Basil pesto\r\nfor Sunday \u{0}\u{7}"), .link(link)])
    #expect(draft.text == "Basil pesto\nfor Sunday\nhttps://example.com/recipes/basil?x=1")
    #expect(!draft.wasShortened)
    // Safari hands the address as text too: once.
    let twice = ShareDraft(items: [.text(link.absoluteString), .link(link)])
    #expect(twice.text == link.absoluteString)
    // Bytes that are not UTF-8 read with a replacement character, never refused.
    let bytes = ShareDraft(items: [.textData(Data([0x48, 0x69, 0xFF, 0x21]))])
    #expect(bytes.text == "Hi\u{FFFD}!")
  }

  @Test("Links that are not web addresses are left out; a file link alone leaves an empty sheet that says so")
  func onlyWebLinks() throws {
    let file = try #require(URL(string: "file:///private/var/mobile/secret.txt"))
    let script = try #require(URL(string: "javascript:alert(1)"))
    let draft = ShareDraft(items: [.link(file), .link(script)])
    #expect(draft.text.isEmpty)
    let harness = VocaPinHarness()
    let model = sheet([.link(file)], in: harness)
    #expect(model.notice == VocaPinCopy.Share.nothingShared && !model.canSave)
    let long = try #require(URL(string: "https://example.com/" + String(repeating: "a", count: 3_000)))
    #expect(ShareDraft(items: [.link(long)]) == ShareDraft(text: "", wasShortened: true))
  }

  @Test("Over-long words are cut to a note's length, the link kept, and the sheet says so in words")
  func overLong() throws {
    let link = try #require(URL(string: "https://example.com/book"))
    let book = String(repeating: "word ", count: 30_000)
    let model = sheet([.text(book), .link(link)], in: VocaPinHarness())
    #expect(model.text.count <= NoteBoard.maximumLength)
    #expect(model.text.hasSuffix("\nhttps://example.com/book"))
    #expect(model.notice == VocaPinCopy.Share.shortened)
    #expect(model.notice?.text == "A note holds at most 10000 characters, so only the beginning was kept.")
    #expect(model.save())
    // More items than a share is read for: the first ones, and said.
    let many = ShareDraft(items: (0..<20).map { .text("item \($0)") })
    #expect(many.wasShortened && many.text.hasPrefix("item 0\nitem 1") && !many.text.contains("item 8"))
  }

  @Test("A shared note is on the board of the app opened afterwards, found by Spotlight, pinned when asked")
  func savedNoteShowsInApp() async throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["Groceries"])
    let groceries = try #require(app.board.notes.first)
    harness.scene.leaveApp()
    harness.clearWrites()

    let link = try #require(URL(string: "https://example.com/article"))
    let share = sheet([.text("Read later"), .link(link)], in: harness)
    share.text += "\nfor the train"
    share.color = .blue
    share.pinsToWidget = true
    #expect(share.save())
    guard case .saved(let note) = share.state else {
      Issue.record("not saved: \(String(describing: share.error))")
      return
    }
    #expect(note.text == "Read later\nhttps://example.com/article\nfor the train" && note.color == .blue)
    // Each write goes through the App Group's hook, which reloads the widgets in the extension's process.
    #expect(harness.writes.contains("settings"))

    let opened = harness.model()
    #expect(opened.board.notes.map(\.id) == [groceries.id, note.id])
    #expect(opened.board.pinnedID == note.id)
    #expect(opened.board.note(note.id) == note)
    await opened.spotlight.update?.value
    #expect(harness.searchIndex.search("train").map(\.title) == ["Read later"])
  }

  @Test("Shared while the app waits in the background: the board shows the note on the return, Spotlight too")
  func savedWhileAppInBackground() async throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["Groceries"])
    harness.scene.leaveApp()
    let share = sheet([.text("Call the plumber")], in: harness)
    share.color = .green
    #expect(share.save())
    harness.scene.returnToApp()
    await app.refreshed()
    #expect(app.board.notes.map(\.text) == ["Groceries", "Call the plumber"])
    #expect(app.board.notes.last?.color == .green)
    await app.spotlight.update?.value
    #expect(harness.searchIndex.search("plumber").map(\.title) == ["Call the plumber"])
  }

  @Test("The widget's tap on a note just shared opens it, though the app had not read the App Group again yet")
  func widgetTapOnANoteJustShared() async throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["Groceries"])
    harness.scene.leaveApp()
    let share = sheet([.text("Call the plumber")], in: harness)
    #expect(share.save())
    let shared = try #require(
      NotesRepository(store: harness.store).load().board.notes.first { $0.text == "Call the plumber" })
    // The link arrives before the return's re-read (iOS orders onOpenURL and .active as it likes).
    app.open(VocaPinRoute.note(shared.id).url)
    harness.scene.returnToApp()
    await app.refreshed()
    #expect(app.editor?.draft.noteID == shared.id, "the shared note is open")
    #expect(app.presentation.alert == nil, "never \"That note no longer exists\"")
    // A note that really is gone is still said to be.
    app.open(VocaPinRoute.note(UUID()).url)
    await app.refreshed()
    #expect(app.presentation.alert != nil)
  }

  @Test("Not pinned: the pin stays on the note the widget showed")
  func notPinned() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["First", "Second"])
    let pinned = app.board.pinnedID
    harness.clearWrites()
    let share = sheet([.text("Shared")], in: harness)
    #expect(share.save())
    // The extension's store reloads the widgets on writes of the settings: none here, as the pin did not move.
    #expect(!harness.writes.contains("settings") && !harness.writes.isEmpty)
    let loaded = NotesRepository(store: harness.store).load()
    #expect(loaded.board.pinnedID == pinned && loaded.board.notes.map(\.text) == ["First", "Second", "Shared"])
  }

  @Test("A failed save keeps the sheet open with the words and says why; the retry adds one note, not two")
  func failedSave() throws {
    let harness = VocaPinHarness()
    _ = harness.model()
    let share = sheet([.text("Keep me")], in: harness)
    share.text = "Keep me, edited"
    try harness.breakFolder()
    #expect(!share.save())
    #expect(share.state == .editing && share.text == "Keep me, edited")
    let error = try #require(share.error)
    #expect(
      error.text.hasPrefix("Not added yet: Your notes cannot be") || error.text.hasPrefix("Not added yet: The note"))
    #expect(error.text.hasSuffix("Your note is still here."))
    try harness.mendFolder()
    #expect(share.save())
    #expect(NotesRepository(store: harness.store).load().board.notes.map(\.text) == ["Keep me, edited"])
    // Saved once: a second tap does not add it again.
    #expect(share.save())
    #expect(NotesRepository(store: harness.store).load().board.notes.count == 1)
  }

  @Test("Over the note's limit or blank after editing: Save says why and keeps the words")
  func refusedWords() throws {
    let harness = VocaPinHarness()
    let share = sheet([.text("Short")], in: harness)
    share.text = String(repeating: "x", count: NoteBoard.maximumLength + 1)
    #expect(!share.save())
    #expect(share.error == VocaPinCopy.Share.saveFailed(NoteError.tooLong(limit: NoteBoard.maximumLength).copy))
    #expect(share.text.count == NoteBoard.maximumLength + 1)
    share.text = " \n "
    #expect(!share.canSave)
    #expect(!share.save() && share.error == VocaPinCopy.Share.saveFailed(NoteError.blank.copy))
    #expect(NotesRepository(store: harness.store).load().board.notes.isEmpty)
  }

  @Test("A full board refuses the shared note in words")
  func fullBoard() throws {
    let harness = VocaPinHarness()
    var board = NoteBoard()
    for index in 0..<NoteBoard.maximumCount { try board.add("Note \(index)", at: Self.sharedAt) }
    try NotesRepository(store: harness.store).save(board, replacing: NoteBoard())
    let share = sheet([.text("One more")], in: harness)
    #expect(!share.save())
    #expect(share.error == VocaPinCopy.Share.saveFailed(NoteError.tooMany(limit: NoteBoard.maximumCount).copy))
  }

  @Test("Untouched, a swipe down or Cancel closes at once, the request cancelled, nothing written")
  func untouchedClosesAtOnce() {
    let harness = VocaPinHarness()
    let model = sheet([.text("Basil pesto")], in: harness)
    #expect(!model.hasEdits && model.mayDismissWithoutAsking, "the sheet may be swiped away")
    model.cancel()
    #expect(model.state == .cancelled && !model.isAskingToDiscard)
    #expect(!model.save(), "a cancelled sheet saves nothing")
    #expect(harness.model().board.notes.isEmpty)
  }

  @Test("With edits, a swipe down is refused and asks; Keep Editing keeps every edit, Discard closes unsaved")
  func editsAskBeforeDiscarding() {
    let harness = VocaPinHarness()
    let model = sheet([.text("Basil pesto")], in: harness)
    model.text = "Basil pesto, double the garlic"
    #expect(model.hasEdits && !model.mayDismissWithoutAsking, "the swipe down is refused")
    model.cancel()  // the refused swipe, or Cancel
    #expect(model.isAskingToDiscard && model.state == .editing)
    model.keepEditing()
    #expect(!model.isAskingToDiscard && model.text == "Basil pesto, double the garlic" && model.state == .editing)
    model.cancel()
    model.discard()
    #expect(model.state == .cancelled && !model.isAskingToDiscard)
    #expect(harness.model().board.notes.isEmpty, "discarded: nothing written")
  }

  @Test("A colour or Pin to Widget chosen counts as an edit; typing the words back as shared does not")
  func whatCountsAsAnEdit() {
    let harness = VocaPinHarness()
    let colour = sheet([.text("Basil")], in: harness)
    colour.color = .pink
    #expect(colour.hasEdits)
    let pin = sheet([.text("Basil")], in: harness)
    pin.pinsToWidget = true
    #expect(pin.hasEdits)
    let retyped = sheet([.text("Basil")], in: harness)
    retyped.text = "Basil!"
    retyped.text = "Basil"
    #expect(!retyped.hasEdits && retyped.mayDismissWithoutAsking)
  }

  @Test("Once saved, the sheet has nothing to lose: it closes without asking")
  func savedClosesWithoutAsking() {
    let harness = VocaPinHarness()
    let model = sheet([.text("Basil")], in: harness)
    model.text = "Basil pesto"
    #expect(model.save())
    #expect(model.mayDismissWithoutAsking && !model.isAskingToDiscard)
    model.cancel()
    #expect(!model.isAskingToDiscard, "the saved note is not offered for discard")
  }
}
