import AppLock
import AppServices
import AppServicesTestSupport
import Foundation
import Localization
import Testing

/// The wall clock the session reads, moved by the test as time passes away from the app.
final class SessionClock: @unchecked Sendable {
  private let lock = NSLock()
  private var current = Date(timeIntervalSince1970: 1_790_000_000)

  var now: Date { lock.withLock { current } }
  func advance(_ seconds: Double) { lock.withLock { current = current.addingTimeInterval(seconds) } }
}

/// A session over a simulated scene and device owner (iOS's behaviour: a prompt makes the scene inactive, leaving
/// cancels it), with settings a test changes and every report logged.
@MainActor
final class SessionRig {
  let scene: SimulatedScene
  let owner: SimulatedDeviceOwnerAuthentication
  let session: AppLockSession
  var isOn = true
  var delay = AppLockDelay.immediately
  var systemSheetUp = false
  let clock: SessionClock
  /// What the session reported, in order.
  var log: [String] = []
  private var work: [Task<Void, Never>] = []

  init(
    cover: AppLockSession.CoverRule = .whileOn, locked: Bool = false, passcodeSet: Bool = true,
    phase: AppScenePhase = .active, promptMovesScene: Bool = true
  ) {
    let scene = SimulatedScene(phase: phase)
    // Touch ID: no permission alert of Face ID's before the first prompt.
    let owner = SimulatedDeviceOwnerAuthentication(
      biometry: .touchID, passcodeSet: passcodeSet, scene: promptMovesScene ? scene : nil)
    let clock = SessionClock()
    self.scene = scene
    self.owner = owner
    self.clock = clock
    session = AppLockSession(
      owner: owner, now: { [clock] in clock.now }, unlockReason: LocalizedCopy("test.unlock", "Unlock Test"),
      cover: cover, locked: locked)
    session.policy = AppLockSession.Policy(
      isOn: { [unowned self] in isOn }, delay: { [unowned self] in delay },
      systemSheetUp: { [unowned self] in systemSheetUp })
    session.run = { [unowned self] job in work.append(Task { await job() }) }
    session.onUnlocked = { [unowned self] in log.append("unlocked") }
    session.onPasscodeGone = { [unowned self] in log.append("passcodeGone") }
    session.onOwnerAsked = { [unowned self] in log.append("asked") }
    session.onLockChanged = { [unowned self] in log.append(session.isLocked ? "locked" : "opened") }
    scene.onChange = { [unowned self] phase in session.scenePhaseChanged(to: phase) }
    scene.isCovered = { [unowned self] in session.isCovered || session.isLocked }
  }

  /// Time passes away from the app.
  func advance(_ seconds: Double) { clock.advance(seconds) }

  /// Waits for the work the session started (the return's unlock), and any that work started in turn.
  func finishWork() async {
    while !work.isEmpty { await work.removeFirst().value }
  }
}

@Suite("AppLockSession: one lock over the scene for PayMe and VocaPin")
@MainActor
struct AppLockSessionTests {
  @Test("A new process locked asks once at its first .active, and the prompt's own sheet never brings it back")
  func launchAsksOnce() async {
    let rig = SessionRig(locked: true, phase: .background)
    rig.owner.script(.cancel)
    rig.scene.returnToApp()
    await rig.finishWork()
    #expect(rig.session.isLocked && rig.owner.prompts == [.deviceOwnerAuthentication])
    #expect(rig.log == ["asked"], "asked, cancelled: still locked, and the prompt's .active asked nothing more")
    #expect(rig.scene.phase == .active && !rig.session.isCovered)
    rig.owner.script(.match)
    await rig.session.unlock()
    #expect(!rig.session.isLocked && rig.log == ["asked", "asked", "opened", "unlocked"])
  }

  @Test("Leaving while locked asks once again at the next return; unlocked, a return asks nothing")
  func returnToLockedAsksAgain() async {
    let rig = SessionRig(locked: true, phase: .background)
    rig.owner.script(.leaveApp)
    rig.scene.returnToApp()
    await rig.finishWork()
    #expect(rig.session.isLocked && rig.scene.phase == .background)
    rig.owner.script(.match)
    rig.scene.returnToApp()
    await rig.finishWork()
    #expect(!rig.session.isLocked && rig.owner.prompts.count == 2)
    rig.delay = .oneHour
    rig.scene.leaveApp()
    rig.scene.returnToApp()
    await rig.finishWork()
    #expect(!rig.session.isLocked && rig.owner.prompts.count == 2, "back within the hour: nothing asked")
  }

  @Test("Immediately locks at .background; a delay locks only after that long away, or with the clock set back")
  func requireDelay() async {
    let rig = SessionRig()
    rig.scene.leaveApp()
    #expect(rig.session.isLocked && rig.log == ["locked"])
    rig.owner.script(.match)
    rig.scene.returnToApp()
    await rig.finishWork()
    #expect(!rig.session.isLocked)
    rig.delay = .fiveMinutes
    rig.scene.leaveApp()
    #expect(!rig.session.isLocked, "a delay notes the time and lets the return decide")
    rig.advance(299)
    rig.scene.returnToApp()
    await rig.finishWork()
    #expect(!rig.session.isLocked && rig.owner.prompts.count == 1, "a second early: open")
    rig.scene.leaveApp()
    rig.advance(-1)
    rig.owner.script(.cancel)
    rig.scene.returnToApp()
    await rig.finishWork()
    #expect(rig.session.isLocked && rig.owner.prompts.count == 2, "the clock went back: locked, asked once")
    rig.isOn = false
    rig.owner.script(.match)
    await rig.session.unlock()
    rig.scene.leaveApp()
    rig.advance(3600)
    rig.scene.returnToApp()
    await rig.finishWork()
    #expect(!rig.session.isLocked, "with the lock off nothing locks")
  }

