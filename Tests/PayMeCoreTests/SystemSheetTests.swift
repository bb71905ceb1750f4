import AppServices
import Foundation
import Presentation
import Testing

@testable import PayMeCore

/// A receipt's share sheet is a surface of PayMe's stack, driven as the SwiftUI adapter drives it: a link or a
/// reminder's tap dismisses it first, and one SwiftUI never shows is let go.
@Suite("PayMe's share sheet in the stack")
@MainActor
struct SystemSheetTests {
  func launched(_ harness: PayMeHarness) throws -> (PayMeModel, Transaction) {
    let app = harness.model()
    app.finishOnboarding()
    app.settlePresentation()
    return (app, try #require(app.ledger.transaction("t-2")))
  }

  @Test("PM-5: a receipt's share sheet, then payme://send: the share sheet goes first, then the payment sheet")
  func linkOverShareSheet() throws {
    let (app, sent) = try launched(PayMeHarness())
    app.path = [.activity, app.transactionRoute(sent.id)]
    app.transactionScreen(sent.id).shareReceipt()
    app.settlePresentation()
    let receipt = try #require(app.transactionScreen(sent.id).receipt)
    #expect(app.presentation.destinations == [.share(ShareItem(text: receipt, title: PayMeCopy.receipt.text))])
    let sheet = try #require(app.presentation.top)
    app.open(PayMeLink.send.url)
    #expect(app.presentation.surfaces.isEmpty && app.presentation.leaving.map(\.surface.id) == [sheet.id])
    app.settlePresentation()
    #expect(app.showsOnlyPayment(.send), "the link's sheet, once the share sheet went")
  }

  @Test("PM-8: a reminder's tap over the share sheet on a payment's last step: both go, the request is shown")
  func reminderTapOverFlowShareSheet() async throws {
    let harness = PayMeHarness()
    let (app, _) = try launched(harness)
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[0])
    app.type("12.50")
    app.payment?.continueToReview()
    app.payment?.confirmSend()
    harness.owner.script(.match)
    await app.tapAlert("Send")
    guard case .succeeded(let made) = app.flow?.step else { throw Unexpected.step }
    app.transactionScreen(made.id).shareReceipt()
    app.settlePresentation()
    #expect(app.presentation.destinations.count == 2, "the share sheet over the payment's success")
    #expect(app.presentation.top.map { if case .share = $0.destination { true } else { false } } == true)
    // The reminder's own link (`userInfo["url"]`, RequestReminder), as the app delegate opens it.
    app.open(PayMeLink.transaction("t-3").url)
    #expect(app.presentation.surfaces.isEmpty, "the share sheet and the payment sheet go first")
    app.settlePresentation()
    #expect(app.presentation.destinations.isEmpty && app.pushed == [.activity, .transaction("t-3")])
  }

  @Test("The share sheet done (shared, or closed) is dismissed through the stack")
  func finishedShareSheetGoes() throws {
    let (app, sent) = try launched(PayMeHarness())
    app.transactionScreen(sent.id).shareReceipt()
    app.settlePresentation()
    let sheet = try #require(app.presentation.top)
    app.systemSheetFinished(sheet)
    app.settlePresentation()
    #expect(app.presentation.destinations.isEmpty)
  }

  @Test("A share sheet SwiftUI never shows is let go after the bound, and a later alert shows")
  func neverShownShareSheetIsLetGo() throws {
    let (app, sent) = try launched(PayMeHarness())
    app.transactionScreen(sent.id).shareReceipt()
    let dropped = try #require(app.presentation.top)
    app.settingsScreen.askToResetDemoData()
    #expect(app.shownAlert == nil, "held while the sheet appears")
    app.presentationTimedOut(dropped.id)
    #expect(app.presentation.surfaces.isEmpty)
    #expect(app.shownAlert == PayMeAlerts.resetDemoData, "the alert shows on the dashboard")
    app.startSend()
    app.settlePresentation()
    #expect(app.showsOnlyPayment(.send), "later sheets are presented")
  }
}

