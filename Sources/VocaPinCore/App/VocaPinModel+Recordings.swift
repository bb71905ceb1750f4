import Foundation

// MARK: - Recordings: Keep Recordings, a recording deleted from its row, and the launch's purge

extension VocaPinModel {
  /// Profile Settings' Keep Recordings: off, dictation keeps no audio from the next session on (recordings
  /// already kept stay with their notes).
  public func setKeepRecordings(_ keep: Bool) {
    guard keep != keepRecordings else { return }
    do {
      _ = try repository.updateSettings { $0.keepRecordings = keep }
      keepRecordings = keep
    } catch {
      showMessage(VocaPinCopy.changeFailed(error))
    }
  }

  /// An editor said that recordings are kept on this iPhone: never again, in this launch or the next. A failed
  /// write costs nothing worse than hearing it once more.
  func saidRecordingsKept() {
    recordingsKeptSaid = true
    _ = try? repository.updateSettings { $0.recordingsKeptSaid = true }
  }

  /// "Delete" confirmed on a recording's row: the editor up removes it (it may hold it unsaved); with none up,
  /// it goes from its note.
  func deleteRecording(_ recording: UUID) {
    if let editor { return editor.deleteRecording(recording) }
    recordings.stop(recording)
    do {
      try recordings.removeKept(recording)
    } catch {
      showMessage(VocaPinCopy.changeFailed(error))
    }
  }

  /// Recordings of notes that are gone (past Recently Deleted's 30 days) go too; Recently Deleted is read and the
  /// audio removed off the main actor, as the launch's reads are. Then stray audio goes: a file no note keeps
  /// and no editor holds (the app was ended while dictating into a note never saved). The task, for tests to
  /// await; nil when nothing is purged because the notes folder could not be used (its board is empty, yet its
  /// notes are not gone).
  @discardableResult
  func purgeRecordingsOfGoneNotes(sparing stuck: Set<UUID>) -> Task<Void, Never>? {
    guard !isReadOnly else { return nil }
    let store = dependencies.store
    let now = dependencies.now()
    // A damaged note's file is left as it is and may be repaired: the note is not gone, nor is its audio.
    let onBoard = Set(board.notes.map(\.id)).union(board.unavailableIDs)
    return Task { [weak self] in
      // `stuck`: deleted notes whose files the launch found still there (its read already has them, so the
      // notes are not read twice); their copies stay past the 30 days, as the launch's read keeps them, or the
      // stuck file would put the note back on the board.
      let deleted = await Task.detached(priority: .utility) {
        RecentlyDeleted.load(from: store, now: now, sparing: stuck).map(\.id)
      }.value
      guard let self else { return }
      // The board as it is now too: a note made while Recently Deleted was read keeps its recording.
      await self.recordings.purgeGone { [board = self.board] in
        onBoard.union(deleted).union(board.notes.map(\.id)).union(board.unavailableIDs)
      }
    }
  }
}
