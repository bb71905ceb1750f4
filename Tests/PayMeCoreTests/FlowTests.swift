import DesignSystem
import Foundation
import Testing

@testable import PayMeCore

@Suite("PM-0.1, PM-0.2, PM-12 Sending and requesting money")
struct FlowTests {
  @MainActor func reviewedPayment(_ harness: PayMeHarness, amount: String = "18.75") -> PayMeModel {
    let app = harness.model()
    app.finishOnboarding(faceID: true)
    app.startSend()
    app.choose(DemoData.contacts[1])
    app.type(amount)
    app.note = "Lunch"
    app.continueToReview()
    return app
  }

  @Test("PM-0.1: a payment is confirmed by a system alert, then Face ID; the balance drops by exactly the amount")
  @MainActor func sendMoney() async throws {
    let harness = PayMeHarness([.success])
    let app = reviewedPayment(harness)
    let before = app.ledger.balance
    #expect(app.flow?.step == .review)
    app.confirmSend()
    let alert = try #require(app.alert)
    #expect(alert.title == "Send $18.75?")
    #expect(alert.buttons.map(\.role) == [.cancel, .default])
    #expect(app.ledger.balance == before, "nothing moves at the alert")
    await app.handle(.confirmPayment)
    #expect(harness.biometrics.prompts.count == 1)
    #expect(harness.biometrics.prompts.first?.reason == "Send $18.75 to Ben Okafor")
    #expect(app.ledger.balance == before - (Money("18.75", .usd) ?? .zero(.usd)))
    guard case .succeeded(let transaction)? = app.flow?.step else { Issue.record("not sent"); return }
    #expect(app.ledger.transactions.first == transaction && transaction.note == "Lunch")
  }

  @Test(
    "PM-0.2: no payment without a successful check: cancel, failure, lockout, not enrolled and denied all keep the money"
  )
  @MainActor func neverWithoutAuthentication() async throws {
    for outcome in [BiometricOutcome.cancelled, .failed, .lockedOut, .notEnrolled, .denied] {
      let harness = PayMeHarness([outcome])
      let app = reviewedPayment(harness)
      let before = app.ledger
      app.confirmSend()
      await app.handle(.confirmPayment)
      #expect(app.ledger == before, "\(outcome)")
      #expect(app.flow?.step == .review, "\(outcome): back at review")
      #expect((app.alert == nil) == (outcome == .cancelled), "\(outcome)")
    }
  }

  @Test("PM-0.2: Face ID failed: Try Again prompts again, and the passcode fallback can still confirm")
  @MainActor func retry() async throws {
    let harness = PayMeHarness([.failed, .success])
    let app = reviewedPayment(harness)
    app.confirmSend()
    await app.handle(.confirmPayment)
    let alert = try #require(app.alert)
    #expect(alert.title == "Face ID Not Recognized" && alert.buttons.last?.action == .retryAuthentication)
    await app.handle(.retryAuthentication)
    #expect(harness.biometrics.prompts.count == 2)
    guard case .succeeded? = app.flow?.step else { Issue.record("not sent after retry"); return }
  }

  @Test("PM-0.2: denied biometrics get an alert whose second button opens PayMe's page in Settings")
  @MainActor func deniedOpensSettings() async throws {
    let harness = PayMeHarness([.denied])
    let app = reviewedPayment(harness)
    app.confirmSend()
    await app.handle(.confirmPayment)
    let alert = try #require(app.alert)
    #expect(alert.title == "Face ID Is Off for PayMe")
    #expect(alert.buttons.count == 2 && alert.buttons[1].title == "Open Settings" && alert.buttons[0].role == .cancel)
    await app.handle(alert.buttons[1].action)
    #expect(harness.opener.count == 1)
    #expect(PayMeAlerts.authentication(.notEnrolled, kind: .touchID)?.buttons.last?.action == .openSettings)
  }

