import Foundation
import TestSupport
import Testing

@testable import NoteWallCore

/// Launches no one sees: an automation runs "Get NoteWall Wallpaper", iOS starts the app without a scene, and the
/// model draws the wallpaper again before the intent hands it out; and callbacks that reach the app.
@MainActor
@Suite("NoteWall launches by automations and callbacks")
struct AutomationLaunchTests {
  @Test("NW-10.4: a launch with no scene draws for the screen last measured, not the fallback profile")
  func launchWithoutSceneKeepsTheMeasuredScreen() async throws {
    let world = World()
    let first = world.model()
    #expect(first.device == world.dependencies.device, "never measured: the dependencies' guess")
    first.add("Call mum")
    first.screenMeasured(width: 430, height: 932, scale: 3)
    await first.lockScreen.updateWallpaper()  // agreed: drawn where the shortcut reads it
    await first.wallpaper.finishWork()
    // The automation's launch: no view, so nothing is measured; the launch redraws the wallpaper.
    try FileManager.default.removeItem(at: WallpaperExporter(root: world.folder).lockScreenFile)
    let automation = world.model()
    await automation.wallpaper.finishWork()
    #expect(automation.device.id == "6.7-island")
    let handedOut = try #require(try ShortcutContract.handOut(.lockScreen, in: world.folder))
    let size = jpegSize(try Data(contentsOf: handedOut))
    #expect(size?.width == 1290 && size?.height == 2796, "the measured phone's pixels, not the 6.1-inch fallback's")
    await first.lockScreen.remindersFinished()
  }

  @Test(
    "NW-10.3: only the run the app started says the wallpaper was set: forged, stale and replayed callbacks are ignored"
  )
  func onlyTheAppsRunIsHeard() async throws {
    let world = World()
    let model = await world.modelAtStepSix()
    await model.onboarding.runShortcut()
    model.handle(try world.callback())
    model.onboarding.togglePermissionsConfirmed()
    await model.onboarding.advance()
    await model.onboarding.advance()
    model.add("Pay rent")
    await model.lockScreen.remindersFinished()
    #expect(model.lockScreen.outOfDateMessage != nil && model.lockScreen.pendingUpdateReminder)
    // Any page can open these links: without the token of a run the app started, nothing changes.
    for forged in ["notewall://wallpaper-updated", "notewall://wallpaper-updated?run=guess"] {
      model.handle(try #require(URL(string: forged)))
    }
    await model.lockScreen.updateWallpaper()
    let stale = try world.callback()
    await model.lockScreen.updateWallpaper()  // tapped again before the first run came back
    model.handle(stale)
    await model.lockScreen.remindersFinished()
    #expect(
      model.lockScreen.outOfDateMessage != nil && model.lockScreen.pendingUpdateReminder && model.messageUp == nil)
    #expect(await world.notifications.pendingIdentifiers() == [NoteWallReminder.identifier])
    // iOS ended the app while the user was in Shortcuts: the callback relaunches it, and is still recognised.
    let relaunched = world.model()
    relaunched.handle(try world.callback())
    await relaunched.lockScreen.remindersFinished()
    #expect(relaunched.lockScreen.outOfDateMessage == nil && relaunched.messageUp == NoteWallCopy.wallpaperUpdated)
    #expect(await world.notifications.pendingIdentifiers().isEmpty, "the reminder is withdrawn")
    // The same callback again (a page that saw it) is heard once only.
    relaunched.tapMessageOK()
    relaunched.add("Gym at 7")
    relaunched.handle(try world.callback())
    #expect(relaunched.lockScreen.outOfDateMessage != nil && relaunched.messageUp == nil)
    await relaunched.wallpaper.finishWork()
    await model.lockScreen.remindersFinished()
  }
}

extension World {
  /// What Shortcuts opens when the app's last run ends: its `x-success`, or its `x-error` with the
  /// `errorMessage` Shortcuts adds; each carries the run's token.
  func callback(failed errorMessage: String? = nil) throws -> URL {
    let run = try #require(opened.last { $0.hasPrefix("shortcuts://x-callback-url/run-shortcut?") })
    let items = try #require(URLComponents(string: run)?.queryItems)
    let name = errorMessage == nil ? "x-success" : "x-error"
    var callback = try #require(items.first { $0.name == name }?.value)
    if let errorMessage {
      callback += "&errorMessage=" + (errorMessage.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
    }
    return try #require(URL(string: callback))
  }
}
