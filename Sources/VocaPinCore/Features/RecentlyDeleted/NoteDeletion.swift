import Foundation
import SharedStore

/// What a note leaves in Recently Deleted as it goes: kept there first, so a failed write leaves the note on the
/// board, and taken back if the delete does not happen.
///
/// The note's file is read first, as `layingOverOutsideEdits` does for saves: iCloud Sync may have written another
/// device's edit to it since the board (and so an open editor) read it, and the delete is then sent as a tombstone
/// over that edit, so Recently Deleted must keep those words or they are gone everywhere. From its open editor,
/// the editor's words (this session's edits) are what the user last saw: kept under the note's id when the file is
/// as the board read it, beside the file's words when both changed. Words that could not be a note (blank, or over
/// the limit, which a restore would refuse) are not kept; a colour changed in the editor is kept.
struct NoteDeletion {
  /// The copies kept: the note under its id, and the editor's words under an id of their own when both changed.
  struct Kept {
    let note: DeletedNote
    let beside: DeletedNote?
  }

  let store: SharedStore
  let now: Date

  private var trash: ItemCollection<DeletedNote> { RecentlyDeleted.collection(in: store) }

  /// Keeps the copies of `read` (the note as the board has it; `editing`: the draft of its open editor, if any)
  /// in Recently Deleted; throws, keeping nothing, when they cannot be written.
  func keep(_ read: Note, editing: NoteDraft?) throws -> Kept {
    let kept = copies(of: read, editing: editing)
    do {
      if let beside = kept.beside { try trash.save(beside) }
      try trash.save(kept.note)
    } catch {
      if let beside = kept.beside { try? trash.delete(beside.id) }
      throw error
    }
    return kept
  }

  /// The delete did not happen (the note stays on the board): its copies go, as a note Recently Deleted keeps is
  /// never on the board too (the next launch would finish the delete).
  func takeBack(_ kept: Kept) {
    try? trash.delete(kept.note.id)
    if let beside = kept.beside { try? trash.delete(beside.id) }
  }

  private func copies(of read: Note, editing draft: NoteDraft?) -> Kept {
    let id = read.id
    var note = read
    var outside: Note?
    if case .success(let file?) = VocaPinShared.notes(in: store).item(id),
      file.text != read.text || file.editedAt != read.editedAt
    {
      outside = file
      note = file
    }
    var beside: DeletedNote?
    if let draft, draft.noteID == id {
      let edited = try? NoteBoard.validated(draft.text)
      if let outside, let edited, edited != read.text, edited != outside.text {
        let words = Note(id: UUID(), text: edited, color: draft.color, createdAt: read.createdAt, editedAt: now)
        beside = DeletedNote(note: words, deletedAt: now)
      } else if outside == nil, let edited {
        note.text = edited
      }
      if draft.color != read.color { note.color = draft.color }
    }
    return Kept(note: DeletedNote(note: note, deletedAt: now), beside: beside)
  }
}
