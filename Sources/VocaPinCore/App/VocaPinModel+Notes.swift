import DesignSystem
import Foundation
import Presentation

// MARK: - Notes (VP-0.1)

extension VocaPinModel {
  /// A new note in the editor. A draft up that cannot be saved stays, with the reason: never replaced.
  public func startNewNote(color: NoteColor = .default) {
    guard refuseIfReadOnly(), saveDraftIfEditing() else { return }
    presentation.open([.init(.editor(editor(for: NoteDraft(noteID: nil, text: "", color: color), typing: true)))])
  }

  /// The board's microphone: a new note, listening at once (speak it, stick it).
  /// If a new note could not be opened (a draft up that cannot be saved stays, with the reason), the
  /// microphone stays off rather than adding to that draft.
  public func startVoiceNote() async {
    startNewNote()
    guard let editor, editor.isNewNote, editor.draft.text.isEmpty else { return }
    await editor.dictation.start()
  }

  public func startEditing(_ id: UUID) {
    guard refuseIfReadOnly(), let note = board.note(id), saveDraftIfEditing() else { return }
    // A note that exists opens to read, as Apple Notes opens one: the keyboard comes up at a tap on the words.
    let draft = NoteDraft(noteID: id, text: note.text, color: note.color)
    presentation.open([.init(.editor(editor(for: draft, typing: false)))])
  }

  /// A row of All Notes tapped: the note's editor over that screen, through the stack as from the board (the
  /// draft saved once per edit, Delete asking first), so Done, Cancel or Delete come back to the list. The
  /// note becomes the board's selected one, so closing All Notes shows it. The path keeps All Notes where it is
  /// (`open` dismisses only what differs), and a read-only folder says why rather than open an editor.
  func startEditing(_ id: UUID, over screen: AllNotesModel) {
    guard refuseIfReadOnly(), let note = board.note(id), saveDraftIfEditing() else { return }
    guard presentation.destinations.first == .allNotes(screen) else { return startEditing(id) }
    notesBoard.show(id)
    let draft = NoteDraft(noteID: id, text: note.text, color: note.color)
    presentation.open([.init(.allNotes(screen)), .init(.editor(editor(for: draft, typing: false)))])
  }

  /// Saves the draft, once, and closes the editor. A new note left blank is discarded; an existing one left
  /// blank keeps its text. A draft over the limit, or one that could not be saved, stays open with a message:
  /// no word is lost.
  public func finishEditing() {
    if let editor { finish(editor) }
  }

  /// Done in `editor`, if it is the one up. A note whose words were all deleted is not kept as it was behind
  /// the user's back: the editor stays and asks whether to delete it.
  func finish(_ editor: EditorModel) {
    guard editor === self.editor else { return }
    // Done right after speaking: the microphone goes off and the last words are waited for (at most
    // `Dictation.finishingBound`), then Done goes on with them in the note.
    if editor.dictation.isListening {
      editor.doneWhenDictationEnds = true
      return editor.dictation.finish()
    }
    // What the microphone heard so far is part of the note Done saves.
    editor.dictation.stop()
    if let id = emptiedNote(in: editor) { return askToDeleteEmptied(id) }
    guard saveDraftIfNeeded(editor) else { return }
    close(.editor(editor))
  }

  /// The saved note `editor` edits, when the user deleted all its words.
  func emptiedNote(in editor: EditorModel) -> UUID? {
    guard let id = editor.draft.noteID, board.note(id) != nil, !editor.isOverLimit else { return nil }
    return (try? NoteBoard.validated(editor.draft.text)) == nil ? id : nil
  }

  /// Done (or a swipe) on an emptied note: delete it, or keep editing (the old words come back with Cancel).
  func askToDeleteEmptied(_ id: UUID) {
    presentation.showAlert(
      VocaPinAlert(
        id: VocaPinAlertID.deleteEmptied(id), title: VocaPinCopy.emptiedNoteTitle.text,
        buttons: [
          .init(VocaPinCopy.deleteNote.text, role: .destructive, action: .delete(id)),
          .init(VocaPinCopy.keepEditing.text, role: .cancel),
        ], style: .confirmationDialog))
  }

