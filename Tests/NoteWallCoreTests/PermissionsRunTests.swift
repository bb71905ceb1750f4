import Foundation
import Testing

@testable import NoteWallCore

/// Step 6 makes the prompts it describes appear, and the notification permission it asks for is put to use.
@MainActor
@Suite("NoteWall Step 6 and reminders")
struct PermissionsRunTests {
  /// A world at Step 6: a note added, the wallpaper drawn.
  func atPermissions(_ world: World) async -> NoteWallModel {
    let model = await world.modelAtInstallCheck()
    model.itWorked()
    await model.advance()
    model.add("Call mum")
    await model.advance()
    await model.advance()
    return model
  }

  @Test(
    "NW-7.1 / NW-7.3: Step 6 asks for notifications, then runs the shortcut, whose first run asks for its two folders")
  func runsTheShortcut() async throws {
    let world = World()
    let model = await atPermissions(world)
    #expect(model.flow.step == .permissions && world.notificationRequests == 1)
    let run = try #require(ShortcutRunner.runURL?.absoluteString)
    #expect(world.opened.last == run, "the shortcut runs, so its folder prompts appear")
    #expect(model.permissionsRun == .running)
    // It comes back having set the wallpaper: said on the step, not in an alert.
    model.handle(try #require(URL(string: ShortcutRunner.callback)))
    #expect(model.permissionsRun == .succeeded && model.message == nil)
    #expect(!model.canAdvance || model.flow.step == .permissions, "the checkbox still decides (NW-7.4)")
    await model.remindersSettled()
  }

  @Test("NW-7.4: a folder refused or a cancelled run is said on the step, and the shortcut can run again")
  func runFailed() async throws {
    let world = World()
    let model = await atPermissions(world)
    model.handle(try #require(URL(string: ShortcutRunner.errorCallback + "?errorMessage=Permission%20denied")))
    #expect(model.permissionsRun == .failed("Permission denied"))
    let opened = world.opened.count
    await model.runShortcutAgain()
    #expect(world.opened.count == opened + 1 && model.permissionsRun == .running)
    await model.remindersSettled()
  }

  @Test(
    "Notifications are used: after setup, changed notes not yet on the lock screen get a reminder, withdrawn by an update"
  )
  func reminder() async throws {
    let world = World()
    let model = await atPermissions(world)
    model.togglePermissionsConfirmed()
    await model.advance()
    await model.advance()
    #expect(!model.showsOnboarding)
    #expect(world.reminders.isEmpty, "nothing to remind of yet")
    model.add("Buy milk")
    await model.wallpaperSettled()
    await model.remindersSettled()
    #expect(world.reminders.last == .some(.notesChanged) && model.pendingUpdateReminder)
    model.handle(try #require(URL(string: ShortcutRunner.callback)))
    await model.remindersSettled()
    #expect(world.reminders.last == .some(nil) && !model.pendingUpdateReminder)
    #expect(model.message == NoteWallCopy.wallpaperUpdated)
    // Kept across launches: the relaunched app still reminds.
    let relaunched = world.model()
    relaunched.add("Call the bank")
    await relaunched.wallpaperSettled()
    await relaunched.remindersSettled()
    #expect(world.reminders.last == .some(.notesChanged))
  }

  @Test(
    "After setup, the guide and the shortcut are one tap away: notes and appearance kept, the guide finishes back home")
  func backToTheGuide() async throws {
    let world = World()
    let model = await atPermissions(world)
    model.togglePermissionsConfirmed()
    await model.advance()
    await model.advance()
    #expect(!model.showsOnboarding)
    await model.reinstallShortcut()
    #expect(world.opened.last == OnboardingCopy.shortcutURL && !model.showsOnboarding)
    model.reopenSetupGuide()
    #expect(model.showsOnboarding && model.flow.step == .installShortcut)
    #expect(model.notes.notes.map(\.text) == ["Call mum"], "the notes are kept")
    #expect(world.model().showsOnboarding, "kept across a relaunch until finished")
    await model.remindersSettled()
  }
}
