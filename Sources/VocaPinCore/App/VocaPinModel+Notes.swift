import DesignSystem
import Foundation
import Presentation

// MARK: - Notes (VP-0.1)

extension VocaPinModel {
  /// A new note in the editor. A draft up that cannot be saved stays, with the reason: never replaced.
  public func startNewNote(color: NoteColor = .default) {
    guard notesWritable(), saveDraftIfEditing() else { return }
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
    guard notesWritable(), let note = board.note(id), saveDraftIfEditing() else { return }
    // A note that exists opens to read, as Apple Notes opens one: the keyboard comes up at a tap on the words.
    let draft = NoteDraft(noteID: id, text: note.text, color: note.color)
    presentation.open([.init(.editor(editor(for: draft, typing: false)))])
  }

  /// A row of All Notes tapped: the note's editor over that screen, through the stack as from the board (the
  /// draft saved once per edit, Delete asking first), so Done, Cancel or Delete come back to the list. The
  /// note becomes the board's selected one, so closing All Notes shows it. The path keeps All Notes where it is
  /// (`open` dismisses only what differs), and a read-only folder says why rather than open an editor.
  func startEditing(_ id: UUID, over screen: AllNotesModel) {
    guard notesWritable(), let note = board.note(id), saveDraftIfEditing() else { return }
    guard presentation.destinations.first == .allNotes(screen) else { return startEditing(id) }
    notesBoard.show(id)
    let draft = NoteDraft(noteID: id, text: note.text, color: note.color)
    presentation.open([.init(.allNotes(screen)), .init(.editor(editor(for: draft, typing: false)))])
  }

  /// Done in the editor up (what its Done button does): saves the draft, once, and closes the editor. A new note
  /// left blank is discarded; an existing one left blank asks whether to delete it. A draft over the limit, or
  /// one that could not be saved, stays open with a message: no word is lost.
  public func finishEditing() {
    editor?.done()
  }

  /// Done in `editor`, if it is the one up (the editor has let the microphone's last words in first). A note
  /// whose words were all deleted is not kept as it was behind the user's back: the editor stays and asks whether
  /// to delete it.
  func finish(_ editor: EditorModel) {
    guard editor === self.editor else { return }
    if let id = drafts.emptiedNote(in: editor) { return askToDeleteEmptied(id) }
    guard drafts.saveIfNeeded(editor) else { return }
    close(.editor(editor))
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
    return drafts.saveIfNeeded(editor)
  }

  /// Closes the editor without saving.
  public func cancelEditing() {
    guard let editor else { return }
    editor.dictation.stop()
    drafts.revert(editor)
    close(.editor(editor))
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

  /// Connects the saving of editors' drafts to the notes, the board and the messages.
  func connectDrafts() {
    drafts.notes = { [weak self] in self?.board ?? NoteBoard() }
    drafts.onChange = { [weak self] keepingWords, body in self?.change(keepingWords: keepingWords, body) ?? false }
    drafts.onNewNoteSaved = { [weak self] in self?.notesBoard.show($0) }
    drafts.onMessage = { [weak self] in self?.showMessage($0) }
  }
}
