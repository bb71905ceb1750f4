import DesignSystem
import Foundation
import Testing

@testable import VocaPinCore

@Suite("What a widget shows: note text on the Lock Screen only if chosen, and a deleted note said so")
@MainActor
struct WidgetFaceChoiceTests {
  let now = Date(timeIntervalSince1970: 1_790_000_000)

  func plan(_ harness: VocaPinHarness, _ choice: WidgetNoteChoice = .pinned) -> VocaPinWidgetPlan {
    VocaPinWidgetTimeline.plan(store: harness.store, choice: choice, context: .homeScreen, now: now, sinceStart: 600)
  }

  @Test("Lock Screen widgets hide a note's words by default; Show Notes on Lock Screen shows them")
  func lockScreenHidesByDefault() throws {
    let harness = VocaPinHarness(firstLaunch: true)
    let app = harness.model()
    app.write(["Door code 4821"])
    let note = try #require(app.board.notes.first)
    #expect(!app.lockScreenShowsNotes, "the safe side, from the first launch")
    // What the Lock Screen families show (NoteWidgetView reads `lockScreenFace`); the Home Screen keeps the note.
    var widget = plan(harness)
    #expect(widget.face == .note(note, isPinned: true))
    #expect(widget.lockScreenFace == .noteHidden(note.id))
    for family in [WidgetFamilyID.rectangular, .inline] {
      let shown = VocaPinWidgetLayout.of(family).text(for: widget.lockScreenFace)
      #expect(!shown.contains("4821") && shown == VocaPinCopy.Widget.hiddenTitle.text, "\(family)")
    }
    #expect(widget.lockScreenFace.route == .note(note.id), "a tap (after unlocking) opens the note")
    // Turned on in Profile Settings: saved where the widget reads it, and the widgets redraw.
    let reloads = harness.widgetCenter.reloaded.count
    app.setLockScreenShowsNotes(true)
    widget = plan(harness)
    #expect(app.lockScreenShowsNotes && widget.lockScreenFace == .note(note, isPinned: true))
    #expect(VocaPinWidgetLayout.of(.rectangular).text(for: widget.lockScreenFace) == "Door code 4821")
    #expect(harness.widgetCenter.reloaded.count > reloads)
    // Kept across a launch; off again hides the words again.
    let relaunched = harness.model()
    #expect(relaunched.lockScreenShowsNotes)
    relaunched.setLockScreenShowsNotes(false)
    #expect(plan(harness).lockScreenFace == .noteHidden(note.id))
    // The gallery's sample is nobody's words: shown there.
    let gallery = VocaPinWidgetTimeline.plan(
      store: harness.store, choice: .pinned, context: .gallery, now: now, sinceStart: 600)
    #expect(gallery.lockScreenFace == gallery.face)
  }

  @Test("Settings written before the choice existed read as hiding; a failed save says so and changes nothing")
  func lockScreenSettingOnDisk() throws {
    let old = Data(#"{"widgetEnabled":true,"widgetOfferDismissed":false}"#.utf8)
    let settings = try JSONDecoder().decode(VocaPinSettings.self, from: old)
    #expect(!settings.lockScreenShowsNotes)
    let harness = VocaPinHarness()
    let app = harness.model()
    try harness.breakFolder()
    app.setLockScreenShowsNotes(true)
    #expect(!app.lockScreenShowsNotes && app.messageUp != nil)
    try harness.mendFolder()
  }

  @Test("A widget set to a note that was deleted says so and how to choose another, never another note")
  func deletedConfiguredNote() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.widgetSetup.isOn = true
    app.widgetSetup.dismiss(.gotIt)
    app.settlePresentation()
    app.write(["Pinned one", "Chosen one"])
    let chosen = try #require(app.board.notes.last)
    #expect(plan(harness, .note(chosen.id)).face == .note(chosen, isPinned: false))
    app.delete(chosen.id)
    let face = plan(harness, .note(chosen.id)).face
    #expect(face == .noteDeleted)
    #expect(face.title == VocaPinCopy.Widget.deletedTitle.text && face.text.contains("Edit Widget"))
    #expect(face.route == .board && !face.isPinned)
    // The widgets on "Pinned note" still show the pinned note.
    let pinned = try #require(app.board.pinned)
    #expect(plan(harness).face == .note(pinned, isPinned: true))
    // Brought back from Recently Deleted, the widget shows it again.
    app.showAllNotes()
    app.settlePresentation()
    app.showRecentlyDeleted()
    app.settlePresentation()
    try #require(app.recentlyDeletedScreen).restore(chosen.id)
    #expect(plan(harness, .note(chosen.id)).face.text == "Chosen one")
  }
}
