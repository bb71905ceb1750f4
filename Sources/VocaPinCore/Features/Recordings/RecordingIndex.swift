import Foundation
import Observation

/// Which note has which recordings, held in memory: read from "recordings.json" once at launch (off the main
/// actor, with the notes), written through on every change the app makes, and read again when the app returns
/// to the foreground. Views read it on every redraw (each keystroke in the editor), so a redraw never touches the
/// disk; observable, so a play control appears or goes as its recording is kept, deleted or restored.
@MainActor
@Observable
public final class RecordingIndex {
  @ObservationIgnored public let files: RecordingFiles
  /// Each note's recordings, oldest first, as last read or written.
  public private(set) var notes: [UUID: [NoteRecording]]

  /// Whether "recordings.json" could be read at launch (or was not there yet). When it could not, which audio
  /// belongs to a note is unknown, so no file is taken for a stray.
  @ObservationIgnored let wasReadable: Bool
  /// Recordings being written or closed in an editor, not kept with a note yet: their files are no strays.
  @ObservationIgnored private(set) var unkept: Set<UUID> = []

  /// `loaded` nil: the file was there but could not be read (no recordings shown, none removed as strays).
  init(files: RecordingFiles, loaded: [UUID: [NoteRecording]]?) {
    self.files = files
    notes = loaded ?? [:]
    wasReadable = loaded != nil
  }

  /// A recording's file is about to be written.
  func hold(_ recording: UUID) { unkept.insert(recording) }

  /// A recording no note kept (the editor was cancelled or closed blank, or the write failed): its file goes.
  func discardUnkept(_ recording: UUID) {
    unkept.remove(recording)
    files.discard(recording)
  }

  /// Every recording a note keeps, in Recently Deleted too, or an editor holds.
  var owned: Set<UUID> { Set(notes.values.joined().map(\.id)).union(unkept) }

  /// The recordings of `note`, oldest first.
  public func recordings(of note: UUID) -> [NoteRecording] { notes[note] ?? [] }

  /// Keeps `recording` (its file written) with `note`; on a failed write nothing changes here either.
  func attach(_ recording: NoteRecording, to note: UUID) throws {
    var updated = notes
    updated[note, default: []].append(recording)
    try write(updated)
    unkept.remove(recording.id)
  }

  /// Takes `recordings` from `note` and removes their audio (the words they were said into were discarded).
  func remove(_ recordings: [NoteRecording], from note: UUID) throws {
    guard !recordings.isEmpty else { return }
    let ids = Set(recordings.map(\.id))
    var updated = notes
    updated[note]?.removeAll { ids.contains($0.id) }
    if updated[note]?.isEmpty == true { updated[note] = nil }
    try write(updated)
    files.purge(recordings)
  }

  /// The note was deleted: its recordings' audio goes to Recently Deleted with it (the entry stays, for a restore).
  func moveToDeleted(note: UUID) throws { try files.moveToDeleted(recordings(of: note)) }

  /// The note came back from Recently Deleted: so does its recordings' audio.
  func restore(note: UUID) throws { try files.restore(recordings(of: note)) }

  /// The note was removed for good: its recordings and their entry go.
  func purge(note: UUID) throws {
    guard let gone = notes[note] else { return }
    var updated = notes
    updated[note] = nil
    try write(updated)
    files.purge(gone)
  }

  /// Drops the entries of every note not in `kept`; returns their recordings, whose audio the caller removes (off
  /// the main actor). An entry that cannot be dropped on disk stays, for the next launch to try again.
  func drop(notesNotIn kept: Set<UUID>) -> [NoteRecording] {
    let gone = notes.filter { !kept.contains($0.key) }
    guard !gone.isEmpty else { return [] }
    do {
      try write(notes.filter { kept.contains($0.key) })
    } catch {
      return []
    }
    return gone.values.flatMap { $0 }
  }

  /// What a read of the file found (the app came back to the foreground), applied only if nothing changed here
  /// since the read began, so a change the app just made is never undone by an older read.
  func reloaded(_ read: [UUID: [NoteRecording]], readOver before: [UUID: [NoteRecording]]) {
    guard notes == before, read != notes else { return }
    notes = read
  }

  private func write(_ updated: [UUID: [NoteRecording]]) throws {
    try files.save(updated)
    notes = updated
  }
}
