import AppServices
import AppServicesTestSupport
import Foundation
import Presentation
import Testing

@testable import VocaPinCore

/// Widget taps and links land whatever is on screen (issue 27, 32): the shared stack dismisses what stands in
/// the way, then presents the target; a draft that cannot be saved is never replaced.
@Suite("VocaPin deep links with any sheet open")
@MainActor
struct DeepLinkTests {
  /// Each thing that can be on screen when a link arrives, reached as the user reaches it.
  enum Screen: CaseIterable, Sendable {
    case board, editor, allNotes, profileSettings, widgetSetup, deleteConfirmation, errorAlert, shareSheet

    @MainActor func reach(_ app: VocaPinModel, note: UUID) {
      switch self {
      case .board: break
      case .editor:
        app.startEditing(note)
        app.editor?.text = "Edited before the tap"
      case .allNotes: app.showAllNotes()
      case .profileSettings: app.showProfileSettings()
      case .widgetSetup:
        app.showProfileSettings()
        app.settlePresentation()
        app.widgetSetup.isOn = true
      case .deleteConfirmation:
        app.showAllNotes()
        app.settlePresentation()
        app.requestDelete(note)
      case .errorAlert: app.showMessage(NoteError.notFound.description)
      case .shareSheet:
        // The board's Share menu: the system share sheet, a surface of the stack.
        let item = ShareItem(text: app.board.note(note)?.text ?? "", title: app.board.note(note)?.title)
        app.share(item)
        app.settlePresentation()
        #expect(app.presentation.destinations == [.share(item)])
      }
      app.settlePresentation()
    }
  }

  private func app(with harness: VocaPinHarness) throws -> (VocaPinModel, first: UUID, second: UUID) {
    let app = harness.model()
    for text in ["First", "Second"] {
      app.startNewNote()
      app.editor?.text = text
      app.finishEditing()
    }
    app.settlePresentation()
    let notes = app.board.notes
    try #require(notes.count == 2)
    return (app, notes[0].id, notes[1].id)
  }

