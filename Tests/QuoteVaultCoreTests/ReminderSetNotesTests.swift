import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import SharedStore
import Testing

/// What Settings says under a reminder set: every note that applies, not the first one found.
@MainActor
@Suite("QuoteVault reminder sets: every note that applies is said")
struct ReminderSetNotesTests {
  let utc = TimeZone(identifier: "UTC") ?? .current
  /// 2026-03-14 07:00 UTC.
  let now = Date(timeIntervalSince1970: 1_773_471_600)

  @Test("QV-7.2: a night window, a deleted collection and a plan cut short are all said under the set")
  func everyNoteThatApplies() async throws {
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
    // Three a night, 22:00 to 07:00, beside the daily set: more than iOS's 64 between them.
    let night = ReminderSchedule(
      count: 3, start: "22:00", end: "07:00", source: .collection(id: collection.id, name: "Mornings"))
    let added = try #require(await model.reminders.addSet(ReminderSet(id: "x", name: "Nights", schedule: night)))
    await model.library.delete(collection)
    await model.reminders.reschedule()
    let set = try #require(model.reminders.set(added.id))

    let trimmed = try #require(model.reminders.trimmedNote(for: set), "two sets share iOS's 64")
    let fallback = ReminderFallback.deletedCollection(name: "Mornings").note
    #expect(model.reminders.notes(for: set) == [ReminderSchedule.nextDayNote, fallback, trimmed])
    #expect(model.reminders.statusNotes(for: set) == [fallback, trimmed])

    // The editor says what is true of the saved set; its window note follows the draft, and no day adds one.
    model.reminders.editSet(set.id)
    let editor = try #require(model.reminders.editor)
    #expect(editor.daysFooterNotes == [fallback, trimmed])
    #expect(editor.windowNote == ReminderSchedule.nextDayNote)
    for day in ReminderSet.everyDay { editor.toggle(weekday: day) }
    #expect(editor.daysFooterNotes == [ReminderSetModel.noDays.text, fallback, trimmed])

    // The daily set, once a day, has no window or source to speak of; it is cut short too, and says only that.
    let daily = model.reminders.sets.first
    #expect(model.reminders.notes(for: daily) == [try #require(model.reminders.trimmedNote(for: daily))])
  }
}
