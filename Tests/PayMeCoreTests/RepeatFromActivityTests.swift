import Foundation
import Testing

@testable import PayMeCore

/// Repeat from an Activity row (issue 41): the rows the context menu and the swipe are on, and the schedule they
/// make, the same as the detail screen's Repeat section makes.
@Suite("PayMe: repeat a payment from its Activity row")
@MainActor
struct RepeatFromActivityTests {
  @Test("Only a sent payment's row offers Repeat, exactly the rows whose detail shows the Repeat section")
  func offered() {
    let app = PayMeHarness().launched()
    for row in app.activity.months.flatMap(\.rows) {
      #expect(
        app.scheduledPayments.offersRepeat(row.id) == (app.transactionScreen(row.id).repeating != nil), "\(row.id)")
    }
    #expect(
      app.scheduledPayments.offersRepeat("t-2") && app.scheduledPayments.offersRepeat("t-4"),
      "Ben's lunch and Chloe's rent, sent")
    #expect(
      !app.scheduledPayments.offersRepeat("t-1") && !app.scheduledPayments.offersRepeat("t-3")
        && !app.scheduledPayments.offersRepeat("t-7"), "received, asked")
    app.scheduledPayments.askToRepeat("t-1")
    #expect(app.shownAlert == nil, "no swipe where there is no Repeat")
  }

  @Test("The context menu's Weekly makes the schedule the detail's Repeat Payment makes for Weekly")
  func contextMenu() async throws {
    let fromRow = await PayMeHarness().repeatedFromRow("t-2", cadence: .weekly)
    let detailHarness = PayMeHarness()
    let fromDetail = detailHarness.launched()
    let section = try #require(fromDetail.repeatSection("t-2"))
    section.cadence = .weekly
    detailHarness.owner.script(.match)
    section.schedule()
    await fromDetail.finishEverything()
    let made = try #require(fromRow.schedules.items.first)
    let expected = try #require(fromDetail.schedules.items.first)
    #expect(fromRow.schedules.items.count == 1 && section.scheduled && section.error == nil)
    #expect(made.recipient == expected.recipient && made.amount == expected.amount && made.note == expected.note)
    #expect(made.cadence == .weekly && made.start == expected.start, "a week from today, not today")
    #expect(fromRow.announcement?.text == "Scheduled $18.75 to \(made.recipient.name)")
    #expect(fromRow.haptic?.intent == .confirmation)
  }

  @Test("The swipe asks how often in an action sheet; a cadence schedules it, Cancel schedules nothing")
  func swipe() async throws {
    let harness = PayMeHarness()
    let app = harness.launched()
    app.scheduledPayments.askToRepeat("t-4")
    app.settlePresentation()
    let sheet = try #require(app.shownAlert)
    #expect(sheet.kind(as: PayMeAlertID.self) == .repeatPayment && sheet.style == .confirmationDialog)
    #expect(sheet.title == "Repeat $120.00 to \(DemoData.contacts[2].name)")
    #expect(sheet.buttons.map(\.title) == ["Weekly", "Every 2 Weeks", "Monthly", "Cancel"])
    await app.tapAlert("Cancel")
    #expect(app.schedules.items.isEmpty && harness.owner.prompts.isEmpty, "Cancel asks nothing")
    app.scheduledPayments.askToRepeat("t-4")
    harness.owner.script(.match)
    await app.tapAlert("Every 2 Weeks")
    await app.finishEverything()
    #expect(app.schedules.items.map(\.cadence) == [.everyTwoWeeks])
    #expect(app.schedules.items.first?.amount == Money(120, .usd))
  }

  @Test("A full list is said in an alert, since a row has no footer to say it in")
  func listFull() async throws {
    let harness = PayMeHarness()
    let app = harness.launched()
    for _ in 0..<ScheduledPayments.maximumCount {
      harness.owner.script(.match)
      app.scheduledPayments.repeatFromActivity("t-2", cadence: .monthly)
      await app.finishEverything()
      // Each one made is said ("Payment Scheduled"); OK takes it away.
      await app.tapAlert("OK")
    }
    await app.finishEverything()
    #expect(app.schedules.items.count == ScheduledPayments.maximumCount && app.shownAlert == nil)
    // Refused before asking: no prompt is scripted, and one would fail the test.
    app.scheduledPayments.repeatFromActivity("t-2", cadence: .monthly)
    await app.finishEverything()
    #expect(harness.owner.prompts.count == ScheduledPayments.maximumCount)
    let alert = try #require(app.shownAlert)
    #expect(alert.kind(as: PayMeAlertID.self) == .repeatRefused && alert.title == "Can't Repeat Payment")
    #expect(alert.message == ScheduleError.listFull.message.text && app.haptic?.intent == .failure)
  }

  @Test("PM-0.2: Repeat Payment starting today asks the device owner; confirmed, it is scheduled and paid at once")
  func confirmedPaysToday() async throws {
    let harness = PayMeHarness()
    let app = harness.launched()
    let sent = try #require(app.ledger.transaction("t-2"))
    let before = app.ledger.balance
    let section = try #require(app.repeatSection("t-2"))
    section.start = app.now
    harness.owner.script(.match)
    section.schedule()
    #expect(section.confirming && app.schedules.items.isEmpty, "nothing is made while the prompt is up")
    await app.finishEverything()
    #expect(harness.owner.prompts == [.deviceOwnerAuthentication])
    #expect(section.scheduled && section.error == nil && app.schedules.items.count == 1)
    #expect(app.ledger.balance == before - sent.amount, "today's payment went, after the owner confirmed it")
  }

  @Test("PM-0.1: cancelled at Face ID, Repeat makes no schedule and moves no money, from the detail or a row")
  func cancelledMakesNothing() async throws {
    let harness = PayMeHarness()
    let app = harness.launched()
    let before = app.ledger
    let section = try #require(app.repeatSection("t-2"))
    section.start = app.now
    harness.owner.script(.cancel)
    section.schedule()
    await app.finishEverything()
    #expect(app.schedules.items.isEmpty && app.ledger == before)
    #expect(!section.scheduled && section.error == .notConfirmed && !section.confirming, "said under the button")
    #expect(app.shownAlert == nil, "a cancel shows no alert, as with Send")
    harness.owner.script(.leaveApp)
    app.scheduledPayments.repeatFromActivity("t-4", cadence: .weekly)
    await app.finishEverything()
    #expect(app.schedules.items.isEmpty && app.ledger == before && app.shownAlert == nil)
    #expect(harness.owner.prompts == [.deviceOwnerAuthentication, .deviceOwnerAuthentication])
    // A later open pays nothing: no schedule was saved.
    harness.time.advance(40 * 86400)
    let relaunched = harness.relaunched()
    #expect(relaunched.schedules.items.isEmpty && relaunched.ledger.balance == before.balance)
  }

  @Test("PM-0.2: with no passcode nothing can confirm a repeat: nothing is made, and the alert says to set one")
  func noPasscode() async throws {
    let harness = PayMeHarness(passcodeSet: false)
    let app = harness.launched()
    let before = app.ledger
    app.scheduledPayments.repeatFromActivity("t-2", cadence: .weekly)
    await app.finishEverything()
    #expect(app.schedules.items.isEmpty && app.ledger == before && harness.owner.prompts.isEmpty)
    let alert = try #require(app.shownAlert)
    #expect(alert.kind(as: PayMeAlertID.self) == .authNoPasscode, "\(alert.title)")
    #expect(app.haptic?.intent == .failure)
  }
}
