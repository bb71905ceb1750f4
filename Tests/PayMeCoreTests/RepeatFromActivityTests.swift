import Foundation
import Testing

@testable import PayMeCore

/// Repeat from an Activity row (issue 41): the rows the context menu and the swipe are on, and the schedule they
/// make, the same as the detail screen's Repeat section makes.
@Suite("PayMe: repeat a payment from its Activity row")
@MainActor
struct RepeatFromActivityTests {
  func launched() -> PayMeModel {
    let app = PayMeHarness().model()
    app.finishOnboarding()
    return app
  }

  @Test("Only a sent payment's row offers Repeat, exactly the rows whose detail shows the Repeat section")
  func offered() {
    let app = launched()
    for row in app.activitySections.flatMap(\.rows) {
      #expect(app.offersRepeat(row.id) == (app.repeatModel(for: row.id) != nil), "\(row.id)")
    }
    #expect(app.offersRepeat("t-2") && app.offersRepeat("t-4"), "Ben's lunch and Chloe's rent, sent")
    #expect(!app.offersRepeat("t-1") && !app.offersRepeat("t-3") && !app.offersRepeat("t-7"), "received, asked")
    app.askToRepeat("t-1")
    #expect(app.shownAlert == nil, "no swipe where there is no Repeat")
  }

  @Test("The context menu's Weekly makes the schedule the detail's Repeat Payment makes for Weekly")
  func contextMenu() throws {
    let fromRow = launched()
    #expect(fromRow.repeatFromActivity("t-2", cadence: .weekly) == nil)
    let fromDetail = launched()
    let section = try #require(fromDetail.repeatModel(for: "t-2"))
    section.cadence = .weekly
    section.schedule(in: fromDetail)
    let made = try #require(fromRow.schedules.items.first)
    let expected = try #require(fromDetail.schedules.items.first)
    #expect(fromRow.schedules.items.count == 1)
    #expect(made.recipient == expected.recipient && made.amount == expected.amount && made.note == expected.note)
    #expect(made.cadence == .weekly && made.start == expected.start, "a week from today, not today")
    #expect(fromRow.announcement?.text == "Scheduled $18.75 to \(made.recipient.name)")
    #expect(fromRow.haptic?.intent == .confirmation)
  }

  @Test("The swipe asks how often in an action sheet; a cadence schedules it, Cancel schedules nothing")
  func swipe() async throws {
    let app = launched()
    app.askToRepeat("t-4")
    app.settlePresentation()
    let sheet = try #require(app.shownAlert)
    #expect(sheet.kind(as: PayMeAlertID.self) == .repeatPayment && sheet.style == .confirmationDialog)
    #expect(sheet.title == "Repeat $120.00 to \(DemoData.contacts[2].name)")
    #expect(sheet.buttons.map(\.title) == ["Weekly", "Every 2 Weeks", "Monthly", "Cancel"])
    await app.tapAlert("Cancel")
    #expect(app.schedules.items.isEmpty)
    app.askToRepeat("t-4")
    await app.tapAlert("Every 2 Weeks")
    #expect(app.schedules.items.map(\.cadence) == [.everyTwoWeeks])
    #expect(app.schedules.items.first?.amount == Money(120, .usd))
  }

  @Test("A full list is said in an alert, since a row has no footer to say it in")
  func listFull() async throws {
    let app = launched()
    for _ in 0..<ScheduledPayments.maximumCount { app.repeatFromActivity("t-2", cadence: .monthly) }
    await app.settleAll()
    #expect(app.schedules.items.count == ScheduledPayments.maximumCount && app.shownAlert == nil)
    #expect(app.repeatFromActivity("t-2", cadence: .monthly) == .listFull)
    app.settlePresentation()
    let alert = try #require(app.shownAlert)
    #expect(alert.kind(as: PayMeAlertID.self) == .repeatRefused && alert.title == "Can't Repeat Payment")
    #expect(alert.message == ScheduleError.listFull.message.text && app.haptic?.intent == .failure)
  }
}
