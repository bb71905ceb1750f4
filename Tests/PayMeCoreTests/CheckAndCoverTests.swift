import AppServices
import AppServicesTestSupport
import Foundation
import Presentation
import Testing

@testable import PayMeCore

/// What the user can do while the device owner check runs, and the privacy cover around the system's prompts.
@Suite("PayMe during the check, and the cover")
@MainActor
struct CheckAndCoverTests {
  func atReview(_ harness: PayMeHarness) -> PayMeModel {
    let app = harness.model()
    app.finishOnboarding()
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[0])
    app.type("5")
    app.payment?.continueToReview()
    app.payment?.confirmSend()
    return app
  }

  @Test(
    "PM-0.2: while the check is up Cancel is gone and a Cancel or swipe raises no discard dialog; the payment is sent and no dialog follows"
  )
  func cancelDuringCheck() async throws {
    for (gesture, sent) in [(SimulatedDeviceOwnerAuthentication.Gesture.match, true), (.cancel, false)] {
      let harness = PayMeHarness()
      let app = atReview(harness)
      var duringCheck: [(showsCancel: Bool?, alert: PayMeAlert?)] = []
      harness.scene.onChange = { [weak app] phase in
        guard let app else { return }
        app.scenePhaseChanged(to: phase)
        guard phase == .inactive else { return }
        // What the Cancel button and a held-back swipe call, while the system prompt is up.
        app.payment?.cancel()
        app.sheetDismissalAttempted(presentedBy: 0)
        duringCheck.append((app.flow?.showsCancel, app.presentation.alert))
      }
      harness.owner.script(gesture)
      await app.tapAlert("Send")
      #expect(duringCheck.count == 1 && duringCheck.first?.showsCancel == false)
      #expect(duringCheck.first?.alert == nil, "no \"This payment hasn't been sent.\" over the check")
      #expect(app.presentation.alert == nil, "none after it either")
      if sent {
        guard case .succeeded = app.flow?.step else { throw Unexpected.step }
        #expect(app.flow?.showsCancel == false && app.ledger.transactions.first?.amount == Money(5, .usd))
        app.payment?.cancel()
        #expect(app.presentation.alert == nil, "a sent payment's sheet closes without asking")
      } else {
        #expect(app.flow?.step == .review && app.flow?.showsCancel == true, "cancelled: back at the review")
        app.payment?.cancel()
        #expect(app.presentation.alert == PayMeAlerts.discardPayment(.send), "and Cancel asks again")
      }
    }
  }

  @Test("PM-0.2: Cancel tapped in the moment between Send and the check: the dialog goes once the money went")
  func cancelBetweenSendAndCheck() async throws {
    let harness = PayMeHarness()
    let app = atReview(harness)
    app.settlePresentation()
    let confirm = try #require(app.shownAlert)
    let send = try #require(confirm.buttons.first { $0.title == "Send" })
    harness.owner.script(.match)
    // The check is started as a task; Cancel is tapped before it begins.
    app.tap(send, of: confirm)
    app.payment?.cancel()
    #expect(app.presentation.alert == PayMeAlerts.discardPayment(.send))
    await app.finishEverything()
    guard case .succeeded = app.flow?.step else { throw Unexpected.step }
    #expect(app.presentation.alert == nil, "never \"This payment hasn't been sent.\" over a payment that was sent")
  }

  @Test("Cancel sits on the sheet's first screen's leading side, and trailing on each pushed step")
  func cancelPlacement() {
    #expect(PaymentFlow.cancelPlacement(on: nil) == .leading)
    for route in [PaymentStepRoute.amount, .review, .done] {
      #expect(PaymentFlow.cancelPlacement(on: route) == .trailing, "away from the back button")
    }
  }

  @Test("The cover is up the moment the app switcher opens over PayMe (its live card shows no balance)")
  func appSwitcherCard() {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    harness.scene.openAppSwitcher()
    #expect(harness.scene.appSwitcherCardsShowedContent == [false] && app.isCovered)
    harness.scene.returnToApp()
    #expect(!app.isCovered)
    harness.scene.leaveApp()
    #expect(harness.scene.snapshotsShowedContent == [false])
  }

  @Test("PayMe's own prompts (Face ID, the notification permission) leave the screen uncovered; leaving covers")
  func ownPromptsStayUncovered() async {
    let harness = PayMeHarness()
    let app = atReview(harness)
    var coveredWhileInactive: [Bool] = []
    harness.scene.onChange = { [weak app] phase in
      app?.scenePhaseChanged(to: phase)
      if phase == .inactive { coveredWhileInactive.append(app?.isCovered ?? true) }
    }
    harness.owner.script(.match)
    await app.tapAlert("Send")
    app.payment?.close()
    await app.finishEverything()
    harness.center.scriptPrompt(.allow)
    await app.settingsScreen.setNotifications(true)
    #expect(coveredWhileInactive == [false, false], "Face ID, then the permission alert: neither covered")
    #expect(!app.isShowingOwnPrompt && !app.isCovered)
    // The user leaves during the check: iOS cancels it and the scene goes to the background, covered.
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[1])
    app.type("2")
    app.payment?.continueToReview()
    app.payment?.confirmSend()
    harness.owner.script(.leaveApp)
    await app.tapAlert("Send")
    #expect(harness.scene.snapshotsShowedContent == [false] && app.isCovered)
  }
}

private enum Unexpected: Error { case step }
