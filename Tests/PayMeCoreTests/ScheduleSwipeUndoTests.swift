import AppServices
import Foundation
import TestSupport
import Testing

@testable import PayMeCore

/// The row's destructive swipe (issue 41): Apple's pattern for a destructive full swipe is to act at once and let
/// the user undo (Mail's swipe to trash); a question is for a control the user opens and reads (the row's menu).
@Suite("PayMe: a swiped-away scheduled payment is cancelled at once, with Undo")
@MainActor
struct ScheduleSwipeUndoTests {
  @Test("The swipe cancels with no question; Undo puts it back exactly, reminded again, and a relaunch reads it")
  func swipeThenUndo() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let reminder = ScheduledPaymentReminder.identifier(for: schedule.id)
    var said: [String] = []
    let announce = app.scheduledPayments.onAnnounce
    app.scheduledPayments.onAnnounce = { copy in
      said.append(copy.text)
      announce(copy)
    }
    app.scheduledPayments.cancelFromSwipe(schedule.id)
    await app.finishEverything()
    #expect(app.shownAlert == nil, "no question after the row has slid away")
    #expect(app.schedules.items.isEmpty && harness.model().schedules.items.isEmpty, "cancelled and saved")
    #expect(!harness.center.schedule.contains { $0.request.id == reminder }, "its reminder is withdrawn")
    let bar = try #require(app.scheduledPayments.recentlyCancelled)
    #expect(
      bar.message.text == "Canceled your payment to \(schedule.recipient.name)"
        && said == ["\(bar.message.text). Undo is available."])
    app.scheduledPayments.undoCancel()
    await app.finishEverything()
    #expect(app.schedules.items == [schedule], "back as it was: its series, what it sent, its end")
    #expect(app.scheduledPayments.recentlyCancelled == nil)
    #expect(harness.center.schedule.contains { $0.request.id == reminder }, "reminded again")
    #expect(harness.model().schedules.items == [schedule])
  }

  @Test("Undo goes after 8 seconds, when the screen is left, or when another is cancelled; then nothing comes back")
  func undoEnds() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let screen = app.scheduledPayments
    let clock = harness.undoClock
    screen.cancelFromSwipe(schedule.id)
    #expect(await waitUntil { clock.waits == [ScheduledPaymentsModel.undoDuration] }, "Undo's time is running")
    clock.advance(by: .seconds(7))
    #expect(screen.recentlyCancelled?.schedule == schedule, "still up at 7 seconds")
    clock.advance(by: .seconds(1))
    #expect(await waitUntil { screen.recentlyCancelled == nil }, "gone at 8")
    screen.undoCancel()
    #expect(app.schedules.items.isEmpty, "too late: nothing comes back")
    // Leaving the screen takes the bar with it.
    harness.owner.script(.match)
    #expect(
      await app.scheduledPayments.repeatPayment("t-2", cadence: .weekly, start: app.now.addingTimeInterval(86400))
        == nil)
    let again = try #require(app.schedules.items.first)
    screen.cancelFromSwipe(again.id)
    screen.screenLeft()
    screen.undoCancel()
    #expect(app.schedules.items.isEmpty && screen.recentlyCancelled == nil)
  }

  @Test("The menu's Cancel Payment still asks first: it is read, not swiped")
  func menuAsks() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    app.scheduledPayments.askToCancel(schedule.id)
    app.settlePresentation()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .cancelSchedule)
    #expect(app.schedules.items == [schedule] && app.scheduledPayments.recentlyCancelled == nil)
  }

  @Test("An ended schedule's swipe removes it at once, said as removed, with the same Undo")
  func endedRemoved() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduleEndTests.ending(.after(payments: 1), harness)
    harness.scene.leaveApp()
    harness.time.advance(ScheduleEndTests.day + 3600)
    harness.scene.returnToApp()
    await app.finishEverything()
    let ended = try #require(app.schedules.items.first)
    #expect(app.scheduledPayments.hasEnded(ended) && ended.id == schedule.id)
    app.scheduledPayments.cancelFromSwipe(ended.id)
    #expect(app.schedules.items.isEmpty && app.shownAlert?.kind(as: PayMeAlertID.self) != .cancelSchedule)
    #expect(
      app.scheduledPayments.recentlyCancelled?.message.text
        == "Removed your ended payment to \(schedule.recipient.name)")
    app.scheduledPayments.undoCancel()
    #expect(app.schedules.items == [ended])
  }

  @Test("While VoiceOver or Switch Control runs, Undo stays until the user acts; when they stop, it gets 8 seconds")
  func undoWaitsForAssistiveTechnology() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    let screen = app.scheduledPayments
    let clock = harness.undoClock
    screen.assistiveTechnologyChanged(true)
    screen.cancelFromSwipe(schedule.id)
    clock.advance(by: .seconds(60))
    await app.finishEverything()
    #expect(clock.waits.isEmpty && screen.recentlyCancelled?.schedule == schedule, "no time limit")
    screen.assistiveTechnologyChanged(false)
    #expect(await waitUntil { clock.waits == [ScheduledPaymentsModel.undoDuration] }, "its full time again")
    clock.advance(by: .seconds(8))
    #expect(await waitUntil { screen.recentlyCancelled == nil }, "gone at 8")
  }
}
