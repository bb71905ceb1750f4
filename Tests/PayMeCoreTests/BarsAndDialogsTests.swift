import Foundation
import Testing

@testable import PayMeCore

@Suite("PM-4, PM-5 What the bars and dialogs read")
@MainActor
struct BarsAndDialogsTests {
  @Test("PM-4.3: top-level screens ask for the large title (the view's .large mode), which the system collapses")
  func largeTitles() {
    // Each screen applies `.navigationBar(NavigationBarStyle.of(route))`: large on the top-level screens, which
    // iOS collapses into the bar as the list scrolls; inline on an entry's own screen.
    for route in [PayMeRoute.account, .activity, .settings] {
      #expect(NavigationBarStyle.of(route).largeTitle, "\(route)")
    }
    let entry = PayMeHarness().model().transactionRoute("t-1")
    #expect(NavigationBarStyle.home.largeTitle && !NavigationBarStyle.of(entry).largeTitle)
  }

  // Not named by PM-5.5: that asks for two stacked buttons with dividers, and how the buttons are laid out is
  // iOS's (two short titles side by side, stacked when a title is long or at accessibility text sizes), which
  // only an Apple platform draws. What PayMe controls, and this proves, is that there are exactly two.
  @Test("Two-way confirmations: exactly two buttons, Cancel and the action (iOS lays them out)")
  func twoButtons() throws {
    let ledger = DemoData.ledger(now: PayMeHarness.now)
    let request = try #require(ledger.transaction("t-3"))
    let incoming = try #require(ledger.transaction("t-7"))
    let confirmations = [
      PayMeAlerts.confirmSend(Money(10, .usd), to: DemoData.ledger(now: .now).check(DemoData.contacts[0])),
      PayMeAlerts.resetDemoData,
      PayMeAlerts.cancelRequest(request), PayMeAlerts.declineRequest(incoming), PayMeAlerts.cancelPayment(request),
    ]
    for alert in confirmations {
      #expect(alert.style == .alert && alert.buttons.count == 2, "\(alert.id)")
      #expect(alert.buttons.map(\.role).contains(.cancel) && alert.buttons.contains { $0.action != nil })
    }
  }
}

@Suite("PayMe's Home Screen quick actions")
@MainActor
struct QuickActionTests {
  @Test("Send Money from the icon's menu opens the send sheet through the same link handling")
  func sendMoney() {
    let app = PayMeHarness().model()
    app.finishOnboarding()
    #expect(QuickAction.all.map(\.title) == ["Send Money", "Request Money"])
    // What the scene delegate does with the item iOS hands it.
    guard let url = QuickAction.link(forType: "payme.send") else {
      Issue.record("no link for Send Money")
      return
    }
    app.open(url)
    app.settlePresentation()
    #expect(app.showsOnlyPayment(.send))
    #expect(QuickAction.link(forType: "payme.unknown") == nil, "a type PayMe does not offer opens nothing")
  }

  @Test("A quick action during onboarding is followed once onboarding ends")
  func duringOnboarding() {
    let app = PayMeHarness().model()
    if let url = QuickAction.link(forType: "payme.request") { app.open(url) }
    #expect(app.presentation.surfaces.isEmpty)
    app.finishOnboarding()
    app.settlePresentation()
    #expect(app.showsOnlyPayment(.request))
  }
}
