import AppServices
import Foundation
import Localization

/// What the editor's recordings list shows: the latest few sessions' play controls, so a note dictated many times
/// does not push the words off the sheet, and "Show All (N)" for the rest.
public struct EditorRecordingList {
  /// The rows shown, oldest first.
  public let rows: [RecordingPlayback]
  /// The button under the rows: "Show All (N)" when some are hidden, "Show Fewer" once all are shown; none
  /// when they all fit.
  public let toggleTitle: LocalizedCopy?
  /// All rows are shown and there are more than the collapsed list holds: the view scrolls them in a bounded height.
  public let scrolls: Bool

  /// How many rows the list shows before "Show All": three 44-pt rows leave the words most of the sheet.
  public static let collapsedRows = 3

  init(_ all: [RecordingPlayback], showingAll: Bool) {
    let fits = all.count <= Self.collapsedRows
    rows = fits || showingAll ? all : Array(all.suffix(Self.collapsedRows))
    toggleTitle = fits ? nil : showingAll ? VocaPinCopy.showFewerRecordings : VocaPinCopy.showAllRecordings(all.count)
    scrolls = !fits && showingAll
  }
}

// MARK: - The editor's microphone and its recordings

extension EditorModel {
  /// What the editor needs from outside to listen and keep what it heard; the app's model hands it over once,
  /// as the editor is made.
  struct Services {
    var speech: any SpeechRecognizerClient
    var urls: any URLOpenerClient
    var recorder: any VoiceRecorderClient
    var library: RecordingLibrary
    /// The language Profile Settings chose, read at each session.
    var language: @MainActor () -> String?
    /// Keep Recordings, read at each session.
    var keepsRecordings: @MainActor () -> Bool
    /// Whether an editor already said that recordings are kept on this iPhone; and that one just did.
    var recordingsKeptSaid: @MainActor () -> Bool
    var sayingRecordingsKept: @MainActor () -> Void
    /// Runs a permission prompt as VocaPin's own, so Lock VocaPin does not cover the note under it.
    var ownPrompt: @MainActor (@MainActor () async -> Void) async -> Void
  }

  /// Gives the editor its microphone and a recorder for its sessions. Done while listening closes the editor
  /// once the last words are in (`onDone`); what goes wrong is said through `onMessage`.
  func connect(_ services: Services) {
    library = services.library
    let dictation = Dictation(speech: services.speech, urls: services.urls)
    dictation.language = services.language
    dictation.ownPrompt = services.ownPrompt
    dictation.onHeard = { [weak self] heard in
      self?.show(dictated: heard.transcript, endsUtterance: heard.endsUtterance)
    }
    dictation.onEnded = { [weak self] in
      guard let self else { return }
      dictationEnded()
      if doneWhenDictationEnds {
        doneWhenDictationEnds = false
        onDone()
      }
    }
    let recorder = DictationRecorder(recorder: services.recorder, index: services.library.index)
    recorder.keeps = services.keepsRecordings
    recorder.onProblem = { [weak self] problem in self?.onMessage(problem) }
    // The first recording ever kept says where the audio is, once, beside the microphone (no alert over the
    // words being spoken); a session that keeps no audio says nothing.
    recorder.onStarted = { [weak self] in
      guard let self, !services.recordingsKeptSaid() else { return }
      recordingNotice = VocaPinCopy.recordingsKeptNotice
      services.sayingRecordingsKept()
    }
    dictation.onMicrophone = { [weak recorder] open in
      if open { recorder?.microphoneOpened() } else { recorder?.microphoneClosed() }
    }
    // One audio session for both: a recording playing is paused, and its session handed back, before the
    // microphone's is activated.
    dictation.beforeMicrophone = { [weak library = services.library] in await library?.pauseAll().value }
    self.dictation = dictation
    self.recorder = recorder
  }

  /// The notice that recordings are kept was read (its Dismiss button).
  public func dismissRecordingNotice() { recordingNotice = nil }

  /// The play controls the editor shows: its note's recordings, and those of sessions not saved yet.
  public var recordings: [RecordingPlayback] {
    guard let library else { return [] }
    let saved = library.playbacks(of: draft.noteID)
    let savedIDs = Set(saved.map(\.recording.id))
    return saved + (recorder?.finished ?? []).filter { !savedIDs.contains($0.id) }.map(library.playback)
  }

  /// The recordings list as the view shows it (`EditorRecordingList`).
  public var recordingList: EditorRecordingList { EditorRecordingList(recordings, showingAll: showsAllRecordings) }

  /// Whether the play controls can be used: not while the microphone is on (playing would take the audio
  /// session from dictation, and the recording is still being written).
  public var canPlayRecordings: Bool { !dictation.isActive && !dictation.isFinishing }

  /// Delete on a recording's row: asks first, as deleting a note does (a recording cannot come back). The
  /// answer comes back as `deleteRecording(_:)`.
  public func requestDeleteRecording(_ recording: UUID) {
    onAsk(
      VocaPinAlert(
        id: VocaPinAlertID.deleteRecording(recording), title: VocaPinCopy.deleteRecordingTitle.text,
        message: VocaPinCopy.deleteRecordingMessage.text,
        buttons: [
          .init(VocaPinCopy.delete.text, role: .destructive, action: .deleteRecording(recording)),
          .init(VocaPinCopy.cancel.text, role: .cancel),
        ], style: .confirmationDialog))
  }

  /// Removes one recording and its audio; the note's words, and its other recordings, stay. One this editor
  /// holds (not kept with a note yet) goes from here; a kept one from its note.
  func deleteRecording(_ recording: UUID) {
    library?.stop(recording)
    if let recorder, recorder.finished.contains(where: { $0.id == recording }) {
      return recorder.discard(recording)
    }
    recorder?.forget(recording)
    do {
      try library?.removeKept(recording)
    } catch {
      onMessage(VocaPinCopy.changeFailed(error))
    }
  }
}
