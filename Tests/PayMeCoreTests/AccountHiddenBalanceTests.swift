import Foundation
import Testing

@testable import PayMeCore

/// Hide Balance on the Account screen: its Balance row follows the card's rule, as the bank sheet's line does.
@Suite("PayMe: Hide Balance on the Account screen")
@MainActor
struct AccountHiddenBalanceTests {
  @Test("Hide Balance: the Account screen's balance is dots, and VoiceOver's label says hidden, until a tap")
  func accountHidesBalance() {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    app.settingsScreen.setHideBalance(true)
    app.path.append(.account)
    // AccountView's Balance row shows exactly these: the value, its VoiceOver label and hint, and whether it is a
    // button; its tap calls `toggleBalance`, as the card and the bank sheet do.
    #expect(app.dashboard.balance == "••••••")
    #expect(app.dashboard.balanceAccessibilityLabel == "Balance hidden", "never six bullets read aloud")
    #expect(app.dashboard.balanceAccessibilityHint == "Shows the balance")
    #expect(app.dashboard.balanceIsButton, "the row is the card's button: a tap reveals it")
    app.toggleBalance()
    #expect(app.dashboard.balance == "$2,480.35" && app.dashboard.balanceAccessibilityLabel == "Balance, $2,480.35")
    #expect(app.dashboard.balanceAccessibilityHint == "Hides the balance")
    app.startAddMoney()
    app.settlePresentation()
    #expect(
      app.bankSheet?.balance?.line.text == "Balance: $2,480.35",
      "revealed on Account is revealed everywhere it is shown"
    )
    app.bankSheet?.cancel()
    app.settlePresentation()
    app.toggleBalance()
    #expect(app.dashboard.balance == "••••••", "a second tap hides it again")
    app.toggleBalance()
    app.path.removeAll()
    #expect(app.dashboard.balance == "$2,480.35", "back on the home screen the card is revealed too")
    harness.scene.leaveApp()
    #expect(app.dashboard.balance == "••••••", "revealing lasts until the app leaves, on every screen")
    app.settingsScreen.setHideBalance(false)
    #expect(app.dashboard.balance == "$2,480.35" && !app.dashboard.balanceIsButton, "no button that does nothing")
  }
}
