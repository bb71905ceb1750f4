import AppServicesTestSupport
import Foundation
import Testing

@testable import NoteWallCore

/// iOS often ends the app while the user is in Shortcuts (issue 30): a cold launch resumes where the user was.
/// Each test recreates the model from what the last one saved, at every step, as a relaunch does.
@MainActor
@Suite("NoteWall resumes after being killed")
struct ResumeTests {
  /// A relaunch from the saved state: the same step, phase, notes, settings and Step 6 run.
  @discardableResult
  func expectResumes(
    _ world: World, _ model: NoteWallModel, install: InstallPhase? = nil, _ where: String
  ) async -> NoteWallModel {
    await model.wallpaper.finishWork()
    let relaunched = world.model()
    #expect(relaunched.onboarding.flow.step == model.onboarding.flow.step, "\(`where`): the step")
    #expect(
      relaunched.onboarding.flow.install == (install ?? model.onboarding.flow.install), "\(`where`): Step 3's phase")
    #expect(
      relaunched.notes.list == model.notes.list && relaunched.appearance.settings == model.appearance.settings,
      "\(`where`): notes, settings")
    #expect(relaunched.onboarding.permissionsRun == model.onboarding.permissionsRun, "\(`where`): Step 6's run")
    #expect(relaunched.showsOnboarding == model.showsOnboarding, "\(`where`)")
    await relaunched.wallpaper.finishWork()
    return relaunched
  }

  @Test(
    "NW-9.1 / NW-4.3: a relaunch at every step resumes there; killed in Shortcuts, it resumes at the Installation Check"
  )
  func everyStep() async throws {
    let world = World()
    world.photos.scriptPrompt(allow: true)  // the stuck path opens Photos
    world.notifications.scriptPrompt(.allow)  // at Step 6
    let model = world.model()
    await expectResumes(world, model, "hook")
    model.onboarding.getStarted()
    await expectResumes(world, model, "welcome")
    await model.onboarding.advance()
    await expectResumes(world, model, "video introduction")
    await model.onboarding.advance()
    await model.onboarding.continueWithSafari()
    await expectResumes(world, model, "Step 3, before installing")
    await model.onboarding.installShortcut()
    #expect(model.onboarding.flow.install == .inShortcuts)
    // Killed before it even went to the background, or after: either way the user comes back to the check.
    await expectResumes(world, model, install: .check, "Step 3, Shortcuts opened")
    world.scene.leaveApp()
    let killed = await expectResumes(world, model, install: .check, "Step 3, in Shortcuts, killed there")
    // The relaunched app's scene then becomes active (a cold launch: inactive, then active): it stays at the
    // check, asked once.
    let relaunched = SimulatedScene(phase: .background)
    relaunched.onChange = { killed.scenePhaseChanged(to: $0) }
    relaunched.returnToApp()
    #expect(killed.onboarding.flow.install == .check)
    world.scene.returnToApp()
    #expect(model.onboarding.flow.install == .check)
    await expectResumes(world, model, "Installation Check")
    model.onboarding.gotStuck()
    await expectResumes(world, model, "How-to-Fix")
    await model.onboarding.openPhotos()
    #expect(model.onboarding.flow.install == .readyToTryAgain)
    await expectResumes(world, model, "Ready to Try Again?")
    await model.onboarding.installAgain()
    world.scene.leaveApp()
    await expectResumes(world, model, install: .check, "installing again, killed in Shortcuts")
    world.scene.returnToApp()
    model.onboarding.itWorked()
    await expectResumes(world, model, "Step 4")
    model.add("Call mum")
    await model.onboarding.advance()
    model.appearance.setLock(.color(.plum))
    await expectResumes(world, model, "Step 5")
    await model.onboarding.advance()
    await expectResumes(world, model, "Step 6, not run")
    await model.onboarding.runShortcut()
    #expect(model.onboarding.permissionsRun == .running)
    world.scene.leaveApp()
    await expectResumes(world, model, "Step 6, in Shortcuts, killed there")
    model.handle(try world.callback(failed: "Denied"))
    await expectResumes(world, model, "Step 6, the run failed")
    await model.onboarding.runShortcut()  // "Run the Shortcut Again"
    model.handle(try world.callback())
    #expect(model.onboarding.permissionsRun == .succeeded)
    await expectResumes(world, model, "Step 6, the run worked")
    model.onboarding.togglePermissionsConfirmed()
    await expectResumes(world, model, "Step 6, confirmed")
    await model.onboarding.advance()
    await expectResumes(world, model, "overview")
    await model.onboarding.advance()
    await expectResumes(world, model, "main app")
    await model.lockScreen.remindersFinished()
  }

  @Test("Killed in Shortcuts at Step 6: the callback that relaunches the app still lands on Step 6's result")
  func callbackAfterColdLaunch() async throws {
    let world = World()
    let model = await world.modelAtStepSix()
    await model.onboarding.runShortcut()
    await model.wallpaper.finishWork()
    let relaunched = world.model()
    #expect(relaunched.onboarding.flow.step == .permissions && relaunched.onboarding.permissionsRun == .running)
    relaunched.handle(try world.callback())
    #expect(relaunched.onboarding.permissionsRun == .succeeded && relaunched.messageUp == nil)
    #expect(world.model().onboarding.permissionsRun == .succeeded)
    await relaunched.wallpaper.finishWork()
    await model.lockScreen.remindersFinished()
  }

  @Test("A damaged session file resumes with the defaults, never a failed launch")
  func damagedSession() async throws {
    let world = World()
    let store = world.dependencies.store
    try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
    try Data("{\"permissionsRun\": 42, \"leftForShortcuts\": \"x\"}".utf8)
      .write(to: store.directory.appendingPathComponent("notewall-session.json"))
    let model = world.model()
    #expect(model.onboarding.permissionsRun == .notStarted && model.onboarding.flow.step == .hook)
  }
}

/// The scene as iOS moves it (SimulatedScene): a system prompt or Control Center makes the app inactive, not
/// background, and must not count as a trip to Shortcuts.
@MainActor
@Suite("NoteWall scene phases")
struct ScenePhaseTests {
  @Test(
    "NW-4.3: only leaving for Shortcuts and coming back asks the Installation Check; a prompt or Control Center does not"
  )
  func onlyARealReturnAsks() async {
    let world = World()
    let model = world.model()
    let scene = SimulatedScene()
    scene.onChange = { model.scenePhaseChanged(to: $0) }
    model.onboarding.getStarted()
    await model.onboarding.advance()
    await model.onboarding.advance()
    await model.onboarding.continueWithSafari()
    await model.onboarding.installShortcut()
    scene.systemPromptAppeared()
    scene.systemPromptDisappeared()
    scene.openControlCenter()
    scene.closeControlCenter()
    #expect(model.onboarding.flow.install == .inShortcuts, "still away installing: nothing asked yet")
    scene.leaveApp()
    scene.returnToApp()
    #expect(model.onboarding.flow.install == .check)
    #expect(
      scene.history == [.active, .inactive, .active, .inactive, .active, .inactive, .background, .inactive, .active])
    await model.wallpaper.finishWork()
  }
}
