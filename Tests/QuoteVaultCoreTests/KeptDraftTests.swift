import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import SharedStore
import Testing

/// A notification or widget tap closes every sheet to land where it asks: what the user had changed in a
/// reminder set's editor or typed as a collection's name comes back when they open the same editor again.
@MainActor
@Suite("QuoteVault links: a reminder set's draft and a typed collection name survive a link")
struct KeptDraftTests {
  @Test("QV-7.4: a link over a changed reminder set editor keeps its draft; the same editor opens with it")
  func reminderSetDraftKept() async throws {
    let backend = try await Backend()
    let (model, added) = try await phoneWithEveningSet(backend, schedule: ReminderSchedule(count: 2))

    // An existing set's editor, changed; the quote of the day's notification is tapped.
    model.reminders.editSet(added.id)
    model.settlePresentation()
    let editor = try #require(model.reminders.editor)
    editor.setCount(5)
    model.open(QuoteVaultLink.quoteOfTheDay.url)
    model.settlePresentation()
    #expect(model.reminders.editor == nil && model.selectedTab == .home)
    // Another set's editor is not it; that set's editor is, with the draft as left (once).
    model.reminders.editSet(ReminderSet.dailyID)
    model.settlePresentation()
    #expect(model.reminders.editor?.draft.id == ReminderSet.dailyID && model.reminders.editor?.hasChanges == false)
    model.reminders.editor?.cancel()
    model.settlePresentation()
    model.reminders.editSet(added.id)
    model.settlePresentation()
    let reopened = try #require(model.reminders.editor)
    #expect(reopened !== editor, "a new editor: no sheet's model outlives its presentation")
    #expect(reopened.draft.id == added.id && reopened.draft.schedule.count == 5 && reopened.hasChanges)
    await reopened.save()
    #expect(model.reminders.set(added.id)?.schedule.count == 5)

    // A new set's editor with a name typed, over which a search shortcut lands.
    model.reminders.startNewSet()
    model.settlePresentation()
    let new = try #require(model.reminders.editor)
    new.setName("Lunch")
    model.open(QuoteVaultLink.search("hope").url)
    model.settlePresentation()
    #expect(model.reminders.editor == nil)
    model.reminders.startNewSet()
    model.settlePresentation()
    #expect(model.reminders.editor !== new && model.reminders.editor?.draft.name == "Lunch")
    #expect(model.reminders.editor?.isNew == true && model.reminders.editor?.hasChanges == true)
  }

  @Test("QV-5.1: a link over a collection name being typed keeps it; New Collection opens with the name")
  func collectionNameKept() async throws {
    let backend = try await Backend()
    let model = try Device(backend).model(searchIndex: SimulatedSearchIndex())
    model.continueAsGuest()
    model.newCollection()
    model.settlePresentation()
    let sheet = try #require(model.presentation.destinations.compactMap(\.collectionName).first)
    sheet.name = "Stoics"
    model.open(QuoteVaultLink.quoteOfTheDay.url)
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty)
    model.newCollection()
    model.settlePresentation()
    let again = try #require(model.presentation.destinations.compactMap(\.collectionName).first)
    #expect(again !== sheet && again.name == "Stoics" && again.holdsUserInput)
    await again.save()
    #expect(model.library.collections.map(\.collection.name) == ["Stoics"])
    // Taken once: the next New Collection starts empty.
    model.settlePresentation()
    model.newCollection()
    #expect(model.presentation.destinations.compactMap(\.collectionName).first?.name == "")
  }
}
