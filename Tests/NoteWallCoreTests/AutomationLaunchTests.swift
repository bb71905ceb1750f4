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
    await first.updateWallpaper()  // agreed: drawn where the shortcut reads it
    await first.wallpaperSettled()
    // The automation's launch: no view, so nothing is measured; the launch redraws the wallpaper.
    try FileManager.default.removeItem(at: WallpaperExporter(root: world.folder).lockScreenFile)
    let automation = world.model()
    await automation.wallpaperSettled()
    #expect(automation.device.id == "6.7-island")
    let handedOut = try #require(try ShortcutContract.handOut(.lockScreen, in: world.folder))
    let size = jpegSize(try Data(contentsOf: handedOut))
    #expect(size?.width == 1290 && size?.height == 2796, "the measured phone's pixels, not the 6.1-inch fallback's")
    await first.remindersSettled()
  }
}
