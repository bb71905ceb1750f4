import Testing

@testable import PayMeCore

/// Scheduled Payments promises a background run "when iOS allows"; with Background App Refresh off, restricted,
/// or Low Power Mode on, iOS allows none, and the screen says that payments go only when PayMe is opened
/// (issue 41).
@Suite("PayMe says when background sending is off")
@MainActor
struct BackgroundSendingOffTests {
  /// PayMe past onboarding with Background App Refresh available (the setting the test changes as the user
  /// does), and, `thenReturned`, sent to the background and back, so it has read the setting once.
  func onboarded(_ harness: PayMeHarness, thenReturned: Bool) -> (app: PayMeModel, refresh: SimulatedBackgroundRefresh)
  {
    let refresh = SimulatedBackgroundRefresh(.available)
    let app = harness.model(backgroundRefresh: refresh)
    app.finishOnboarding()
    if thenReturned {
      harness.scene.leaveApp()
      harness.scene.returnToApp()
    }
    return (app, refresh)
  }

  @Test("Each return reads Background App Refresh and Low Power Mode, and the footer says what they mean")
  func footerFollowsTheSetting() throws {
    let harness = PayMeHarness()
    let (app, refresh) = onboarded(harness, thenReturned: true)
    #expect(app.scheduledPayments.howItWorks.key == ScheduledCopy.howItWorks.key)

    for off in [BackgroundRefreshStatus.denied, .restricted] {
      harness.scene.leaveApp()
      refresh.setting = off
      harness.scene.returnToApp()
      #expect(app.scheduledPayments.backgroundSendingOff)
      #expect(app.scheduledPayments.howItWorks.key == ScheduledCopy.sentOnlyWhenOpened.key)
    }
    // A sent payment's Repeat section says it under its button, and starts on the schedules' days.
    let sent = try #require(app.ledger.transactions.first { $0.offersRepeat })
    let section = try #require(app.transactionScreen(sent.id).repeating)
    #expect(section.howItWorks.key == ScheduledCopy.sentOnlyWhenOpened.key)
    #expect(section.startRange == app.scheduledPayments.startRange)

    harness.scene.leaveApp()
    refresh.setting = .available
    refresh.lowPowerMode = true
    harness.scene.returnToApp()
    #expect(app.scheduledPayments.howItWorks.key == ScheduledCopy.sentOnlyInLowPower.key)

    harness.scene.leaveApp()
    refresh.lowPowerMode = false
    harness.scene.returnToApp()
    #expect(!app.scheduledPayments.backgroundSendingOff)
    #expect(app.scheduledPayments.howItWorks.key == ScheduledCopy.howItWorks.key)
  }

  @Test("Low Power Mode turned on or off while PayMe stays open changes the words at once")
  func lowPowerWhileOpen() {
    let harness = PayMeHarness()
    let (app, refresh) = onboarded(harness, thenReturned: true)
    #expect(app.scheduledPayments.backgroundSending == .whenIOSAllows)
    // iOS posts NSProcessInfoPowerStateDidChange; PayMe never left the screen.
    refresh.lowPowerMode = true
    #expect(app.scheduledPayments.backgroundSending == .lowPowerMode)
    #expect(app.scheduledPayments.howItWorks.key == ScheduledCopy.sentOnlyInLowPower.key)
    refresh.lowPowerMode = false
    #expect(app.scheduledPayments.howItWorks.key == ScheduledCopy.howItWorks.key)
  }

  @Test("The Repeat dialog from an Activity row says what will happen now, not \"when iOS allows\" always")
  func repeatDialogWords() async {
    let harness = PayMeHarness()
    let (app, refresh) = onboarded(harness, thenReturned: true)
    app.scheduledPayments.askToRepeat("t-2")
    app.settlePresentation()
    #expect(app.shownAlert?.message == ScheduledCopy.howItWorks.text)
    await app.tapAlert("Cancel")
    refresh.lowPowerMode = true
    app.scheduledPayments.askToRepeat("t-2")
    app.settlePresentation()
    #expect(app.shownAlert?.message == ScheduledCopy.sentOnlyInLowPower.text)
    await app.tapAlert("Cancel")
    refresh.lowPowerMode = false
    harness.scene.leaveApp()
    refresh.setting = .denied
    harness.scene.returnToApp()
    app.scheduledPayments.askToRepeat("t-2")
    app.settlePresentation()
    #expect(app.shownAlert?.message == ScheduledCopy.sentOnlyWhenOpened.text)
  }

  @Test("iOS refusing the background run's request is said, not dropped, and the request is made again")
  func refusedRequest() throws {
    let harness = PayMeHarness()
    let (app, refresh) = onboarded(harness, thenReturned: false)
    refresh.refuses = SimulatedBackgroundRefresh.Unavailable()
    app.requestBackgroundRun()
    #expect(app.scheduledPayments.backgroundSending == .requestRefused)
    #expect(app.scheduledPayments.howItWorks.key == ScheduledCopy.runRequestRefused.key)
    // Asked again the next time PayMe leaves the screen; accepted, the usual words come back.
    refresh.refuses = nil
    app.requestBackgroundRun()
    #expect(app.scheduledPayments.backgroundSending == .whenIOSAllows)
    #expect(refresh.requested.count == 1 && refresh.requested.last == .some(app.nextScheduledRun))
  }
}
