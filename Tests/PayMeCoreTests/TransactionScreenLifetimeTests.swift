import Foundation
import Testing

@testable import PayMeCore

/// A pushed transaction screen holds its own model, and the model its Repeat section (issue 37): one per screen in
/// the stack, kept while it stays pushed, gone when it is popped or replaced, and nothing of it kept by the app.
@Suite("PayMe: a transaction screen's model lives as long as the screen")
@MainActor
struct TransactionScreenLifetimeTests {
  @Test("The Repeat section's choices survive the screen being re-read while it stays pushed")
  func choicesKept() throws {
    let app = PayMeHarness().launched()
    app.path = [.activity]
    let screen = app.showTransaction("t-2")
    let section = try #require(screen.repeating)
    section.cadence = .weekly
    let picked = section.start.addingTimeInterval(3 * 86400)
    section.start = picked
    section.end.kind = .afterPayments
    // What moves under a screen that stays: the ledger (another entry reminded), a sheet up and down over it.
    app.transactionScreen("t-3").remind()
    app.startSend()
    app.settlePresentation()
    app.payment?.cancel()
    app.endDismissals()
    // The view reads its route again from the path at each evaluation: the same screen, the same section.
    let reread = try #require(app.shownTransaction)
    #expect(reread === screen && reread.repeating === section && app.pushed == [.activity, .transaction("t-2")])
    #expect(section.cadence == .weekly && section.start == picked && section.startPicked)
    #expect(section.end.kind == .afterPayments)
  }

  @Test("Popping the screen and pushing it again starts a fresh Repeat section")
  func pushedAgainIsFresh() throws {
    let app = PayMeHarness().launched()
    app.path = [.activity]
    let first = try #require(app.repeatSection("t-2"))
    first.cadence = .weekly
    first.start = first.start.addingTimeInterval(3 * 86400)
    app.path.removeLast()  // the system back button
    let again = try #require(app.repeatSection("t-2"))
    let monthOn = RepeatPaymentModel.defaultStart(.monthly, today: app.now, calendar: app.calendar)
    #expect(again !== first && again.cadence == .monthly && again.start == monthOn && !again.startPicked)
    #expect(app.pushed == [.activity, .transaction("t-2")])
  }

  @Test("A link to another transaction while one is open gives that one its own model; to the same one, keeps it")
  func linkToAnother() throws {
    let app = PayMeHarness().launched()
    app.path = [.activity]
    let open = app.showTransaction("t-2")
    open.repeating?.cadence = .weekly
    app.open(PayMeLink.transaction("t-4").url)
    let other = try #require(app.shownTransaction)
    #expect(app.pushed == [.activity, .transaction("t-4")] && other !== open)
    #expect(other.repeating?.cadence == .monthly && other.repeating !== open.repeating)
    #expect(open.repeating?.cadence == .weekly, "the replaced screen's section was never another's")
    // A reminder's tap for the entry already on screen changes nothing there.
    other.repeating?.cadence = .everyTwoWeeks
    app.open(PayMeLink.transaction("t-4").url)
    #expect(app.shownTransaction === other && other.repeating?.cadence == .everyTwoWeeks)
  }

  @Test("Nothing of a popped screen is retained by the app model, nor of one a link replaced or a row never pushed")
  func nothingRetained() async throws {
    let harness = PayMeHarness()
    let app = harness.launched()
    weak var popped: TransactionModel?
    weak var poppedSection: RepeatPaymentModel?
    weak var replaced: TransactionModel?
    weak var unpushed: TransactionModel?
    do {
      app.path = [.activity]
      let screen = app.showTransaction("t-2")
      popped = screen
      let section = try #require(screen.repeating)
      poppedSection = section
      // Its Repeat Payment ran through the app (the check, the saved schedule), and is done.
      harness.owner.script(.match)
      section.schedule()
      await app.finishEverything()
      #expect(section.scheduled && app.schedules.items.count == 1)
    }
    app.path.removeLast()  // the system back button
    #expect(popped == nil && poppedSection == nil, "nothing keeps a popped screen or its Repeat section")
    do {
      let screen = app.showTransaction("t-4")
      replaced = screen
      _ = screen.repeating
      app.open(PayMeLink.transaction("t-2").url)
      // A row's NavigationLink value, made with the row and never tapped.
      unpushed = app.transactionRoute("t-1").transactionScreen
    }
    #expect(replaced == nil && unpushed == nil)
    #expect(app.pushed == [.activity, .transaction("t-2")])
  }
}
