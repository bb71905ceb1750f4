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
    app.path = [.activity, .transaction(sent.id)]
    app.shareReceipt(sent)
    app.settlePresentation()
    let receipt = try #require(app.receipt(sent))
    #expect(app.presentation.destinations == [.share(ShareItem(text: receipt, title: PayMeCopy.receipt))])
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
    app.choose(DemoData.contacts[0])
    app.type("12.50")
    app.continueToReview()
    app.confirmSend()
    harness.owner.script(.match)
    await app.tapAlert("Send")
    guard case .succeeded(let made) = app.flow?.step else { throw Unexpected.step }
    app.shareReceipt(made)
    app.settlePresentation()
    #expect(app.presentation.destinations.count == 2, "the share sheet over the payment's success")
    #expect(app.presentation.top.map { if case .share = $0.destination { true } else { false } } == true)
    // The reminder's own link (`userInfo["url"]`, RequestReminder), as the app delegate opens it.
    app.open(PayMeLink.transaction("t-3").url)
    #expect(app.presentation.surfaces.isEmpty, "the share sheet and the payment sheet go first")
    app.settlePresentation()
    #expect(app.presentation.destinations.isEmpty && app.path == [.activity, .transaction("t-3")])
  }

  @Test("The share sheet done (shared, or closed) is dismissed through the stack")
  func finishedShareSheetGoes() throws {
    let (app, sent) = try launched(PayMeHarness())
    app.shareReceipt(sent)
    app.settlePresentation()
    let sheet = try #require(app.presentation.top)
    app.systemSheetFinished(sheet)
    app.settlePresentation()
    #expect(app.presentation.destinations.isEmpty)
  }

  @Test("A share sheet SwiftUI never shows is let go after the bound, and a later alert shows")
  func neverShownShareSheetIsLetGo() throws {
    let (app, sent) = try launched(PayMeHarness())
    app.shareReceipt(sent)
    let dropped = try #require(app.presentation.top)
    app.askToResetDemoData()
    #expect(app.shownAlert == nil, "held while the sheet appears")
    app.presentationTimedOut(dropped.id)
    #expect(app.presentation.surfaces.isEmpty)
    #expect(app.shownAlert == PayMeAlerts.resetDemoData, "the alert shows on the dashboard")
    app.startSend()
    app.settlePresentation()
    #expect(app.showsOnlyPayment(.send), "later sheets are presented")
  }
}

private enum Unexpected: Error { case step }
