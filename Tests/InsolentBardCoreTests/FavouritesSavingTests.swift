import AppServicesTestSupport
import Foundation
import SharedStore
import Testing

@testable import InsolentBardCore

/// How a favourites change reaches the store (`FavouritesSaving`), on its own: saved at once, kept waiting while
/// another process holds the lock (as the widget's extension does: the test holds it through a store of its own),
/// and let go in words when the store cannot be written at all.
@Suite("Bard favourites: each change saved, kept waiting, or said")
@MainActor
struct FavouritesSavingTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bard-favs-\(UUID())")
  let at = Date(timeIntervalSince1970: 1_790_000_000)

  func saving(failures: @escaping @MainActor (any Error) -> Void = { Issue.record("said: \($0)") })
    -> FavouritesSaving
  {
    let saving = FavouritesSaving(
      store: SharedStore(directory: directory), rest: { _ in }, lockBudget: BardModel.mainActorLockBudget)
    saving.onSaveFailed = failures
    return saving
  }

  @Test("A change is saved at once, where the widget reads it")
  func savedAtOnce() {
    let saving = saving()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(saving.change(.keep(["Thou art a boil"], at: at)))
    #expect(saving.list.map(\.text) == ["Thou art a boil"] && saving.pending.isEmpty)
    #expect(SharedStore(directory: directory).read(BardShared.favourites).map(\.text) == ["Thou art a boil"])
  }

  @Test("Held by another process, a change stands on screen and on disk, and a reload once it is let go saves it")
  func keptWhileHeld() async throws {
    let saving = saving()
    defer { try? FileManager.default.removeItem(at: directory) }
    let widget = SharedStore(directory: directory)
    try widget.withLock(of: BardShared.favourites) {
      #expect(saving.change(.keep(["Thou art a boil"], at: at)))
      #expect(saving.list.map(\.text) == ["Thou art a boil"] && saving.pending.count == 1)
      #expect(widget.read(BardShared.pendingFavourites).count == 1, "on disk, should iOS end the app now")
      saving.reload()
      #expect(saving.list.map(\.text) == ["Thou art a boil"], "still shown on top while held")
    }
    // A wait given up on may hold the lock a moment after it was let go (FileLock's helper thread), on a busy
    // machine for longer than the main actor's budget: reloads until saved, as the app's next returns would.
    #expect(
      await untilHolds {
        saving.reload()
        return saving.pending.isEmpty
      })
    #expect(widget.read(BardShared.pendingFavourites).isEmpty)
    #expect(widget.read(BardShared.favourites).map(\.text) == ["Thou art a boil"])
  }

  @Test("A store that cannot be written says so, and the list shows what is stored")
  func failureSaid() throws {
    var said: [any Error] = []
    let saving = saving { said.append($0) }
    // The folder turns into a file: every write fails.
    try Data("x".utf8).write(to: directory)
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(!saving.change(.keep(["Thou art a boil"], at: at)))
    #expect(said.count == 1 && saving.list.isEmpty && saving.pending.isEmpty)
  }
}
