import AppServicesTestSupport
import DesignSystem
import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// The widget's checklist boxes can be tapped (iOS 17 `Button(intent:)`, 2026-12-01 review): the intent toggles
/// the item through the App Group's files as the board's box does, and refuses when the note changed since the
/// widget drew it.
@Suite("VocaPin widget: tapping a checklist box")
@MainActor
struct WidgetChecklistTapTests {
  func shop(_ harness: VocaPinHarness) throws -> Note {
    let model = harness.model()
    model.write(["- [ ] milk\nplain\n- [x] bread"])
    return try #require(model.board.notes.first)
  }

  @Test("Each shown item carries its note, line and whole words; plain lines carry nothing")
  func linesCarryTheirItem() throws {
    let harness = VocaPinHarness()
    let note = try shop(harness)
    let lines = VocaPinWidgetLayout.of(.large).lines(for: .note(note, isPinned: true))
    #expect(
      lines.map(\.item) == [
        VocaPinWidgetItem(noteID: note.id, line: 0, words: "milk"), nil,
        VocaPinWidgetItem(noteID: note.id, line: 2, words: "bread"),
      ])
  }

  @Test(
    "Only an item's box checks it: its words open the note in the app, by a link of their own where WidgetKit allows one",
    arguments: [WidgetFamilyID.small, .medium, .large])
  func wordsOpenTheNote(family: WidgetFamilyID) throws {
    let harness = VocaPinHarness()
    let note = try shop(harness)
    let layout = VocaPinWidgetLayout.of(family)
    let face = VocaPinWidgetFace.note(note, isPinned: true)
    let lines = layout.lines(for: face)
    #expect(lines.compactMap(\.item).map(\.line) == [0, 2], "the boxes toggle their items")
    for line in lines {
      // Medium and large: each line's words carry the note's link (`Link`); small is one tap target, whose link
      // (`widgetURL`) names the same note.
      let link = layout.wordsLink(of: line) ?? face.route.url
      #expect(layout.wordsLink(of: line) == nil || family != .small, "\(family): no links of its own")
      #expect(layout.hasOwnLinks == (family != .small))
      #expect(VocaPinRoute(link) == .note(note.id), "\(family) \(line.words)")
      // The tap on the words lands on the note, unchanged: ready to read, no box toggled.
      let app = harness.model()
      app.open(link)
      app.settlePresentation()
      #expect(app.onlyTheEditorIsUp && app.editor?.draft.noteID == note.id, "\(family) \(line.words)")
      #expect(app.board.note(note.id)?.text == "- [ ] milk\nplain\n- [x] bread")
    }
  }

  @Test("A tap checks the item in the files, as the board would, with the note's edit date, and the widgets reload")
  func tapChecks() async throws {
    let harness = VocaPinHarness()
    let note = try shop(harness)
    let later = Date(timeIntervalSince1970: 1_790_050_000)
    let item = try #require(VocaPinWidgetLayout.of(.large).lines(for: .note(note, isPinned: true)).first?.item)
    let reloads = SimulatedWidgetCenter(kinds: [VocaPinShared.widgetKind])
    let store = SharedStore(
      directory: harness.directory, onWrite: { _ in reloads.reloadTimelines(ofKind: VocaPinShared.widgetKind) })
    let toggled = try VocaPinQuickActions.toggleItem(item, in: store, now: later)
    #expect(toggled.text == "- [x] milk\nplain\n- [x] bread")
    let saved = try #require(NotesRepository(store: harness.store).load().board.note(note.id))
    #expect(saved.text == toggled.text && saved.editedAt == later, "a newer edit: iCloud Sync sends it")
    #expect(!reloads.reloaded.isEmpty, "the widget redraws")
    // The board's model reads it on return, as any widget change.
    let app = harness.model()
    #expect(app.board.note(note.id)?.text == "- [x] milk\nplain\n- [x] bread")
  }

  @Test("A note changed since the widget drew it is left alone: another line's words, or the item moved")
  func changedNoteIsRefused() throws {
    let harness = VocaPinHarness()
    let note = try shop(harness)
    let item = try #require(VocaPinWidgetLayout.of(.large).lines(for: .note(note, isPinned: true)).first?.item)
    // Edited elsewhere: a line added at the top, so line 0 is now other words.
    var board = NotesRepository(store: harness.store).load().board
    try board.edit(note.id, text: "- [ ] eggs\n- [ ] milk\nplain\n- [x] bread", at: Date())
    try NotesRepository(store: harness.store).save(board, replacing: NotesRepository(store: harness.store).load().board)
    #expect(throws: VocaPinQuickActions.Failure.itemChanged) {
      try VocaPinQuickActions.toggleItem(item, in: harness.store, now: Date())
    }
    #expect(
      NotesRepository(store: harness.store).load().board.note(note.id)?.text.hasPrefix("- [ ] eggs\n- [ ] milk") == true
    )
    let gone = VocaPinWidgetItem(noteID: UUID(), line: 0, words: "milk")
    #expect(throws: VocaPinQuickActions.Failure.noSuchNote) {
      try VocaPinQuickActions.toggleItem(gone, in: harness.store, now: Date())
    }
    let pastEnd = VocaPinWidgetItem(noteID: note.id, line: 40, words: "milk")
    #expect(throws: VocaPinQuickActions.Failure.itemChanged) {
      try VocaPinQuickActions.toggleItem(pastEnd, in: harness.store, now: Date())
    }
  }

  @Test("Before the first unlock the tap changes nothing and says the notes are locked")
  func lockedRefuses() throws {
    let harness = VocaPinHarness()
    let note = try shop(harness)
    let item = VocaPinWidgetItem(noteID: note.id, line: 0, words: "milk")
    let protection = SimulatedDataProtection(unlockedSinceRestart: false)
    #expect(throws: VocaPinQuickActions.Failure.unavailable) {
      try VocaPinQuickActions.toggleItem(item, in: protection.store(directory: harness.directory), now: Date())
    }
  }
}
