import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// What iCloud Sync's section says: failures stay visible, a build without iCloud says so, and the footer names
/// the devices VocaPin runs on.
@MainActor
@Suite("iCloud Sync: what it says")
struct NoteSyncStatusTests {
  let cloud = SimulatedICloud()

  @Test("A ledger that could not be saved leaves the status as failed, not up to date")
  func failedLedgerSaveStaysVisible() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    try phone.write("Milk")
    await phone.sync.setOn(true)
    #expect(phone.sync.status == .upToDate)
    // The ledger's file can no longer be written: a folder stands where it was.
    let ledgerFile = phone.directory.appendingPathComponent("icloud-sync.json")
    try FileManager.default.removeItem(at: ledgerFile)
    try FileManager.default.createDirectory(at: ledgerFile, withIntermediateDirectories: false)
    try phone.write("Bread")
    await phone.sync.sync()
    #expect(phone.sync.status == .failed)
    #expect(VocaPinCopy.syncStatus(phone.sync.status)?.text.contains("did not finish") == true)
  }

  @Test("A build without iCloud says sync is not available, never asks a signed-in user to sign in")
  func unavailableBuildSaysSo() async throws {
    let store = SharedStore(
      directory: FileManager.default.temporaryDirectory.appendingPathComponent("vocapin-sync-\(UUID().uuidString)"))
    let sync = NoteSync(client: .unavailable, store: store)
    await sync.setOn(true)
    #expect(sync.status == .unavailable(.notInThisBuild))
    let words = try #require(VocaPinCopy.syncStatus(sync.status)?.text)
    #expect(words.contains("not available in this version"))
    #expect(!words.contains("Sign in"))
  }

  @Test("The footer names the iPhones signed in to the account, not iPads VocaPin does not run on")
  func footerNamesIPhones() {
    #expect(VocaPinCopy.syncFooter.text.contains("every iPhone signed in to your Apple Account"))
    #expect(!VocaPinCopy.syncFooter.text.contains("iPad"))
  }

  @Test("Notes from another device that take the board past 500 are all kept, and the user is told once")
  func pastBoardLimitIsSaid() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice")
    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    try phone.write("From the iPhone 1")
    try phone.write("From the iPhone 2")
    await phone.sync.setOn(true)
    let notes = VocaPinShared.notes(in: pad.store)
    for index in 0..<(NoteBoard.maximumCount - 1) {
      try notes.save(Note(text: "Pad \(index)", color: .yellow, createdAt: SyncDates.start))
    }
    let told = ReadCounter()
    pad.sync.onPastBoardLimit = { told.record() }
    await pad.sync.setOn(true)
    #expect(pad.notes.count == NoteBoard.maximumCount + 1)
    #expect(told.count == 1)
    #expect(VocaPinCopy.syncPastBoardLimit.text.contains("Every note is kept"))
  }
}
