import Testing

@testable import PayMeCore

/// A sheet's feature model lives in its destination and nowhere else: once the sheet has slid away, nothing
/// keeps it (no closure, task or cache of the app's model), so a closed payment can never act again.
@Suite("PayMe: a closed sheet's model is freed")
@MainActor
struct SheetModelLifetimeTests {
  @Test("the payment sheet's model goes once its dismissal has ended, after Cancel and after a swipe down")
  func paymentModelFreed() async throws {
    let app = PayMeHarness().model()
    weak var cancelled: PaymentModel?
    weak var swiped: PaymentModel?
    do {
      app.startSend()
      app.settlePresentation()
      cancelled = try #require(app.payment)
      app.payment?.cancel()
      app.endDismissals()
    }
    #expect(cancelled == nil, "nothing keeps a cancelled payment's model")
    do {
      app.startRequest()
      app.settlePresentation()
      swiped = try #require(app.payment)
      app.sheetClosedByUser(presentedBy: 0)
      app.endDismissals()
    }
    #expect(swiped == nil, "nothing keeps a swiped-away payment's model")
    #expect(app.presentation.destinations.isEmpty && app.presentation.leaving.isEmpty)
  }

  @Test("the payment sheet's model goes once a sent payment's sheet has closed (its check and echo timers included)")
  func sentPaymentModelFreed() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    weak var sent: PaymentModel?
    do {
      app.startSend()
      app.settlePresentation()
      sent = try #require(app.payment)
      app.payment?.choose(try #require(DemoData.contacts.first))
      app.type("5")
      app.payment?.note = "Lunch"
      app.payment?.continueToReview()
      app.payment?.confirmSend()
      harness.owner.script(.match)
      await app.tapAlert("Send")
      guard case .succeeded = app.payment?.flow.step else { Issue.record("the payment did not go"); return }
      app.payment?.close()
      await app.finishEverything()
    }
    #expect(sent == nil, "nothing keeps a sent payment's model")
    #expect(app.presentation.destinations.isEmpty && app.presentation.leaving.isEmpty)
  }

  @Test("the Add Money and Transfer to Bank sheets' models go once their dismissal has ended, also after a transfer")
  func bankModelFreed() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    weak var cancelled: BankTransferModel?
    weak var swiped: BankTransferModel?
    weak var done: BankTransferModel?
    do {
      app.startAddMoney()
      app.settlePresentation()
      cancelled = try #require(app.bankSheet)
      app.bankSheet?.cancel()
      app.endDismissals()
    }
    #expect(cancelled == nil, "nothing keeps a cancelled sheet's model")
    do {
      app.startTransferToBank()
      app.settlePresentation()
      swiped = try #require(app.bankSheet)
      app.sheetClosedByUser(presentedBy: 0)
      app.endDismissals()
    }
    #expect(swiped == nil, "nothing keeps a swiped-away sheet's model")
    do {
      app.startTransferToBank()
      app.settlePresentation()
      let sheet = try #require(app.bankSheet)
      done = sheet
      sheet.type("5")
      app.bankSheet?.review()
      harness.owner.script(.match)
      await app.tapAlert(PayMeCopy.transferAction.text)
      app.bankSheet?.close()
      await app.finishEverything()
    }
    #expect(done == nil, "nothing keeps a finished transfer's model (its key timers included)")
    #expect(app.presentation.destinations.isEmpty && app.presentation.leaving.isEmpty)
  }

  @Test("the Split a Bill sheet's model goes once its dismissal has ended, after Cancel and after a swipe down")
  func splitModelFreed() async throws {
    let app = PayMeHarness().model()
    weak var cancelled: SplitModel?
    weak var swiped: SplitModel?
    do {
      cancelled = try filledSplit(app)
      app.splitSheet?.close()
      app.endDismissals()
    }
    #expect(cancelled == nil, "nothing keeps a closed split's model (its wiring's closures included)")
    do {
      app.startSplit()
      app.settlePresentation()
      swiped = try #require(app.splitSheet)
      app.sheetClosedByUser(presentedBy: 0)
      app.endDismissals()
    }
    #expect(swiped == nil, "nothing keeps a swiped-away split's model")
    #expect(app.presentation.destinations.isEmpty && app.presentation.leaving.isEmpty)
  }

  @Test("the Edit Scheduled Payment sheet's model goes once its dismissal has ended")
  func scheduleEditModelFreed() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let (app, schedule) = try await ScheduledPaymentsModelTests.withSchedule(harness)
    weak var closed: ScheduleEditModel?
    do {
      app.scheduledPayments.edit(schedule.id)
      app.settlePresentation()
      let sheet = try #require(app.scheduleEditor)
      closed = sheet
      app.close(sheet)
      app.endDismissals()
      await app.finishEverything()
    }
    #expect(closed == nil, "nothing keeps a closed schedule editor's model (its wiring's closures included)")
    #expect(app.scheduleEditor == nil)
  }
}