  @Test("The lock's cover (.whileOn) is up at every resign active but its own prompts and a system sheet's")
  func lockCover() async {
    let rig = SessionRig()
    rig.scene.openAppSwitcher()
    #expect(rig.scene.appSwitcherCardsShowedContent == [false] && rig.session.isCovered && !rig.session.isLocked)
    rig.scene.returnToApp()
    #expect(!rig.session.isCovered)
    rig.systemSheetUp = true
    rig.scene.openControlCenter()
    #expect(!rig.session.isCovered, "a system sheet's prompt, not the user leaving")
    rig.scene.closeControlCenter()
    rig.systemSheetUp = false
    _ = await rig.session.ownPrompt { rig.scene.systemPromptAppeared() }
    #expect(!rig.session.isCovered && !rig.session.isLocked, "the app's own prompt neither covers nor locks")
    rig.scene.systemPromptDisappeared()
    rig.isOn = false
    rig.scene.leaveApp()
    #expect(!rig.session.isCovered && rig.scene.snapshotsShowedContent == [true], "off: no cover")
  }

  @Test("The privacy cover (.always) is up at every resign active whatever the lock, and at the background")
  func privacyCover() {
    let rig = SessionRig(cover: .always)
    rig.isOn = false
    rig.scene.openAppSwitcher()
    #expect(rig.session.isCovered && rig.scene.appSwitcherCardsShowedContent == [false])
    rig.scene.returnToApp()
    #expect(!rig.session.isCovered)
    rig.scene.leaveApp()
    #expect(rig.session.isCovered && rig.scene.snapshotsShowedContent == [false] && !rig.session.isLocked)
  }

  @Test("An unlock takes the lock's cover (.whileOn) down with it; the privacy cover (.always) waits for .active")
  func unlockAndCover() async {
    for rule in [AppLockSession.CoverRule.whileOn, .always] {
      // The Unlock button's check answered while the app switcher is still over the app.
      let rig = SessionRig(cover: rule, locked: true, promptMovesScene: false)
      rig.scene.openAppSwitcher()
      #expect(rig.session.isCovered)
      rig.owner.script(.match)
      await rig.session.unlock()
      #expect(!rig.session.isLocked && rig.session.isCovered == (rule == .always), "\(rule)")
      rig.scene.returnToApp()
      #expect(!rig.session.isCovered && rig.owner.prompts.count == 1, "\(rule): the return asks nothing more")
    }
  }

  @Test("A return's ask waits for a prompt of the app's own, and is asked when that prompt ends")
  func askWaitsForOwnPrompt() async throws {
    let rig = SessionRig()
    rig.scene.leaveApp()
    let (answer, give) = AsyncStream<Void>.makeStream()
    let prompt = Task { await rig.session.ownPrompt { for await _ in answer {} } }
    try #require(await untilHolds { rig.session.isShowingOwnPrompt }, "the app's own prompt is up")
    rig.scene.returnToApp()
    await rig.finishWork()
    #expect(rig.owner.prompts.isEmpty && rig.session.isLocked, "nothing asked over the app's own prompt")
    rig.owner.script(.match)
    give.finish()
    await prompt.value
    await rig.finishWork()
    #expect(rig.owner.prompts == [.deviceOwnerAuthentication] && !rig.session.isLocked)
    #expect(!rig.session.isShowingOwnPrompt)
  }

  @Test("A setting's owner check is one of the app's own prompts: its inactive scene neither covers nor locks")
  func askOwnerIsOwnPrompt() async {
    let rig = SessionRig()
    rig.owner.script(.cancel)
    let result = await rig.session.askOwner(reason: LocalizedCopy("test.turnOff", "Turn Off"))
    #expect(result == .failure(.userCancel) && rig.owner.prompts == [.deviceOwnerAuthentication])
    #expect(rig.scene.history.suffix(2) == [.inactive, .active] && !rig.session.isCovered && !rig.session.isLocked)
    #expect(!rig.session.isShowingOwnPrompt && rig.log.isEmpty, "not the unlock: nothing reported")
  }

  @Test("With no passcode the lock cannot hold: unlocked without a prompt, and the app told")
  func passcodeGone() async {
    let rig = SessionRig(locked: true, passcodeSet: false, phase: .background)
    rig.scene.returnToApp()
    await rig.finishWork()
    #expect(!rig.session.isLocked && rig.owner.prompts.isEmpty)
    #expect(rig.log == ["opened", "passcodeGone"], "unlocked first, then told; not `unlocked`")
  }

  @Test("The app's own work runs after the cover and the return's judgement, and before it locks or the unlock starts")
  func appWorkOrder() async {
    let rig = SessionRig()
    rig.scene.onChange = { _ in }
    let session = rig.session
    var seen: [String] = []
    session.scenePhaseChanged(to: .inactive) { seen.append("inactive: covered \(session.isCovered)") }
    session.scenePhaseChanged(to: .background) { seen.append("background: locked \(session.isLocked)") }
    seen.append("after background: locked \(session.isLocked)")
    session.run = { _ in seen.append("unlock started") }
    session.scenePhaseChanged(to: .active) { seen.append("active: covered \(session.isCovered)") }
    #expect(
      seen == [
        "inactive: covered true", "background: locked false", "after background: locked true", "active: covered false",
        "unlock started",
      ])
    rig.owner.script(.match)
    await session.unlock()
    rig.delay = .oneMinute
    session.scenePhaseChanged(to: .background)
    rig.advance(60)
    seen = []
    session.scenePhaseChanged(to: .active) { seen.append("active: locked \(session.isLocked)") }
    #expect(seen == ["active: locked true", "unlock started"])
  }
}
