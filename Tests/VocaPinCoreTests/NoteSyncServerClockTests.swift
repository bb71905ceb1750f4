import Foundation
import Testing

@testable import VocaPinCore

/// Conflicts read on the server's clock (`CKRecord.modificationDate`), not on a device's: an iPhone whose clock was
/// set an hour fast by hand must not win every edit made on both, nor send a later edit to Recently Deleted. No
/// words are lost either way: the losing words stay as a note beside it, or in Recently Deleted.
@MainActor
@Suite("iCloud Sync: conflicts by the server's clock")
struct NoteSyncServerClockTests {
  let cloud = SimulatedICloud()
  let hour: TimeInterval = 3600

  /// Real time (the server's), `minutes` after the test's start.
  func at(_ minutes: Double) -> Date { SyncDates.now.addingTimeInterval(minutes * 60) }

  /// What a device's clock says at real time `date`.
  func clock(of device: SyncDevice, at date: Date) -> Date { date.addingTimeInterval(device.clockAhead) }

  @Test("An iPhone whose clock runs an hour fast loses to a later edit by server time; both words kept")
  func fastClockLosesToLaterEdit() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice", clockAhead: hour)
    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    let note = try phone.write("Trip", editedAt: clock(of: phone, at: at(0)))
    await phone.sync.setOn(true)
    await pad.sync.setOn(true)
    // The phone's first save told it how far its clock runs ahead of the server's.
    #expect(phone.sync.ledger.clockAhead == hour)

    // The phone edits offline at minute 1 (its clock says 1:01); the pad edits at minute 10 and sends it.
    await phone.engine.setOnline(false)
    cloud.time.set(at(1))
    try phone.write("Trip: passport", id: note.id, editedAt: clock(of: phone, at: at(1)))
    await phone.sync.sync()
    cloud.time.set(at(10))
    try pad.write("Trip: passport and charger", id: note.id, editedAt: clock(of: pad, at: at(10)))
    await pad.sync.sync()
    cloud.time.set(at(15))
    await phone.engine.setOnline(true)
    await phone.sync.sync()
    await pad.sync.sync()
    for device in [phone, pad] {
      #expect(device.notes.first { $0.id == note.id }?.text == "Trip: passport and charger")
      #expect(device.texts == ["Trip: passport and charger", "Trip: passport"])
    }

    // The phone sends first at minute 20 (its clock: 1:20); the pad, not yet fetched, edits at minute 30.
    cloud.time.set(at(20))
    try phone.write("Trip: tickets", id: note.id, editedAt: clock(of: phone, at: at(20)))
    await phone.sync.sync()
    cloud.time.set(at(30))
    try pad.write("Trip: tickets and visa", id: note.id, editedAt: clock(of: pad, at: at(30)))
    await pad.sync.sync()
    await phone.sync.sync()
    for device in [phone, pad] {
      #expect(device.notes.first { $0.id == note.id }?.text == "Trip: tickets and visa")
      #expect(device.texts == ["Trip: tickets and visa", "Trip: tickets", "Trip: passport"])
    }
  }

  @Test("A delete racing an edit is settled by server time: a later edit keeps the note, an earlier one goes")
  func deleteRacingEditByServerTime() async throws {
    let phone = await SyncDevice(cloud: cloud, signedIn: "alice", clockAhead: hour)
    let pad = await SyncDevice(cloud: cloud, signedIn: "alice")
    let plan = try phone.write("Plan", editedAt: clock(of: phone, at: at(0)))
    let list = try phone.write("List", editedAt: clock(of: phone, at: at(0)))
    let gate = try phone.write("Gate", editedAt: clock(of: phone, at: at(0)))
    await phone.sync.setOn(true)
    await pad.sync.setOn(true)

    // The fast phone deletes at minute 1 (its clock: 1:01) and sends it; the pad, not yet fetched, edits at 5.
    cloud.time.set(at(1))
    try phone.delete(plan.id, at: clock(of: phone, at: at(1)))
    await phone.sync.sync()
    cloud.time.set(at(5))
    try pad.write("Plan: edited after the delete", id: plan.id, editedAt: clock(of: pad, at: at(5)))
    await pad.sync.sync()
    await phone.sync.sync()
    for device in [phone, pad] {
      #expect(device.notes.first { $0.id == plan.id }?.text == "Plan: edited after the delete")
    }

    // Offline, the fast phone deletes Gate at minute 8 and List at minute 12; the pad edits both at minute 10.
    await phone.engine.setOnline(false)
    cloud.time.set(at(8))
    try phone.delete(gate.id, at: clock(of: phone, at: at(8)))
    cloud.time.set(at(10))
    try pad.write("Gate: edited after the delete", id: gate.id, editedAt: clock(of: pad, at: at(10)))
    try pad.write("List: edited before the delete", id: list.id, editedAt: clock(of: pad, at: at(10)))
    await pad.sync.sync()
    cloud.time.set(at(12))
    try phone.delete(list.id, at: clock(of: phone, at: at(12)))
    cloud.time.set(at(15))
    await phone.engine.setOnline(true)
    await phone.sync.sync()
    await pad.sync.sync()
    for device in [phone, pad] {
      #expect(device.notes.first { $0.id == gate.id }?.text == "Gate: edited after the delete")
      #expect(!device.notes.contains { $0.id == list.id })
    }
    // No words lost: the pad's edit waits in Recently Deleted.
    #expect(phone.recentlyDeleted.contains { $0.note.text == "List: edited before the delete" })
    #expect(pad.recentlyDeleted.contains { $0.note.text == "List: edited before the delete" })
  }
}
