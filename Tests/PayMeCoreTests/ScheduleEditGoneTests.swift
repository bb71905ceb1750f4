import Foundation
import Testing

@testable import PayMeCore

/// An Edit Scheduled Payment sheet that has gone (closed, or taken down while its check was up) takes no intent,
/// as the split, payment and bank sheets refuse one (SplitSheetGoneTests): no change is saved from a sheet
/// nobody sees.
@MainActor
@Suite("PayMe's Edit Scheduled Payment sheet, once gone, takes no intent")
struct ScheduleEditGoneTests {
  @Test("A sheet taken down while Face ID is up: the check's match saves nothing, and nothing is said")
  func goneDuringTheCheck() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (_, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let slow = DuringPrompt(owner: harness.owner)
    let app = harness.model(deviceOwner: slow)
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    app.settlePresentation()
    sheet.clearAmount()
    sheet.type("30")
    slow.meanwhile = { [weak app] in app?.close(sheet) }
    harness.owner.script(.match)
    sheet.save()
    await app.finishEverything()
    app.settlePresentation()
    #expect(app.scheduleEditor == nil)
    #expect(app.schedules.items == [schedule], "no change from a sheet that went")
    #expect(app.shownAlert == nil && !sheet.isConfirming)
  }

  @Test("A sheet that went: its Save asks for no check and its Cancel asks nothing")
  func goneSheetTakesNoIntent() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    app.scheduledPayments.edit(schedule.id)
    let sheet = try #require(app.scheduleEditor)
    app.settlePresentation()
    sheet.cadence = .weekly
    app.close(sheet)
    app.settlePresentation()
    let asked = harness.owner.prompts.count
    harness.owner.script(.match)
    sheet.save()
    sheet.cancel()
    await app.finishEverything()
    app.settlePresentation()
    #expect(harness.owner.prompts.count == asked && !sheet.isConfirming, "no check for a sheet that is gone")
    #expect(app.schedules.items == [schedule] && app.scheduleEditor == nil)
    #expect(app.shownAlert == nil, "no Discard question for a sheet that is gone")
  }
}
