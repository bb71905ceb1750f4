import AppLock
import AppServices
import AppServicesTestSupport
import Foundation
import Testing

@testable import VocaPinCore

/// Weakening Lock VocaPin asks the device owner first (a fresh review, 2026-12-01): turning it off, or a longer
/// Require, was saved without a check, so anyone handed the unlocked app could open it for good.
@Suite("Lock VocaPin: weakening it asks the owner")
@MainActor
struct AppLockOwnerCheckTests {
  @Test("Turning the lock off asks Face ID or the passcode first; a cancel leaves it on")
  func turningOffAsks() async {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    await app.turnOnLock(harness)
    harness.owner.script(.cancel)
    app.appLock.isOnShown = false  // what the Toggle's binding does
    #expect(!app.appLock.isOnShown, "off at once while iOS asks")
    await app.lockChecked()
    #expect(app.appLock.settings.isOn && app.appLock.isOnShown, "cancelled: still on")
    #expect(harness.owner.prompts == [.deviceOwnerAuthentication, .deviceOwnerAuthentication])
    harness.owner.script(.match)
    app.appLock.isOnShown = false
    await app.lockChecked()
    #expect(!app.appLock.settings.isOn && harness.owner.prompts.count == 3)
    #expect(harness.owner.unusedScript.isEmpty)
  }

  @Test("A longer Require asks first and a cancel keeps the old one; a shorter one saves at once")
  func longerRequireAsks() async {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    await app.turnOnLock(harness)
    harness.owner.script(.cancel)
    app.appLock.requireAfter = .oneHour  // what the Picker's binding does
    await app.lockChecked()
    #expect(app.appLock.requireAfter == .immediately && harness.owner.prompts.count == 2, "cancelled: unchanged")
    harness.owner.script(.match)
    app.appLock.requireAfter = .fifteenMinutes
    await app.lockChecked()
    #expect(app.appLock.requireAfter == .fifteenMinutes && harness.owner.prompts.count == 3)
    app.appLock.requireAfter = .oneMinute
    #expect(app.appLock.requireAfter == .oneMinute && harness.owner.prompts.count == 3, "stricter: no question")
    #expect(AppLockSettings.read(from: harness.store).settings.requireAfter == .oneMinute, "saved")
  }

  /// What the widget shows now, as NoteTimelineProvider asks for it.
  func widget(_ harness: VocaPinHarness) -> VocaPinWidgetPlan {
    VocaPinWidgetTimeline.plan(
      store: harness.store, choice: .pinned, context: .homeScreen, now: Date(timeIntervalSince1970: 1_790_000_000),
      sinceStart: 600)
  }

  @Test("With the lock on, Show Notes on Lock Screen asks first and a cancel keeps the words off; off saves at once")
  func lockScreenNotesAsk() async throws {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    app.write(["Door code 4821"])
    let note = try #require(app.board.notes.first)
    await app.turnOnLock(harness)
    // The widgets' own hiding, on with the lock, is let go first (the owner says so), so only this setting counts.
    harness.owner.script(.match)
    app.appLock.hidesWidgetNote = false
    await app.lockChecked()
    harness.owner.script(.cancel)
    app.setLockScreenShowsNotes(true)  // what the Toggle's binding does
    await app.lockChecked()
    #expect(!app.lockScreenShowsNotes && harness.owner.prompts.count == 3, "cancelled: still hidden")
    #expect(widget(harness).lockScreenFace == .noteHidden(note.id))
    harness.owner.script(.match)
    app.setLockScreenShowsNotes(true)
    await app.lockChecked()
    #expect(app.lockScreenShowsNotes && harness.owner.prompts.count == 4)
    #expect(widget(harness).lockScreenFace == .note(note, isPinned: true))
    app.setLockScreenShowsNotes(false)
    #expect(!app.lockScreenShowsNotes && harness.owner.prompts.count == 4, "hiding: no question")
    #expect(widget(harness).lockScreenFace == .noteHidden(note.id))
    #expect(harness.owner.unusedScript.isEmpty)
  }

  @Test("Turning Hide Note on Widget off asks first and a cancel keeps the widget Locked; on saves at once")
  func showingWidgetNoteAsks() async throws {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    app.write(["Door code 4821"])
    let note = try #require(app.board.notes.first)
    await app.turnOnLock(harness)
    #expect(widget(harness).face == .locked(note.id), "hidden with the lock")
    harness.owner.script(.cancel)
    app.appLock.hidesWidgetNote = false
    await app.lockChecked()
    #expect(app.appLock.hidesWidgetNote && harness.owner.prompts.count == 2, "cancelled: still hidden")
    #expect(AppLockSettings.read(from: harness.store).settings.hidesWidgetNote)
    #expect(widget(harness).face == .locked(note.id))
    harness.owner.script(.match)
    app.appLock.hidesWidgetNote = false
    await app.lockChecked()
    #expect(!app.appLock.hidesWidgetNote && harness.owner.prompts.count == 3)
    #expect(widget(harness).face == .note(note, isPinned: true))
    app.appLock.hidesWidgetNote = true  // what the Toggle's binding does
    #expect(widget(harness).face == .locked(note.id) && harness.owner.prompts.count == 3, "hiding: no question")
    #expect(harness.owner.unusedScript.isEmpty)
  }
}
