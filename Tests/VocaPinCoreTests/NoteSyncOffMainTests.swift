import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// Sync's reads of the notes' files run off the main actor (issue 40 review); a save on the board that lands
/// after such a read is never written over by the fetched record it did not see.
@MainActor
@Suite("iCloud Sync: the files read off the main actor")
struct NoteSyncOffMainTests {
  /// Runs `action` once, the first time the files are read after `arm()`, right after that read: a save on the
  /// board landing between the batch's read and its writes.
  final class AfterRead: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: (@Sendable (SharedStore) -> Void)?
    private var readsOnMain = 0
    var onMainThread: Int { lock.withLock { readsOnMain } }

    func arm(_ action: @escaping @Sendable (SharedStore) -> Void) { lock.withLock { pending = action } }

    func read(_ store: SharedStore) -> NotesLoad {
      let load = NotesRepository(store: store).load()
      let action: (@Sendable (SharedStore) -> Void)? = lock.withLock {
        if Thread.isMainThread { readsOnMain += 1 }
        defer { pending = nil }
        return pending
      }
      action?(store)
      return load
    }
  }

  @Test("An edit saved on this iPhone after the batch's read keeps its words beside the other device's")
  func saveAfterTheReadIsKept() async throws {
    let cloud = SimulatedICloud()
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    let note = try phone.write("Original")
    await phone.sync.setOn(true)
    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    await pad.sync.setOn(true)
    try pad.write("The iPad's words", id: note.id, editedAt: SyncDates.minutes(5))
    await pad.sync.sync()

    let reads = AfterRead()
    phone.sync.loadNotes = { reads.read($0) }
    let edited = Note(
      id: note.id, text: "The iPhone's words", color: note.color, createdAt: note.createdAt,
      editedAt: SyncDates.minutes(6))
    reads.arm { store in try? VocaPinShared.notes(in: store).save(edited) }
    await phone.sync.sync()

    #expect(phone.texts == ["The iPhone's words", "The iPad's words"], "neither edit is lost")
    #expect(reads.onMainThread == 0, "the folder is read off the main actor")
    await pad.sync.sync()
    #expect(pad.texts == phone.texts)
  }
}
