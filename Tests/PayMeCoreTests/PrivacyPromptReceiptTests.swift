import AppServices
import AppServicesTestSupport
import DesignSystem
import Foundation
import Testing

@testable import PayMeCore

/// The cover for the app switcher, as iOS moves the scene (SimulatedScene).
@Suite("PayMe privacy cover")
@MainActor
struct PrivacyCoverTests {
  @Test("The Review screen is not covered while the Face ID sheet is up; the snapshot on leaving shows no content")
  func coverOnlyForTheSnapshot() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    var coveredWhileInactive: [Bool] = []
    harness.scene.onChange = { [weak app] phase in
      app?.scenePhaseChanged(to: phase)
      if phase == .inactive { coveredWhileInactive.append(app?.isCovered ?? true) }
    }
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[0])
    app.type("5")
    app.payment?.continueToReview()
    app.payment?.confirmSend()
    harness.owner.script(.match)
    await app.tapAlert("Send")
    #expect(harness.scene.history.contains(.inactive), "the Face ID prompt made the scene inactive")
    #expect(coveredWhileInactive == [false], "never covered during PayMe's own prompt")
    // Control Center resigns the scene active as the app switcher does: iOS does not say which, so PayMe covers.
    harness.scene.openControlCenter()
    #expect(app.isCovered, "covered the moment the scene resigned active")
    harness.scene.closeControlCenter()
    #expect(!app.isCovered)
    harness.scene.leaveApp()
    #expect(harness.scene.snapshotsShowedContent == [false], "the app switcher's snapshot is covered")
    harness.scene.returnToApp()
    #expect(!app.isCovered)
  }

  @Test("Revealed balance is hidden again once the app has left")
  func revealEnds() {
    let harness = PayMeHarness()
    let app = harness.model()
    app.settingsScreen.setHideBalance(true)
    app.toggleBalance()
    #expect(app.dashboard.balance == "$2,480.35")
    harness.scene.leaveApp()
    harness.scene.returnToApp()
    #expect(app.dashboard.balance == "••••••")
  }
}

@Suite("PM-12 The system's own prompt")
@MainActor
struct SystemPromptTests {
  @Test("PM-12.2: the prompt is iOS's; PayMe gives it only the reason, and iOS's own passcode fallback")
  func promptWords() async throws {
    let harness = PayMeHarness()
    let words = PromptWords(harness.owner)
    let app = harness.launched(deviceOwner: words)
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[1])
    app.type("18.75")
    app.payment?.continueToReview()
    app.payment?.confirmSend()
    harness.owner.script(.match)
    await app.tapAlert("Send")
    let prompts = words.prompts
    #expect(prompts.map(\.reason) == ["Send $18.75 of demo money to Ben Okafor (@benok)"])
    #expect(prompts.map(\.fallbackTitle) == [nil], "nil: iOS's own \"Enter Passcode\" after a face not recognised")
    if case .succeeded = app.flow?.step {} else { Issue.record("not sent") }
  }
}

@Suite("PayMe receipts")
@MainActor
struct ReceiptTests {
  @Test("A completed payment's receipt is what the Share button hands on; a request or hidden amounts share nothing")
  func receipt() async throws {
    let harness = PayMeHarness()
    let app = harness.model()
    app.finishOnboarding()
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[1])
    app.type("18.75")
    app.payment?.note = "Lunch"
    app.payment?.continueToReview()
    app.payment?.confirmSend()
    harness.owner.script(.match)
    await app.tapAlert("Send")
    guard case .succeeded(let transaction)? = app.flow?.step else {
      Issue.record("not sent")
      return
    }
    let text = try #require(app.transactionScreen(transaction.id).receipt)
    #expect(text.hasPrefix("PayMe Receipt (Demo)\nJamie Rivera sent $18.75 to Ben Okafor"), "\(text)")
    #expect(text.hasSuffix("Made in the PayMe demo: no real money was moved."), "never passes for a real receipt")
    #expect(text.contains("\nLunch\n") && text.contains("\nReference \(transaction.id)\n"))
    let pending = try #require(app.ledger.transactions.first { $0.status == .pending })
    #expect(app.transactionScreen(pending.id).receipt == nil, "a request is not a payment")
    app.settingsScreen.setHideBalance(true)
    #expect(app.transactionScreen(transaction.id).receipt == nil, "nothing shared while amounts are hidden")
  }
}
