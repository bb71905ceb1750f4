import Foundation
import SharedStore

// MARK: - Deleting to Recently Deleted

extension VocaPinModel {
  var trash: ItemCollection<DeletedNote> { RecentlyDeleted.collection(in: dependencies.store) }

  /// The Recently Deleted screen that is up, or waiting its turn to rise.
  public var recentlyDeletedScreen: RecentlyDeletedModel? {
    presentation.destinations.compactMap(\.recentlyDeleted).last
      ?? presentation.queued.compactMap(\.destination.recentlyDeleted).last
  }

  /// Deletes a note to Recently Deleted: kept there first, so a failed write leaves the note on the board.
  public func delete(_ id: UUID) {
    guard let note = board.note(id) else { return }
    let deleted = DeletedNote(note: note, deletedAt: dependencies.now())
    do {
      try trash.save(deleted)
    } catch {
      showError(VocaPinCopy.changeFailed(error))
      return
    }
    guard change({ board in try board.delete(id) }) else {
      trash.delete(id)
      return
    }
    // The note's editor closes without saving: there is nothing left to save it to, and words kept aside for
    // it (past the limit when iOS ended the app) go with it, so no launch reopens an editor for a deleted note.
    if let editor, editor.draft.noteID == id {
      editor.dictation.stop()
      forgetUnsavedDraft()
      takeDown(.editor(editor))
    }
    if selectedNoteID == id || selectedNote == nil { selectedNoteID = board.pinnedID ?? board.notes.first?.id }
  }

  /// All Notes' "Recently Deleted" button: the screen reads the deleted notes as they are now.
  public func showRecentlyDeleted() {
    let screen = RecentlyDeletedModel(store: dependencies.store, now: dependencies.now)
    screen.onRestore = { [weak self] note in self?.restore(note) ?? false }
    screen.onAsk = { [weak self] question in self?.presentation.showAlert(question) }
    screen.onDone = { [weak self, weak screen] in if let screen { self?.takeDown(.recentlyDeleted(screen)) } }
    presentation.present(.recentlyDeleted(screen))
  }

  /// Puts a deleted note back at the end of the board, shown there; false if the board could not keep it.
  private func restore(_ note: Note) -> Bool {
    guard change({ board in try board.restore(note) }) else { return false }
    selectedNoteID = note.id
    return true
  }
}
