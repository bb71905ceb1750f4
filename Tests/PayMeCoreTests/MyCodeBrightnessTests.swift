import AppServices
import Foundation
import Testing

@testable import PayMeCore

/// My Code at full brightness while its code shows, as Wallet shows a pass and Venmo and Cash App their codes; the
/// user's level back when the code goes, and before PayMe leaves the foreground, where iOS takes no level.
@Suite("PayMe My Code's brightness")
@MainActor
struct MyCodeBrightnessTests {
  @Test(
    "The code raises the screen to full and gives the user's level back when the keypad or the sheet takes its place")
  func raisedWhileShown() throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    app.settlePresentation()
    app.showMyCode()
    app.settlePresentation()
    let sheet = try #require(app.myCodeSheet)
    #expect(harness.screen.brightness == 0.4, "not before the code is on screen")
    sheet.codeVisibilityChanged(true)  // MyCodeView's onAppear
    #expect(sheet.wantsFullBrightness && harness.screen.brightness == 1)
    sheet.addAmount()
    #expect(harness.screen.brightness == 0.4, "the keypad is not scanned: the user's level")
    sheet.type("12")
    #expect(sheet.confirmAmount() && harness.screen.brightness == 1, "the code, asking for $12, at full again")
    sheet.done()
    app.settlePresentation()
    sheet.codeVisibilityChanged(false)  // MyCodeView's onDisappear
    #expect(harness.screen.brightness == 0.4)
  }

  @Test("Leaving PayMe gives the level back while iOS still takes it; App Lock's cover keeps it; unlocked, full again")
  func sceneChanges() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    app.settlePresentation()
    harness.owner.script(.match)
    await app.settingsScreen.setAppLock(true)
    app.showMyCode()
    app.settlePresentation()
    let sheet = try #require(app.myCodeSheet)
    sheet.codeVisibilityChanged(true)
    harness.scene.openControlCenter()
    #expect(harness.screen.brightness == 0.4, "Control Center shows the user's own level")
    harness.screen.userSets(0.7)
    harness.scene.closeControlCenter()
    #expect(harness.screen.brightness == 1, "the code up again, over the level the user just chose")
    harness.scene.leaveApp()
    #expect(harness.screen.brightness == 0.7, "given back at inactive, before the background takes nothing")
    #expect(app.isLocked, "App Lock covers the code while PayMe is away")
    harness.owner.script(.cancel)
    harness.scene.returnToApp()
    await app.finishEverything()
    #expect(app.isLocked && harness.screen.brightness == 0.7, "in front but locked: the code is not seen")
    harness.owner.script(.match)
    await app.unlock()
    await app.finishEverything()
    #expect(!app.isLocked && app.myCodeSheet === sheet && harness.screen.brightness == 1, "unlocked: full again")
    sheet.done()
    sheet.codeVisibilityChanged(false)
    #expect(harness.screen.brightness == 0.7, "the level the user chose in Control Center")
  }
}
