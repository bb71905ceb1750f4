import AppServices
import Foundation
import Localization
import SharedStore

/// An editor's words saved to the notes, never lost: saved once per edit through the app's one save (`onChange`:
/// the files, the widget, iCloud Sync, Spotlight), kept open with the reason when they cannot be (over the limit,
/// a failed write), undone by Cancel, and kept aside as typed (`VocaPinShared.unsavedDraft`) for the next launch
/// when iOS may end the app first. The app's model holds the one instance and says when (Done, a link, the app
/// switcher, the background); this decides what is saved or kept aside.
@MainActor
final class DraftSaving {
  private let store: SharedStore
  private let now: @Sendable () -> Date
  /// The app's notes as they are now.
  var notes: @MainActor () -> NoteBoard = { NoteBoard() }
  /// Applies a change to the notes and saves it; false when it did not hold (said, in words that the user's words
  /// were kept when `keepingWords`). Unwired, it reports so and nothing is saved.
  var onChange: @MainActor (_ keepingWords: Bool, _ change: (inout NoteBoard) throws -> Void) -> Bool = {
    [unwired = unimplemented("DraftSaving.onChange")] _, _ in
    unwired()
    return false
  }
  /// Words were saved as a new note (a new note's, or a note's deleted under its editor): it is the note on screen.
  var onNewNoteSaved: @MainActor (UUID) -> Void = unimplemented("DraftSaving.onNewNoteSaved")
  /// Why the words could not be saved, in words.
  var onMessage: @MainActor (LocalizedCopy) -> Void = unimplemented("DraftSaving.onMessage")

  init(store: SharedStore, now: @escaping @Sendable () -> Date) {
    self.store = store
    self.now = now
  }

  private var trash: ItemCollection<DeletedNote> { RecentlyDeleted.collection(in: store) }

  /// The saved note `editor` edits, when the user deleted all its words.
  func emptiedNote(in editor: EditorModel) -> UUID? {
    guard let id = editor.draft.noteID, notes().note(id) != nil, !editor.isOverLimit else { return nil }
    return (try? NoteBoard.validated(editor.draft.text)) == nil ? id : nil
  }

  /// Saves `editor`'s draft; true when its words are safe: saved, or nothing to save (a new note left blank).
  /// An editor closing with nothing to save keeps no audio: its sessions' recordings have no words to go with.
  func saveIfNeeded(_ editor: EditorModel) -> Bool {
    if commit(editor) != nil { return true }
    guard hasNothingToSave(editor) else { return false }
    editor.recorder?.dropUnkept()
    return true
  }

  /// `editor`'s draft needs no saving: it is saved already, or a new note left blank.
  func hasNothingToSave(_ editor: EditorModel) -> Bool {
    let draft = editor.draft
    if let id = draft.noteID {
      let saved = notes().note(id)
      return saved?.text == draft.text && saved?.color == draft.color
    }
    return (try? NoteBoard.validated(draft.text)) == nil && !editor.isOverLimit
  }

