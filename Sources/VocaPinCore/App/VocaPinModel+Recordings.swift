import Foundation

// MARK: - The recordings the board shows, and the settings and launch work that are the app's

extension VocaPinModel {
  /// The play control the board's note shows: its latest recording's, the very control its editor lists
  /// (`RecordingLibrary.latest(of:)`).
  public func boardRecording(of note: UUID) -> RecordingPlayback? { recordings.latest(of: note) }

  /// Whether the board's play controls can be used: not while an editor's microphone is on.
  public var canPlayRecordingsOnBoard: Bool { editor?.canPlayRecordings ?? true }

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

  /// The notes as the board's pager and All Notes show them, in the Sort By order as it was when the board last
  /// appeared (`sortedIDs`): a note edited since keeps its place until the board appears again. A note added
  /// since (a new one, one restored or synced) comes first, as the newest; a note gone drops out.
  public var boardNotes: [Note] {
    guard noteOrder != .manual else { return board.notes }
    let place = Dictionary(sortedIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let added = noteOrder.sorted(board.notes.filter { place[$0.id] == nil })
    let kept = board.notes.filter { place[$0.id] != nil }.sorted { place[$0.id, default: 0] < place[$1.id, default: 0] }
    return added + kept
  }

  /// Sorts the board's notes by the Sort By order now: when the board appears (launch, a return from the
  /// background, the last sheet over it gone) and when the order changes, never while the user is on it.
  func sortBoard() {
    sortedIDs = noteOrder.sorted(board.notes).map(\.id)
  }

  /// Sort By on the board: saved at once, so the next launch shows the same order; a failed write keeps the
  /// order shown and says so.
  public func setNoteOrder(_ order: NoteOrder) {
    guard order != noteOrder else { return }
    do {
      _ = try repository.updateSettings { $0.noteOrder = order }
      noteOrder = order
      sortBoard()
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
