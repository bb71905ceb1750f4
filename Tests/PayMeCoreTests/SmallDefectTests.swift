import AppServices
import AppServicesTestSupport
import Foundation
import Presentation
import Testing

@testable import PayMeCore

/// The smaller things a user would notice: words that fit the device, an empty search, the demo explained,
/// a setting not saved, reminders within iOS's limits.
@Suite("PayMe's smaller defects")
@MainActor
struct SmallDefectTests {
  @Test("Remind works once: then it reads Reminded, disabled, and a second tap shows nothing again")
  func remindOnce() throws {
    let app = PayMeHarness().model()
    app.finishOnboarding()
    app.settlePresentation()
    #expect(app.transactionScreen("t-3").canRemind && app.transactionScreen("t-3").remindTitle == "Remind")
    app.transactionScreen("t-3").remind()
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .reminded)
    let alert = try #require(app.shownAlert)
    app.presentation.alertDismissed(id: alert.id)
    #expect(
      !app.transactionScreen("t-3").canRemind && app.transactionScreen("t-3").remindTitle == "Reminded"
        && app.transactionScreen("t-3").canRemindOrCancel)
    app.transactionScreen("t-3").remind()
    #expect(app.shownAlert == nil)
  }

  @Test("PM-0.2: no passcode on a Touch ID iPhone: the alert and Settings name Touch ID & Passcode, not Face ID's")
  func touchIDPasscodeRoute() async {
    for (biometry, pane) in [
      (BiometryType.touchID, "Settings > Touch ID & Passcode"), (.faceID, "Settings > Face ID & Passcode"),
      (.none, "Settings > Passcode"),
    ] {
      let harness = PayMeHarness(biometry: biometry, enrolled: false, passcodeSet: false)
      let app = harness.model()
      app.finishOnboarding()
      #expect(app.settingsScreen.security.footer.text.contains(pane), "the Security section's footer")
      app.startSend()
      app.settlePresentation()
      app.payment?.choose(DemoData.contacts[0])
      app.type("1")
      app.payment?.continueToReview()
      app.payment?.confirmSend()
      await app.tapAlert("Send")
      #expect(
        app.shownAlert?.kind(as: PayMeAlertID.self) == .authNoPasscode
          && app.shownAlert?.message?.contains(pane) == true)
      if biometry != .faceID { #expect(app.shownAlert?.message?.contains("Face ID") == false) }
    }
  }

  @Test("A recipient search that matches no one shows \"No Results\" for what was typed; a match or no search does not")
  func noResults() throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    app.startSend()
    app.settlePresentation()
    let payment = try #require(app.payment)
    #expect(payment.unmatchedSearch == nil)
    app.payment?.recipientQuery = "zzqx"
    #expect(payment.unmatchedSearch == "zzqx" && payment.recipients.contacts.isEmpty)
    app.payment?.recipientQuery = String(DemoData.contacts[0].name.prefix(3))
    #expect(payment.unmatchedSearch == nil)
    app.payment?.recipientQuery = "   "
    #expect(payment.unmatchedSearch == nil, "spaces are not a search")
  }

  @Test("The welcome's Learn more says what the demo is, in the app, and closes with Done")
  func learnMoreAboutDemo() {
    let harness = PayMeHarness()
    let app = harness.model()
    #expect(app.onboarding.currentPage.learnMoreTarget == .aboutDemo)
    app.learnMore()
    app.settlePresentation()
    #expect(app.presentation.destinations == [.aboutDemo], "PayMe's own page, not Safari")
    #expect(AboutDemoCopy.paragraphs.contains { $0.text.contains("No real money moves") })
    app.closeAboutDemo()
    app.settlePresentation()
    #expect(app.presentation.destinations.isEmpty && app.isShowingOnboarding, "back on the welcome")
    app.onboarding.continueOnboarding()
    guard case .article(let address) = app.onboarding.currentPage.learnMoreTarget else {
      Issue.record("the Face ID page links Apple's article")
      return
    }
    #expect(address.hasPrefix("https://support.apple.com/"))
    app.learnMore()
    #expect(app.presentation.surfaces.isEmpty, "an article opens in Safari, through the view's Link")
  }

  @Test("A setting that cannot be saved is said in words, once; it applies until PayMe closes")
  func settingNotSaved() throws {
    let harness = PayMeHarness()
    // A file where PayMe's folder should be: nothing can be written there.
    try Data("x".utf8).write(to: harness.directory)
    let app = harness.model()
    app.settingsScreen.setAppearance(.dark)
    #expect(app.settings.appearance == .dark, "kept in memory")
    #expect(app.shownAlert?.kind(as: PayMeAlertID.self) == .settingsNotSaved)
    if let shown = app.shownAlert { app.tap(shown.buttons[0], of: shown) }
    app.settingsScreen.setHideBalance(true)
    #expect(app.settings.hideBalance && app.shownAlert == nil, "said once, not at every change")
  }

  @Test("Reminders stay under iOS's 64: at PayMe's cap a new request adds none, and nothing pending is dropped")
  func remindersCapped() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let app = harness.model()
    app.finishOnboarding()
    await app.settingsScreen.setNotifications(true)
    // Other requests' reminders, up to the cap.
    let already = harness.center.schedule.count
    for index in already..<RequestReminder.limit {
      try await harness.center.add(
        NotificationRequest(
          id: RequestReminder.identifier(for: "other-\(index)"), title: "", body: "", trigger: .after(3600)))
    }
    let before = harness.center.schedule.map(\.request.id)
    app.startRequest()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[2])
    app.type("20")
    app.payment?.continueToReview()
    app.payment?.sendRequest()
    await app.finishEverything()
    #expect(harness.center.schedule.map(\.request.id) == before, "none added past the cap, none displaced")
    #expect(harness.center.schedule.count == RequestReminder.limit && RequestReminder.limit < 64)
  }

  @Test("A request withdrawn after its reminder was delivered: the reminder leaves Notification Center too")
  func deliveredReminderRemoved() async throws {
    let harness = PayMeHarness(notifications: .authorized)
    let app = harness.model()
    app.finishOnboarding()
    await app.settingsScreen.setNotifications(true)
    let id = RequestReminder.identifier(for: "t-3")
    harness.center.fire(until: PayMeHarness.now.addingTimeInterval(2 * 3600))
    #expect(harness.center.delivered.map(\.id) == [id])
    app.transactionScreen("t-3").askToCancelRequest()
    await app.tapAlert("Cancel Request")
    #expect(harness.center.delivered.isEmpty, "no reminder left about a request no longer waiting")
  }
}
