import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import SharedStore
import Testing

/// Settings' reminders (how many a day, until when, from where) whose write to the device fails: the change
/// applies for now, the user is told once, and the write is tried again at the next plan.
@MainActor
@Suite("QuoteVault reminders: Settings' change that cannot be written is said once and written later")
struct ReminderDailyKeepTests {
  let utc = TimeZone(identifier: "UTC") ?? .current
  /// 2026-03-14 07:00 UTC.
  let now = Date(timeIntervalSince1970: 1_773_471_600)
  static let notSaved =
    "Your reminder settings couldn't be saved on this iPhone. They apply for now, and QuoteVault will try again."

  @Test("Settings' reminders: a failed write is said once, applies for now, and is written at the next plan")
  func failedDailyWriteRetried() async throws {
    let backend = try await Backend()
    let device = try Device(backend)
    let model = device.model(now: { [now] in now }, timeZone: utc)
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true, time: "08:00")
    await model.reminders.setReminders(count: 2, end: "20:00")
    #expect(device.store.read(QuoteVaultShared.reminderSets).first.schedule.count == 2)

    // A folder where the sets' file must go: the write fails as a full disk's would (root ignores permissions).
    let file = device.store.directory.appendingPathComponent("quotevault-reminder-sets.json")
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(
      at: file.appendingPathComponent("blocked"), withIntermediateDirectories: true)

    await model.reminders.setReminders(count: 3)
    #expect(model.reminders.schedule.count == 3, "the change applies for this run")
    #expect(model.messages == [Self.notSaved], "said in words")
    // Another change while the disk is still full: it applies too, and is not said again.
    await model.reminders.setReminders(count: 4)
    #expect(model.reminders.schedule.count == 4)
    #expect(model.messages == [Self.notSaved], "said once")

    // Room again: the next plan (a return to the app, a new day, a background refresh) writes what was chosen.
    model.dismissMessages()
    try FileManager.default.removeItem(at: file)
    await model.reminders.reschedule()
    #expect(device.store.read(QuoteVaultShared.reminderSets).first.schedule.count == 4, "written at the next chance")
    #expect(model.messages.isEmpty)

    // Written: a later failure is news again.
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(
      at: file.appendingPathComponent("blocked"), withIntermediateDirectories: true)
    await model.reminders.setReminders(count: 5)
    #expect(model.messages == [Self.notSaved])
  }
}
