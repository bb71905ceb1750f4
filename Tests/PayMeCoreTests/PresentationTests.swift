import AppServices
import AppServicesTestSupport
import DesignSystem
import Foundation
import Presentation
import SharedStore
import Testing

@testable import PayMeCore

/// PayMe's sheet, its steps and its alerts through the shared `PresentationStack` (issue 27): the stack the
/// views render with `.presentations(model)`, driven here through the same members.
@Suite("PayMe presentation: the sheet, its steps, its alerts, and links that clear the way")
@MainActor
struct PresentationTests {
  func atReview(_ harness: PayMeHarness, purpose: PaymentFlow.Purpose = .send) -> PayMeModel {
    let app = harness.model()
    app.finishOnboarding()
    if purpose == .send { app.startSend() } else { app.startRequest() }
    app.settlePresentation()
    #expect(app.showsOnlyPayment(purpose) && app.payment?.path.isEmpty == true)
    app.payment?.choose(DemoData.contacts[0])
    #expect(app.payment?.path == [.amount])
    app.type("12.50")
    app.payment?.continueToReview()
    #expect(app.payment?.path == [.amount, .review])
    return app
  }

  @Test("PM-5.1 / PM-12.1: confirm, then the check, then success: every alert on the sheet, never under it")
  func confirmed() async throws {
    let harness = PayMeHarness()
    let app = atReview(harness)
    app.payment?.confirmSend()
    app.settlePresentation()
    #expect(
      app.presentation.alert(on: 1)?.kind(as: PayMeAlertID.self) == .confirmSend && app.presentation.alert(on: 0) == nil
    )
    harness.owner.script(.match)
    await app.tapAlert("Send")
    #expect(app.payment?.path == [.amount, .review, .done])
    #expect(app.flow?.showsCancel == false && app.flow?.allowsBack == false, "Done only, no Cancel, no back")
    let sheet = try #require(app.payment)
    app.payment?.close()
    // Sliding down, the sheet still shows the payment it made; once the dismissal ends, it is let go.
    #expect(sheet.path == [.amount, .review, .done], "nothing pops or blanks mid-dismissal")
    #expect(sheet.amountDisplay != "$0" && app.payment == nil)
    #expect(app.presentation.leaving.map(\.surface.destination) == [.payment(sheet)])
    app.dismissalEnded(presentedBy: 0)
    #expect(app.presentation.destinations.isEmpty && app.presentation.leaving.isEmpty && app.flow == nil)
  }

  @Test("PM-5.1: Cancel in the confirmation leaves the sheet at the review, nothing paid")
  func cancelledConfirmation() async {
    let app = atReview(PayMeHarness())
    let before = app.ledger
    app.payment?.confirmSend()
    await app.tapAlert("Cancel")
    #expect(app.shownAlert == nil && app.payment?.path == [.amount, .review] && app.ledger == before)
  }

  @Test("A filled-in payment's swipe down asks, as Cancel does: Discard Payment or Keep Editing")
  func discardAsks() async throws {
    let app = atReview(PayMeHarness())
    let sheet = try #require(app.payment)
    #expect(sheet.refusesSwipeDown, "interactiveDismissDisabled while the payment holds input")
    app.sheetDismissalAttempted(presentedBy: 0)  // what PresentationUI reports for the held-back swipe
    app.settlePresentation()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .discardPayment && app.showsOnlyPayment(.send))
    await app.tapAlert("Keep Editing")
    #expect(app.showsOnlyPayment(.send) && app.payment?.amountDisplay == "$12.50")
    app.payment?.cancel()
    app.settlePresentation()
    let dialog = try #require(app.shownAlert)
    #expect(dialog.style == .confirmationDialog && dialog.buttons.first?.role == .destructive)
    await app.tapAlert("Keep Editing")
    #expect(app.showsOnlyPayment(.send) && app.payment?.amountDisplay == "$12.50")
    app.payment?.cancel()
    await app.tapAlert("Discard Payment")
    #expect(app.presentation.destinations.isEmpty && app.flow == nil)
  }

  @Test("An untouched sheet closes at once, by Cancel or by a swipe; a request keeps its title while it slides")
  func emptySheetCloses() async throws {
    let app = PayMeHarness().model()
    app.startRequest()
    app.settlePresentation()
    let sheet = try #require(app.payment)
    #expect(!sheet.refusesSwipeDown)
    app.sheetClosedByUser(presentedBy: 0)  // what SwiftUI reports for a swipe down
    #expect(app.presentation.destinations.isEmpty)
    #expect(app.presentation.leaving.map(\.surface.destination) == [.payment(sheet)] && sheet.flow.purpose == .request)
    app.dismissalEnded(presentedBy: 0)
    #expect(app.presentation.leaving.isEmpty && app.payment == nil)
    app.startSend()
    app.settlePresentation()
    app.payment?.cancel()
    #expect(app.presentation.destinations.isEmpty && app.shownAlert == nil)
  }

  @Test("The system back button goes back one step; never while the check is up or after success")
  func back() async {
    let harness = PayMeHarness()
    let app = atReview(harness)
    app.payment?.path = [.amount]  // the back button on the review
    #expect(app.flow?.step == .amount && app.payment?.amountDisplay == "$12.50", "the amount is kept")
    app.payment?.path = []  // and on the amount
    #expect(app.flow?.step == .recipient)
    app.payment?.choose(DemoData.contacts[1])
    app.payment?.continueToReview()
    app.payment?.confirmSend()
    harness.owner.script(.match)
    await app.tapAlert("Send")
    app.payment?.path = [.amount]
    #expect(app.payment?.path == [.amount, .review, .done], "no going back once the money has moved")
  }

  /// Each state the app can be in when a link arrives: nothing up, an alert on the root, each sheet at each
  /// step, an alert on the sheet.
  enum Situation: CaseIterable {
    case root, rootAlert, sendAtRecipients, sendAtReview, sendConfirming, requestDone, discardDialog
  }

  func arrange(_ situation: Situation, _ harness: PayMeHarness) async -> PayMeModel {
    let app = harness.model()
    app.finishOnboarding()
    switch situation {
    case .root: break
    case .rootAlert: app.settingsScreen.askToResetDemoData()
    case .sendAtRecipients: app.startSend()
    case .sendAtReview:
      _ = app
      app.startSend()
      app.settlePresentation()
      app.payment?.choose(DemoData.contacts[0])
      app.type("3")
      app.payment?.continueToReview()
    case .sendConfirming:
      app.startSend()
      app.settlePresentation()
      app.payment?.choose(DemoData.contacts[0])
      app.type("3")
      app.payment?.continueToReview()
      app.payment?.confirmSend()
    case .requestDone:
      app.startRequest()
      app.settlePresentation()
      app.payment?.choose(DemoData.contacts[1])
      app.type("4")
      app.payment?.continueToReview()
      app.payment?.sendRequest()
    case .discardDialog:
      app.startSend()
      app.settlePresentation()
      app.payment?.choose(DemoData.contacts[0])
      app.payment?.cancel()
    }
    app.settlePresentation()
    return app
  }

  @Test("A reminder's tap opens its request over whatever was up: the sheet and any alert go first")
  func notificationTapWithEachSheet() async throws {
    for situation in Situation.allCases {
      let harness = PayMeHarness(notifications: .authorized)
      let app = harness.model()
      app.finishOnboarding()
      await app.settingsScreen.setNotifications(true)
      // A request made earlier, whose reminder the system delivers a day later.
      app.startRequest()
      app.settlePresentation()
      app.payment?.choose(DemoData.contacts[2])
      app.type("20")
      app.payment?.continueToReview()
      app.payment?.sendRequest()
      await app.finishEverything()
      let request = try #require(app.ledger.transactions.first)
      app.payment?.close()
      await app.finishEverything()
      let delivered = harness.center.fire(until: PayMeHarness.now.addingTimeInterval(RequestReminder.delay + 1))
      let url = try #require(delivered.first { $0.id == RequestReminder.identifier(for: request.id) }?.url)

      let relaunched = await arrange(situation, harness)
      let before = relaunched.ledger.balance
      relaunched.open(url)
      relaunched.settlePresentation()
      if let flow = relaunched.flow, flow.holdsUserInput {
        // A filled-in payment is never thrown away silently: the dialog asks, the link waits for the answer.
        #expect(relaunched.shownAlert?.kind(as: PayMeAlertID.self) == .discardPayment, "\(situation)")
        #expect(relaunched.showsOnlyPayment(flow.purpose) && relaunched.path.isEmpty)
        await relaunched.tapAlert("Discard Payment")
      }
      #expect(relaunched.presentation.destinations.isEmpty, "\(situation)")
      #expect(relaunched.shownAlert == nil && relaunched.presentation.alert == nil, "\(situation)")
      #expect(relaunched.pushed == [.activity, .transaction(request.id)], "\(situation)")
      #expect(relaunched.flow == nil && relaunched.ledger.balance == before, "\(situation)")
    }
  }

  @Test("payme://send over each sheet: the way is cleared and an empty send sheet is up; an open send is kept")
  func sendLinkWithEachSheet() async throws {
    for situation in Situation.allCases {
      let app = await arrange(situation, PayMeHarness())
      let keeps = [.sendAtRecipients, .sendAtReview, .sendConfirming, .discardDialog].contains(situation)
      let entered = app.flow?.recipient
      app.open(try #require(URL(string: "payme://send")))
      app.settlePresentation()
      #expect(app.showsOnlyPayment(.send), "\(situation)")
      #expect(app.shownAlert == nil, "\(situation): the link closes the alert")
      #expect(app.flow?.purpose == .send)
      #expect((app.flow?.recipient == entered) == keeps || entered == nil, "\(situation)")
    }
  }

  @Test("A finished request's sheet sliding away under a new send link keeps its own steps and amount")
  func closingSheetKeepsItsOwnFlow() async throws {
    let app = await arrange(.requestDone, PayMeHarness())
    let old = try #require(app.payment)
    let oldPath = old.path
    let oldAmount = old.amountDisplay
    #expect(oldPath.last == .done && oldAmount != "$0")
    app.open(try #require(URL(string: "payme://send")))
    // The request's sheet is still sliding down: what it shows is its own, not the new empty payment.
    #expect(old.path == oldPath && old.amountDisplay == oldAmount, "nothing pops or blanks")
    old.path = []
    old.type("999")
    #expect(old.path == oldPath && old.amountDisplay == oldAmount, "the sliding sheet takes no keys")
    #expect(app.flow?.purpose == .send && app.flow?.entry.text == "", "and writes nothing to the new payment")
    app.settlePresentation()
    let new = try #require(app.payment)
    #expect(new !== old && new.path.isEmpty && new.flow.entry.text.isEmpty && new.amountDisplay == "$0")
  }

  @Test("A link over a filled-in payment asks; Keep Editing keeps the payment and drops the link")
  func linkOverFilledPaymentKeeps() async throws {
    let app = await arrange(.sendAtReview, PayMeHarness())
    let entered = app.flow
    app.open(try #require(URL(string: "payme://settings")))
    app.settlePresentation()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .discardPayment && app.path.isEmpty)
    await app.tapAlert("Keep Editing")
    #expect(app.flow == entered && app.showsOnlyPayment(.send) && app.path.isEmpty)
    app.payment?.cancel()
    await app.tapAlert("Discard Payment")
    #expect(app.path.isEmpty, "the link dropped by Keep Editing is not followed later")
    app.open(try #require(URL(string: "payme://request")))
    app.settlePresentation()
    #expect(app.showsOnlyPayment(.request), "nothing filled in: followed at once")
  }

  @Test("A link arriving while Face ID is up waits for it: paid, then followed; cancelled, then the dialog asks")
  func linkDuringCheck() async throws {
    let url = try #require(URL(string: "payme://settings"))
    for (gesture, paid) in [(SimulatedDeviceOwnerAuthentication.Gesture.match, true), (.cancel, false)] {
      let harness = PayMeHarness()
      let app = await arrange(.sendAtReview, harness)
      var delivered = false
      // The link comes in while the system prompt makes the scene inactive.
      harness.scene.onChange = { [weak app] phase in
        app?.scenePhaseChanged(to: phase)
        if phase == .inactive, !delivered {
          delivered = true
          app?.open(url)
          #expect(app?.shownAlert == nil, "no dialog over a check that may send the money")
        }
      }
      harness.owner.script(gesture)
      app.payment?.confirmSend()
      await app.tapAlert("Send")
      #expect(delivered)
      if paid {
        #expect(app.ledger.transactions.first?.amount == Money(3, .usd) && app.path == [.settings])
        #expect(app.presentation.destinations.isEmpty && app.shownAlert == nil)
      } else {
        #expect(
          app.shownAlert?.kind(as: PayMeAlertID.self) == .discardPayment && app.path.isEmpty
            && app.flow?.step == .review)
        await app.tapAlert("Discard Payment")
        #expect(app.path == [.settings] && app.presentation.destinations.isEmpty)
      }
    }
  }

  @Test("Links PayMe does not make are refused whole")
  func hostileLinks() {
    for text in [
      "payme://transaction/", "payme://transaction/a/b", "payme://transaction/%00", "https://transaction/t-1",
      "payme://wire", "payme://send/extra", "payme://transaction/" + String(repeating: "a", count: 65),
    ] {
      #expect(URL(string: text).flatMap(PayMeLink.init(url:)) == nil, "\(text)")
    }
    #expect(URL(string: "payme://transaction/t-3").flatMap(PayMeLink.init(url:)) == .transaction("t-3"))
    for link in [PayMeLink.send, .request, .settings, .transaction("t-1")] { #expect(PayMeLink(url: link.url) == link) }
  }

  @Test("A request's field says what it is for, and its sheet never asks for Face ID")
  func request() {
    let harness = PayMeHarness()
    let app = harness.model()
    app.startRequest()
    app.settlePresentation()
    #expect(PayMeCopy.amountHint(.request) == "Enter the amount to request")
    #expect(PayMeCopy.amountHint(.send) == "Enter the amount to send")
    app.payment?.choose(DemoData.contacts[2])
    app.type("20")
    app.payment?.continueToReview()
    app.payment?.sendRequest()
    #expect(app.payment?.path.last == .done && app.shownAlert == nil && harness.owner.prompts.isEmpty)
  }

  @Test("Touch ID, Optic ID or the passcode are named as the device has them, never a hard-coded Face ID")
  func biometryNames() {
    for (type, name) in [(BiometryType.faceID, "Face ID"), (.touchID, "Touch ID"), (.opticID, "Optic ID")] {
      let app = PayMeHarness(biometry: type).model()
      #expect(app.biometryKind == type && app.onboarding.currentPage.title == "Welcome to PayMe")
      app.onboarding.continueOnboarding()
      #expect(app.onboarding.currentPage.action == "Turn On \(name)")
      #expect(app.onboarding.currentPage.learnMore == "Learn more about \(name)")
      #expect(app.settingsScreen.security.value == "\(name) or Passcode")
      #expect(app.sendHint == "Confirms with \(name)")
    }
    #expect(SecurityCopy(PayMeHarness(biometry: .none).model().paymentMethod).value == "Passcode")
    #expect(!OnboardingPage.pages(for: .touchID).contains { $0.description.text.contains("Face ID") })
  }

  @Test("Payments and requests are still there after a relaunch; a damaged or implausible ledger is not believed")
  func ledgerKept() async throws {
    let harness = PayMeHarness()
    let app = atReview(harness)
    app.payment?.confirmSend()
    harness.owner.script(.match)
    await app.tapAlert("Send")
    let paid = app.ledger
    #expect(harness.model().ledger == paid, "relaunched: the payment is still in the history")
    let store = SharedStore(directory: harness.directory)
    let forged = Ledger(
      holderName: paid.holderName, balance: Money(-5, paid.currency), contacts: paid.contacts,
      transactions: paid.transactions)
    try store.write(forged, for: PayMeShared.ledger)
    let relaunched = harness.model()
    #expect(relaunched.ledger == DemoData.ledger(now: PayMeHarness.now))
    #expect(relaunched.shownAlert?.kind(as: PayMeAlertID.self) == .activityReset, "never a silent reset")
    let setAside = harness.directory.appendingPathComponent("payme-ledger.damaged.json")
    #expect(FileManager.default.fileExists(atPath: setAside.path), "the bytes it did not believe are kept aside")
  }

  @Test("A ledger saved by a newer PayMe is never written over: the payment is not made, and why is said in words")
  func newerLedgerKept() async throws {
    let harness = PayMeHarness()
    let file = harness.directory.appendingPathComponent("payme-ledger.json")
    let newer = Data(#"{"schemaVersion":99,"value":{"accounts":[]}}"#.utf8)
    try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
    try newer.write(to: file)
    let app = atReview(harness)
    #expect(app.ledger == DemoData.ledger(now: PayMeHarness.now))
    app.payment?.confirmSend()
    harness.owner.script(.match)
    await app.tapAlert("Send")
    let said = app.shownAlert
    #expect(said?.kind(as: PayMeAlertID.self) == .moveNotSaved && said?.message?.contains("newer version") == true)
    #expect(app.flow?.step == .review && app.ledger == DemoData.ledger(now: PayMeHarness.now), "not sent, kept")
    #expect(try Data(contentsOf: file) == newer, "what PayMe could not read is still there, whole")
  }

  @Test("A pending request can be reminded or withdrawn, after a system alert; other entries cannot")
  func pendingRequests() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    let pending = try #require(app.ledger.transactions.first { $0.kind == .request && $0.status == .pending })
    let sent = try #require(app.ledger.transactions.first { $0.kind == .sent })
    let screen = app.transactionScreen(pending.id)
    #expect(screen.canRemindOrCancel && !app.transactionScreen(sent.id).canRemindOrCancel)
    screen.remind()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .reminded)
    await app.tapAlert("OK")
    screen.askToCancelRequest()
    #expect(app.shownAlert?.buttons.last?.role == .destructive)
    await app.tapAlert("Cancel Request")
    #expect(app.ledger.transaction(pending.id)?.status == .cancelled && !screen.canRemindOrCancel)
    #expect(harness.model().ledger.transaction(pending.id)?.status == .cancelled, "kept across launches")
  }
}

@MainActor
@Suite("PayMe links during onboarding")
struct OnboardingLinkTests {
  @Test("A payme:// link during onboarding opens nothing over it; it is followed once onboarding ends")
  func linkWaitsForOnboarding() throws {
    let harness = PayMeHarness()
    let app = harness.model()
    #expect(app.isShowingOnboarding)
    app.open(try #require(URL(string: "payme://send")))
    app.settlePresentation()
    #expect(app.presentation.destinations.isEmpty && app.flow == nil, "no payment sheet before the check is set up")
    app.finishOnboarding()
    app.settlePresentation()
    #expect(app.showsOnlyPayment(.send) && app.flow?.purpose == .send)
  }
}