  @Test("PM-0.2: with Face ID for Payments off, the check is the passcode alone, and still required")
  @MainActor func passcodeOnly() async throws {
    let harness = PayMeHarness([.success])
    let app = reviewedPayment(harness)
    app.setFaceIDForPayments(false)
    app.confirmSend()
    await app.handle(.confirmPayment)
    #expect(harness.biometrics.prompts.first?.allowBiometrics == false)
    guard case .succeeded? = app.flow?.step else { Issue.record("not sent"); return }
  }

  @Test("PM-0.1: an invalid amount never reaches review or the check")
  @MainActor func invalidAmounts() async {
    for amount in ["0", "99999", "2480.36"] {
      let harness = PayMeHarness([.success])
      let app = reviewedPayment(harness, amount: amount)
      #expect(app.flow?.step == .amount, "\(amount)")
      #expect(app.flow?.amountError != nil)
      app.confirmSend()
      #expect(app.alert == nil)
      await app.handle(.confirmPayment)
      #expect(harness.biometrics.prompts.isEmpty)
    }
  }

  @Test("PM-0.1: a request joins the history as pending and moves no money, without a check")
  @MainActor func requestMoney() async {
    let harness = PayMeHarness([])
    let app = harness.model()
    let before = app.ledger.balance
    app.startRequest()
    app.choose(DemoData.contacts[3])
    app.type("60")
    app.continueToReview()
    app.sendRequest()
    #expect(app.ledger.balance == before && harness.biometrics.prompts.isEmpty)
    #expect(app.ledger.transactions.first?.kind == .request && app.ledger.transactions.first?.status == .pending)
  }

  @Test("PM-0.1: closing the sheet while Face ID is up pays nothing")
  @MainActor func closedDuringCheck() async {
    let harness = PayMeHarness([.success])
    let app = reviewedPayment(harness)
    let before = app.ledger
    app.confirmSend()
    app.closeFlow()
    await app.handle(.confirmPayment)
    #expect(app.ledger == before)
  }

  @Test("PM-12.1 / PM-12.2 / PM-12.3 / PM-12.4: the check is the system's own prompt; PayMe hands it only a reason")
  @MainActor func systemPrompt() async throws {
    // LocalAuthenticator passes exactly this to LAContext.evaluatePolicy; PayMe draws nothing of its own.
    let harness = PayMeHarness([.cancelled, .success])
    let app = reviewedPayment(harness)
    app.confirmSend()
    await app.handle(.confirmPayment)
    let prompt = try #require(harness.biometrics.prompts.first)
    #expect(prompt.reason == "Send $18.75 to Ben Okafor" && prompt.allowBiometrics)
    // Cancelled in the system prompt: back at the review, nothing shown over it, nothing paid.
    #expect(app.alert == nil && app.flow?.step == .review)
    // With Face ID for Payments off, the same system prompt is asked for the passcode.
    app.faceIDForPayments = false
    app.confirmSend()
    await app.handle(.confirmPayment)
    #expect(harness.biometrics.prompts.last?.allowBiometrics == false)
    // Every other outcome is told in a system alert, named for what the device has.
    for outcome in [BiometricOutcome.failed, .lockedOut, .notEnrolled, .denied] {
      let alert = try #require(PayMeAlerts.authentication(outcome, kind: .touchID))
      #expect(alert.title.contains("Touch ID") && alert.buttons.first?.role == .cancel)
    }
    #expect(PayMeAlerts.authentication(.cancelled, kind: .faceID) == nil)
  }

  @Test("PM-12.5 / PM-11.3: a successful check plays the heavy haptic, then the payment confirms")
  @MainActor func biometricHaptic() async {
    let harness = PayMeHarness([.success])
    let app = reviewedPayment(harness)
    app.confirmSend()
    await app.handle(.confirmPayment)
    #expect(app.haptic?.intent == .biometricSuccess)
    #expect(HapticIntent.biometricSuccess.feedback == .impact(.heavy))
  }
}
