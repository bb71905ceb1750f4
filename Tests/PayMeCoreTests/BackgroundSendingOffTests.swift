import Testing

@testable import PayMeCore

/// Scheduled Payments promises a background run "when iOS allows"; with Background App Refresh off, restricted,
/// or Low Power Mode on, iOS allows none, and the screen says that payments go only when PayMe is opened
/// (issue 41).
@Suite("PayMe says when background sending is off")
@MainActor
struct BackgroundSendingOffTests {
  @Test("Each return reads Background App Refresh and Low Power Mode, and the footer says what they mean")
  func footerFollowsTheSetting() {
    let harness = PayMeHarness()
    let refresh = SimulatedBackgroundRefresh(.available)
    let app = harness.model(backgroundRefresh: refresh)
    app.finishOnboarding()
    harness.scene.leaveApp()
    harness.scene.returnToApp()
    #expect(app.scheduledPayments.howItWorks.key == ScheduledCopy.howItWorks.key)

    for off in [BackgroundRefreshStatus.denied, .restricted] {
      harness.scene.leaveApp()
      refresh.setting = off
      harness.scene.returnToApp()
      #expect(app.scheduledPayments.backgroundSendingOff)
      #expect(app.scheduledPayments.howItWorks.key == ScheduledCopy.sentOnlyWhenOpened.key)
    }

    harness.scene.leaveApp()
    refresh.setting = .available
    refresh.lowPowerMode = true
    harness.scene.returnToApp()
    #expect(app.scheduledPayments.howItWorks.key == ScheduledCopy.sentOnlyWhenOpened.key)

    harness.scene.leaveApp()
    refresh.lowPowerMode = false
    harness.scene.returnToApp()
    #expect(!app.scheduledPayments.backgroundSendingOff)
    #expect(app.scheduledPayments.howItWorks.key == ScheduledCopy.howItWorks.key)
  }
}
