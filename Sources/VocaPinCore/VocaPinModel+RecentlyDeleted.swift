import Foundation
import SharedStore

// MARK: - Recently Deleted, and search

extension VocaPinModel {
  var trash: ItemCollection<DeletedNote> { RecentlyDeleted.collection(in: dependencies.store) }

  /// Deletes a note to Recently Deleted: kept there first, so a failed write leaves the note on the board.
  public func delete(_ id: UUID) {
    guard let note = board.note(id) else { return }
    let deleted = DeletedNote(note: note, deletedAt: dependencies.now())
    do {
      try trash.save(deleted)
    } catch {
      showError(VocaPinCopy.changeFailed(error.description))
      return
    }
    guard change({ board in try board.delete(id) }) else {
      trash.delete(id)
      return
    }
    recentlyDeleted.removeAll { $0.id == id }
    recentlyDeleted.insert(deleted, at: 0)
    // The note's editor closes without saving: there is nothing left to save it to, and words kept aside for
    // it (past the limit when iOS ended the app) go with it, so no launch reopens an editor for a deleted note.
    if let editor, editor.draft.noteID == id {
      editor.dictation.stop()
      forgetUnsavedDraft()
      takeDown(.editor(editor))
    }
    if selectedNoteID == id || selectedNote == nil { selectedNoteID = board.pinnedID ?? board.notes.first?.id }
  }

  /// Brings a note back to the end of the board, as it was (its words, colour and dates; not the pin).
  public func restore(_ id: UUID) {
    guard let deleted = recentlyDeleted.first(where: { $0.id == id }) else { return }
    guard change({ board in try board.restore(deleted.note) }) else { return }
    trash.delete(id)
    recentlyDeleted.removeAll { $0.id == id }
    selectedNoteID = id
  }

  /// "Delete Now" asks first: after it the note cannot come back.
  public func requestDeleteForever(_ id: UUID) {
    guard recentlyDeleted.contains(where: { $0.id == id }) else { return }
    presentation.showAlert(
      VocaPinAlert(
        id: "delete-forever-\(id.uuidString)", title: VocaPinCopy.deleteForeverTitle,
        message: VocaPinCopy.deleteForeverMessage,
        buttons: [
          .init(VocaPinCopy.deleteNow, role: .destructive, action: .deleteForever(id)),
          .init(VocaPinCopy.cancel, role: .cancel),
        ], style: .confirmationDialog))
  }

  public func deleteForever(_ id: UUID) {
    trash.delete(id)
    recentlyDeleted.removeAll { $0.id == id }
  }

  /// All Notes' "Recently Deleted" button.
  public func showRecentlyDeleted() {
    recentlyDeleted = RecentlyDeleted.load(from: dependencies.store, now: dependencies.now())
    presentation.present(.recentlyDeleted)
  }

  /// Days before a deleted note goes for good, in words.
  public func daysLeft(_ deleted: DeletedNote) -> String {
    VocaPinCopy.daysLeft(deleted.daysLeft(now: dependencies.now()))
  }

  /// The notes All Notes lists: every note, or those matching the search.
  public var listedNotes: [Note] { NoteSearch.notes(board.notes, matching: searchQuery) }

  /// Searching: the list is filtered, so reordering (which works on the whole board's offsets) is off.
  public var isSearching: Bool { !searchQuery.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
}
