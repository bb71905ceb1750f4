import Foundation

extension VocaPinModel {
  /// `updated` (the board with a change made here) laid over notes whose files changed outside since the board
  /// read them. iCloud Sync writes another device's edit to a note's file while an editor is open, and the board
  /// is not re-read under an editor, so the board's copy of that note is stale: saving it would write the old
  /// words over the new ones, and sync would then send them as the latest.
  ///
  /// Against the note as the board (and so the editor) last read it, by its words and edit date: a note whose
  /// words this change kept takes the file's words and dates with this change's colour; a note whose words
  /// both changed keeps this change's words, and the file's words become a note beside it (as `NoteMerge` does
  /// for conflicts), unless the file only ticked or unticked boxes, which join this change's words. Returns the board to save and how many notes were kept beside.
  func layingOverOutsideEdits(_ updated: NoteBoard) -> (board: NoteBoard, keptBeside: Int) {
    let files = VocaPinShared.notes(in: dependencies.store)
    var notes: [Note] = []
    var keptBeside = 0
    for var note in updated.notes {
      guard let read = board.note(note.id), read != note,
        case .success(let file?) = files.item(note.id), file.text != read.text || file.editedAt != read.editedAt
      else {
        notes.append(note)
        continue
      }
      if note.text == read.text {
        // Only the colour changed here: the file's words stay.
        let color = note.color == read.color ? file.color : note.color
        note = file
        note.color = color
        notes.append(note)
      } else if let ticks = Checklist.boxChanges(from: read.text, to: file.text) {
        // Only boxes ticked outside (the widget's box on this iPhone, or another device's tap): the ticks join
        // the words typed here, one note, no message.
        note.text = Checklist.applying(ticks, to: note.text)
        note.editedAt = max(note.editedAt, file.editedAt)
        notes.append(note)
      } else if file.text == read.text || file.text == note.text {
        // The other device left the words alone, or wrote the very same words: one note, never a copy of itself.
        notes.append(note)
      } else {
        notes.append(note)
        // Beyond the board's limit the note is still kept, never dropped: Done must not lose words.
        notes.append(
          Note(id: UUID(), text: file.text, color: file.color, createdAt: file.createdAt, editedAt: file.editedAt))
        keptBeside += 1
      }
    }
    let merged = NoteBoard(notes: notes, pinnedID: updated.pinnedID, unavailableIDs: updated.unavailableIDs)
    return (merged, keptBeside)
  }
}
