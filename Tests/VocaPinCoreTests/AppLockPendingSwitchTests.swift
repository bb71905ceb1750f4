import AppLock
import AppServices
import AppServicesTestSupport
import Foundation
import Testing

@testable import VocaPinCore

/// Issue 40's review: Hide Note on Widget, Require and Show Notes on Lock Screen jumped back while Face ID asked;
/// only Lock VocaPin's switch kept the new state shown. Now all four go through `PendingChoice`: the control
/// reads the asked-for value while the check runs, and what is saved once it ends.
@Suite("Lock VocaPin: controls show the asked-for value while the owner is asked")
@MainActor
struct AppLockPendingSwitchTests {
  @Test(
    "A longer Require, Hide Note on Widget and Show Notes on Lock Screen show the choice while iOS asks; back on a cancel"
  )
  func shownWhileAsked() async throws {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    app.write(["Door code 4821"])
    await app.turnOnLock(harness)
    harness.owner.script(.cancel)
    app.appLock.requireAfter = .oneHour  // what the Picker's binding does
    #expect(app.appLock.requireAfter == .oneHour, "shown at once, while iOS asks")
    #expect(app.appLock.settings.requireAfter == .immediately, "not saved before the owner says so")
    await app.lockChecked()
    #expect(app.appLock.requireAfter == .immediately, "cancelled: back")
    harness.owner.script(.match)
    app.appLock.hidesWidgetNote = false  // what the Toggle's binding does
    #expect(!app.appLock.hidesWidgetNote && app.appLock.settings.hidesWidgetNote, "off at once, not yet saved")
    await app.lockChecked()
    #expect(!app.appLock.hidesWidgetNote && !app.appLock.settings.hidesWidgetNote, "allowed: saved, stays off")
    harness.owner.script(.cancel)
    app.showProfileSettings()
    let settings = try #require(app.profileSettingsScreen)
    settings.set(.lockScreenShowsNotes(true))  // what the Toggle's binding does
    #expect(settings.values.lockScreenShowsNotes && !app.lockScreenShowsNotes)
    await app.lockChecked()
    #expect(!settings.values.lockScreenShowsNotes, "cancelled: back off")
    // Under the prompt itself: still the choice, until the system cancels it (the user left the app).
    harness.owner.script(.waitForApp)
    settings.set(.lockScreenShowsNotes(true))
    #expect(await untilHolds { harness.owner.prompts.count == 5 }, "the prompt is up")
    #expect(settings.values.lockScreenShowsNotes, "on while the prompt is up")
    harness.scene.leaveApp()
    await app.lockChecked()
    #expect(!settings.values.lockScreenShowsNotes && !app.lockScreenShowsNotes, "the system cancelled: back off")
    #expect(harness.owner.unusedScript.isEmpty)
  }

  @Test("A choice taken back before its check starts asks nothing, and the control shows the later choice")
  func takenBack() async {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    await app.turnOnLock(harness)
    app.appLock.hidesWidgetNote = false
    app.appLock.hidesWidgetNote = true
    app.setLockScreenShowsNotes(true)
    app.setLockScreenShowsNotes(false)
    #expect(app.appLock.hidesWidgetNote && !app.lockScreenShowsNotesShown)
    await app.lockChecked()
    // An unscripted prompt would fail the test: none was shown.
    #expect(harness.owner.prompts.count == 1 && app.appLock.settings.hidesWidgetNote && !app.lockScreenShowsNotes)
  }

  @Test("With the lock off nothing asks: each control shows and saves the choice at once")
  func lockOff() {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    app.setLockScreenShowsNotes(true)
    #expect(app.lockScreenShowsNotesShown && app.lockScreenShowsNotes && harness.owner.prompts.isEmpty)
    app.appLock.requireAfter = .oneHour
    #expect(app.appLock.requireAfter == .oneHour && app.appLock.settings.requireAfter == .oneHour)
  }

  @Test("Lock VocaPin's own switch taken back before its check starts asks nothing, as the other three controls")
  func lockSwitchTakenBack() async {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    app.appLock.isOnShown = true  // what the Toggle's binding does
    app.appLock.isOnShown = false
    #expect(!app.appLock.isOnShown)
    await app.lockChecked()
    #expect(harness.owner.prompts.isEmpty && !app.appLock.settings.isOn, "off again before iOS asked: nothing asked")
    await app.turnOnLock(harness)
    app.appLock.isOnShown = false
    app.appLock.isOnShown = true
    #expect(app.appLock.isOnShown)
    await app.lockChecked()
    // An unscripted prompt would fail the test: only turning the lock on asked.
    #expect(harness.owner.prompts.count == 1 && app.appLock.settings.isOn && app.appLock.isOnShown)
  }
}
