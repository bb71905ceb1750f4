import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// PayMe's messages (words and PayMe's OK, nothing to choose) go through the shared queue
/// (`PresentationStack.enqueueMessage`), as the other apps' do: two never replace each other, each waits its turn.
@Suite("PayMe: messages queue, never replace each other")
@MainActor
struct MessageQueueTests {
  @Test("A damaged history and damaged schedules at one launch: both are said, one after the other")
  func twoAtLaunch() async throws {
    let harness = PayMeHarness()
    _ = harness.model()
    try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: harness.directory.appendingPathComponent("payme-ledger.json"))
    try Data("{ not json".utf8).write(to: harness.directory.appendingPathComponent("payme-scheduled-payments.json"))
    let app = harness.model()
    app.settlePresentation()
    let first = try #require(app.shownAlert)
    #expect(first.buttons.map(\.title) == ["OK"] && first.buttons.first?.role == .cancel, "PayMe's OK")
    #expect(app.presentation.waitingMessages.count == 1, "the other waits its turn")
    await app.tapAlert("OK")
    let second = try #require(app.shownAlert)
    func said(_ alert: PayMeAlert) -> String? {
      if alert.kind(as: PayMeAlertID.self) == .activityReset { return "history" }
      return alert.kind(as: ScheduledPaymentAlertID.self) == .reset ? "schedules" : nil
    }
    #expect(Set([said(first), said(second)]) == ["history", "schedules"])
    await app.tapAlert("OK")
    #expect(app.shownAlert == nil && app.presentation.waitingMessages.isEmpty)
  }

  @Test("A message raised while another is up waits behind it; the same message twice is said once")
  func waitsBehind() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    app.scanCode(.unsupported)
    app.scanCode(.unsupported)
    app.transactionScreen("t-3").remind()
    app.settlePresentation()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .scannerUnsupported)
    #expect(app.presentation.waitingMessages.map { $0.kind(as: PayMeAlertID.self) } == [.reminded])
    await app.tapAlert("OK")
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .reminded)
    await app.tapAlert("OK")
    #expect(app.shownAlert == nil, "the second Not Supported was the first, not a third message")
  }

  @Test("A question still takes the screen, and the message it covered comes back after it")
  func questionThenMessage() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    app.scanCode(.unsupported)
    app.settingsScreen.askToResetDemoData()
    app.settlePresentation()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .resetDemo)
    await app.tapAlert("Cancel")
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .scannerUnsupported, "put back in line, not lost")
  }
}
