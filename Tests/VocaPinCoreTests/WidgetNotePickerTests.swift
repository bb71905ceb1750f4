import Foundation
import TestSupport
import Testing

@testable import VocaPinCore

/// "Edit Widget"'s entity query (`WidgetNotePicker`, which the extension's `NoteQuery` answers with): App Intents
/// drops an identifier the query does not answer, so a widget set to a note that was deleted, or not read yet,
/// read as "Pinned note" and showed another note. The configured note's identifier is now always answered.
@Suite("The widget's note picker keeps the note a widget was set to")
@MainActor
struct WidgetNotePickerTests {
  let now = Date(timeIntervalSince1970: 1_790_000_000)

  /// What a placed widget shows: its configuration's identifier resolved through the query, as App Intents
  /// resolves `SelectNoteIntent.note` (nil when the query does not answer it), then the timeline's plan.
  func widgetFace(_ harness: VocaPinHarness, configured identifier: String, picker: WidgetNotePicker)
    -> VocaPinWidgetFace
  {
    let entity = picker.find([identifier]).first
    let choice = entity.flatMap { WidgetNoteChoice(identifier: $0.id) } ?? .pinned  // SelectNoteIntent.choice
    return VocaPinWidgetTimeline.plan(
      store: harness.store, choice: choice, context: .homeScreen, now: now, sinceStart: 600
    ).face
  }

  /// VocaPin with its Home Screen Widget turned on, as a user with a placed widget has it.
  func widgetOn(_ harness: VocaPinHarness) -> VocaPinModel {
    let app = harness.model()
    app.widgetSetup.isOn = true
    app.widgetSetup.dismiss(.gotIt)
    app.settlePresentation()
    return app
  }

  func picker(_ harness: VocaPinHarness) -> WidgetNotePicker {
    WidgetNotePicker(VocaPinIntentNotes.read(from: harness.store, surface: .widgetPicker))
  }

  @Test("A widget set to a note that was deleted says Note deleted, not the pinned note; restored, it shows again")
  func deletedNoteKeepsItsWidget() throws {
    let harness = VocaPinHarness()
    let app = widgetOn(harness)
    app.write(["Pinned one", "Chosen one"])
    let chosen = try #require(app.board.notes.first { $0.text == "Chosen one" })
    let identifier = WidgetNoteChoice.note(chosen.id).identifier
    #expect(widgetFace(harness, configured: identifier, picker: picker(harness)).text == "Chosen one")
    app.delete(chosen.id)
    let found = picker(harness).find([identifier])
    #expect(found == [WidgetNotePicker.Choice(id: identifier, title: VocaPinCopy.Widget.unlistedNote.text)])
    #expect(widgetFace(harness, configured: identifier, picker: picker(harness)) == .noteDeleted)
    #expect(!picker(harness).all.contains { $0.id == identifier }, "not offered as a choice any more")
    app.showAllNotes()
    app.settlePresentation()
    app.showRecentlyDeleted()
    app.settlePresentation()
    try #require(app.recentlyDeletedScreen).restore(chosen.id)
    #expect(widgetFace(harness, configured: identifier, picker: picker(harness)).text == "Chosen one")
  }

  @Test("A note the query could not list yet (files not read) still shows once the timeline reads it")
  func unreadNoteStillShows() throws {
    let harness = VocaPinHarness()
    let app = widgetOn(harness)
    app.write(["Pinned one", "Chosen one"])
    let chosen = try #require(app.board.notes.first { $0.text == "Chosen one" })
    let identifier = chosen.id.uuidString
    // The query ran before the note was readable to it: an empty list, as `VocaPinQuickActions.notes` gives then.
    let notYetRead = WidgetNotePicker(VocaPinIntentNotes(notes: [], lock: AppLockSettings(), surface: .widgetPicker))
    #expect(notYetRead.find([identifier]).map(\.id) == [identifier])
    #expect(widgetFace(harness, configured: identifier, picker: notYetRead).text == "Chosen one")
  }

  @Test("Pinned note and listed notes answer as listed; an identifier naming no choice is dropped")
  func listedAndHostileIdentifiers() throws {
    let harness = VocaPinHarness()
    let app = widgetOn(harness)
    app.write(["Groceries\nmilk"])
    let note = try #require(app.board.notes.first)
    let found = picker(harness).find(["pinned", note.id.uuidString, "garbage", "", "../pinned"])
    #expect(found.map(\.id) == ["pinned", note.id.uuidString])
    #expect(found.map(\.title) == [VocaPinCopy.Widget.pinnedNoteChoice.text, "Groceries"])
    let pinnedFace = VocaPinWidgetTimeline.plan(
      store: harness.store, choice: .pinned, context: .homeScreen, now: now, sinceStart: 600
    ).face
    #expect(widgetFace(harness, configured: "garbage", picker: picker(harness)) == pinnedFace, "the existing fallback")
    #expect(picker(harness).all.map(\.id) == ["pinned", note.id.uuidString])
    #expect(picker(harness).matching("groc").map(\.title) == ["Groceries"])
  }
}

/// A widget configuration's identifiers are outside input (stored by WidgetKit, forged by anyone with a link).
@Suite("VocaPin widget note picker FuzzTests")
@MainActor
struct WidgetNotePickerFuzzTests {
  @Test("Any identifiers: never a crash; each answer is the pinned note, a listed note or a note's UUID")
  func fuzz() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["Groceries\nmilk"])
    let picker = WidgetNotePicker(VocaPinIntentNotes.read(from: harness.store, surface: .widgetPicker))
    let listed = Set(picker.all.map(\.id))
    let seeds = ["pinned", UUID().uuidString, UUID().uuidString.lowercased(), "", "../pinned", "note:", "\u{0}"]
    var fuzzer = Fuzzer(seed: 0x71D6)
    fuzzer.run(iterations: Fuzzer.iterations(standard: 2_000)) { fuzzer in
      let identifiers = (0..<fuzzer.int(0...6)).map { _ in
        fuzzer.chance(0.4)
          ? fuzzer.pick(seeds) : String(decoding: fuzzer.bytes(upTo: 60, alphabet: Fuzzer.syntax), as: UTF8.self)
      }
      for choice in picker.find(identifiers) {
        #expect(identifiers.contains(choice.id))
        #expect(listed.contains(choice.id) || UUID(uuidString: choice.id) != nil)
      }
    }
  }
}