  /// Saves `editor`'s draft (up, or just swiped down) and returns the note it was saved to, if any; keeps the
  /// draft when it cannot be saved. The draft then names the saved note, so saving it again changes nothing.
  @discardableResult
  func commit(_ editor: EditorModel, quietly: Bool = false) -> UUID? {
    let draft = editor.draft
    if let status = editor.limitStatus, editor.isOverLimit {
      // Going to the background is not the user asking to save: no alert waits for them on return.
      if !quietly { onMessage(status) }
      return nil
    }
    let now = now()
    let hasWords = (try? NoteBoard.validated(draft.text)) != nil
    var saved: UUID?
    let edited = draft.noteID.flatMap { notes().note($0) }.map {
      $0.text != draft.text || $0.color != draft.color
    }
    let result = onChange(true) { board in
      // A note that went while it was being edited (deleted by the widget's shortcut, say) takes no edit: the
      // words are saved as a new note rather than refused, so the editor can always close.
      if let id = draft.noteID, board.note(id) != nil {
        if hasWords { try board.edit(id, text: draft.text, at: now) }
        try board.recolor(id, to: draft.color, at: now)
        saved = id
      } else if hasWords {
        saved = try board.add(draft.text, color: draft.color, at: now).id
      }
    }
    guard result else { return nil }
    // A note deleted under the open editor (by iCloud Sync for another device, or the widget) while the board,
    // not re-read under an editor, still held it: the save wrote its file again, and its copy in Recently Deleted
    // goes, as an edit newer than the delete keeps the note (`NoteMerge`); nothing edited, the delete holds. A
    // copy left there would take the note off the board at the next read. Should that removal fail, the next
    // launch moves the saved words there.
    if edited == true, let saved, saved == draft.noteID, case .success(.some) = trash.item(saved) {
      try? trash.delete(saved)
    }
    forgetUnsaved()
    if let saved { editor.recorder?.keep(with: saved) }
    if let saved, let note = notes().note(saved) {
      // Words all deleted (kept only as the colour was saved): the editor keeps showing what the user left.
      editor.draft = NoteDraft(noteID: saved, text: hasWords ? note.text : draft.text, color: note.color)
      // A new note, or the words of one deleted under the editor saved as a note again: it is the one on screen.
      if saved != draft.noteID { onNewNoteSaved(saved) }
    }
    return saved
  }

  /// Cancel: undoes what going to the background saved while the editor was open (a new note it created goes, an
  /// existing note gets back the words and colour it had when the editor opened), and nothing is kept aside.
  func revert(_ editor: EditorModel) {
    let opened = editor.openedWith
    let draft = editor.draft
    editor.recorder?.discard()
    let now = now()
    let notes = notes()
    if opened.noteID == nil, let created = draft.noteID, notes.note(created) != nil {
      _ = onChange(false) { board in try board.delete(created) }
    } else if let id = opened.noteID, let note = notes.note(id), note.text != opened.text || note.color != opened.color
    {
      _ = onChange(false) { board in
        try board.edit(id, text: opened.text, at: now)
        try board.recolor(id, to: opened.color, at: now)
      }
    }
    forgetUnsaved()
  }

  /// The app may be ended without another word (the app switcher, where a swipe ends it with no background
  /// phase): the words are kept aside as typed, not saved (so nothing is trimmed under the cursor), for the next
  /// launch to reopen. Words back at what is saved (added words deleted again) keep nothing aside, so nothing older
  /// comes back at the next launch.
  func appMayEnd(_ editor: EditorModel) {
    if hasNothingToSave(editor) { forgetUnsaved() } else { keepUnsaved(editor.draft) }
  }

  /// The app went to the background: the words are saved, and the draft then names the saved note, so the editor
  /// keeps editing it on return. Words that cannot be a note are kept aside as typed, in case iOS ends the app:
  /// over the limit, unsaid (the user did not ask to save; the counter says it on return), or after a failed
  /// write, which the app's save says.
  func appEnteredBackground(_ editor: EditorModel) {
    if commit(editor, quietly: true) == nil, !hasNothingToSave(editor) {
      keepUnsaved(editor.draft)
    } else {
      forgetUnsaved()
    }
  }

  /// Keeps `draft` aside as typed (not saved, so nothing is trimmed under the cursor), for the next launch to
  /// reopen if iOS ends the app now. In memory is where it is otherwise: a failed write costs only that.
  func keepUnsaved(_ draft: NoteDraft) {
    try? store.write(draft, for: VocaPinShared.unsavedDraft)
  }

  /// The kept draft is saved as a note, or the user let it go.
  func forgetUnsaved() {
    if case .success(.some) = store.load(VocaPinShared.unsavedDraft) {
      // Its words are on the board now (or were let go); a file that stayed reopens them once more, no worse.
      try? store.remove(VocaPinShared.unsavedDraft)
    }
  }
}
