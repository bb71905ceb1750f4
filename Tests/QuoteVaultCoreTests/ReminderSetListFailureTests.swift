import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import SharedStore
import Testing

/// A Delete confirmed, or a set's switch, whose write fails: the list stays as the file has it (what the next
/// launch plans), the editor stays up, and the user is told in words.
@MainActor
@Suite("QuoteVault reminder sets: a Delete or a switch that cannot be written is said, and nothing half changes")
struct ReminderSetListFailureTests {
  let utc = TimeZone(identifier: "UTC") ?? .current
  /// 2026-03-14 07:00 UTC.
  let now = Date(timeIntervalSince1970: 1_773_471_600)
  static let notChanged =
    "Your reminders couldn't be changed on this iPhone, so they stay as they were. Free up some storage and try again."

  @Test("Reminder sets: a confirmed Delete whose write fails keeps the set and its editor, and says so; later it goes")
  func failedDeleteSaid() async throws {
    let backend = try await Backend()
    let device = try Device(backend)
    let model = device.model(now: { [now] in now }, timeZone: utc)
    let added = try #require(
      await model.reminders.addSet(ReminderSet(id: "x", name: "Evening", schedule: ReminderSchedule(count: 2))))
    model.reminders.editSet(added.id)
    model.settlePresentation()
    let editor = try #require(model.reminders.editor)

    // A folder where the sets' file must go: the write fails as a full disk's would (root ignores permissions).
    let file = device.store.directory.appendingPathComponent("quotevault-reminder-sets.json")
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(
      at: file.appendingPathComponent("blocked"), withIntermediateDirectories: true)

    // The question, answered Delete: it goes, and the delete runs.
    model.reminders.askToDeleteSet(added.id)
    model.presentation.alertDismissed(id: try #require(model.presentation.alert?.id))
    model.perform(.deleteReminderSet(id: added.id))
    #expect(await eventually { model.messages == [Self.notChanged] }, "said in words")
    #expect(model.reminders.set(added.id) != nil, "the list still shows the set the next launch plans")
    model.settlePresentation()
    #expect(model.reminders.editor === editor, "the editor stays up with its draft")

    // Room again: OK on the words, then the same Delete takes the set and its editor.
    model.dismissMessages()
    try FileManager.default.removeItem(at: file)
    model.perform(.deleteReminderSet(id: added.id))
    #expect(await eventually { model.reminders.set(added.id) == nil })
    // The editor goes once the plan is rescheduled, after the set left the list.
    #expect(
      await eventually {
        model.settlePresentation()
        return model.reminders.editor == nil
      }, "its editor went with it")
    #expect(device.store.read(QuoteVaultShared.reminderSets).sets.map(\.name) == [""])
  }

  @Test("Reminder sets: a set's switch whose write fails springs back and says so")
  func failedSwitchSaid() async throws {
    let backend = try await Backend()
    let device = try Device(backend)
    let model = device.model(now: { [now] in now }, timeZone: utc)
    let added = try #require(
      await model.reminders.addSet(ReminderSet(id: "x", name: "Evening", schedule: ReminderSchedule(count: 2))))
    let file = device.store.directory.appendingPathComponent("quotevault-reminder-sets.json")
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(
      at: file.appendingPathComponent("blocked"), withIntermediateDirectories: true)

    await model.reminders.setEnabled(added.id, false)
    #expect(model.reminders.set(added.id)?.isEnabled == true, "the switch shows what is kept")
    #expect(model.messages == [Self.notChanged])
  }
}
