import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import SharedStore
import Testing

/// A reminder set's editor as Apple's editors behave: a changed draft is never thrown away unasked.
@MainActor
@Suite("QuoteVault reminder set editor: Cancel and a swipe down ask before a changed draft is discarded")
struct ReminderSetDiscardTests {
  @Test("QV-7.2: an untouched draft closes at once; a changed one asks, keeps editing, and only then discards")
  func discardAsks() async throws {
    let backend = try await Backend()
    let (model, added) = try await phoneWithEveningSet(
      backend, schedule: ReminderSchedule(count: 2, start: "20:00", end: "22:00"))

    // Untouched, and a change undone by hand: no changes, so Cancel closes at once and the swipe is not held back.
    model.reminders.editSet(added.id)
    let untouched = try #require(model.reminders.editor)
    untouched.setName("Night")
    untouched.setName("Evening")
    #expect(!untouched.hasChanges)
    untouched.cancel()
    model.settlePresentation()
    #expect(model.reminders.editor == nil && model.alertUp == nil)

    // Changed: Cancel asks, and the sheet stays with the draft.
    model.reminders.editSet(added.id)
    model.settlePresentation()
    let editor = try #require(model.reminders.editor)
    editor.setCount(4)
    #expect(editor.hasChanges, "the swipe down is held back")
    editor.cancel()
    model.settlePresentation()
    #expect(model.alertUp == .discardReminderSet(editor) && model.reminders.editor === editor)
    let alert = try #require(model.presentation.alert)
    #expect(alert.title == "Discard Changes?" && alert.style == .confirmationDialog)
    #expect(alert.buttons.map(\.title) == ["Discard Changes", "Keep Editing"])
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])

    // Keep Editing: the draft is as it was left.
    model.presentation.alertDismissed(id: alert.id)
    #expect(model.reminders.editor === editor && editor.draft.schedule.count == 4)

    // The held-back swipe asks the same; Discard Changes closes it and the set is as it was saved.
    model.userAttemptedDismissal(try #require(model.presentation.top))
    #expect(model.alertUp == .discardReminderSet(editor))
    let asked = try #require(model.presentation.alert)
    let discard = try #require(asked.buttons.first { $0.role == .destructive }?.action)
    model.presentation.alertDismissed(id: asked.id)  // a button's tap closes the dialog, then acts
    model.perform(discard)
    model.settlePresentation()
    #expect(model.reminders.editor == nil && model.alertUp == nil)
    #expect(model.reminders.set(added.id)?.schedule.count == 2, "nothing of the draft was kept")

    // A new set with nothing chosen closes at once too; with a name typed, it asks.
    model.reminders.startNewSet()
    let new = try #require(model.reminders.editor)
    new.cancel()
    model.settlePresentation()
    #expect(model.reminders.editor == nil && model.alertUp == nil)
    model.reminders.startNewSet()
    model.settlePresentation()
    let named = try #require(model.reminders.editor)
    named.setName("Lunch")
    named.cancel()
    model.settlePresentation()
    #expect(model.alertUp == .discardReminderSet(named) && model.reminders.sets.sets.count == 2)
  }
}
