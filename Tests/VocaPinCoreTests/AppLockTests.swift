import AppLock
import AppServices
import AppServicesTestSupport
import Foundation
import Testing

@testable import VocaPinCore

/// The wall clock the lock reads (`VocaPinDependencies.now`), moved by the test as time passes away from the app.
final class LockClock: @unchecked Sendable {
  private let lock = NSLock()
  private var current = Date(timeIntervalSince1970: 1_790_000_000)

  var now: Date { lock.withLock { current } }
  func advance(_ seconds: Double) { lock.withLock { current = current.addingTimeInterval(seconds) } }
}

extension VocaPinHarness {
  /// The app on `clock`, following the scene as the board view does, its cover read at each snapshot and card.
  func lockModel(clock: LockClock = LockClock()) -> VocaPinModel {
    var dependencies = dependencies()
    dependencies.now = { clock.now }
    let relaunched = scene.phase != .active
    if relaunched { scene.relaunch() }
    let model = VocaPinModel(dependencies: dependencies)
    scene.onChange = { [weak model] phase in model?.scenePhaseChanged(to: phase) }
    scene.isCovered = { [weak model] in model.map { $0.appLock.isCovered || $0.appLock.isLocked } ?? false }
    if relaunched { scene.returnToApp() } else { model.scenePhaseChanged(to: scene.phase) }
    return model
  }
}

extension VocaPinModel {
  /// Lock VocaPin turned on in Settings, the owner confirming with Face ID.
  func turnOnLock(_ harness: VocaPinHarness) async {
    harness.owner.script(.allowFaceID, .match)
    await appLock.setOn(true)
  }

  /// Waits for the lock's latest check (the unlock a return started, or turning it on) to end.
  func lockChecked() async { await appLock.check?.value }
}

@Suite("Lock VocaPin: asks the owner, covers the notes, holds links, keeps drafts")
@MainActor
struct AppLockTests {
  @Test("Off by default; turning it on asks the device owner first, and a cancel leaves it off")
  func turningOnAsksFirst() async {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    #expect(!app.appLock.settings.isOn && !app.appLock.isLocked)
    #expect(app.appLock.method == .biometrics(.faceID))
    harness.owner.script(.allowFaceID, .cancel)
    app.appLock.isOnShown = true  // what the Toggle's binding does
    #expect(app.appLock.isOnShown, "on at once while iOS asks: no snap back under the prompt")
    await app.lockChecked()
    #expect(!app.appLock.isOnShown && !app.appLock.settings.isOn, "cancelled: still off")
    harness.owner.script(.match)
    app.appLock.isOnShown = true
    await app.lockChecked()
    #expect(app.appLock.settings.isOn && !app.appLock.isLocked, "on, and the app stays open now")
    #expect(harness.owner.prompts == [.deviceOwnerAuthentication, .deviceOwnerAuthentication])
    #expect(harness.scene.phase == .active && harness.scene.history.suffix(2) == [.inactive, .active])
    #expect(!app.appLock.isCovered, "its own prompt made the scene inactive: no cover, no lock")
  }

  @Test("A device with no passcode cannot turn it on, and is told why in words")
  func noPasscode() async {
    let harness = VocaPinHarness(passcodeSet: false)
    let app = harness.lockModel()
    #expect(app.appLock.method == .unavailable)
    await app.appLock.setOn(true)
    #expect(!app.appLock.settings.isOn && harness.owner.prompts.isEmpty)
    #expect(app.messageUp == VocaPinCopy.Lock.needsPasscode.text)
    #expect(VocaPinCopy.Lock.footer(.unavailable, hidesWidget: false) == VocaPinCopy.Lock.needsPasscode)
  }

  @Test("The footer names what the device has")
  func footerNamesTheDevice() {
    let touchID = VocaPinCopy.Lock.footer(.biometrics(.touchID), hidesWidget: false).text
    #expect(touchID.contains("Touch ID") && !touchID.contains("Face ID") && touchID.contains("Spotlight"))
    #expect(AppLockMethod(SimulatedDeviceOwnerAuthentication(biometry: .none)) == .passcode)
    #expect(AppLockMethod(SimulatedDeviceOwnerAuthentication(biometry: .opticID)) == .biometrics(.opticID))
    #expect(AppLockMethod(SimulatedDeviceOwnerAuthentication(enrolled: false)) == .passcode)
    #expect(!VocaPinCopy.Lock.footer(.passcode, hidesWidget: true).text.contains("ID"))
  }

