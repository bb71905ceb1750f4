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

extension VocaPinModel {
  /// The editor's recordings list as the view shows it (`EditorRecordingList`).
  public func recordingList(in editor: EditorModel) -> EditorRecordingList {
    EditorRecordingList(recordings(in: editor), showingAll: editor.showsAllRecordings)
  }

  /// Delete on a recording's row: asks first, as deleting a note does (a recording cannot come back).
  public func requestDeleteRecording(_ recording: UUID) {
    presentation.showAlert(
      VocaPinAlert(
        id: VocaPinAlertID.deleteRecording(recording), title: VocaPinCopy.deleteRecordingTitle.text,
        message: VocaPinCopy.deleteRecordingMessage.text,
        buttons: [
          .init(VocaPinCopy.delete.text, role: .destructive, action: .deleteRecording(recording)),
          .init(VocaPinCopy.cancel.text, role: .cancel),
        ], style: .confirmationDialog))
  }

  /// Removes one recording and its audio; the note's words, and its other recordings, stay. One the editor up
  /// holds (not kept with a note yet) goes from there; a kept one from its note.
  func deleteRecording(_ recording: UUID) {
    if let playback = playbacks.removeValue(forKey: recording) { Task { await playback.stop() } }
    if let recorder = editor?.recorder, recorder.finished.contains(where: { $0.id == recording }) {
      return recorder.discard(recording)
    }
    editor?.recorder?.forget(recording)
    guard let (note, kept) = recordingIndex.notes.first(where: { $0.value.contains { $0.id == recording } }),
      let entry = kept.first(where: { $0.id == recording })
    else { return }
    do {
      try recordingIndex.remove([entry], from: note)
    } catch {
      showError(VocaPinCopy.changeFailed(error))
    }
  }
}
