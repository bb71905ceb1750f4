import AppServices
import AppServicesTestSupport
import Foundation
import Observation
import Testing

@testable import VocaPinCore

/// The recordings index is held by the model: a redraw (each keystroke in the editor) reads no file. Proven by
/// spoiling "recordings.json" behind the model's back after each step: a model that read it again would show
/// no recordings (an unreadable index is none), so every value below came from memory.
@Suite("VocaPin recordings index, kept in the model")
@MainActor
struct RecordingIndexTests: RecordingSuite {
  let harness = VocaPinHarness()

  private var indexFile: URL { RecordingFiles(directory: harness.recordingsDirectory).indexFile }

  /// Writes what no reader can decode over the index file.
  private func spoilIndexFile() throws {
    try Data("not an index".utf8).write(to: indexFile)
  }

  /// Whether reading `value` (as a view's body does) is told of the next change.
  private final class Changed: @unchecked Sendable {
    var happened = false
  }

  private func watch<T>(_ value: @escaping () -> T) -> Changed {
    let changed = Changed()
    withObservationTracking {
      _ = value()
    } onChange: {
      changed.happened = true
    }
    return changed
  }

  @Test("Add, delete and restore show in the play controls from memory, never from a re-read of the file")
  func followsChangesWithoutRereading() async throws {
    let app = app()
    let first = try await dictate("call the plumber", in: app)
    let recording = try #require(app.recordings.playbacks(of: first).first?.recording)
    try spoilIndexFile()
    // Redraws: the same answer however often it is asked.
    for _ in 0..<3 { #expect(app.recordings.playbacks(of: first).map(\.recording) == [recording]) }

    // Add: the view reading the board's note is told, and the first note's entry survives the write (a
    // write over a re-read of the spoiled file would have lost it).
    var second: UUID?
    let added = watch { app.recordings.index.notes }
    second = try await dictate("feed the cat", in: app)
    let secondID = try #require(second)
    #expect(added.happened)
    #expect(app.recordings.playbacks(of: first).map(\.recording) == [recording])
    #expect(app.recordings.playbacks(of: secondID).count == 1)
    #expect(RecordingFiles(directory: harness.recordingsDirectory).recordings(of: first) == [recording])

    // Delete and restore move the audio of the recordings held in memory.
    try spoilIndexFile()
    let audio = app.recordings.files.file(for: recording.id)
    app.delete(first)
    #expect(!FileManager.default.fileExists(atPath: audio.path), "moved to Recently Deleted")
    app.showRecentlyDeleted()
    app.settlePresentation()
    let screen = try #require(app.recentlyDeletedScreen)
    screen.restore(first)
    #expect(FileManager.default.fileExists(atPath: audio.path), "back with its note")
    #expect(app.recordings.playbacks(of: first).map(\.recording) == [recording])

    // Delete for good: the entry goes, and a view showing it is told.
    app.delete(first)
    let purged = watch { app.recordings.playbacks(of: first).count }
    screen.deleteForever(first)
    #expect(purged.happened && app.recordings.playbacks(of: first).isEmpty)
    #expect(app.recordings.playbacks(of: secondID).count == 1)
  }

  @Test("Coming back to the foreground reads the index again; a change the app made meanwhile is not undone")
  func foregroundReloads() async throws {
    let app = app()
    let note = try await dictate("dentist on friday", in: app)
    await app.refreshed()
    harness.scene.leaveApp()
    // The file changed while the app was away (it is the truth across launches).
    let files = RecordingFiles(directory: harness.recordingsDirectory)
    let other = NoteRecording(duration: 3)
    try files.attach(other, to: note)
    #expect(app.recordings.playbacks(of: note).count == 1, "not read while away")
    harness.scene.returnToApp()
    await app.refreshed()
    #expect(app.recordings.playbacks(of: note).map(\.recording).last == other)
    #expect(app.recordings.playbacks(of: note).count == 2)
  }
}