  @Test("The cover is up before the app switcher's card and the background snapshot; the switcher alone never locks")
  func coverBeforeSnapshot() async {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    await app.turnOnLock(harness)
    harness.scene.openAppSwitcher()
    #expect(harness.scene.appSwitcherCardsShowedContent == [false] && !app.appLock.isLocked)
    harness.scene.returnToApp()
    #expect(!app.appLock.isCovered && !app.appLock.isLocked, "the app never left: open again at once")
    harness.scene.leaveApp()
    #expect(harness.scene.snapshotsShowedContent == [false] && app.appLock.isLocked)
  }

  @Test("Each Require locks after that long away and not before; a new launch locks whatever the choice")
  func locksAfterEachTimeout() async {
    for timeout in AppLockSettings.requireChoices {
      let harness = VocaPinHarness()
      let clock = LockClock()
      let app = harness.lockModel(clock: clock)
      await app.turnOnLock(harness)
      // A longer Require than Immediately asks the owner first (`AppLockOwnerCheckTests`).
      let asked = timeout == .immediately ? 0 : 1
      if asked > 0 { harness.owner.script(.match) }
      await app.appLock.setRequireAfter(timeout)
      if timeout != .immediately {
        harness.scene.leaveApp()
        #expect(!app.appLock.isLocked && app.appLock.isCovered, "\(timeout): covered, not yet locked")
        clock.advance(timeout.seconds - 1)
        harness.scene.returnToApp()
        await app.lockChecked()
        #expect(!app.appLock.isLocked && harness.owner.prompts.count == 1 + asked, "\(timeout): back a second early")
      }
      harness.scene.leaveApp()
      clock.advance(timeout.seconds)
      #expect(app.appLock.isCovered)
      harness.owner.script(.cancel)
      harness.scene.returnToApp()
      await app.lockChecked()
      #expect(app.appLock.isLocked && harness.owner.prompts.count == 2 + asked, "\(timeout): locked, asked once")
      harness.scene.leaveApp()
      harness.owner.script(.match)
      let relaunched = harness.lockModel(clock: clock)
      #expect(relaunched.appLock.settings.requireAfter == timeout)
      await relaunched.lockChecked()
      #expect(harness.owner.prompts.count == 3 + asked && !relaunched.appLock.isLocked, "\(timeout): asked at launch")
    }
  }

  @Test("A clock set back while away cannot say how long it was: it locks")
  func clockSetBack() async {
    let harness = VocaPinHarness()
    let clock = LockClock()
    let app = harness.lockModel(clock: clock)
    await app.turnOnLock(harness)
    harness.owner.script(.match)
    await app.appLock.setRequireAfter(.oneHour)
    harness.scene.leaveApp()
    clock.advance(-30)
    harness.owner.script(.match)
    harness.scene.returnToApp()
    await app.lockChecked()
    #expect(harness.owner.prompts.count == 3 && !app.appLock.isLocked)
  }

  @Test("Cancel leaves it locked and asks no more until Unlock is tapped; its own prompt never re-locks it")
  func cancelDoesNotLoop() async {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    await app.turnOnLock(harness)
    harness.scene.leaveApp()
    harness.owner.script(.cancel)
    harness.scene.returnToApp()
    await app.lockChecked()
    #expect(app.appLock.isLocked && harness.owner.prompts.count == 2, "asked once, not at its own prompt's .active")
    // Control Center and back: an inactive and an active, as the prompt made; no prompt.
    harness.scene.openControlCenter()
    harness.scene.closeControlCenter()
    await app.lockChecked()
    #expect(harness.owner.prompts.count == 2 && app.appLock.isLocked && harness.owner.unusedScript.isEmpty)
    harness.owner.script(.match)
    app.appLock.unlockTapped()
    await app.lockChecked()
    #expect(!app.appLock.isLocked && !app.appLock.isCovered && harness.owner.prompts.count == 3)
  }

