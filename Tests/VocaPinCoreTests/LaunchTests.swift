import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// The launch (issue 40 review): the notes are read off the main actor, and the board exists only once they are
/// read, so it never shows empty first; a link that cold-launched the app waits for it.
@Suite("VocaPin launch")
@MainActor
struct LaunchTests {
  /// Whether each file read ran on the main thread, in order.
  final class ReadThreads: @unchecked Sendable {
    private let lock = NSLock()
    private var onMain: [Bool] = []
    var all: [Bool] { lock.withLock { onMain } }
    func record() { lock.withLock { onMain.append(Thread.isMainThread) } }
  }

  /// The harness's phone, its store reporting the thread of every read.
  func dependencies(_ harness: VocaPinHarness, _ reads: ReadThreads) -> VocaPinDependencies {
    VocaPinDependencies(
      store: SharedStore(
        directory: harness.directory,
        readGate: { _ in
          reads.record()
          return nil
        }),
      widgetCenter: harness.widgetCenter, placedWidgets: harness.homeScreen, speech: harness.speech,
      searchIndex: harness.searchIndex, urls: harness.urls, now: { Date(timeIntervalSince1970: 1_790_000_000) },
      recorder: harness.recorder, player: harness.player,
      recordings: RecordingFiles(directory: harness.recordingsDirectory), audioSession: harness.audioSession,
      deviceOwner: harness.owner)
  }

  @Test("The notes are read off the main actor; until then there is no board to show empty")
  func readsOffTheMainActor() async throws {
    let harness = VocaPinHarness()
    harness.model().write(["Milk", "Call Grandma"])
    let reads = ReadThreads()
    let launch = VocaPinLaunch(dependencies: dependencies(harness, reads))
    #expect(launch.model == nil, "no board before the notes are read")
    await launch.start()
    let model = try #require(launch.model)
    #expect(model.board.notes.map(\.text) == ["Milk", "Call Grandma"], "shown once, with its notes")
    #expect(!reads.all.isEmpty && reads.all.allSatisfy { !$0 }, "every file read off the main thread")
    await launch.start()
    #expect(launch.model === model, "a second start changes nothing")
  }

  @Test("A widget tap that launched the app opens its note once the board is up")
  func linkWaitsForTheBoard() async throws {
    let harness = VocaPinHarness()
    let first = harness.model()
    first.write(["Milk", "Call Grandma"])
    let note = try #require(first.board.notes.last)
    let launch = VocaPinLaunch(dependencies: dependencies(harness, ReadThreads()))
    launch.open(VocaPinRoute.note(note.id).url)
    await launch.start()
    let model = try #require(launch.model)
    model.settlePresentation()
    #expect(model.editor?.draft.noteID == note.id && model.editor?.text == "Call Grandma")
  }

  @Test("A Spotlight result that launched the app opens its note once the board is up; junk is ignored")
  func spotlightResultWaitsForTheBoard() async throws {
    let harness = VocaPinHarness()
    let first = harness.model()
    first.write(["Milk", "Call Grandma"])
    let note = try #require(first.board.notes.last)
    let launch = VocaPinLaunch(dependencies: dependencies(harness, ReadThreads()))
    launch.openSpotlightResult("../not-a-note")
    launch.openSpotlightResult(note.id.uuidString)
    await launch.start()
    let model = try #require(launch.model)
    model.settlePresentation()
    #expect(model.editor?.draft.noteID == note.id && model.editor?.text == "Call Grandma")
  }
}