extension SystemSheetTests {
  @Test(
    "PM-5: a receipt's share sheet up, a reminder tapped: its link (through the tap router's inbox) dismisses it first"
  )
  func notificationTapOverShareSheet() async throws {
    let harness = PayMeHarness()
    let (app, sent) = try launched(harness)
    harness.center.scriptPrompt(.allow)
    await app.settingsScreen.setNotifications(true)
    // The demo's pending request is reminded; an hour later iOS delivers it, and the user taps it.
    let delivered = harness.center.fire(until: PayMeHarness.now.addingTimeInterval(2 * 3600))
    let reminder = try #require(delivered.first { $0.id == RequestReminder.identifier(for: "t-3") })
    app.path = [.activity, app.transactionRoute(sent.id)]
    app.transactionScreen(sent.id).shareReceipt()
    app.settlePresentation()
    let sheet = try #require(app.presentation.top)
    // What the app delegate wires: the tap router's inbox hands the tap's `userInfo["url"]` to `open`.
    let inbox = LinkInbox()
    inbox.open = { [weak app] url in app?.open(url) }
    let userInfo = NotificationLink.userInfo(for: try #require(reminder.url))
    inbox.deliver(try #require(NotificationLink.url(in: userInfo)))
    #expect(app.presentation.surfaces.isEmpty, "the share sheet is dismissed before anything else")
    app.settlePresentation()
    #expect(app.presentation.isSettled && app.pushed == [.activity, .transaction("t-3")])
    // The share sheet's completion handler runs late (UIKit reports it after the dismissal): nothing else goes.
    app.systemSheetFinished(sheet)
    app.startSend()
    app.settlePresentation()
    #expect(app.showsOnlyPayment(.send), "Send Money still opens its sheet")
    app.payment?.close()
    app.settingsScreen.askToResetDemoData()
    app.settlePresentation()
    #expect(app.shownAlert == PayMeAlerts.resetDemoData, "and later alerts show")
  }

  @Test("PM-5: payme://send while a share sheet is still rising and never shows: it is let go, the payment sheet rises")
  func linkOverShareSheetNeverShown() throws {
    let (app, sent) = try launched(PayMeHarness())
    app.transactionScreen(sent.id).shareReceipt()
    #expect(app.presentation.appearing != nil, "presented, not yet appeared")
    app.open(PayMeLink.send.url)
    #expect(app.presentation.isWaitingOnNeverShown, "SwiftUI will report no dismissal for it")
    app.endDismissalsNeverShown()
    app.settlePresentation()
    #expect(app.showsOnlyPayment(.send))
  }

  @Test("PM-5: a payment sheet SwiftUI drops is let go after the bound: Send Money works again, alerts show")
  func droppedPaymentSheetIsLetGo() throws {
    let (app, _) = try launched(PayMeHarness())
    app.startSend()
    let dropped = try #require(app.presentation.top)
    app.startSend()
    #expect(app.presentation.surfaces.count == 1, "one payment sheet at a time")
    app.presentationTimedOut(dropped.id)
    #expect(app.payment == nil && app.presentation.isSettled)
    app.settingsScreen.askToResetDemoData()
    #expect(app.shownAlert == PayMeAlerts.resetDemoData)
    app.startSend()
    app.settlePresentation()
    #expect(app.showsOnlyPayment(.send) && app.presentation.top?.id != dropped.id)
    // Should SwiftUI show the dropped one after all, its own dismissal ends it alone.
    app.presentation.appeared(dropped.id)
    app.dismissalEnded(presentedBy: 0)
    #expect(app.showsOnlyPayment(.send), "the new sheet stays")
  }
}

extension SystemSheetTests {
  @Test("PM-5: a share sheet that never reports its dismissal: after the bound a link's sheet rises, alerts show")
  func shareSheetNeverReportsDismissal() throws {
    let (app, sent) = try launched(PayMeHarness())
    app.path = [.activity, app.transactionRoute(sent.id)]
    app.transactionScreen(sent.id).shareReceipt()
    app.settlePresentation()
    let sheet = try #require(app.presentation.top)
    app.open(PayMeLink.send.url)
    #expect(app.presentation.awaitedDismissal == sheet.id, "the adapter's bound runs on it")
    #expect(app.presentation.surfaces.isEmpty, "the payment sheet waits for the share sheet to go")
    // UIActivityViewController went without its sheet's onDismiss: the adapter's bound runs out.
    app.dismissalTimedOut(sheet.id)
    #expect(app.presentation.appearing != nil && app.showsOnlyPayment(.send), "the link's sheet rises")
    // Its onDismiss, should it come late (before the new sheet is up), leaves the payment sheet up.
    app.dismissalEnded(presentedBy: 0)
    app.settlePresentation()
    #expect(app.showsOnlyPayment(.send))
    app.payment?.close()
    app.settlePresentation()
    app.settingsScreen.askToResetDemoData()
    #expect(app.shownAlert == PayMeAlerts.resetDemoData, "later alerts show")
  }
}

private enum Unexpected: Error { case step }
