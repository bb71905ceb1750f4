import DesignSystem
import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// Which sheet is up, which alert, and over what, through every path of a payment: the one value the views
/// render, so each alert is attached to the view on top.
@Suite("PayMe presentation: the sheet, its steps and its alerts")
@MainActor
struct PresentationTests {
  func atReview(_ harness: PayMeHarness) -> PayMeModel {
    let app = harness.model()
    app.finishOnboarding(faceID: true)
    app.startSend()
    #expect(app.topSurface == .paymentSheet && app.flowPath.isEmpty, "the sheet opens on the recipients")
    app.choose(DemoData.contacts[0])
    #expect(app.flowPath == [.amount])
    app.type("12.50")
    app.continueToReview()
    #expect(app.flowPath == [.amount, .review])
    return app
  }

  @Test("PM-5.1 / PM-12.1: confirm, then the check, then success: every alert on the sheet, never under it")
  func confirmed() async {
    let harness = PayMeHarness([.success])
    let app = atReview(harness)
    app.confirmSend()
    #expect(app.alert?.id == "confirm-send")
    #expect(app.isShowingAlert(on: .paymentSheet) && !app.isShowingAlert(on: .root))
    await app.handle(.confirmPayment)
    #expect(app.flowPath == [.amount, .review, .done])
    #expect(app.flow?.showsCancel == false && app.flow?.allowsBack == false, "Done only, no Cancel, no back")
    app.closeFlow()
    #expect(app.topSurface == .root && app.flow == nil)
  }

  @Test("PM-5.1: Cancel in the confirmation leaves the sheet at the review, nothing paid")
  func cancelled() async {
    let app = atReview(PayMeHarness([.success]))
    let before = app.ledger
    app.confirmSend()
    app.setShowingAlert(false, on: .root)
    #expect(app.alert != nil, "the root cannot dismiss an alert it is not showing")
    await app.handle(.dismiss)
    #expect(app.alert == nil && app.flowPath == [.amount, .review] && app.ledger == before)
  }

  @Test("PM-12.3: Face ID not recognised: the alert on the sheet, Try Again checks again and pays")
  func failedThenRetried() async {
    let harness = PayMeHarness([.failed, .success])
    let app = atReview(harness)
    let before = app.ledger.balance
    app.confirmSend()
    await app.handle(.confirmPayment)
    #expect(app.alert?.id == "auth-failed" && app.isShowingAlert(on: .paymentSheet))
    #expect(app.ledger.balance == before, "no money moved")
    await app.handle(.retryAuthentication)
    #expect(harness.biometrics.prompts.count == 2)
    #expect(app.flowPath.last == .done && app.ledger.balance < before)
  }

  @Test("PM-12.4: Face ID refused for PayMe: Open Settings opens PayMe's page; nothing is paid")
  func deniedToSettings() async {
    let harness = PayMeHarness([.denied])
    let app = atReview(harness)
    let before = app.ledger
    app.confirmSend()
    await app.handle(.confirmPayment)
    #expect(app.alert?.id == "auth-denied")
    #expect(app.alert?.buttons.last?.title == "Open Settings")
    await app.handle(.openSettings)
    #expect(harness.opener.count == 1 && app.ledger == before && app.alert == nil)
  }

  @Test("PM-12.2: locked out, the passcode is the fallback: Use Passcode checks again and pays")
  func passcodeFallback() async {
    let harness = PayMeHarness([.lockedOut, .success])
    let app = atReview(harness)
    app.confirmSend()
    await app.handle(.confirmPayment)
    #expect(app.alert?.id == "auth-locked" && app.alert?.buttons.last?.title == "Use Passcode")
    await app.handle(.retryAuthentication)
    #expect(app.flowPath.last == .done)
  }

  @Test("The system back button goes back one step; never while the check is up or after success")
  func back() async {
    let harness = PayMeHarness([.success])
    let app = atReview(harness)
    app.flowPath = [.amount]  // the back button on the review
    #expect(app.flow?.step == .amount && app.amountText == "12.50", "the amount is kept")
    app.flowPath = []  // and on the amount
    #expect(app.flow?.step == .recipient)
    app.choose(DemoData.contacts[1])
    app.continueToReview()
    app.confirmSend()
    await app.handle(.confirmPayment)
    app.flowPath = [.amount]
    #expect(app.flowPath == [.amount, .review, .done], "no going back once the money has moved")
  }

  @Test("A request's field says what it is for, and its sheet never asks for Face ID")
  func request() {
    let app = PayMeHarness().model()
    app.startRequest()
    #expect(PayMeCopy.amountHint(.request) == "Enter the amount to request")
    #expect(PayMeCopy.amountHint(.send) == "Enter the amount to send")
    app.choose(DemoData.contacts[2])
    app.type("20")
    app.continueToReview()
    app.sendRequest()
    #expect(app.flowPath.last == .done && app.alert == nil)
  }

