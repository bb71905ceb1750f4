import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import SharedStore
import Testing

/// Settings > Reminders as a list of sets: a user's single schedule becomes the first set unchanged; sets are
/// added, edited, turned off and deleted (after a question in words), kept on the device and planned together.
@MainActor
@Suite("QuoteVault reminder sets: migration, add, edit, turn off, delete, and each set's own fallback")
struct ReminderSetsTests {
  let utc = TimeZone(identifier: "UTC") ?? .current
  /// 2026-03-14 07:00 UTC.
  let now = Date(timeIntervalSince1970: 1_773_471_600)

  /// A phone whose reminders are on (daily at 08:00), on a clock that stays at `now`.
  private func phone(_ backend: Backend, device: Device? = nil) async throws -> (Device, QuoteVaultModel) {
    let device = try device ?? Device(backend)
    let model = device.model(now: { [now] in now }, timeZone: utc)
    await model.feed.reload()  // the reminders' pool
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true, time: "08:00")
    return (device, model)
  }

  @Test("QV-7.1 / QV-7.2: a schedule saved in the old format becomes the first set, and what arrives is unchanged")
  func migration() async throws {
    let backend = try await Backend()
    let device = try Device(backend)
    // The file as the app wrote it before sets: one schedule, four a day until 22:00, from all categories.
    let old = #"{"schemaVersion":1,"value":{"count":4,"end":"22:00","source":{"allCategories":{}},"start":"08:00"}}"#
    try FileManager.default.createDirectory(at: device.store.directory, withIntermediateDirectories: true)
    try Data(old.utf8).write(to: device.store.directory.appendingPathComponent("quotevault-reminders.json"))

    let (_, model) = try await phone(backend, device: device)
    let migrated = ReminderSet(
      id: ReminderSet.dailyID, name: "", schedule: ReminderSchedule(count: 4, start: "08:00", end: "22:00"))
    #expect(model.reminders.sets.sets == [migrated], "one set: the schedule as it was")
    #expect(model.reminders.setsFile == .read, "a sets file not there yet migrates; nothing to wait for or say")
    #expect(model.reminders.schedule.count == 4 && model.reminders.schedule.end == "22:00")

    // What is pending is the single schedule's plan: its times, identifiers, titles and its pause notice.
    let pending = device.notifications.schedule
    #expect(pending.count == NotificationPlan.plannedLimit)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    let firstDay = pending.prefix(4).map {
      ($0.request.id, calendar.component(.hour, from: $0.fires) * 60 + calendar.component(.minute, from: $0.fires))
    }
    let prefix = NotificationPlan.identifierPrefix
    #expect(
      firstDay.map(\.0) == [
        prefix + "2026-03-14", prefix + "2026-03-14-1", prefix + "2026-03-14-2", prefix + "2026-03-14-3",
      ])
    #expect(firstDay.map(\.1) == [480, 760, 1040, 1320], "08:00, 12:40, 17:20 and 22:00, as before")
    #expect(
      pending.first?.request.title == "Quote of the Day" && pending.dropFirst().first?.request.title == "QuoteVault")
    #expect(pending.last?.request.id == NotificationPlan.pauseNoticeID)
    #expect(pending.last?.request.body == NotificationPlan.pauseNoticeBody, "the single schedule's own words")
    let expected = NotificationPlan.make(
      enabled: true, schedule: migrated.schedule, now: now, timeZone: utc,
      quotes: Dictionary(
        uniqueKeysWithValues: device.store.read(QuoteVaultShared.dailyQuotes).map { ($0.day, $0.quote) }),
      pool: [])
    #expect(pending.map(\.request.id) == expected.map(\.id) && pending.map(\.fires) == expected.map(\.date))
  }

  @Test("QV-7.2: a set added, edited, turned off and deleted after a question; the daily set is never deleted")
  func addEditDelete() async throws {
    let backend = try await Backend()
    let (device, model) = try await phone(backend)
    func pendingOf(_ id: String) -> [NotificationRequest] {
      device.notifications.pending.filter { $0.id.hasPrefix(NotificationPlan.identifierPrefix + id + "-") }
    }

    model.reminders.startNewSet()
    let sheet = try #require(model.reminders.editor)
    #expect(sheet.isNew && !sheet.isDaily && sheet.sourceChoices.first == .allCategories)
    sheet.setName("Evening")
    sheet.setCount(2)
    sheet.setStart("20:00")
    sheet.setEnd("22:00")
    sheet.setSource(.category(.love))
    for day in [1, 7] { sheet.toggle(weekday: day) }  // weekdays only
    await sheet.save()
    #expect(await eventually { model.reminders.editor == nil }, "Save closes the sheet")
    model.settlePresentation()
    let added = try #require(model.reminders.sets.sets.last)
    #expect(model.reminders.sets.sets.count == 2 && added.name == "Evening" && added.weekdays == Set(2...6))
    let evenings = pendingOf(added.id).filter { !$0.id.hasSuffix("pause") }
    #expect(!evenings.isEmpty && evenings.allSatisfy { $0.title == "Evening" }, "each says which set it is")
    #expect(ReminderSetModel.daysSummary(added.weekdays, calendar: Calendar(identifier: .gregorian)) == "Weekdays")
    #expect(Set(device.notifications.pending.map(\.id)).count == device.notifications.pending.count)
    // Once a day and twice each weekday want more than iOS's 64 between them: each keeps about half, said.
    let note = try #require(model.reminders.trimmedNote(for: added))
    #expect(note.hasPrefix("iOS holds 64 reminders for all your sets, so only the next "))
    #expect(device.notifications.pending.count == NotificationPlan.plannedLimit)

    // Kept on the device: the next launch has both.
    let relaunched = try device.relaunched(backend).model(now: { [now] in now }, timeZone: utc)
    #expect(relaunched.reminders.sets == model.reminders.sets)

    // Edited: a name and a count; Cancel asks first (ReminderSetDiscardTests), then keeps the set as it was.
    model.reminders.editSet(added.id)
    let editor = try #require(model.reminders.editor)
    editor.setName("Night")
    editor.cancel()
    #expect(model.alertUp == .discardReminderSet(editor))
    model.presentation.alertDismissed(id: try #require(model.presentation.alert?.id))
    model.perform(.discardReminderSet(editor))
    #expect(await eventually { model.reminders.editor == nil })
    #expect(model.reminders.set(added.id)?.name == "Evening", "Cancel changes nothing")
    model.settlePresentation()  // the cancelled sheet has slid away
    model.reminders.editSet(added.id)
    let second = try #require(model.reminders.editor)
    second.setCount(3)
    await second.save()
    #expect(model.reminders.set(added.id)?.schedule.count == 3)

    // Turned off: its reminders go; the daily set's stay.
    await model.reminders.setEnabled(added.id, false)
    #expect(pendingOf(added.id).isEmpty && !device.notifications.pending.isEmpty)
    #expect(device.notifications.pending.count == NotificationPlan.reminderDays, "the daily set alone has room again")
    #expect(model.reminders.trimmedNote(for: ReminderSets([]).first) == nil)
    await model.reminders.setEnabled(added.id, true)
    #expect(!pendingOf(added.id).isEmpty)

    // Deleted after a question that names it.
    model.reminders.askToDeleteSet(ReminderSet.dailyID)
    #expect(model.alertUp == nil, "the daily set is turned off, never deleted")
    model.reminders.askToDeleteSet(added.id)
    #expect(model.alertUp == .deleteReminderSet(id: added.id, name: "Evening"))
    #expect(model.presentation.alert?.title == "Delete “Evening”?")
    #expect(
      model.presentation.alert?.message
        == "Its reminders stop, including those already planned. Your other reminder sets stay as they are.")
    model.perform(.deleteReminderSet(id: added.id))
    #expect(await eventually { model.reminders.sets.sets.count == 1 })
    #expect(
      await eventuallyAsync {
        await device.notifications.pendingRequests().allSatisfy { !$0.id.contains(added.id + "-") }
      })
  }

  @Test("QV-7.2: a set's collection deleted falls back for that set alone, said; leaving the account clears it")
  func perSetFallback() async throws {
    let backend = try await Backend()
    let device = try Device(backend)
    let model = device.model(now: { [now] in now }, timeZone: utc, searchIndex: SimulatedSearchIndex())
    model.continueAsGuest()
    await model.feed.reload()
    let picked = Array(await device.quotesOfNoDay(in: model).prefix(2))
    let collection = try #require(await model.library.createCollection(named: "Mornings"))
    for quote in picked { await model.library.add(quote, to: collection) }
    device.notifications.scriptPrompt(.allow)
    await model.reminders.setNotifications(enabled: true, time: "08:00")
    let choice = ReminderSource.collection(id: collection.id, name: "Mornings")
    let added = try #require(
      await model.reminders.addSet(
        ReminderSet(id: "x", name: "Mornings", schedule: ReminderSchedule(count: 2, source: choice))))
    let ids = device.notifications.pending.filter { $0.id.contains(added.id + "-") }.compactMap {
      $0.url.flatMap(NotificationPlan.quoteID(in:))
    }
    #expect(Set(ids) == Set(picked.map(\.id)), "the collection's quotes, each once")

    await model.library.delete(collection)
    await model.reminders.reschedule()
    #expect(model.reminders.sourceNote(for: added) == ReminderFallback.deletedCollection(name: "Mornings").note)
    #expect(model.reminders.sourceNote == nil, "the daily set, one a day, is the quote of the day: nothing to say")
    #expect(device.notifications.pending.contains { $0.id.contains(added.id + "-") && $0.url?.host == "quote" })
    #expect(model.reminders.set(added.id)?.schedule.source == choice, "the choice is kept")

    model.reminders.accountLeft()
    #expect(model.reminders.set(added.id)?.schedule.source == .allCategories, "nothing of theirs stays in Settings")
  }
}
