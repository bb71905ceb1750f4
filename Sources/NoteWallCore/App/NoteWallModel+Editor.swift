import Foundation

// MARK: - The note editor (main app): its sheet carries its own NoteEditorModel, which reports here

extension NoteWallModel {
  /// A tap on a note: the editor sheet, with a fresh model holding the note as it was and the text typed.
  public func startEditing(_ note: WallNote) {
    let editor = NoteEditorModel(note: note)
    // The editor's Save: the sheet closes when the note is saved; a refusal (blank, too long) is said over the
    // editor, which stays up with the user's text.
    editor.onSave = { [weak self, weak editor] text in
      guard let self, let editor, notes.edit(note.id, to: text) else { return }
      close(editor)
    }
    // Cancel on an edited note asks before the typing is thrown away (Calendar's and Reminders' editors do).
    editor.onCancel = { [weak self, weak editor] in
      guard let self, let editor else { return }
      if editor.hasChanges, presentation.isPresenting(.editNote(editor)) {
        askToDiscard(editor)
      } else {
        close(editor)
      }
    }
    presentation.present(.editNote(editor))
  }

  /// "Discard Changes" or "Keep Editing", a confirmation dialog over the editor.
  func askToDiscard(_ editor: NoteEditorModel) {
    presentation.showAlert(NoteWallAlertID.discardEdit(editor).alert)
  }

  /// Closes this editor's sheet (and drops it if it is still waiting to rise).
  func close(_ editor: NoteEditorModel) {
    presentation.dismiss { if case .editNote(let shown) = $0 { shown === editor } else { false } }
  }
}
