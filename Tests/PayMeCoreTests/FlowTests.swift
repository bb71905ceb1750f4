import AppServices
import AppServicesTestSupport
import DesignSystem
import Foundation
import Presentation
import SharedStore
import Testing

@testable import PayMeCore

/// Sending money through the device owner check as iOS runs it (SimulatedDeviceOwnerAuthentication): every outcome of the
/// system's prompt reachable, each told by the alert the user would see.
@Suite("PM-0.1, PM-0.2, PM-12 Sending and requesting money")
@MainActor
struct FlowTests {
  func reviewedPayment(_ harness: PayMeHarness, amount: String = "18.75") async -> PayMeModel {
    let app = harness.model()
    app.finishOnboarding()
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[1])
    app.type(amount)
    app.payment?.note = "Lunch"
    app.payment?.continueToReview()
    return app
  }

  /// "Send" on the review, then "Send" in the system alert.
  func send(_ app: PayMeModel) async {
    app.payment?.confirmSend()
    await app.tapAlert("Send")
  }

  var paid: (PayMeModel) -> Bool {
    { app in if case .succeeded = app.flow?.step { true } else { false } }
  }

  @Test("PM-0.1: a payment is confirmed by a system alert, then Face ID; the balance drops by exactly the amount")
  func sendMoney() async throws {
    let harness = PayMeHarness()
    let app = await reviewedPayment(harness)
    let before = app.ledger.balance
    #expect(app.flow?.step == .review)
    app.payment?.confirmSend()
    app.settlePresentation()
    let alert = try #require(app.shownAlert)
    #expect(alert.title == "Send $18.75?")
    #expect(alert.buttons.map(\.role) == [.cancel, .default])
    #expect(app.ledger.balance == before, "nothing moves at the alert")
    harness.owner.script(.match)
    await app.tapAlert("Send")
    #expect(harness.owner.prompts == [.deviceOwnerAuthentication], "Face ID, with iOS's passcode behind it")
    #expect(app.ledger.balance == before - (Money("18.75", .usd) ?? .zero(.usd)))
    guard case .succeeded(let transaction)? = app.flow?.step else { Issue.record("not sent"); return }
    #expect(app.ledger.transactions.first == transaction && transaction.note == "Lunch")
    #expect(app.announcement?.text == "Sent $18.75 to Ben Okafor", "VoiceOver hears the success")
  }

  @Test("The sheet's last step offers the payment's receipt and shares it over the sheet; Send's hint names the check")
  func doneStepReceipt() async throws {
    let harness = PayMeHarness()
    let app = await reviewedPayment(harness)
    let sheet = try #require(app.payment)
    #expect(sheet.sendHint == "Confirms with Face ID", "the review's Send button's VoiceOver hint")
    harness.owner.script(.match)
    await send(app)
    guard case .succeeded(let transaction) = sheet.flow.step else { Issue.record("not sent"); return }
    let receipt = try #require(sheet.receipt(transaction))
    #expect(receipt.contains("$18.75") && receipt.contains("Ben Okafor"))
    sheet.shareReceipt(transaction)
    app.settlePresentation()
    #expect(app.presentation.destinations.last == .share(ShareItem(text: receipt, title: PayMeCopy.receipt.text)))
    #expect(app.presentation.destinations.first == .payment(sheet), "over the sheet, which stays")
  }

  @Test("PM-0.2 / PM-12.3: a face not recognised: iOS's own Enter Passcode, and the passcode pays; no alert of PayMe's")
  func notRecognisedThenPasscode() async throws {
    let harness = PayMeHarness()
    let app = await reviewedPayment(harness)
    harness.owner.script(.noMatch, .tapFallback, .enterPasscode)
    await send(app)
    #expect(harness.owner.prompts == [.deviceOwnerAuthentication] && harness.owner.unusedScript.isEmpty)
    #expect(paid(app) && app.shownAlert == nil)
  }

  @Test("PM-0.2 / PM-12.2: a face not recognised once, then recognised: one prompt, no alert, paid")
  func notRecognisedOnce() async throws {
    let harness = PayMeHarness()
    let app = await reviewedPayment(harness)
    harness.owner.script(.noMatch, .match)
    await send(app)
    #expect(harness.owner.prompts == [.deviceOwnerAuthentication])
    #expect(paid(app) && app.shownAlert == nil)
  }

  @Test("PM-0.2: five faces not recognised lock Face ID: iOS asks the passcode in the same prompt, which pays")
  func lockedOut() async throws {
    let harness = PayMeHarness()
    let app = await reviewedPayment(harness)
    harness.owner.script(.noMatch, .noMatch, .noMatch, .noMatch, .noMatch, .enterPasscode)
    await send(app)
    #expect(harness.owner.prompts == [.deviceOwnerAuthentication] && !harness.owner.isLockedOut)
    #expect(paid(app) && app.shownAlert == nil)
  }

  @Test("PM-0.2: Face ID refused to PayMe in Settings: no prompt, the way to Settings or the passcode, said once")
  func deniedBeforehand() async throws {
    let harness = PayMeHarness(faceID: .denied)
    let app = await reviewedPayment(harness)
    let before = app.ledger
    await send(app)
    #expect(harness.owner.prompts.isEmpty, "iOS would not show Face ID: PayMe sees the refusal first")
    let alert = try #require(app.shownAlert)
    #expect(alert.title == "Face ID Is Off for PayMe")
    #expect(alert.buttons.map(\.title) == ["Open Settings", "Enter Passcode", "Cancel"])
    await app.tapAlert("Open Settings")
    #expect(harness.opener.count == 1 && app.ledger == before && app.flow?.step == .review)
    // Said once: the next try goes straight to iOS's passcode, as the alert said, with no alert before it.
    harness.owner.script(.enterPasscode)
    await send(app)
    #expect(harness.owner.prompts == [.deviceOwnerAuthentication] && paid(app) && app.shownAlert == nil)
  }

  @Test("PM-0.2: the refusal alert's Enter Passcode shows iOS's passcode at once, and pays")
  func deniedThenPasscode() async throws {
    let harness = PayMeHarness(faceID: .denied)
    let app = await reviewedPayment(harness)
    await send(app)
    harness.owner.script(.enterPasscode)
    await app.tapAlert("Enter Passcode")
    #expect(harness.owner.prompts == [.deviceOwnerAuthentication] && paid(app))
  }

  @Test("PM-0.2: Don't Allow at Face ID's permission prompt during a payment: iOS asks the passcode, which pays")
  func deniedAtPrompt() async throws {
    let harness = PayMeHarness(faceID: .notAsked)
    let app = await reviewedPayment(harness)
    harness.owner.script(.dontAllowFaceID, .enterPasscode)
    await send(app)
    #expect(harness.owner.prompts == [.deviceOwnerAuthentication] && paid(app) && app.shownAlert == nil)
    // Settings now says so, with the way to allow it (read after the check).
    #expect(app.paymentMethod == .passcodeBecauseDenied(.faceID) && app.settingsScreen.security.opensSettings)
    #expect(app.sendHint == "Confirms with your passcode")
  }

  @Test("PM-0.2: the Security section says what confirms a payment now, and reads it again on return from Settings")
  func securitySection() async throws {
    let harness = PayMeHarness(faceID: .denied)
    let app = harness.model()
    app.finishOnboarding()
    #expect(app.settingsScreen.security.title == "Confirm Payments" && app.settingsScreen.security.value == "Passcode")
    #expect(
      app.settingsScreen.security.footer.text.hasPrefix("Face ID is off for PayMe")
        && app.settingsScreen.security.opensSettings)
    app.perform(.openSettings)
    #expect(harness.opener.count == 1)
    // The user allows Face ID for PayMe in Settings and comes back.
    harness.scene.leaveApp()
    harness.owner.userSetFaceIDPermission(.allowed)
    harness.scene.returnToApp()
    #expect(app.settingsScreen.security.value == "Face ID or Passcode" && !app.settingsScreen.security.opensSettings)
    #expect(app.sendHint == "Confirms with Face ID")
    // No setting turns the check off: there is no switch, and every payment asks the device owner.
    let bare = PayMeHarness(enrolled: false, passcodeSet: false).model()
    #expect(
      bare.settingsScreen.security.value == "Not Set Up" && !bare.settingsScreen.security.opensSettings,
      "PayMe's page cannot set one")
  }

  @Test("PM-0.2: no Face ID enrolled, the passcode; no passcode either, an alert to set one, nothing paid")
  func nothingEnrolled() async throws {
    let harness = PayMeHarness(enrolled: false)
    let app = await reviewedPayment(harness)
    harness.owner.script(.enterPasscode)
    await send(app)
    #expect(harness.owner.prompts == [.deviceOwnerAuthentication] && paid(app))

    let bare = PayMeHarness(enrolled: false, passcodeSet: false)
    let other = await reviewedPayment(bare)
    let before = other.ledger
    await send(other)
    #expect(
      bare.owner.prompts.isEmpty && other.shownAlert?.kind(as: PayMeAlertID.self) == .authNoPasscode
        && other.ledger == before)
    #expect(other.shownAlert?.message?.contains("Settings > Face ID & Passcode") == true)
    await other.tapAlert("OK")
    #expect(bare.opener.count == 0, "no button to PayMe's own page, where no passcode can be set")
  }

  @Test("PM-0.2 / PM-12.1: cancelled in the system prompt: back at the review, nothing over it, nothing paid")
  func cancelled() async throws {
    let harness = PayMeHarness()
    let app = await reviewedPayment(harness)
    let before = app.ledger
    harness.owner.script(.cancel)
    await send(app)
    #expect(app.shownAlert == nil && app.flow?.step == .review && app.ledger == before)
    #expect(harness.owner.unusedScript.isEmpty)
  }

  @Test("PM-0.1: an invalid amount never reaches review or the check")
  func invalidAmounts() async {
    for amount in ["0", "2480.36"] {
      let harness = PayMeHarness()
      let app = await reviewedPayment(harness, amount: amount)
      #expect(app.flow?.step == .amount, "\(amount)")
      #expect(app.flow?.amountError != nil)
      app.payment?.confirmSend()
      #expect(app.shownAlert == nil)
      #expect(harness.owner.prompts.isEmpty)
    }
  }

  @Test("PM-0.1: a request joins the history as pending and moves no money, without a check")
  func requestMoney() async {
    let harness = PayMeHarness()
    let app = harness.model()
    let before = app.ledger.balance
    app.startRequest()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[3])
    app.type("60")
    app.payment?.continueToReview()
    #expect(app.flow?.counterpartyLabel == "From", "a request is from the contact, not to them")
    app.payment?.sendRequest()
    #expect(app.ledger.balance == before && harness.owner.prompts.isEmpty)
    #expect(app.ledger.transactions.first?.kind == .request && app.ledger.transactions.first?.status == .pending)
    #expect(app.announcement?.text == "Requested $60.00 from Dev Patel")
    // A second tap on Request once it is asked: nothing saved again, nothing felt or said again.
    let (ledger, haptic, announcement) = (app.ledger, app.haptic, app.announcement)
    app.payment?.sendRequest()
    #expect(app.ledger == ledger && app.haptic == haptic && app.announcement == announcement)
  }

  @Test("PM-0.1: closing the sheet before the check pays nothing")
  func closedDuringCheck() async {
    let harness = PayMeHarness()
    let app = await reviewedPayment(harness)
    let before = app.ledger
    app.payment?.confirmSend()
    app.settlePresentation()
    let alert = app.shownAlert
    app.payment?.close()
    if let alert, let send = alert.buttons.last { app.tap(send, of: alert) }
    await app.finishEverything()
    #expect(app.ledger == before && harness.owner.prompts.isEmpty)
  }

  @Test("PM-12.5 / PM-11.3: a successful check plays the heavy haptic, then the payment confirms")
  func biometricHaptic() async {
    let harness = PayMeHarness()
    let app = await reviewedPayment(harness)
    harness.owner.script(.match)
    await send(app)
    #expect(app.haptic?.intent == .biometricSuccess)
    #expect(HapticIntent.biometricSuccess.feedback == .impact(.heavy))
  }
}

