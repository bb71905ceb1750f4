import AppServices
import AppServicesTestSupport
import Foundation
import Testing

@testable import VocaPinCore

/// What every recordings suite does first: an app allowed to listen, a note dictated into a new voice note,
/// Done once the audio calls have run, and the files the recordings folders hold. One copy, so a change to how a
/// session is driven (the order of the settles) is made once.
@MainActor
protocol RecordingSuite {
  var harness: VocaPinHarness { get }
}

extension RecordingSuite {
  /// An app whose user already allowed Speech Recognition and the microphone.
  func app() -> VocaPinModel {
    harness.speech.changeInSettings(speech: .authorized, microphone: .granted)
    return harness.model()
  }

  /// A new voice note listening, with `words` heard.
  func listening(_ words: String, in app: VocaPinModel) async throws -> EditorModel {
    await app.startVoiceNote()
    let editor = try #require(app.editor)
    harness.speech.hear(words)
    _ = await untilHolds { editor.text == words }
    #expect(editor.text == words)
    return editor
  }

  /// A new voice note whose microphone heard `words` and is off again, its recording closed; still in its editor.
  func dictated(_ words: String, in app: VocaPinModel) async throws -> EditorModel {
    let editor = try await listening(words, in: app)
    await editor.dictation.toggle()
    await editor.dictation.audioFinished()
    await editor.recorder?.finishWork()
    return editor
  }

  /// Done on `editor` once its audio calls have run; the saved note's id.
  func done(_ editor: EditorModel, in app: VocaPinModel, words: String) async throws -> UUID {
    await editor.dictation.audioFinished()
    await editor.recorder?.finishWork()
    app.finishEditing()
    await editor.recorder?.finishWork()
    app.settlePresentation()
    return try #require(app.board.notes.first { $0.text == words }?.id)
  }

  /// Dictates `words` into a new voice note and taps Done once they are in; the saved note's id.
  func dictate(_ words: String, in app: VocaPinModel) async throws -> UUID {
    try await done(dictated(words, in: app), in: app, words: words)
  }

  /// A note dictated with `words`, its recording playing and `seconds` into it.
  func playing(
    _ words: String = "water the plants", at seconds: Double = 4, in app: VocaPinModel
  ) async throws -> (note: UUID, playback: RecordingPlayback) {
    let note = try await dictate(words, in: app)
    let playback = try #require(app.recordings.playbacks(of: note).first)
    await playback.start()
    harness.player.reach(seconds)
    _ = await untilHolds { playback.position == seconds }
    #expect(playback.isPlaying && harness.audioSession.isActive)
    return (note, playback)
  }

  /// Recordings already take the 100 MB VocaPin keeps for them (one sparse file of that size).
  func fillRecordingStorage() throws {
    try FileManager.default.createDirectory(at: harness.recordingsDirectory, withIntermediateDirectories: true)
    let filler = harness.recordingsDirectory.appendingPathComponent("filler.m4a")
    #expect(FileManager.default.createFile(atPath: filler.path, contents: nil))
    let handle = try FileHandle(forWritingTo: filler)
    try handle.truncate(atOffset: UInt64(VoiceRecorderLimits.maximumTotalBytes))
    try handle.close()
  }

  /// The audio files in `folder`, by name.
  func files(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".m4a") }.sorted()
  }

  var deletedFolder: URL { harness.recordingsDirectory.appendingPathComponent("Recently Deleted") }

  func exists(_ file: URL) -> Bool { FileManager.default.fileExists(atPath: file.path) }
}
