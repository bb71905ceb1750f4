import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import SharedStore
import Testing

/// The reminder sets file read as iOS may hand it over: not there yet (the single schedule migrates), not
/// readable yet (before the first unlock: wait, plan and write nothing), damaged (kept aside, said) or a newer
/// version's (left alone). Only a missing file is replaced by the single schedule.
@MainActor
@Suite("QuoteVault reminder sets file: unreadable waits, damaged is kept aside and said, a newer one is left alone")
struct ReminderSetsFileTests {
  let utc = TimeZone(identifier: "UTC") ?? .current
  /// 2026-03-14 07:00 UTC.
  let now = Date(timeIntervalSince1970: 1_773_471_600)

  /// A phone with reminders on at 08:00 and two more sets, all planned.
  private func phoneWithSets(_ device: Device) async throws -> QuoteVaultModel {
    let model = device.model(now: { [now] in now }, timeZone: utc, searchIndex: SimulatedSearchIndex())
    await model.feed.reload()
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true, time: "08:00")
    for (name, start) in [("Lunch", "12:00"), ("Evening", "19:00")] {
      try #require(
        await model.reminders.addSet(
          ReminderSet(
            id: "x", name: name, schedule: ReminderSchedule(count: 2, start: start, end: "\(start.prefix(2)):30"))
        ) != nil)
    }
    return model
  }

  private func file(_ device: Device, _ name: String = "quotevault-reminder-sets.json") -> URL {
    device.store.directory.appendingPathComponent(name)
  }

  @Test("QV-7.2: before the first unlock the sets wait: nothing removed or written, read once unlocked")
  func unreadableWaits() async throws {
    let backend = try await Backend()
    let protection = SimulatedDataProtection()
    let device = try Device(backend, protection: protection)
    let first = try await phoneWithSets(device)
    let setIDs = first.reminders.sets.sets.map(\.id)
    let pending = device.notifications.pending.map(\.id)
    #expect(setIDs.count == 3 && setIDs.dropFirst().allSatisfy { id in pending.contains { $0.contains(id + "-") } })
    let bytes = try Data(contentsOf: file(device))

    // The phone restarts; iOS launches QuoteVault in the background before the first unlock.
    protection.restart()
    let phone = try device.relaunched(backend)
    let model = phone.model(now: { [now] in now }, timeZone: utc, searchIndex: SimulatedSearchIndex())
    #expect(model.reminders.setsFile == .unreadable && !model.reminders.canEditSets && !model.reminders.canAddSet)
    await model.backgroundRefresh()
    #expect(phone.notifications.pending.map(\.id) == pending, "no set's pending reminders removed")
    // Nothing written over the file: not a change, not an account leaving.
    #expect(await model.reminders.addSet(ReminderSet(id: "x", name: "Night")) == nil)
    model.reminders.accountLeft()
    await model.reminders.setReminders(count: 5)
    #expect(try Data(contentsOf: file(device)) == bytes)
    #expect(model.reminders.setsFileNote?.contains("can't read your reminder sets yet") == true)

    // Unlocked and opened: the stored sets, planned as before.
    protection.firstUnlock()
    await model.scenePhaseChanged(to: .active)
    #expect(model.reminders.setsFile == .read && model.reminders.sets.sets.map(\.id) == setIDs)
    #expect(model.reminders.setsFileNote == nil)
    await model.reminders.reschedule()
    #expect(setIDs.dropFirst().allSatisfy { id in phone.notifications.pending.contains { $0.id.contains(id + "-") } })
  }

  @Test("QV-7.2: a damaged sets file is kept aside, the single schedule plans meanwhile, and the user is told")
  func damagedKeptAside() async throws {
    let backend = try await Backend()
    let device = try Device(backend)
    _ = try await phoneWithSets(device)
    let damaged = Data(#"{"schemaVersion":1,"value":{"sets":[{"id":"daily""#.utf8)
    try damaged.write(to: file(device))

    let phone = try device.relaunched(backend)
    let model = phone.model(now: { [now] in now }, timeZone: utc, searchIndex: SimulatedSearchIndex())
    #expect(model.reminders.setsFile == .damaged && model.reminders.canEditSets)
    #expect(try Data(contentsOf: file(device, "quotevault-reminder-sets.damaged.json")) == damaged, "kept aside")
    #expect(!FileManager.default.fileExists(atPath: file(device).path))
    #expect(model.reminders.sets.sets.count == 1)
    await model.launch()
    #expect(
      model.messages.contains {
        $0.hasPrefix("QuoteVault couldn't read your reminder sets") && $0.contains("damaged file is kept")
      })
    // Changes are kept again, in a new file.
    #expect(await model.reminders.addSet(ReminderSet(id: "x", name: "Night")) != nil)
    #expect(try Device(backend, folder: device.folder).model().reminders.sets.sets.map(\.name) == ["", "Night"])
  }

  @Test("QV-7.2: a newer version's sets file is neither planned over nor written over; Settings says to update")
  func newerLeftAlone() async throws {
    let backend = try await Backend()
    let device = try Device(backend)
    _ = try await phoneWithSets(device)
    let pending = device.notifications.pending.map(\.id)
    let newer = Data(#"{"schemaVersion":7,"value":{"groups":[{"id":"daily"}]}}"#.utf8)
    try newer.write(to: file(device))

    let phone = try device.relaunched(backend)
    let model = phone.model(now: { [now] in now }, timeZone: utc, searchIndex: SimulatedSearchIndex())
    #expect(model.reminders.setsFile == .newer && !model.reminders.canAddSet)
    #expect(model.reminders.setsFileNote?.contains("newer version of QuoteVault") == true)
    await model.reminders.reschedule()
    await model.reminders.setEnabled(ReminderSet.dailyID, false)
    #expect(phone.notifications.pending.map(\.id) == pending)
    #expect(try Data(contentsOf: file(device)) == newer)
    // Turning notifications off still takes every pending reminder away.
    await model.reminders.setNotifications(enabled: false)
    #expect(phone.notifications.pending.isEmpty)
  }
}
