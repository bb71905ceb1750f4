import Foundation
import SharedStore

// MARK: - Deleting to Recently Deleted

extension VocaPinModel {
  /// The Recently Deleted screen that is up, or waiting its turn to rise.
  public var recentlyDeletedScreen: RecentlyDeletedModel? {
    presentation.lastPresentedOrQueued(\.recentlyDeleted)
  }

  /// Deletes a note to Recently Deleted: kept there first (`NoteDeletion`), so a failed write leaves the note on
  /// the board.
  public func delete(_ id: UUID) {
    guard let read = board.note(id) else { return }
    // What the user sees goes to the note beside it on the board, in its Sort By order; the pin too.
    let shown = notesBoard.shownNotes.map(\.id)
    let deletion = NoteDeletion(store: dependencies.store, now: dependencies.now())
    let kept: NoteDeletion.Kept
    do {
      kept = try deletion.keep(read, editing: editor?.draft)
    } catch {
      showMessage(VocaPinCopy.changeFailed(error))
      return
    }
    if !change({ board in try board.delete(id, shown: shown) }) {
      guard !repository.holdsNoteFile(id) else {
        // The note stays on the board, so its copies there go; a copy that stays too makes the next launch finish
        // the delete (a note Recently Deleted keeps is never on the board, `NotesRepository.load`).
        return deletion.takeBack(kept)
      }
      // The note's file went, and a later write (the order, the pin) failed: the delete happened on disk, and
      // its copy in Recently Deleted is all that is left of the note, so it stays, and the board follows the
      // disk (a launch skips an ordered note without a file, and moves a pin whose note is gone).
      try? board.delete(id, shown: shown)
      reloadWidgets()
    }
    recordings.noteDeleted(id)
    // The note's editor closes without saving: there is nothing left to save it to, and words kept aside for
    // it (past the limit when iOS ended the app) go with it, so no launch reopens an editor for a deleted note.
    if let editor, editor.draft.noteID == id {
      editor.dictation.stop()
      editor.recorder?.dropUnkept()
      drafts.forgetUnsaved()
      close(.editor(editor))
    }
    notesBoard.noteDeleted(id, shown: shown)
  }

  /// All Notes' "Recently Deleted" button: the screen reads the deleted notes as they are now.
  public func showRecentlyDeleted() {
    let screen = RecentlyDeletedModel(store: dependencies.store, now: dependencies.now)
    screen.onRestore = { [weak self] note in self?.change { board in try board.restore(note) } ?? false }
    // Kept in Recently Deleted, it may not be on the board too: the restore is undone (and said).
    screen.onRestoreUndone = { [weak self] id in _ = self?.change { board in try board.delete(id) } }
    screen.onRestored = { [weak self] id in
      self?.recordings.noteRestored(id)
      self?.notesBoard.show(id)
    }
    screen.onAsk = { [weak self] question in self?.presentation.showAlert(question) }
    screen.onFailure = { [weak self] error in self?.showMessage(VocaPinCopy.changeFailed(error)) }
    screen.onDeletedForever = { [weak self] id in self?.recordings.notePurged(id) }
    screen.iCloudKeepsWordsMessage = { [weak self] id in
      guard let sync = self?.noteSync else { return nil }
      // Another account: its records were forgotten, so whether it held the note cannot be known here.
      if sync.ledger.stopReason == .accountChanged { return VocaPinCopy.deleteForeverAccountChangedMessage }
      // Sync's file cannot be used here (a newer version's, or not yet readable): whether iCloud holds the note
      // cannot be known, so the words say it may.
      if sync.ledgerHold != nil { return VocaPinCopy.deleteForeverNotYetKnownMessage }
      guard sync.ledger.records[id].map({ !$0.isTombstone }) == true else { return nil }
      // Signed out while VocaPin ran (the engine's event: the ledger's reason), or while it did not (the launch's
      // sync found no account: only the status says so).
      if sync.ledger.stopReason == .signedOut || sync.status == .unavailable(.noAccount) {
        return VocaPinCopy.deleteForeverSignedOutMessage
      }
      guard sync.isOn else { return VocaPinCopy.deleteForeverSyncOffMessage }
      // The launch's sync has not yet learnt who is signed in (or iCloud could not say): the delete goes only if
      // the same account is, so nothing is promised.
      return sync.accountNotYetKnown ? VocaPinCopy.deleteForeverNotYetKnownMessage : nil
    }
    screen.onDone = { [weak self, weak screen] in if let screen { self?.close(.recentlyDeleted(screen)) } }
    presentation.present(.recentlyDeleted(screen))
  }
}
