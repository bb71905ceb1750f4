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
      app.cancelFlow()
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
}
