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

  /// `device` writes `text` as note `id` at real minute `minute`, stamped by its own clock.
  func write(_ text: String, id: UUID, on device: SyncDevice, atMinute minute: Double) throws {
    cloud.time.set(at(minute))
    try device.write(text, id: id, editedAt: clock(of: device, at: at(minute)))
  }

  /// Note `id` reads `text` on each of `devices`, which hold exactly `texts` in all when given.
  func expectNote(
    _ id: UUID, reads text: String, on devices: [SyncDevice], texts: Set<String>? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for device in devices {
      #expect(device.notes.first { $0.id == id }?.text == text, sourceLocation: sourceLocation)
      if let texts { #expect(device.texts == texts, sourceLocation: sourceLocation) }
    }
  }

  /// `device` back online at real minute `minute`: it syncs, then `other` does.
  func backOnline(_ device: SyncDevice, atMinute minute: Double, then other: SyncDevice) async {
    cloud.time.set(at(minute))
    await device.engine.setOnline(true)
    await device.sync.sync()
    await other.sync.sync()
  }

  /// `device` deletes note `id` at real minute `minute`, by its own clock.
  func delete(_ id: UUID, on device: SyncDevice, atMinute minute: Double) throws {
    cloud.time.set(at(minute))
    try device.delete(id, at: clock(of: device, at: at(minute)))
  }

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
    try write("Trip: passport", id: note.id, on: phone, atMinute: 1)
    await phone.sync.sync()
    try write("Trip: passport and charger", id: note.id, on: pad, atMinute: 10)
    await pad.sync.sync()
    await backOnline(phone, atMinute: 15, then: pad)
    expectNote(
      note.id, reads: "Trip: passport and charger", on: [phone, pad],
      texts: ["Trip: passport and charger", "Trip: passport"])

    // The phone sends first at minute 20 (its clock: 1:20); the pad, not yet fetched, edits at minute 30.
    try write("Trip: tickets", id: note.id, on: phone, atMinute: 20)
    await phone.sync.sync()
    try write("Trip: tickets and visa", id: note.id, on: pad, atMinute: 30)
    await pad.sync.sync()
    await phone.sync.sync()
    expectNote(
      note.id, reads: "Trip: tickets and visa", on: [phone, pad],
      texts: ["Trip: tickets and visa", "Trip: tickets", "Trip: passport"])
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
    try delete(plan.id, on: phone, atMinute: 1)
    await phone.sync.sync()
    try write("Plan: edited after the delete", id: plan.id, on: pad, atMinute: 5)
    await pad.sync.sync()
    await phone.sync.sync()
    expectNote(plan.id, reads: "Plan: edited after the delete", on: [phone, pad])

    // Offline, the fast phone deletes Gate at minute 8 and List at minute 12; the pad edits both at minute 10.
    await phone.engine.setOnline(false)
    try delete(gate.id, on: phone, atMinute: 8)
    try write("Gate: edited after the delete", id: gate.id, on: pad, atMinute: 10)
    try write("List: edited before the delete", id: list.id, on: pad, atMinute: 10)
    await pad.sync.sync()
    try delete(list.id, on: phone, atMinute: 12)
    await backOnline(phone, atMinute: 15, then: pad)
    for device in [phone, pad] {
      #expect(device.notes.first { $0.id == gate.id }?.text == "Gate: edited after the delete")
      #expect(!device.notes.contains { $0.id == list.id })
    }
    // No words lost: the pad's edit waits in Recently Deleted.
    #expect(phone.recentlyDeleted.contains { $0.note.text == "List: edited before the delete" })
    #expect(pad.recentlyDeleted.contains { $0.note.text == "List: edited before the delete" })
  }
}
