import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// The editor's text view takes the keyboard only while `EditorModel.mayTakeKeyboard` says so (NoteTextView
/// reads exactly this value, the app lock's): a draft reopened at launch under the lock screen must not bring the keyboard up
/// around the lock nor take typing into the hidden note.
@Suite("Lock VocaPin: the keyboard waits for the unlock")
@MainActor
struct AppLockKeyboardTests {
  @Test("A draft reopened at launch waits, locked and while unlocking, and takes the keyboard once unlocked")
  func reopenedDraftWaitsForUnlock() async throws {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    await app.turnOnLock(harness)
    #expect(app.appLock.mayTakeKeyboard, "on, but not locked yet: the app is open")
    harness.scene.leaveApp()
    // Words kept aside when iOS ended the app: the next launch restores them into an editor, under the lock.
    try harness.store.write(
      NoteDraft(noteID: nil, text: "Gate code 1234", color: .blue), for: VocaPinShared.unsavedDraft)
    // The launch brings the app forward, which asks Face ID at once: the owner cancels it.
    harness.owner.script(.cancel)
    let relaunched = harness.lockModel()
    relaunched.settlePresentation()
    #expect(relaunched.isEditing && relaunched.appLock.isLocked)
    let editor = try #require(relaunched.editor)
    #expect(!editor.mayTakeKeyboard, "the editor is open under the lock screen: no keyboard")
    await relaunched.lockChecked()
    #expect(!editor.mayTakeKeyboard, "the unlock was cancelled: still none")
    harness.owner.script(.match)
    relaunched.appLock.unlockTapped()
    #expect(!editor.mayTakeKeyboard, "while Face ID asks: none")
    await relaunched.lockChecked()
    #expect(editor.mayTakeKeyboard && relaunched.isEditing, "unlocked: the editor takes the keyboard")
  }

  @Test("Leaving gives the keyboard up while covered; a Require delay gives it back on a quick return")
  func coverTakesTheKeyboardAway() async throws {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    await app.turnOnLock(harness)
    harness.owner.script(.match)
    await app.appLock.setRequireAfter(.fiveMinutes)
    app.startNewNote()
    app.settlePresentation()
    let editor = try #require(app.editor)
    harness.scene.openAppSwitcher()
    #expect(!editor.mayTakeKeyboard, "the app switcher's cover is up: the keyboard goes")
    harness.scene.returnToApp()
    #expect(editor.mayTakeKeyboard, "back within the delay: not locked, the keyboard comes back")
    harness.scene.leaveApp()
    #expect(!editor.mayTakeKeyboard)
  }

  @Test("With the lock off the keyboard is never held back")
  func lockOffNeverHolds() throws {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    app.startNewNote()
    app.settlePresentation()
    let editor = try #require(app.editor)
    harness.scene.openAppSwitcher()
    #expect(editor.mayTakeKeyboard)
    harness.scene.returnToApp()
    harness.scene.leaveApp()
    #expect(editor.mayTakeKeyboard)
  }
}
