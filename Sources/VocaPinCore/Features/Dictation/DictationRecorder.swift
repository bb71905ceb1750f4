import AppServices
import Foundation
import Localization
import Observation

/// Keeps the audio of an editor's dictation sessions: each time the microphone opens (and Keep Recordings is
/// on, and recordings have room) a new file is started, and when it closes the file is closed and held here
/// until the editor's words are saved to a note, which then keeps it. The words never wait on the audio: a
/// recording that fails to start or to close is dropped, the words stay, and the user is told. Observable, so
/// the editor's play controls appear as a session's recording closes.
@MainActor
@Observable
final class DictationRecorder {
  @ObservationIgnored let recorder: any VoiceRecorderClient
  /// The app's recordings index, which a kept recording joins (and the files behind it).
  @ObservationIgnored let index: RecordingIndex
  private var files: RecordingFiles { index.files }
  /// Keep Recordings, read at each session.
  @ObservationIgnored var keeps: @MainActor () -> Bool = { true }
  /// A session's audio is being recorded: its file was started.
  @ObservationIgnored var onStarted: @MainActor () -> Void = unimplemented("DictationRecorder.onStarted")
  /// Why a recording was not kept, said to the user.
  @ObservationIgnored var onProblem: @MainActor (LocalizedCopy) -> Void = unimplemented("DictationRecorder.onProblem")
  /// Recordings closed in this editor, not yet kept with a note.
  private(set) var finished: [NoteRecording] = []
  /// The session being recorded, once its file was started.
  @ObservationIgnored private var recording: UUID?
  /// The note the editor's words were saved to: a recording that closes after (Done while the last words come
  /// in) is kept with it at once.
  @ObservationIgnored private var note: UUID?
  /// The recordings kept with `note` by this editor, which Cancel takes back.
  @ObservationIgnored private var kept: [NoteRecording] = []
  /// Counts the drafts this editor has shown (`restart`), so a session that began on an earlier draft stays with
  /// that draft's note, never the next one's.
  @ObservationIgnored private var draftNumber = 0
  /// The draft the session being recorded began on, and the note the draft before the current one was saved to.
  @ObservationIgnored private var recordingDraft = 0
  @ObservationIgnored private var previousNote: UUID?
  /// The recorder's calls, run one after another in the order made (as the microphone's are); the last one.
  @ObservationIgnored private var calls: Task<Void, Never>?
  /// The editor closed with nothing to save (`dropUnkept`): a session still closing has no words to go with.
  @ObservationIgnored private var closedUnsaved = false
  /// This editor said recordings are full.
  @ObservationIgnored private var saidFull = false

  init(recorder: any VoiceRecorderClient, index: RecordingIndex) {
    self.recorder = recorder
    self.index = index
  }

  /// The microphone opened for dictation. Whether recordings have room is read off the main actor (it lists the
  /// folders), in the recorder's queue, before the file is started.
  func microphoneOpened() {
    guard keeps() else { return }
    let id = UUID()
    let file: URL
    do {
      file = try files.prepare(id)
    } catch {
      return onProblem(VocaPinCopy.recordingNotKept)
    }
    // Held until kept with a note or discarded, so the launch's sweep of stray audio never takes it.
    index.hold(id)
    let draft = draftNumber
    let files = files
    enqueue { [recorder] in
      guard await Task.detached(priority: .userInitiated, operation: { files.hasRoom() }).value else {
        self.index.discardUnkept(id)
        return self.recordingsFull()
      }
      do throws(VoiceRecorderError) {
        try await recorder.startRecording(to: file)
        self.recording = id
        self.recordingDraft = draft
        self.onStarted()
      } catch {
        self.index.discardUnkept(id)
        self.onProblem(VocaPinCopy.recordingNotKept)
      }
    }
  }

  /// Recordings are full: said once in this editor, not at every tap of the microphone (dictation goes on
  /// without recording, and the message is the same each time).
  private func recordingsFull() {
    guard !saidFull else { return }
    saidFull = true
    onProblem(VocaPinCopy.recordingsFull)
  }

  /// The microphone closed (the user stopped, the note filled up, the recognizer ended): the file is closed
  /// and held for the note.
  func microphoneClosed() {
    enqueue { [recorder] in
      guard let id = self.recording else { return }
      self.recording = nil
      do throws(VoiceRecorderError) {
        let duration = try await recorder.finishRecording()
        guard self.recordingDraft == self.draftNumber else {
          return self.keepWithPreviousNote(NoteRecording(id: id, duration: duration))
        }
        self.finished.append(NoteRecording(id: id, duration: duration))
        if let note = self.note {
          self.keep(with: note)
        } else if self.closedUnsaved {
          self.dropUnkept()
        }
      } catch {
        self.index.discardUnkept(id)
        // Nothing heard is nothing lost; anything else is said.
        if error != .empty { self.onProblem(VocaPinCopy.recordingNotKept) }
      }
    }
  }

  /// The editor's words were saved to `note`: the recordings closed so far are kept with it. One whose entry
  /// cannot be written is removed and said; the words are saved already.
  func keep(with note: UUID) {
    self.note = note
    let closed = finished
    finished = []
    for recording in closed {
      do {
        try index.attach(recording, to: note)
        kept.append(recording)
      } catch {
        index.discardUnkept(recording.id)
        onProblem(VocaPinCopy.recordingNotKept)
      }
    }
  }

  /// The editor closed with nothing to save (a new note left blank, Done or a swipe): the audio of its sessions
  /// has no words to go with, so it goes now, and so does a session's that closes later; it never stays on disk
  /// counting towards the 100 MB.
  func dropUnkept() {
    closedUnsaved = true
    for recording in finished { index.discardUnkept(recording.id) }
    finished = []
  }

  /// The editor's words were discarded (Cancel): so is their audio, even what a save in the background kept.
  func discard() {
    if let note { try? index.remove(kept, from: note) }
    kept = []
    note = nil
    for recording in finished { index.discardUnkept(recording.id) }
    finished = []
  }

  /// The user deleted one recording this editor holds, not kept with a note yet: its audio goes.
  func discard(_ recording: UUID) {
    finished.removeAll { $0.id == recording }
    index.discardUnkept(recording)
  }

  /// The user deleted one recording kept with the note: Cancel has nothing of it to take back.
  func forget(_ recording: UUID) { kept.removeAll { $0.id == recording } }

  /// The editor starts over on a new draft (a link while it is up): what was kept stays with the note it was
  /// saved to, out of reach of this draft's Cancel, and a session still closing joins that note too.
  func restart() {
    previousNote = note
    closedUnsaved = false
    draftNumber += 1
    note = nil
    kept = []
    let closed = finished
    finished = []
    for recording in closed { keepWithPreviousNote(recording) }
  }

  /// A recording of an earlier draft: kept with the note that draft was saved to; with none (an empty draft,
  /// never saved), there are no words for it to go with.
  private func keepWithPreviousNote(_ recording: NoteRecording) {
    guard let previousNote else { return index.discardUnkept(recording.id) }
    do {
      try index.attach(recording, to: previousNote)
    } catch {
      index.discardUnkept(recording.id)
      onProblem(VocaPinCopy.recordingNotKept)
    }
  }

  /// Every recorder call made so far has run, for tests and for Done, which keeps what was just closed.
  func finishWork() async {
    while let current = calls {
      await current.value
      if calls == current { break }
    }
  }

  private func enqueue(_ body: @escaping @MainActor () async -> Void) {
    let previous = calls
    calls = Task { @MainActor in
      await previous?.value
      await body()
    }
  }
}
