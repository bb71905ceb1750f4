import AppServices
import Foundation

/// The recordings VocaPin keeps and the play controls over them, shared by the board and every editor: one
/// control per recording, so the board's note and its editor show one state, and one player, so a recording
/// starting ends any other's. The app's model owns it; each editor is handed it (`EditorModel.connect`), as
/// a service, never the app's model.
@MainActor
public final class RecordingLibrary {
  /// Which note has which recordings: read at launch, kept up to date by every change the app makes, read
  /// again on return to the foreground. What the play controls are made from, never a read of the file.
  public let index: RecordingIndex
  /// The latest stop of every playing recording (leaving the app, dictation starting), for tests to await.
  var playbackStop: Task<Void, Never>?
  /// Each recording's play control, kept so its state lasts while it is on screen.
  private var controls: [UUID: RecordingPlayback] = [:]
  private let player: any VoicePlayerClient
  private let session: any AudioSessionClient
  var files: RecordingFiles { index.files }

  init(index: RecordingIndex, player: any VoicePlayerClient, session: any AudioSessionClient) {
    self.index = index
    self.player = player
    self.session = session
  }

  /// The play controls of `note`'s recordings, oldest first: on the board's note and in its editor. Made from
  /// the index held in memory, so a redraw (each keystroke) reads no file.
  public func playbacks(of note: UUID?) -> [RecordingPlayback] {
    guard let note else { return [] }
    return index.recordings(of: note).map(playback)
  }

  /// The play control the board's note shows: its latest recording's (its last dictation), the very control its
  /// editor lists, so both show one state; nil for a note with none. The widget never shows one: its face is
  /// made from the App Group's notes, which name no recording.
  public func latest(of note: UUID) -> RecordingPlayback? { playbacks(of: note).last }

  /// The control of `recording`, made once and kept while the app runs.
  func playback(_ recording: NoteRecording) -> RecordingPlayback {
    if let existing = controls[recording.id] { return existing }
    let made = RecordingPlayback(
      recording: recording, file: files.file(for: recording.id), player: player, session: session)
    // One player for every control: a recording starting ends any other's, which is told so.
    made.onStart = { [weak self] started in
      guard let self else { return }
      for other in self.controls.values where other !== started { other.supersede() }
    }
    controls[recording.id] = made
    return made
  }

  /// Pauses every recording playing, where it is: the app left the foreground, or dictation is about to listen.
  @discardableResult
  func pauseAll() -> Task<Void, Never> {
    let playing = controls.values.filter(\.isPlaying)
    let previous = playbackStop
    let stop = Task {
      await previous?.value
      for playback in playing { await playback.pause() }
    }
    playbackStop = stop
    return stop
  }

  /// Stops `recording` and forgets its control: the recording is going.
  func stop(_ recording: UUID) {
    if let playback = controls.removeValue(forKey: recording) { Task { await playback.stop() } }
  }

  /// Removes a recording kept with a note, and its audio; the note's words, and its other recordings, stay.
  /// Nothing when no note keeps it.
  func removeKept(_ recording: UUID) throws {
    guard let (note, kept) = index.notes.first(where: { $0.value.contains { $0.id == recording } }),
      let entry = kept.first(where: { $0.id == recording })
    else { return }
    try index.remove([entry], from: note)
  }

  /// The note went to Recently Deleted: its recordings go with it. A move that fails leaves them where they
  /// were, which a restore or a purge still finds.
  func noteDeleted(_ note: UUID) {
    for recording in index.recordings(of: note) { stop(recording.id) }
    try? index.moveToDeleted(note: note)
  }

  /// The note came back: its recordings come back with it.
  func noteRestored(_ note: UUID) { try? index.restore(note: note) }

  /// The note was removed for good: so are its recordings.
  func notePurged(_ note: UUID) { try? index.purge(note: note) }

  /// Recordings of notes that are gone go: every note not in `kept`, read when the caller's reads are done, so a
  /// note made meanwhile keeps its recording. Then stray audio goes (`sweepStrays`).
  func purgeGone(keeping kept: @MainActor () -> Set<UUID>) async {
    let gone = index.drop(notesNotIn: kept())
    let files = files
    if !gone.isEmpty { await Task.detached(priority: .utility) { files.purge(gone) }.value }
    await sweepStrays()
  }

  /// Removes audio no note keeps: an editor's sessions are kept only once its words are saved, so the app ended
  /// while dictating into a new note leaves its file behind, and every file counts towards the 100 MB. Only when
  /// the index could be read at launch (a damaged index may name any file); what it names, damaged notes'
  /// entries included, and what an open editor holds (checked after the folder was listed) is never a stray.
  func sweepStrays() async {
    guard index.wasReadable else { return }
    let files = files
    let onDisk = await Task.detached(priority: .utility) { files.recordingsOnDisk() }.value
    let strays = onDisk.subtracting(index.owned).map { NoteRecording(id: $0, duration: 0) }
    guard !strays.isEmpty else { return }
    await Task.detached(priority: .utility) { files.purge(strays) }.value
  }
}
