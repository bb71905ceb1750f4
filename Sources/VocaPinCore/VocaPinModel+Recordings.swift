import Foundation

// MARK: - Keeping and playing dictation's recordings

extension VocaPinModel {
  var recordingFiles: RecordingFiles { dependencies.recordings }

  /// Gives `editor` a recorder for its dictation sessions (Keep Recordings read at each one).
  func attachRecorder(to editor: EditorModel) {
    let recorder = DictationRecorder(recorder: dependencies.recorder, index: recordingIndex)
    recorder.keeps = { [weak self] in self?.keepRecordings ?? false }
    recorder.onProblem = { [weak self] problem in self?.showError(problem) }
    editor.recorder = recorder
    editor.dictation.onMicrophone = { [weak recorder] open in
      if open { recorder?.microphoneOpened() } else { recorder?.microphoneClosed() }
    }
    // One audio session for both: a recording playing is paused, and its session handed back, before the
    // microphone's is activated.
    editor.dictation.beforeMicrophone = { [weak self] in await self?.pauseAllPlayback().value }
  }

  /// Whether the editor's play controls can be used: not while its microphone is on (playing would take the
  /// audio session from dictation, and the recording is still being written).
  public func canPlayRecordings(in editor: EditorModel) -> Bool {
    !editor.dictation.isActive && !editor.dictation.isFinishing
  }

  /// Pauses every recording playing, where it is: the app left the foreground, or dictation is about to listen.
  @discardableResult
  func pauseAllPlayback() -> Task<Void, Never> {
    let playing = playbacks.values.filter(\.isPlaying)
    let previous = playbackStop
    let stop = Task {
      await previous?.value
      for playback in playing { await playback.pause() }
    }
    playbackStop = stop
    return stop
  }

  /// The play controls of `note`'s recordings, oldest first: on the board's note and in its editor. Made from
  /// the index held in memory (`recordingIndex`), so a redraw (each keystroke) reads no file.
  public func recordings(of note: UUID?) -> [RecordingPlayback] {
    guard let note else { return [] }
    return recordingIndex.recordings(of: note).map(playback)
  }

  /// The play control the board's note shows: its latest recording's (its last dictation), the very control its
  /// editor lists, so both show one state; nil for a note with none. The widget never shows one: its face is
  /// made from the App Group's notes, which name no recording.
  public func boardRecording(of note: UUID) -> RecordingPlayback? { recordings(of: note).last }

  /// Whether the board's play controls can be used: not while an editor's microphone is on.
  public var canPlayRecordingsOnBoard: Bool { editor.map(canPlayRecordings(in:)) ?? true }

  /// The play controls an editor shows: its note's recordings, and those of sessions not saved yet.
  public func recordings(in editor: EditorModel) -> [RecordingPlayback] {
    let saved = recordings(of: editor.draft.noteID)
    let savedIDs = Set(saved.map(\.recording.id))
    return saved + (editor.recorder?.finished ?? []).filter { !savedIDs.contains($0.id) }.map(playback)
  }

  private func playback(_ recording: NoteRecording) -> RecordingPlayback {
    if let existing = playbacks[recording.id] { return existing }
    let made = RecordingPlayback(
      recording: recording, file: recordingFiles.file(for: recording.id), player: dependencies.player,
      session: dependencies.audioSession)
    // One player for every control: a recording starting ends any other's, which is told so.
    made.onStart = { [weak self] started in
      guard let self else { return }
      for other in self.playbacks.values where other !== started { other.supersede() }
    }
    playbacks[recording.id] = made
    return made
  }

  /// Profile Settings' Keep Recordings: off, dictation keeps no audio from the next session on (recordings
  /// already kept stay with their notes).
  public func setKeepRecordings(_ keep: Bool) {
    guard keep != keepRecordings else { return }
    do {
      _ = try repository.updateSettings { $0.keepRecordings = keep }
      keepRecordings = keep
    } catch {
      showError(VocaPinCopy.changeFailed(error))
    }
  }

  /// The note went to Recently Deleted: its recordings go with it. A move that fails leaves them where they
  /// were, which a restore or a purge still finds.
  func recordingsDeleted(with note: UUID) {
    stopPlayback(of: note)
    try? recordingIndex.moveToDeleted(note: note)
  }

  /// The note came back: its recordings come back with it.
  func recordingsRestored(with note: UUID) {
    try? recordingIndex.restore(note: note)
  }

  /// The note was removed for good: so are its recordings.
  func recordingsPurged(with note: UUID) {
    try? recordingIndex.purge(note: note)
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
      let kept = onBoard.union(deleted).union(self.board.notes.map(\.id)).union(self.board.unavailableIDs)
      let gone = self.recordingIndex.drop(notesNotIn: kept)
      let files = self.recordingFiles
      if !gone.isEmpty { await Task.detached(priority: .utility) { files.purge(gone) }.value }
      await self.sweepStrayRecordings()
    }
  }

  /// Removes audio no note keeps: an editor's sessions are kept only once its words are saved, so the app ended
  /// while dictating into a new note leaves its file behind, and every file counts towards the 100 MB. Only when
  /// the index could be read at launch (a damaged index may name any file); what it names, damaged notes'
  /// entries included, and what an open editor holds (checked after the folder was listed) is never a stray.
  func sweepStrayRecordings() async {
    guard recordingIndex.wasReadable else { return }
    let files = recordingFiles
    let onDisk = await Task.detached(priority: .utility) { files.recordingsOnDisk() }.value
    let strays = onDisk.subtracting(recordingIndex.owned).map { NoteRecording(id: $0, duration: 0) }
    guard !strays.isEmpty else { return }
    await Task.detached(priority: .utility) { files.purge(strays) }.value
  }

  private func stopPlayback(of note: UUID) {
    for recording in recordingIndex.recordings(of: note) {
      guard let playback = playbacks.removeValue(forKey: recording.id) else { continue }
      Task { await playback.stop() }
    }
  }
}
