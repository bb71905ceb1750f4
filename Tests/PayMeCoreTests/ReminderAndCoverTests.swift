import AppServices
import Foundation
import Testing

@testable import PayMeCore

/// Issue 41's smaller findings: "Reminded" kept across launches, reminders rewritten in a new language or
/// region, the reminder's Remind button, and the privacy cover under a system prompt raised from the share sheet.
@Suite("PayMe reminders across launches, their button, and the cover under the share sheet's prompts")
@MainActor
struct ReminderAndCoverTests {
  @Test("Remind is saved with the ledger: after a relaunch the request still reads Reminded")
  func remindedAcrossLaunches() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    #expect(app.transactionScreen("t-3").canRemind)
    app.transactionScreen("t-3").remind()
    #expect(app.ledger.transaction("t-3")?.remindedAt == PayMeHarness.now)
    harness.scene.relaunch()
    let again = harness.model()
    harness.scene.returnToApp()
    #expect(
      !again.transactionScreen("t-3").canRemind && again.transactionScreen("t-3").remindTitle == "Reminded",
      "remembered, not only this run")
    #expect(again.transactionScreen("t-3").canRemindOrCancel, "still a pending request: it can still be withdrawn")
  }

  @Test("A ledger saved before Remind was kept reads as nothing reminded, not as damaged")
  func olderLedgerReads() throws {
    let ledger = DemoData.ledger(now: PayMeHarness.now)
    let data = try JSONEncoder().encode(ledger)
    let text = try #require(String(data: data, encoding: .utf8))
    #expect(!text.contains("remindedAt"), "an entry never reminded writes no key, as files before it")
    let read = try JSONDecoder().decode(Ledger.self, from: data)
    #expect(read == ledger && read.transactions.allSatisfy { $0.remindedAt == nil })
  }

  @Test("Reminders waiting are written again when PayMe comes back in another language or region")
  func rewrittenForNewLocale() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let app = harness.model()
    app.finishOnboarding()
    await app.settingsScreen.setNotifications(true)
    await app.finishEverything()
    let before = harness.center.schedule.map(\.request)
    #expect(!before.isEmpty && before.allSatisfy { $0.body.contains("$") && !$0.body.contains("US$") })
    #expect(app.settings.remindersLocale == "en_US")
    // The user changes the region (iOS ends the app); the new launch becomes active in es_ES.
    harness.scene.relaunch()
    let spanish = harness.model(locale: Locale(identifier: "es_ES"))
    harness.scene.returnToApp()
    await spanish.finishEverything()
    let after = harness.center.schedule.map(\.request)
    #expect(Set(after.map(\.id)) == Set(before.map(\.id)), "the same reminders, replaced, none added or lost")
    #expect(after.allSatisfy { $0.body.contains("US$") }, "\(after.map(\.body))")
    #expect(spanish.settings.remindersLocale == "es_ES")
  }

  @Test("A reminder offers Remind: the button marks the request reminded, saved, without opening PayMe")
  func remindButton() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let app = harness.model()
    app.finishOnboarding()
    await app.settingsScreen.setNotifications(true)
    await app.finishEverything()
    let reminder = try #require(
      harness.center.schedule.first { $0.request.id == RequestReminder.identifier(for: "t-3") })
    #expect(reminder.request.categoryIdentifier == RequestReminder.category)
    #expect(RequestReminder.remindTitle == "Remind")
    let link = try #require(reminder.request.url)
    #expect(app.notificationAction(RequestReminder.remindAction, link: link), "handled: nothing opens")
    #expect(!app.transactionScreen("t-3").canRemind && app.presentation.surfaces.isEmpty && app.path.isEmpty)
    harness.scene.relaunch()
    #expect(!harness.model().transactionScreen("t-3").canRemind, "saved")
    // Already reminded, or another button: the link opens as a tap would, showing the request.
    #expect(!app.notificationAction(RequestReminder.remindAction, link: link))
    #expect(!app.notificationAction("other", link: link))
  }

  @Test("Save Image's Photos prompt over the share sheet leaves PayMe uncovered; leaving still covers")
  func shareSheetPrompt() throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    let sent = try #require(app.ledger.transaction("t-2"))
    app.transactionScreen(sent.id).shareReceipt()
    app.settlePresentation()
    harness.scene.systemPromptAppeared()  // "Add to library", raised by the share sheet's Save Image
    #expect(!app.isCovered, "a prompt over the app, not the app leaving")
    harness.scene.systemPromptDisappeared()
    harness.scene.leaveApp()
    #expect(app.isCovered && harness.scene.snapshotsShowedContent == [false], "the snapshot is still covered")
    // With no share sheet, an inactive scene covers at once (the app switcher's live card), as before.
    let plain = PayMeHarness()
    let other = plain.model()
    other.finishOnboarding()
    plain.scene.systemPromptAppeared()
    #expect(other.isCovered)
  }
}