  @Test(
    "VP-0.2: a note link opens that note ready to edit, with any sheet or alert open", arguments: Screen.allCases)
  func noteLink(from screen: Screen) throws {
    let harness = VocaPinHarness()
    let (app, first, second) = try app(with: harness)
    screen.reach(app, note: first)
    app.open(VocaPinRoute.note(second).url)
    app.settlePresentation()
    #expect(app.onlyTheEditorIsUp && app.editor?.draft.noteID == second, "\(screen)")
    #expect(app.editor?.text == "Second" && app.editor?.title == VocaPinCopy.editNote)
    // A question goes with what it asked about; a message the user has not dismissed stays until they do.
    #expect(app.presentation.alert == nil || (screen == .errorAlert && app.messageUp != nil), "\(screen)")
    #expect(app.notesBoard.selectedNoteID == second && app.presentation.leaving.isEmpty)
    if screen == .editor { #expect(app.board.note(first)?.text == "Edited before the tap", "saved, not lost") }
    if screen == .widgetSetup { #expect(app.widgetSetup.isOn && !app.isShowingWidgetSetup) }
  }

  @Test("VP-0.3: the settings link opens Profile Settings with any sheet or alert open", arguments: Screen.allCases)
  func settingsLink(from screen: Screen) throws {
    let harness = VocaPinHarness()
    let (app, first, _) = try app(with: harness)
    screen.reach(app, note: first)
    app.open(VocaPinRoute.settings.url)
    app.settlePresentation()
    #expect(app.presentation.destinations == [.profileSettings(app.shownProfileSettings)], "\(screen)")
    #expect(app.presentation.alert == nil || (screen == .errorAlert && app.presentation.alert(on: 1) != nil))
    // Widget Setup went (the link's target is Profile Settings itself); the toggle kept its meaning.
    #expect(!app.isShowingWidgetSetup)
    if screen == .editor { #expect(app.board.note(first)?.text == "Edited before the tap") }
  }

  @Test("The new-note link opens an empty editor with any sheet or alert open", arguments: Screen.allCases)
  func newNoteLink(from screen: Screen) throws {
    let harness = VocaPinHarness()
    let (app, first, _) = try app(with: harness)
    screen.reach(app, note: first)
    app.open(VocaPinRoute.newNote.url)
    app.settlePresentation()
    #expect(app.onlyTheEditorIsUp, "\(screen)")
    #expect(app.editor?.draft == NoteDraft(noteID: nil, text: "", color: .default))
    if screen == .editor { #expect(app.board.note(first)?.text == "Edited before the tap") }
  }

  @Test(
    "New Voice Note from VocaPin's quick action or App Shortcut opens an empty editor on top of any sheet or alert, listening",
    arguments: Screen.allCases)
  func newVoiceNoteFromTheApp(from screen: Screen) async throws {
    let harness = VocaPinHarness()
    harness.speech.changeInSettings(speech: .authorized, microphone: .granted)
    let (app, first, _) = try app(with: harness)
    screen.reach(app, note: first)
    let route = try #require(VocaPinRoute(shortcutType: VocaPinRoute.newVoiceNoteShortcutType))
    #expect(route == .newVoiceNote && VocaPinRoute(route.url) == .newVoiceNote)
    // What VocaPinApp hands over from the quick action inbox (the quick action and the App Shortcut).
    app.open(route, from: .app)
    app.settlePresentation()
    #expect(app.onlyTheEditorIsUp, "\(screen)")
    let editor = try #require(app.editor)
    #expect(editor.isNewNote && editor.draft == NoteDraft(noteID: nil, text: "", color: .default))
    await editor.dictation.starting?.value
    #expect(editor.dictation.isActive && harness.speech.isListening, "\(screen)")
    harness.speech.hear("call the vet")
    _ = await untilHolds { editor.text == "call the vet" }
    #expect(editor.text == "call the vet")
    if screen == .editor { #expect(app.board.note(first)?.text == "Edited before the tap") }
  }

  @Test(
    "The vocapin://voice-note link (the Lock Screen widget's, or any app's) opens the recorder ready; the microphone starts on the user's tap",
    arguments: Screen.allCases)
  func newVoiceNoteLink(from screen: Screen) async throws {
    let harness = VocaPinHarness()
    harness.speech.changeInSettings(speech: .authorized, microphone: .granted)
    let (app, first, _) = try app(with: harness)
    screen.reach(app, note: first)
    // The Lock Screen widget's tap is this link (the widget view reads `voiceNoteWidgetURL`): iOS gives the app
    // no way to tell it from another app's.
    #expect(VocaPinShared.voiceNoteWidgetURL == VocaPinRoute.newVoiceNote.url)
    app.open(VocaPinShared.voiceNoteWidgetURL)
    app.settlePresentation()
    #expect(app.onlyTheEditorIsUp, "\(screen)")
    let editor = try #require(app.editor)
    await editor.dictation.starting?.value
    #expect(!editor.dictation.isActive && !harness.speech.isListening, "no microphone without the user's tap")
    #expect(editor.opensReadyToDictate && editor.dictationPrompt == VocaPinCopy.tapToDictate)
    // The widget gallery's words promise only that: a new note, recording once the microphone is tapped.
    let description = VocaPinCopy.Widget.voiceNoteDescription.text
    #expect(description.contains("new note") && description.contains("tap the microphone"))
    // The dictation bar's microphone button.
    await editor.dictation.toggle()
    await editor.dictation.starting?.value
    #expect(editor.dictation.isActive && harness.speech.isListening && editor.dictationPrompt == nil)
    harness.speech.hear("call the vet")
    _ = await untilHolds { editor.text == "call the vet" }
    #expect(editor.text == "call the vet")
    if screen == .editor { #expect(app.board.note(first)?.text == "Edited before the tap") }
  }

  @Test("A draft over the limit is never replaced by a link: the editor stays with its words and says why")
  func overLimitDraftStays() throws {
    let harness = VocaPinHarness()
    let (app, first, second) = try app(with: harness)
    app.startNewNote()
    let long = String(repeating: "word ", count: 2_005)
    app.editor?.text = long
    app.settlePresentation()
    for route in [VocaPinRoute.newNote, .settings, .note(second)] {
      app.open(route.url)
      app.settlePresentation()
      #expect(app.onlyTheEditorIsUp, "\(route)")
      #expect(app.editor?.text == long && app.editor?.draft.noteID == nil)
      #expect(app.presentation.alert(on: 1)?.message == VocaPinCopy.charactersOver(25).text)
      let alert = try #require(app.presentation.alert)
      app.tap(alert.buttons[0], of: alert)
    }
    #expect(app.board.notes.map(\.id) == [first, second], "nothing saved, nothing replaced")
  }

  @Test("The editor shows its draft until its dismissal has ended, then lets go")
  func draftKeptWhileSliding() throws {
    let harness = VocaPinHarness()
    let (app, first, _) = try app(with: harness)
    app.startEditing(first)
    app.settlePresentation()
    let editor = try #require(app.editor)
    editor.text = "Changed"
    app.finishEditing()
    #expect(!app.isEditing && editor.text == "Changed")
    #expect(app.presentation.leaving.map(\.surface.destination) == [.editor(editor)], "readable while it slides down")
    editor.text = "Typed while sliding"
    #expect(editor.text == "Changed", "a closed editor takes no more text")
    app.dismissalEnded(presentedBy: 0)
    #expect(app.presentation.leaving.isEmpty && app.editor == nil, "its words went with its sheet")
    #expect(app.board.note(first)?.text == "Changed")
  }

  @Test("A new-note link right after Done: the editor sliding away keeps its words, the new one starts empty")
  func leavingEditorKeepsItsWords() throws {
    let harness = VocaPinHarness()
    let (app, first, _) = try app(with: harness)
    app.startEditing(first)
    app.settlePresentation()
    let old = try #require(app.editor)
    old.text = "Saved on Done"
    app.finishEditing()
    app.open(VocaPinRoute.newNote.url)
    #expect(old.text == "Saved on Done", "still sliding down with its own words")
    old.text = "Typed into the old one"
    #expect(old.text == "Saved on Done" && app.editor?.text.isEmpty == true)
    app.settlePresentation()
    let new = try #require(app.editor)
    #expect(new !== old && new.draft == NoteDraft(noteID: nil, text: "", color: .default))
    #expect(app.presentation.destinations == [.editor(new)], "gone: nothing of the old one is kept")
    #expect(app.presentation.leaving.isEmpty)
    #expect(app.board.note(first)?.text == "Saved on Done")
  }

  @Test("A swiped-down editor saves; one that cannot save comes back with its words and the reason")
  func swipeDownEditor() throws {
    let harness = VocaPinHarness()
    let (app, first, _) = try app(with: harness)
    app.startEditing(first)
    app.settlePresentation()
    app.editor?.text = "Swiped"
    app.sheetClosedByUser(presentedBy: 0)
    app.settlePresentation()
    #expect(app.presentation.surfaces.isEmpty && app.board.note(first)?.text == "Swiped")
    // The folder becomes unusable, then a swipe: the editor returns, the words with it.
    app.startEditing(first)
    app.settlePresentation()
    app.editor?.text = "Must survive"
    try harness.breakFolder()
    app.sheetClosedByUser(presentedBy: 0)
    app.settlePresentation()
    #expect(app.onlyTheEditorIsUp && app.editor?.text == "Must survive")
    #expect(app.presentation.alert(on: 1)?.message?.contains("could not be saved") == true)
  }

  @Test("Fast taps: a sheet closed before it rose never rises later")
  func closedBeforeItRose() throws {
    let harness = VocaPinHarness()
    let (app, _, _) = try app(with: harness)
    app.startNewNote()
    app.editor?.text = "One"
    app.finishEditing()
    app.startNewNote()  // waits for the first editor to slide away
    app.editor?.text = "Two"
    app.finishEditing()
    app.settlePresentation()
    #expect(app.presentation.surfaces.isEmpty)
    #expect(app.board.notes.map(\.text) == ["First", "Second", "One", "Two"])
  }

  @Test("The New Note App Shortcut takes the quick action's route, with its words whole: hostile text, past the limit")
  func newNoteShortcutWithText() throws {
    let harness = VocaPinHarness()
    let (app, _, _) = try app(with: harness)
    #expect(VocaPinRoute.newNote(text: nil) == .newNote && VocaPinRoute.newNote(text: "") == .newNote)
    let hostile = "a&text=b#c?d+e %zz\n🙂 " + String(repeating: "word ", count: 2_005)
    let route = VocaPinRoute.newNote(text: hostile)
    #expect(VocaPinRoute(route.url) == route, "the words come back from the link exactly as they went")
    app.showAllNotes()
    app.settlePresentation()
    app.open(route.url)
    app.settlePresentation()
    #expect(app.onlyTheEditorIsUp)
    let editor = try #require(app.editor)
    #expect(editor.isNewNote && editor.text == hostile, "kept whole, never cut")
    #expect(
      editor.isOverLimit && editor.limitStatus == VocaPinCopy.charactersOver(hostile.count - NoteBoard.maximumLength))
    #expect(app.board.notes.count == 2, "nothing is saved until Done")
  }
}
