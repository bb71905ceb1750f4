import AppServices
import AppServicesTestSupport
import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// Issue 32: the widget's parameter, its gallery snapshot, a new widget's first face, and unreadable files.
@Suite("VocaPin widget: the note it follows, the gallery, first use, unreadable files")
@MainActor
struct WidgetChoiceTests {
  let now = Date(timeIntervalSince1970: 1_790_000_000)

  @Test("VP-0.2: \"Pinned note\" (the default) follows Pin to Widget; a chosen note stays; a deleted one says so")
  func parameterFollowsThePin() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.widgetSetup.isOn = true
    app.widgetSetup.dismiss(.gotIt)
    app.write(["First", "Second", "Third"])
    let notes = app.board.notes
    func shown(_ choice: WidgetNoteChoice) -> String? {
      let plan = VocaPinWidgetTimeline.plan(
        store: harness.store, choice: choice, context: .homeScreen, now: now, sinceStart: 600)
      if case .note(let note, _) = plan.face { return note.text }
      return nil
    }
    app.notesBoard.pin(notes[1].id)
    #expect(shown(.pinned) == "Second")
    #expect(shown(.note(notes[2].id)) == "Third")
    app.notesBoard.pin(notes[0].id)
    #expect(shown(.pinned) == "First", "the default moved with the pin")
    #expect(shown(.note(notes[2].id)) == "Third", "a chosen note stays")
    app.delete(notes[2].id)
    #expect(shown(.note(notes[2].id)) == nil, "never another note in its place")
    #expect(
      VocaPinWidgetTimeline.plan(
        store: harness.store, choice: .note(notes[2].id), context: .homeScreen, now: now, sinceStart: 600
      ).face == .noteDeleted)
    // The parameter's identifiers: "pinned" is its own value, never a note's id, and junk is refused.
    #expect(WidgetNoteChoice(identifier: WidgetNoteChoice.pinned.identifier) == .pinned)
    #expect(WidgetNoteChoice(identifier: notes[0].id.uuidString) == .note(notes[0].id))
    for junk in ["", "Pinned", "../pinned", String(repeating: "a", count: 10_000)] {
      #expect(WidgetNoteChoice(identifier: junk) == nil)
    }
  }

  @Test("The gallery snapshot shows a sample note, whatever the user's notes and toggle")
  func gallerySample() {
    for harness in [VocaPinHarness(), VocaPinHarness(firstLaunch: true)] {
      _ = harness.model()
      let plan = VocaPinWidgetTimeline.plan(
        store: harness.store, choice: .pinned, context: .gallery, now: now, sinceStart: 600)
      #expect(plan.face == .note(VocaPinWidgetTimeline.sampleNote, isPinned: true))
      #expect(plan.face.title == nil && !plan.face.text.isEmpty, "a note, not a grey card")
    }
  }

  @Test("A new widget on a fresh install shows the pinned note at once; the toggle still hides it when turned off")
  func firstExperienceIsNotEmpty() throws {
    let harness = VocaPinHarness(firstLaunch: true)
    let app = harness.model()
    #expect(!app.widgetSetup.isOn, "off until the user turns it on or places a widget (VP-1.1)")
    let empty = VocaPinWidgetTimeline.plan(
      store: harness.store, choice: .pinned, context: .homeScreen, now: now, sinceStart: 600)
    #expect(empty.face == .empty, "no notes yet: an invitation to write one, not \"Widget is off\"")
    app.write(["Buy bread"])
    let pinned = try #require(app.board.notes.first)
    app.notesBoard.pin(pinned.id)
    let plan = VocaPinWidgetTimeline.plan(
      store: harness.store, choice: .pinned, context: .homeScreen, now: now, sinceStart: 600)
    #expect(plan.face == .note(pinned, isPinned: true))
    #expect(plan.reloadAt == nil, "a note does not change with time; saves reload the widget")
    // The toggle keeps its meaning: on brings up the guidance, off hides note text from the Home Screen.
    app.widgetSetup.isOn = true
    app.settlePresentation()
    #expect(app.presentation.destinations == [.widgetSetup(app.widgetSetup)])
    app.widgetSetup.isOn = false
    app.settlePresentation()
    #expect(
      VocaPinWidgetTimeline.plan(store: harness.store, choice: .pinned, context: .homeScreen, now: now, sinceStart: 600)
        .face
        == .turnedOff)
    app.widgetSetup.isOn = true
    // The guidance is also there on demand, with the toggle left alone.
    app.widgetSetup.dismiss(.gotIt)
    app.showProfileSettings()
    app.settlePresentation()
    app.widgetSetup.showGuide()
    app.settlePresentation()
    #expect(
      app.presentation.destinations == [.profileSettings(app.shownProfileSettings), .widgetSetup(app.widgetSetup)]
        && app.widgetSetup.isOn)
  }

  @Test("Files unreadable before the first unlock: no false \"off\", and a retry within minutes")
  func unreadableRetries() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.widgetSetup.isOn = true
    app.write(["Secret plan"])
    let phone = SimulatedDataProtection()
    let store = phone.store(directory: harness.directory)
    phone.restart()
    let locked = VocaPinWidgetTimeline.plan(
      store: store, choice: .pinned, context: .homeScreen, now: now, sinceStart: 600)
    #expect(locked.face == .unavailable)
    #expect(locked.face.title != VocaPinCopy.Widget.offTitle.text && !locked.face.text.contains("Secret"))
    let retry = try #require(locked.reloadAt, "not .never")
    #expect(retry > now && retry.timeIntervalSince(now) <= 15 * 60)
    #expect(locked.face.route == .board)
    phone.firstUnlock()
    let unlocked = VocaPinWidgetTimeline.plan(
      store: store, choice: .pinned, context: .homeScreen, now: now, sinceStart: 600)
    #expect(unlocked.face.text == "Secret plan" && unlocked.reloadAt == nil)
  }
}

