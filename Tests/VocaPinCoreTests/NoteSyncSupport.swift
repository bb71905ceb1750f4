import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// One iPhone with VocaPin: its notes folder, its iCloud sign-in, its sync engine and `NoteSync`. Notes are
/// written and deleted on the files as the app does (a delete goes to Recently Deleted first); `relaunch()` is
/// the app ended and opened again: everything in memory is gone, the files and the device's account stay.
@MainActor
final class SyncDevice {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vocapin-sync-\(UUID().uuidString)")
  let cloud: SimulatedICloud
  private(set) var engine: SimulatedSyncEngine
  private(set) var sync: NoteSync
  private var signedIn: String??
  private(set) var notesChangedCount = 0
  var store: SharedStore { SharedStore(directory: directory) }

  /// How far this iPhone's clock runs ahead of the real (the server's) time: a clock set wrong by hand.
  let clockAhead: TimeInterval

  init(cloud: SimulatedICloud, signedIn user: String?, clockAhead: TimeInterval = 0) async {
    self.cloud = cloud
    self.clockAhead = clockAhead
    engine = SimulatedSyncEngine(cloud: cloud)
    sync = NoteSync(
      client: engine.client, store: SharedStore(directory: directory),
      now: { [time = cloud.time] in time.now.addingTimeInterval(clockAhead) })
    signedIn = .some(user)
    await scriptAccount()
    sync.onNotesChanged = { [weak self] in self?.notesChangedCount += 1 }
  }

  private func scriptAccount() async {
    guard let signedIn else { return }
    if let user = signedIn { await engine.signIn(user) } else { await engine.signOut() }
  }

  func relaunch() async {
    engine = SimulatedSyncEngine(cloud: cloud)
    sync = NoteSync(
      client: engine.client, store: store,
      now: { [time = cloud.time, clockAhead] in time.now.addingTimeInterval(clockAhead) })
    await scriptAccount()
    sync.onNotesChanged = { [weak self] in self?.notesChangedCount += 1 }
  }

  func signIn(_ user: String) async {
    signedIn = .some(user)
    await engine.signIn(user)
  }

  func signOut() async {
    signedIn = .some(nil)
    await engine.signOut()
  }

  /// The board as the app would show it.
  var notes: [Note] { NotesRepository(store: store).load().board.notes }
  var texts: Set<String> { Set(notes.map(\.text)) }
  var recentlyDeleted: [DeletedNote] { RecentlyDeleted.collection(in: store).load().items }

  @discardableResult
  func write(_ text: String, id: UUID = UUID(), editedAt: Date = SyncDates.start) throws -> Note {
    let existing = notes.first { $0.id == id }
    let note = Note(
      id: id, text: text, color: existing?.color ?? .yellow, createdAt: existing?.createdAt ?? SyncDates.start,
      editedAt: editedAt)
    try VocaPinShared.notes(in: store).save(note)
    return note
  }

  func delete(_ id: UUID, at date: Date) throws {
    let note = try #require(notes.first { $0.id == id })
    try RecentlyDeleted.collection(in: store).save(DeletedNote(note: note, deletedAt: date))
    try VocaPinShared.notes(in: store).delete(id)
  }
}

extension SimulatedSyncEngine {
  /// A device's sync engine with `user` signed in to iCloud.
  static func signedIn(_ user: String, to cloud: SimulatedICloud) async -> SimulatedSyncEngine {
    let engine = SimulatedSyncEngine(cloud: cloud)
    await engine.signIn(user)
    return engine
  }
}

enum SyncDates {
  static let start = Date(timeIntervalSince1970: 1_790_000_000)
  static let now = Date(timeIntervalSince1970: 1_790_100_000)
  static func minutes(_ count: Double) -> Date { start.addingTimeInterval(count * 60) }
}
