import AppServicesTestSupport
import Foundation
import Testing

@testable import PayMeCore

/// A link PayMe cannot follow yet is held as one `PendingLink` that says what it waits for, and followed in one
/// place once that has finished. iOS hands the app the latest URL, so a second link replaces the first.
@Suite("PayMe links held until something finishes")
@MainActor
struct PendingLinkTests {
  /// A payment filled in up to its review, the sheet on screen.
  func fillingIn(_ harness: PayMeHarness) -> PayMeModel {
    let app = harness.model()
    app.finishOnboarding()
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[0])
    app.type("3")
    app.payment?.continueToReview()
    app.settlePresentation()
    return app
  }

  /// App Lock on, and PayMe sent to the background: locked at once (the default delay).
  func lockedAway(_ app: PayMeModel, _ harness: PayMeHarness) async {
    harness.owner.script(.match)
    await app.settingsScreen.setAppLock(true)
    harness.scene.leaveApp()
    #expect(app.isLocked)
  }

  @Test("During onboarding a link waits for it; a second replaces the first, and only the latest is followed")
  func onboardingLatestWins() throws {
    let app = PayMeHarness().model()
    app.open(try #require(URL(string: "payme://send")))
    #expect(app.pendingLink == PendingLink(link: .send, waitsFor: .onboarding))
    app.open(try #require(URL(string: "payme://settings")))
    #expect(app.pendingLink == PendingLink(link: .settings, waitsFor: .onboarding), "the latest wins")
    app.settlePresentation()
    #expect(app.path.isEmpty && app.presentation.destinations.isEmpty, "nothing opens over onboarding")
    app.finishOnboarding()
    app.settlePresentation()
    #expect(app.path == [.settings] && app.presentation.destinations.isEmpty, "the first link is not followed")
    #expect(app.pendingLink == nil)
  }

  @Test("While locked a link waits for the unlock; a second replaces it; a cancelled unlock follows nothing")
  func unlockLatestWins() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    await lockedAway(app, harness)
    let transactionID = try #require(app.ledger.transactions.first).id
    app.open(PayMeLink.transaction(transactionID).url)
    #expect(app.pendingLink == PendingLink(link: .transaction(transactionID), waitsFor: .unlock))
    app.open(PayMeLink.settings.url)
    #expect(app.pendingLink == PendingLink(link: .settings, waitsFor: .unlock), "the latest wins")
    harness.owner.script(.cancel)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.isLocked && app.path.isEmpty, "still locked: nothing opens")
    #expect(app.pendingLink?.waitsFor == .unlock, "the link still waits")
    harness.owner.script(.match)
    await app.unlock()
    await app.finishEverything()
    #expect(!app.isLocked && app.path == [.settings] && app.pendingLink == nil)
  }

  @Test("Over a filled-in payment a link waits for the sheet to close; a second replaces it; Discard follows it")
  func presentationLatestWins() async throws {
    let app = fillingIn(PayMeHarness())
    let transactionID = try #require(app.ledger.transactions.first).id
    app.open(PayMeLink.settings.url)
    app.settlePresentation()
    #expect(app.pendingLink == PendingLink(link: .settings, waitsFor: .presentationClosing))
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .discardPayment)
    app.open(PayMeLink.transaction(transactionID).url)
    app.settlePresentation()
    #expect(app.pendingLink == PendingLink(link: .transaction(transactionID), waitsFor: .presentationClosing))
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .discardPayment, "still one dialog")
    await app.tapAlert("Discard Payment")
    #expect(app.pushed == [.activity, .transaction(transactionID)] && app.presentation.destinations.isEmpty)
    #expect(app.pendingLink == nil)
  }

  @Test("A link that needs no waiting replaces the one held for a filled-in sheet: the older is never followed")
  func followedLinkDropsHeldOne() async throws {
    let app = fillingIn(PayMeHarness())
    let entered = app.flow
    app.open(PayMeLink.settings.url)
    app.settlePresentation()
    #expect(app.pendingLink?.link == .settings)
    // A Send link keeps the send being filled in: followed at once, and it is the latest.
    app.open(PayMeLink.send.url)
    app.settlePresentation()
    #expect(app.pendingLink == nil && app.shownAlert == nil && app.flow == entered)
    app.payment?.cancel()
    await app.tapAlert("Discard Payment")
    #expect(app.path.isEmpty, "the settings link, replaced, is not followed when the payment goes")
  }

  @Test("A link arriving while App Lock is up over a filled-in payment: after the unlock it asks, never discards")
  func lockOverFilledInPayment() async throws {
    let harness = PayMeHarness()
    let app = fillingIn(harness)
    let entered = app.flow
    await lockedAway(app, harness)
    app.open(PayMeLink.settings.url)
    #expect(app.pendingLink == PendingLink(link: .settings, waitsFor: .unlock))
    #expect(app.path.isEmpty && app.flow == entered, "nothing moves behind the lock")
    harness.owner.script(.match)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(!app.isLocked)
    // Met as a link arriving now: the filled-in payment is not thrown away without asking.
    #expect(app.pendingLink == PendingLink(link: .settings, waitsFor: .presentationClosing))
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .discardPayment && app.flow == entered)
    await app.tapAlert("Discard Payment")
    #expect(app.path == [.settings] && app.presentation.destinations.isEmpty && app.pendingLink == nil)
  }

  @Test("Keep Editing drops the held link: the payment sent afterwards follows nothing, and a cancel asks nothing")
  func keepEditingDrops() async throws {
    for gesture in [SimulatedDeviceOwnerAuthentication.Gesture.match, .cancel] {
      let harness = PayMeHarness()
      let app = fillingIn(harness)
      app.open(PayMeLink.settings.url)
      await app.tapAlert("Keep Editing")
      #expect(app.pendingLink == nil && app.showsOnlyPayment(.send) && app.path.isEmpty)
      harness.owner.script(gesture)
      app.payment?.confirmSend()
      await app.tapAlert("Send")
      #expect(app.path.isEmpty, "\(gesture): the link the user kept editing over is not followed")
      #expect(app.shownAlert == nil, "\(gesture): no discard dialog for a link already dropped")
    }
  }
}
