import DesignSystem
import Foundation
import Presentation

// MARK: - Notes (VP-0.1)

extension VocaPinModel {
  /// A new note in the editor. A draft up that cannot be saved stays, with the reason: never replaced.
  public func startNewNote(color: NoteColor = .default) {
    guard refuseIfReadOnly(), saveDraftIfEditing() else { return }
    replaceDraft(with: NoteDraft(noteID: nil, text: "", color: color))
    presentation.open([.init(.editor)])
  }

  public func startEditing(_ id: UUID) {
    guard refuseIfReadOnly(), let note = board.note(id), saveDraftIfEditing() else { return }
    replaceDraft(with: NoteDraft(noteID: id, text: note.text, color: note.color))
    presentation.open([.init(.editor)])
  }

  public func setDraftColor(_ color: NoteColor) {
    if isEditing { draft?.color = color }
  }

  /// Saves the draft, once, and closes the editor. A new note left blank is discarded; an existing one left
  /// blank keeps its text. A draft over the limit, or one that could not be saved, stays open with a message:
  /// no word is lost.
  public func finishEditing() {
    guard isEditing, commitDraft() != nil || draftIsSettled else { return }
    takeDown(.editor)
  }

  /// Saves the draft of an editor that is up; false when it could not be saved (the user has been told).
  func saveDraftIfEditing() -> Bool {
    guard isEditing else { return true }
    return commitDraft() != nil || draftIsSettled
  }

  /// The draft needs no saving: it is saved already, or a new note left blank.
  var draftIsSettled: Bool {
    guard let draft else { return true }
    if let id = draft.noteID { return board.note(id)?.text == draft.text && board.note(id)?.color == draft.color }
    return (try? NoteBoard.validated(draft.text)) == nil && !draftIsOverLimit
  }

  /// Saves the draft and returns the note it was saved to, if any; keeps the draft when it cannot be saved.
  /// The draft then names the saved note, so saving it again changes nothing.
  @discardableResult
  func commitDraft(evenIfClosed: Bool = false, quietly: Bool = false) -> UUID? {
    guard let draft, isEditing || evenIfClosed else { return nil }
    if let status = draftLimitStatus, draftIsOverLimit {
      // Going to the background is not the user asking to save: no alert waits for them on return.
      if !quietly { showError(status) }
      return nil
    }
    let now = dependencies.now()
    let hasWords = (try? NoteBoard.validated(draft.text)) != nil
    var saved: UUID?
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
    forgetUnsavedDraft()
    if let saved, let note = board.note(saved) {
      self.draft = NoteDraft(noteID: saved, text: note.text, color: note.color)
      if draft.noteID == nil { selectedNoteID = saved }
    }
    return saved
  }

  /// Closes the editor without saving.
  public func cancelEditing() {
    revertToOpened()
    forgetUnsavedDraft()
    takeDown(.editor)
  }

  /// Whether the editor holds anything the note did not have when it opened: words, a colour, or a new note
  /// that going to the background saved meanwhile.
  var changedSinceOpened: Bool {
    guard let draft, let opened = openedWith else { return !draftIsSettled }
    return draft.text != opened.text || draft.color != opened.color || draft.noteID != opened.noteID
  }

  /// Undoes what going to the background saved while the editor was open: a new note it created goes, an
  /// existing note gets back the words and colour it had when the editor opened.
  private func revertToOpened() {
    guard let opened = openedWith, let draft else { return }
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
        id: "delete-\(id.uuidString)", title: VocaPinCopy.deleteConfirmationTitle,
        message: VocaPinCopy.deleteConfirmationMessage,
        buttons: [
          .init(VocaPinCopy.delete, role: .destructive, action: .delete(note.id)), .init("Cancel", role: .cancel),
        ], style: .confirmationDialog))
  }

  public func delete(_ id: UUID) {
    guard change({ board in try board.delete(id) }) else { return }
    // The note's editor closes without saving: there is nothing left to save it to, and words kept aside for
    // it (past the limit when iOS ended the app) go with it, so no launch reopens an editor for a deleted note.
    if draft?.noteID == id {
      forgetUnsavedDraft()
      takeDown(.editor)
    }
    if selectedNoteID == id || selectedNote == nil { selectedNoteID = board.pinnedID ?? board.notes.first?.id }
  }

  public func recolor(_ id: UUID, to color: NoteColor) {
    change { board in try board.recolor(id, to: color, at: dependencies.now()) }
  }

  public func move(fromOffsets offsets: IndexSet, toOffset destination: Int) {
    change { board in board.move(fromOffsets: offsets, toOffset: destination) }
  }

  public func pin(_ id: UUID) {
    change { board in try board.pin(id) }
    haptics.emit(.confirmation)
  }
}