/// "Turn On Face ID" performs the first evaluation, so iOS's permission prompt is met in onboarding.
@Suite("PM-9, PM-12 Turning on Face ID")
@MainActor
struct TurnOnFaceIDTests {
  @Test("PM-9.5 / PM-12.1: Turn On Face ID asks iOS's permission there; the first payment asks only for a face")
  func permissionInOnboarding() async throws {
    let harness = PayMeHarness(faceID: .notAsked)
    let app = harness.model()
    app.onboarding.continueOnboarding()
    #expect(app.onboarding.currentPage.action == "Turn On Face ID")
    harness.owner.script(.allowFaceID, .match)
    await app.onboarding.turnOnBiometrics()
    #expect(harness.owner.faceIDPermission == .allowed && !app.isShowingOnboarding)
    #expect(app.paymentMethod == .biometrics(.faceID))
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[0])
    app.type("5")
    app.payment?.continueToReview()
    app.payment?.confirmSend()
    harness.owner.script(.match)  // no permission prompt: an unscripted one would fail this test
    await app.tapAlert("Send")
    guard case .succeeded? = app.flow?.step else { Issue.record("not sent"); return }
  }

  @Test("PM-9.5: Don't Allow: payments will ask the passcode, and the alert shows the way to Settings")
  func refused() async {
    let harness = PayMeHarness(faceID: .notAsked)
    let app = harness.model()
    harness.owner.script(.dontAllowFaceID)
    await app.onboarding.turnOnBiometrics()
    #expect(app.paymentMethod == .passcodeBecauseDenied(.faceID) && !app.isShowingOnboarding)
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .setupDenied)
    await app.tapAlert("Open Settings")
    #expect(harness.opener.count == 1)
  }

  @Test("PM-9.5: not recognised or cancelled: the page stays, to try again or choose Not Now")
  func notRecognised() async {
    let harness = PayMeHarness(faceID: .notAsked)
    let app = harness.model()
    harness.owner.script(.allowFaceID, .noMatch, .noMatch, .noMatch)
    await app.onboarding.turnOnBiometrics()
    #expect(app.isShowingOnboarding && app.shownAlert?.kind(as: PayMeAlertID.self) == .setupFailed)
    await app.tapAlert("OK")
    harness.owner.script(.cancel)
    await app.onboarding.turnOnBiometrics()
    #expect(app.isShowingOnboarding && app.shownAlert == nil)
    app.finishOnboarding()
    #expect(!app.isShowingOnboarding && app.paymentMethod == .biometrics(.faceID))
  }

  @Test("PM-9.5: Face ID not set up: Turn On Face ID says why and where, instead of doing nothing")
  func notEnrolled() async {
    let harness = PayMeHarness(enrolled: false)
    let app = harness.model()
    app.onboarding.continueOnboarding()
    await app.onboarding.turnOnBiometrics()
    #expect(harness.owner.prompts.isEmpty && !app.isShowingOnboarding)
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .setupUnavailable)
    #expect(app.shownAlert?.message?.contains("Settings > Face ID & Passcode") == true)
  }

  @Test("PM-9.5: a device without Face ID or Touch ID: Use Passcode asks nothing; payments ask the passcode")
  func noBiometry() async {
    let harness = PayMeHarness(biometry: .none, faceID: .notAsked)
    let app = harness.model()
    app.onboarding.continueOnboarding()
    #expect(app.onboarding.currentPage.action == "Use Passcode")
    await app.onboarding.turnOnBiometrics()
    #expect(harness.owner.prompts.isEmpty && !app.isShowingOnboarding)
    #expect(app.settingsScreen.security.value == "Passcode" && app.sendHint == "Confirms with your passcode")
    #expect(app.shownAlert == nil, "no Face ID on this iPhone: nothing to explain")
    // The first payment: iOS's passcode screen at once (a Face ID try first would be unscripted and fail).
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[0])
    app.type("5")
    app.payment?.continueToReview()
    app.payment?.confirmSend()
    harness.owner.script(.enterPasscode)
    await app.tapAlert("Send")
    #expect(harness.owner.prompts == [.deviceOwnerAuthentication])
    guard case .succeeded? = app.flow?.step else { Issue.record("not sent"); return }
  }
}
