import AppServices
import AppServicesTestSupport
import Foundation
import Testing

@testable import VocaPinCore

/// Lock VocaPin's cover and the permission prompts VocaPin itself starts: iOS makes the scene inactive under a
/// permission alert just as under the app switcher (platform-behaviour.md, "Scene phase"); only VocaPin knows it
/// asked, so its own prompts leave the note showing, while the app switcher and the background still cover it.
@Suite("Lock VocaPin: dictation's permission prompts do not cover the note")
@MainActor
struct AppLockPermissionPromptTests {
  /// The lock on, and whether the cover was up at each `.inactive` the scene passed through from now on.
  private func lockedOnApp() async -> (VocaPinHarness, VocaPinModel, CoverLog) {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    await app.turnOnLock(harness)
    let log = CoverLog()
    harness.scene.follow { [weak app] phase in
      if phase == .inactive { log.coveredAtInactive.append(app?.appLock.isCovered ?? true) }
    }
    return (harness, app, log)
  }

  /// The first dictation: the user allows Speech Recognition and the microphone when iOS asks.
  private func dictateForTheFirstTime(_ harness: VocaPinHarness, _ app: VocaPinModel) async throws -> EditorModel {
    harness.speech.nextSpeechAnswer = .authorized
    harness.speech.nextMicrophoneAnswer = true
    await app.startVoiceNote()
    let editor = try #require(app.editor)
    #expect(harness.speech.prompts == ["speech", "microphone"] && editor.dictation.isListening)
    return editor
  }

  @Test("A dictation permission prompt does not cover the note")
  func permissionPromptDoesNotCover() async throws {
    let (harness, app, log) = await lockedOnApp()
    _ = try await dictateForTheFirstTime(harness, app)
    #expect(log.coveredAtInactive == [false, false], "the scene went inactive under each of VocaPin's own prompts")
    #expect(!app.appLock.isCovered && !app.appLock.isLocked && harness.scene.phase == .active)
  }

  @Test("The app switcher during the same dictation session covers the note")
  func appSwitcherDuringTheSessionCovers() async throws {
    let (harness, app, log) = await lockedOnApp()
    let editor = try await dictateForTheFirstTime(harness, app)
    harness.speech.hear("gate code 1234")
    harness.scene.openAppSwitcher()
    #expect(harness.scene.appSwitcherCardsShowedContent == [false], "an inactive VocaPin did not cause")
    #expect(log.coveredAtInactive == [false, false, true])
    harness.scene.returnToApp()
    #expect(!app.appLock.isCovered && editor.dictation.isActive, "back at once: nothing was locked")
    harness.scene.openControlCenter()
    #expect(app.appLock.isCovered, "Control Center is not VocaPin's prompt either")
    harness.scene.closeControlCenter()
    #expect(!app.appLock.isCovered)
  }

  @Test("Leaving the app covers the note for the snapshot, after a permission prompt as always")
  func backgroundCovers() async throws {
    let (harness, app, _) = await lockedOnApp()
    _ = try await dictateForTheFirstTime(harness, app)
    harness.scene.leaveApp()
    #expect(harness.scene.snapshotsShowedContent == [false])
    #expect(app.appLock.isCovered && app.appLock.isLocked)
  }
}

/// What the cover was at each `.inactive`, recorded by the scene's follower.
@MainActor
private final class CoverLog {
  var coveredAtInactive: [Bool] = []
}