@Suite("VocaPin from outside the app: the widget's next-note button and the Pin note shortcut")
@MainActor
struct QuickActionTests {
  @Test("Next note pins the note after the pinned one, wrapping; widgets on \"Pinned note\" follow")
  func nextNote() async throws {
    let harness = VocaPinHarness(firstLaunch: true)
    let app = harness.model()
    for text in ["One", "Two", "Three"] {
      app.startNewNote()
      app.editor?.text = text
      app.finishEditing()
    }
    app.settlePresentation()
    app.notesBoard.pin(app.board.notes[1].id)
    var shown: [String] = []
    for _ in 0..<3 {
      try VocaPinQuickActions.pinNext(in: harness.store)
      let plan = VocaPinWidgetTimeline.plan(
        store: harness.store, choice: .pinned, context: .homeScreen, now: Date(timeIntervalSince1970: 0),
        sinceStart: 600)
      shown.append(plan.face.text)
    }
    #expect(shown == ["Three", "One", "Two"])
    // The app shows the new pin when it comes back to the foreground.
    harness.scene.leaveApp()
    harness.scene.returnToApp()
    await app.refreshed()
    #expect(app.board.pinned?.text == "Two")
  }

  @Test("A pin moved by Siri over the app in front (inactive, never background) shows when the app is active again")
  func pinWhileInFront() async throws {
    let harness = VocaPinHarness(firstLaunch: true)
    let app = harness.model()
    app.write(["One", "Two"])
    await app.refreshed()
    let two = try #require(app.board.notes.first { $0.text == "Two" })
    #expect(app.board.pinned?.text != "Two")
    // Siri's overlay takes the app to inactive; the Pin Note shortcut runs in the intent's process.
    harness.scene.systemPromptAppeared()
    try VocaPinQuickActions.pin(two.id, in: harness.store)
    harness.scene.systemPromptDisappeared()
    await app.refreshed()
    #expect(app.board.pinned?.text == "Two")
  }

  @Test("Pin note pins the chosen note; no notes, a missing note or locked files are refused in words")
  func pinNote() throws {
    let harness = VocaPinHarness(firstLaunch: true)
    #expect(throws: VocaPinQuickActions.Failure.noNotes) { try VocaPinQuickActions.pinNext(in: harness.store) }
    let app = harness.model()
    app.write(["Only"])
    let only = try #require(app.board.notes.first)
    #expect(throws: VocaPinQuickActions.Failure.noSuchNote) {
      try VocaPinQuickActions.pin(UUID(), in: harness.store)
    }
    #expect(try VocaPinQuickActions.pin(only.id, in: harness.store).text == "Only")
    #expect(VocaPinQuickActions.notes(in: harness.store).map(\.text) == ["Only"])
    let phone = SimulatedDataProtection()
    phone.restart()
    let locked = phone.store(directory: harness.directory)
    #expect(throws: VocaPinQuickActions.Failure.unavailable) { try VocaPinQuickActions.pin(only.id, in: locked) }
    #expect(VocaPinQuickActions.notes(in: locked).isEmpty)
  }
}
