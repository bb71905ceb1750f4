import Foundation
import Testing

@testable import PayMeCore

/// Settings' own pushes (Scheduled Payments, the privacy policy) are routes of the model's `path`, as the
/// dashboard's are, so a link moves past them and the model decides what stays after a reset.
@Suite("PayMe's Settings navigation")
@MainActor
struct SettingsNavigationTests {
  @Test("PM-4: payme://settings over Scheduled Payments or the privacy policy shows Settings itself")
  func settingsLinkPopsToSettings() throws {
    let app = PayMeHarness().model()
    app.finishOnboarding()
    // What the rows' NavigationLink(value:) do to `$model.path`.
    app.path = [.settings, .scheduledPayments]
    app.open(try #require(URL(string: "payme://settings")))
    #expect(app.path == [.settings])
    app.path.append(.privacyPolicy)
    #expect(app.settingsScreen.privacyPolicy.page == nil, "no page configured: the row pushes the app's own account")
    app.open(try #require(URL(string: "payme://settings")))
    #expect(app.path == [.settings])
  }

  @Test("PM-4: a reminder's entry link over Settings' pushed screens replaces them with the entry")
  func entryLinkReplacesSettings() throws {
    let app = PayMeHarness().model()
    app.finishOnboarding()
    app.path = [.settings, .privacyPolicy]
    app.open(try #require(URL(string: "payme://transaction/t-1")))
    #expect(app.pushed == [.activity, .transaction("t-1")])
  }

  @Test("Reset Demo Data leaves the user on Scheduled Payments, now empty; the pushed screens keep inline titles")
  func resetKeepsScheduledPayments() async throws {
    let app = PayMeHarness().model()
    app.finishOnboarding()
    app.path = [.settings, .scheduledPayments]
    app.settingsScreen.askToResetDemoData()
    await app.tapAlert("Reset")
    #expect(app.path == [.settings, .scheduledPayments])
    #expect(
      NavigationBarStyle.of(.scheduledPayments) == NavigationBarStyle(title: ScheduledCopy.listTitle, largeTitle: false)
    )
    #expect(
      NavigationBarStyle.of(.privacyPolicy) == NavigationBarStyle(title: PayMeCopy.privacyPolicy, largeTitle: false))
  }
}