  @Test("Touch ID, Optic ID or the passcode are named as the device has them, never a hard-coded Face ID")
  func biometryNames() {
    for kind in [BiometryKind.faceID, .touchID, .opticID] {
      let app = PayMeHarness([.failed], kind: kind).model()
      #expect(app.currentOnboardingPage.title == "Welcome to PayMe")
      app.continueOnboarding()
      #expect(app.currentOnboardingPage.action == "Turn On \(kind.displayName)")
      #expect(app.currentOnboardingPage.learnMore == "Learn more about \(kind.displayName)")
      #expect(PayMeCopy.biometricsForPayments(kind) == "\(kind.displayName) for Payments")
      #expect(PayMeAlerts.authentication(.failed, kind: kind)?.title == "\(kind.displayName) Not Recognized")
    }
    #expect(PayMeCopy.biometricsForPayments(.none) == "Passcode for Payments")
    #expect(!OnboardingPage.pages(for: .touchID).contains { $0.description.contains("Face ID") })
  }

  @Test("Payments and requests are still there after a relaunch; a damaged or implausible ledger is not believed")
  func ledgerKept() async throws {
    let harness = PayMeHarness([.success])
    let app = atReview(harness)
    app.confirmSend()
    await app.handle(.confirmPayment)
    let paid = app.ledger
    #expect(harness.model().ledger == paid, "relaunched: the payment is still in the history")
    // A ledger no build of PayMe could have written (a negative balance) gives the demo back.
    var forged = paid
    let store = SharedStore(directory: harness.directory)
    forged = Ledger(
      holderName: forged.holderName, balance: Money(-5, forged.currency), contacts: forged.contacts,
      transactions: forged.transactions)
    try store.write(forged, for: PayMeShared.ledger)
    #expect(harness.model().ledger == DemoData.ledger(now: PayMeHarness.now))
  }

  @Test("A pending request can be reminded or withdrawn, after a system alert; other entries cannot")
  func pendingRequests() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    let pending = try #require(app.ledger.transactions.first { $0.kind == .request && $0.status == .pending })
    let sent = try #require(app.ledger.transactions.first { $0.kind == .sent })
    #expect(app.canRemindOrCancel(pending.id) && !app.canRemindOrCancel(sent.id))
    app.remind(pending.id)
    #expect(app.alert?.id == "reminded" && app.isShowingAlert(on: .root))
    await app.handle(.dismiss)
    app.askToCancelRequest(pending.id)
    #expect(app.alert?.buttons.last?.role == .destructive)
    await app.handle(.cancelRequest(pending.id))
    #expect(app.ledger.transaction(pending.id)?.status == .cancelled && !app.canRemindOrCancel(pending.id))
    #expect(harness.model().ledger.transaction(pending.id)?.status == .cancelled, "kept across launches")
    let row = Dashboard.row(
      try #require(app.ledger.transaction(pending.id)), hideAmounts: false, locale: Locale(identifier: "en_US"),
      now: PayMeHarness.now)
    #expect(row.accessibilityLabel.hasPrefix("Cancelled"))
  }

  @Test("The Notifications switch asks iOS, reminds a day after an unanswered request, and withdraws reminders")
  func notifications() async throws {
    let notifier = FakeNotifier(granted: true)
    let harness = PayMeHarness()
    let app = PayMeModel(
      dependencies: PayMeDependencies(
        store: SharedStore(directory: harness.directory), biometrics: harness.biometrics, notifications: notifier,
        now: { PayMeHarness.now }, locale: Locale(identifier: "en_US"), openSettings: {}))
    await app.setNotifications(true)
    #expect(app.settings.notifications && notifier.asked == 1)
    app.startRequest()
    app.choose(DemoData.contacts[2])
    app.type("20")
    app.note = "Dinner"
    app.continueToReview()
    app.sendRequest()
    await app.settle()
    let reminder = try #require(notifier.scheduled.first)
    #expect(reminder.delay == 24 * 60 * 60 && reminder.body.contains("$20.00") && reminder.body.contains("Dinner"))
    let request = try #require(app.ledger.transactions.first)
    app.closeFlow()
    app.askToCancelRequest(request.id)
    await app.handle(.cancelRequest(request.id))
    #expect(notifier.cancelled.contains(RequestReminder.identifier(for: request.id)))
    await app.setNotifications(false)
    #expect(!app.settings.notifications && !notifier.cancelled.isEmpty)

    // Refused by iOS: the switch stays off and the alert says where to allow it.
    let refused = FakeNotifier(granted: false)
    let other = PayMeModel(
      dependencies: PayMeDependencies(
        store: SharedStore(directory: PayMeHarness().directory), biometrics: harness.biometrics,
        notifications: refused, openSettings: {}))
    await other.setNotifications(true)
    #expect(!other.settings.notifications && other.alert?.id == "notifications-off")
  }
}

/// The notification centre, as lists.
final class FakeNotifier: PaymentNotifier, @unchecked Sendable {
  private let lock = NSLock()
  private let granted: Bool
  private var log: (asked: Int, scheduled: [RequestReminder], cancelled: [String]) = (0, [], [])
  init(granted: Bool) { self.granted = granted }
  var asked: Int { lock.withLock { log.asked } }
  var scheduled: [RequestReminder] { lock.withLock { log.scheduled } }
  var cancelled: [String] { lock.withLock { log.cancelled } }
  func requestAuthorization() async -> Bool {
    lock.withLock { log.asked += 1 }
    return granted
  }
  func schedule(_ reminder: RequestReminder) async { lock.withLock { log.scheduled.append(reminder) } }
  func cancel(_ identifiers: [String]) async { lock.withLock { log.cancelled += identifiers } }
}
