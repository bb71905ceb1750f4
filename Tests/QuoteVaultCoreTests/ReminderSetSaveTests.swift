import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import SharedStore
import Testing

/// A reminder set's Save: once, closing the sheet as soon as the set is on the device (the plan follows
/// behind it), and never bringing back a source of an account that left while the editor was open.
@MainActor
@Suite("QuoteVault reminder set editor: Save keeps one set, closes at once, plans behind; no departed account's source")
struct ReminderSetSaveTests {
  let utc = TimeZone(identifier: "UTC") ?? .current
  /// 2026-03-14 07:00 UTC.
  let now = Date(timeIntervalSince1970: 1_773_471_600)

  @Test("QV-7.2: Save on a slow network adds one set, closes before the plan ends, and a second tap adds nothing")
  func saveOnceAndClose() async throws {
    let backend = try await Backend()
    let gate = GatedTransport(backend.transport)
    await gate.open()
    let device = try Device(backend, transport: gate)
    let model = device.model(now: { [now] in now }, timeZone: utc)
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true, time: "08:00")

    // The network stalls: a category set's plan asks the server for that category's quotes and waits.
    await gate.close()
    model.reminders.startNewSet()
    model.settlePresentation()
    let sheet = try #require(model.reminders.editor)
    sheet.setName("Work")
    sheet.setSource(.category(.humor))
    let saving = Task { await sheet.save() }
    #expect(await eventuallyAsync { await gate.held > 0 }, "the plan is waiting on the network")

    // The set is on the device and the sheet has gone, while the plan still waits.
    #expect(model.reminders.sets.sets.map(\.name) == ["", "Work"])
    model.settlePresentation()
    #expect(model.reminders.editor == nil, "the sheet closed once the set was stored")
    #expect(sheet.isSaving && sheet.saveDisabled, "the button shows the save on its way")
    // Another tap, and Cancel while the sheet slides away: nothing more is added, nothing is asked.
    await sheet.save()
    sheet.cancel()
    model.settlePresentation()
    #expect(model.reminders.sets.sets.count == 2 && model.alertUp == nil)

    // The network answers: the plan ends behind the closed sheet, with the new set's reminders.
    await gate.open()
    await saving.value
    #expect(!sheet.isSaving)
    let added = try #require(model.reminders.sets.sets.last)
    #expect(device.notifications.pending.contains { $0.id.contains(added.id + "-") })
    #expect(model.messages.isEmpty)
  }

  @Test("QV-7.2: a plan iOS refuses after Save keeps the set and says so in words")
  func refusedPlanSaid() async throws {
    let backend = try await Backend()
    let device = try Device(backend)
    let model = device.model(now: { [now] in now }, timeZone: utc)
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true, time: "08:00")
    device.notifications.userChangedSettings(to: .denied)

    model.reminders.startNewSet()
    let sheet = try #require(model.reminders.editor)
    sheet.setName("Evening")
    await sheet.save()
    model.settlePresentation()
    #expect(model.reminders.editor == nil && model.reminders.sets.sets.map(\.name) == ["", "Evening"])
    #expect(
      model.messages == [
        "Your reminder set is saved, but iOS didn't accept its reminders just now. QuoteVault plans them again each time you open it."
      ])
  }

  @Test("QV-7.2: a set whose write fails keeps the editor open with its draft and says so; Save again keeps it once")
  func failedWriteKeepsEditor() async throws {
    let backend = try await Backend()
    let device = try Device(backend)
    let model = device.model(now: { [now] in now }, timeZone: utc)
    // A folder where the sets' file must go: the write fails as a full disk's would (root ignores permissions).
    let file = device.store.directory.appendingPathComponent("quotevault-reminder-sets.json")
    try FileManager.default.createDirectory(
      at: file.appendingPathComponent("blocked"), withIntermediateDirectories: true)

    model.reminders.startNewSet()
    model.settlePresentation()
    let sheet = try #require(model.reminders.editor)
    sheet.setName("Evening")
    await sheet.save()
    model.settlePresentation()
    #expect(model.reminders.editor === sheet && sheet.draft.name == "Evening", "the editor stays, with its draft")
    #expect(model.reminders.sets.sets.count == 1, "nothing half kept")
    #expect(
      model.messages == [
        "Your reminder set couldn't be saved on this iPhone. It's still here; free up some storage and tap Save again."
      ])

    // The disk has room again: the same Save keeps the set, once, and closes.
    try FileManager.default.removeItem(at: file)
    await sheet.save()
    model.settlePresentation()
    #expect(model.reminders.editor == nil && model.reminders.sets.sets.map(\.name) == ["", "Evening"])
    #expect(device.store.read(QuoteVaultShared.reminderSets).sets.map(\.name) == ["", "Evening"])
  }

  @Test("QV-7.2: an editor open while the account leaves saves the set without that account's source")
  func accountLeftWhileEditing() async throws {
    let backend = try await Backend()
    let model = try await signedIn(backend, searchIndex: SimulatedSearchIndex())
    let collection = try #require(await model.library.createCollection(named: "Mornings"))
    let mine = ReminderSource.collection(id: collection.id, name: "Mornings")
    let added = try #require(
      await model.reminders.addSet(
        ReminderSet(id: "x", name: "Mornings", schedule: ReminderSchedule(count: 2, source: mine))))

    // Open on the stored set (its draft has the collection) and on a new one given the favourites.
    model.reminders.editSet(added.id)
    let editor = try #require(model.reminders.editor)
    editor.setCount(3)
    model.settlePresentation()
    model.reminders.startNewSet()
    model.settlePresentation()
    let new = try #require(model.newestReminderSetSheet)
    #expect(new !== editor && new.isNew)
    new.setName("Hearts")
    new.setSource(.favorites)

    await model.account.signOut()
    #expect(model.reminders.set(added.id)?.schedule.source == .allCategories, "the sign-out cleared it")
    await editor.save()
    await new.save()
    let saved = try #require(model.reminders.set(added.id))
    #expect(saved.schedule.count == 3, "the draft's own change is kept")
    #expect(saved.schedule.source == .allCategories, "the departed account's collection did not come back")
    #expect(model.reminders.sets.sets.last?.name == "Hearts")
    #expect(model.reminders.sets.sets.last?.schedule.source == .allCategories, "nor its favourites")
  }
}

extension QuoteVaultModel {
  /// The last reminder set editor in the stack (the top one when two are up).
  var newestReminderSetSheet: ReminderSetModel? {
    presentation.destinations.compactMap { if case .reminderSet(let sheet) = $0 { sheet } else { nil } }.last
  }
}
