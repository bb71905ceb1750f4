import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// Sync turned on again with a ledger that forgot the server's last word (account A, then B, then A again; a
/// damaged ledger set aside; a backup restored before turning sync on): with no common ancestor, a note's
/// Recently Deleted copy is never deleted for the server's version.
@MainActor
@Suite("iCloud Sync: no common ancestor")
struct NoteSyncNoAncestorTests {
  let cloud = SimulatedICloud()

  /// The phone's note on the server, then the ledger forgotten (the app relaunched without it).
  private func phoneWithForgottenLedger(_ text: String) async throws -> (SyncDevice, Note) {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    let note = try phone.write(text)
    await phone.sync.setOn(true)
    #expect(await cloud.records(of: "alice").map(\.text) == [text])
    try phone.store.remove(NoteSyncLedger.key)
    await phone.relaunch()
    #expect(phone.sync.ledger.records.isEmpty)
    return (phone, note)
  }

  @Test("Newer words deleted here, ledger forgotten, sync on again: the deleted words stay in Recently Deleted")
  func deletedNewerWordsSurvive() async throws {
    let (phone, note) = try await phoneWithForgottenLedger("Milk")
    try phone.write("Milk and eggs", id: note.id, editedAt: SyncDates.minutes(10))
    try phone.delete(note.id, at: SyncDates.minutes(20))

    await phone.sync.setOn(true)
    // Both versions kept: the server's on the board, the words deleted here still restorable.
    #expect(phone.texts == ["Milk"])
    #expect(phone.recentlyDeleted.map(\.note.text) == ["Milk and eggs"])
    #expect(phone.recentlyDeleted.allSatisfy { $0.deletedAt == SyncDates.minutes(20) })
    #expect(await cloud.records(of: "alice").map(\.text) == ["Milk"])
  }

  @Test("The same words deleted here after the server's edit, ledger forgotten: the delete holds and is sent")
  func sameWordsDeleteHolds() async throws {
    let (phone, note) = try await phoneWithForgottenLedger("Milk")
    try phone.delete(note.id, at: SyncDates.minutes(20))

    await phone.sync.setOn(true)
    #expect(phone.notes.isEmpty)
    #expect(phone.recentlyDeleted.map(\.note.text) == ["Milk"])
    #expect(await cloud.records(of: "alice").allSatisfy(\.isTombstone))
  }
}