  @Test("Face ID locked out: iOS's own passcode unlocks, no fallback of VocaPin's")
  func biometryLockout() async {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    await app.turnOnLock(harness)
    harness.scene.leaveApp()
    let misses = Array(repeating: SimulatedDeviceOwnerAuthentication.Gesture.noMatch, count: 5)
    for miss in misses { harness.owner.script(miss) }
    harness.owner.script(.enterPasscode)
    harness.scene.returnToApp()
    await app.lockChecked()
    #expect(!app.appLock.isLocked && !harness.owner.isLockedOut && harness.owner.unusedScript.isEmpty)
  }

  @Test("Leaving while the prompt is up cancels it; the next return asks once again")
  func leavingCancelsThePrompt() async {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    await app.turnOnLock(harness)
    harness.scene.leaveApp()
    harness.owner.script(.waitForApp)
    harness.scene.returnToApp()
    #expect(await untilHolds { harness.owner.prompts.count == 2 }, "the unlock prompt is up")
    harness.scene.leaveApp()
    await app.lockChecked()
    #expect(app.appLock.isLocked && harness.scene.snapshotsShowedContent.allSatisfy { !$0 })
    harness.owner.script(.match)
    harness.scene.returnToApp()
    await app.lockChecked()
    #expect(!app.appLock.isLocked && harness.owner.prompts.count == 3)
  }

  @Test("A widget tap, quick action or Siri's link while locked waits for the unlock, then opens; the latest wins")
  func linkWaitsForUnlock() async throws {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    app.write(["Gate code 1234", "Groceries"])
    let note = try #require(app.board.notes.first)
    await app.turnOnLock(harness)
    harness.scene.leaveApp()
    app.open(VocaPinRoute.newNote, from: .app)
    app.open(VocaPinRoute.note(note.id).url)
    #expect(app.presentation.surfaces.isEmpty && app.presentation.queued.isEmpty, "nothing opens under the lock")
    harness.owner.script(.cancel)
    harness.scene.returnToApp()
    await app.lockChecked()
    #expect(app.presentation.surfaces.isEmpty, "still locked: still held")
    harness.owner.script(.match)
    app.appLock.unlockTapped()
    await app.lockChecked()
    app.settlePresentation()
    #expect(app.editor?.draft.noteID == note.id && app.onlyTheEditorIsUp, "the latest link, after the unlock")
    #expect(app.appLock.heldRoute == nil)
  }

  @Test("A link that cold-launches a locked VocaPin opens once the owner unlocks")
  func coldLaunchLink() async throws {
    let harness = VocaPinHarness()
    let first = harness.lockModel()
    first.write(["Gate code 1234"])
    let note = try #require(first.board.notes.first)
    await first.turnOnLock(harness)
    harness.scene.leaveApp()
    let launch = VocaPinLaunch(dependencies: harness.dependencies())
    launch.open(VocaPinRoute.note(note.id).url)
    await launch.start()
    let app = try #require(launch.model)
    #expect(app.appLock.isLocked && app.presentation.surfaces.isEmpty && app.presentation.queued.isEmpty)
    harness.scene.relaunch()
    harness.scene.onChange = { [weak app] in app?.scenePhaseChanged(to: $0) }
    harness.owner.script(.match)
    harness.scene.returnToApp()
    await app.lockChecked()
    app.settlePresentation()
    #expect(!app.appLock.isLocked && app.editor?.draft.noteID == note.id)
  }

  @Test("An open editor's draft is never lost by locking: covered, then there as typed after the unlock")
  func draftSurvivesLock() async throws {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    await app.turnOnLock(harness)
    app.startNewNote()
    app.settlePresentation()
    let editor = try #require(app.editor)
    editor.text = "Half a thought, still being"
    harness.scene.leaveApp()
    #expect(app.appLock.isLocked && harness.scene.snapshotsShowedContent == [false])
    harness.owner.script(.cancel)
    harness.scene.returnToApp()
    await app.lockChecked()
    #expect(app.editor === editor && editor.text == "Half a thought, still being", "under the lock, untouched")
    harness.owner.script(.match)
    app.appLock.unlockTapped()
    await app.lockChecked()
    #expect(app.editor === editor && editor.text == "Half a thought, still being" && app.onlyTheEditorIsUp)
    #expect(app.board.notes.map(\.text) == ["Half a thought, still being"], "saved at the background, as always")
  }
}