  /// Saves the draft of an editor that is up; false when it could not be saved (the user has been told).
  func saveDraftIfEditing() -> Bool {
    guard let editor else { return true }
    // A link or a new note takes the editor's place: the microphone stops, its words already in the draft.
    editor.dictation.stop()
    return saveDraftIfNeeded(editor)
  }

  /// Saves `editor`'s draft; true when its words are safe: saved, or nothing to save (a new note left blank).
  /// An editor closing with nothing to save keeps no audio: its sessions' recordings have no words to go with.
  func saveDraftIfNeeded(_ editor: EditorModel) -> Bool {
    if commitDraft(of: editor) != nil { return true }
    guard hasNothingToSave(editor) else { return false }
    editor.recorder?.dropUnkept()
    return true
  }

  /// `editor`'s draft needs no saving: it is saved already, or a new note left blank.
  func hasNothingToSave(_ editor: EditorModel) -> Bool {
    let draft = editor.draft
    if let id = draft.noteID { return board.note(id)?.text == draft.text && board.note(id)?.color == draft.color }
    return (try? NoteBoard.validated(draft.text)) == nil && !editor.isOverLimit
  }

  /// Saves `editor`'s draft (up, or just swiped down) and returns the note it was saved to, if any; keeps the
  /// draft when it cannot be saved. The draft then names the saved note, so saving it again changes nothing.
  @discardableResult
  func commitDraft(of editor: EditorModel, quietly: Bool = false) -> UUID? {
    let draft = editor.draft
    if let status = editor.limitStatus, editor.isOverLimit {
      // Going to the background is not the user asking to save: no alert waits for them on return.
      if !quietly { showMessage(status) }
      return nil
    }
    let now = dependencies.now()
    let hasWords = (try? NoteBoard.validated(draft.text)) != nil
    var saved: UUID?
    let edited = draft.noteID.flatMap { board.note($0) }.map { $0.text != draft.text || $0.color != draft.color }
    let result = change(keepingWords: true) { board in
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
    // goes, as an edit newer than the delete keeps the note (`NoteMerge`); nothing edited, the delete holds. A copy left there would take the note
    // off the board at the next read. Should that removal fail, the next launch moves the saved words there.
    if edited == true, let saved, saved == draft.noteID, case .success(.some) = trash.item(saved) {
      try? trash.delete(saved)
    }
    forgetUnsavedDraft()
    if let saved { editor.recorder?.keep(with: saved) }
    if let saved, let note = board.note(saved) {
      // Words all deleted (kept only as the colour was saved): the editor keeps showing what the user left.
      editor.draft = NoteDraft(noteID: saved, text: hasWords ? note.text : draft.text, color: note.color)
      if draft.noteID == nil { notesBoard.show(saved) }
    }
    return saved
  }

  /// Closes the editor without saving.
  public func cancelEditing() {
    guard let editor else { return }
    editor.dictation.stop()
    revertToOpened(editor)
    forgetUnsavedDraft()
    close(.editor(editor))
  }

  /// Undoes what going to the background saved while the editor was open: a new note it created goes, an
  /// existing note gets back the words and colour it had when the editor opened.
  private func revertToOpened(_ editor: EditorModel) {
    let opened = editor.openedWith
    let draft = editor.draft
    editor.recorder?.discard()
    let now = dependencies.now()
    if opened.noteID == nil, let created = draft.noteID, board.note(created) != nil {
      change { board in try board.delete(created) }
    } else if let id = opened.noteID, let note = board.note(id), note.text != opened.text || note.color != opened.color
    {
      change { board in
        try board.edit(id, text: opened.text, at: now)
        try board.recolor(id, to: opened.color, at: now)
      }
    }
  }

  /// Asks before deleting, as Notes does: a confirmation dialog on the surface on top.
  public func requestDelete(_ id: UUID) {
    guard let note = board.note(id) else { return }
    presentation.showAlert(
      VocaPinAlert(
        id: VocaPinAlertID.delete(id), title: VocaPinCopy.deleteConfirmationTitle.text,
        message: VocaPinCopy.deleteConfirmationMessage.text,
        buttons: [
          .init(VocaPinCopy.delete.text, role: .destructive, action: .delete(note.id)),
          .init(VocaPinCopy.cancel.text, role: .cancel),
        ], style: .confirmationDialog))
  }
}
