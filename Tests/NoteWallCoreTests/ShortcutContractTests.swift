import Foundation
import Testing

@testable import NoteWallCore

/// docs/notewall-shortcut.md, held to: every file the shortcut reads exists in every state the app can be in,
/// the home mode says what the user chose, and the App Intent hands over the same files.
@MainActor
@Suite("NoteWall shortcut contract")
struct ShortcutContractTests {
  /// The contract, checked now and after a relaunch from the saved state.
  func expectHonoured(_ world: World, _ model: NoteWallModel, _ state: String) async {
    await model.wallpaperSettled()
    #expect(ShortcutContract.isHonoured(in: world.folder), "\(state): every file the shortcut reads exists")
    #expect(
      ShortcutContract.homeScreenMode(in: world.folder) == ShortcutContract.HomeScreenMode(model.settings.home),
      "\(state): the home mode matches the choice")
    let relaunched = world.model()
    await relaunched.wallpaperSettled()
    #expect(ShortcutContract.isHonoured(in: world.folder), "\(state): after a relaunch")
  }

  @Test("NW-6.2 / NW-10.2: every file the shortcut reads exists in every state, Keep Current included")
  func everyState() async throws {
    let world = World()
    let model = world.model()
    model.getStarted()
    await model.advance()
    await model.advance()
    await model.installShortcut()
    await expectHonoured(world, model, "installing, before any note")
    model.scenePhaseChanged(to: .background)
    model.scenePhaseChanged(to: .active)
    await expectHonoured(world, model, "installation check")
    model.itWorked()
    model.add("Call mum")
    await expectHonoured(world, model, "Step 4 with a note")
    await model.advance()
    model.setHome(.preset(.black))
    await expectHonoured(world, model, "home preset")
    model.setHome(.unchanged)
    await expectHonoured(world, model, "Keep Current after a preset")
    await model.setPhoto(try world.photo(.white), for: .home)
    await expectHonoured(world, model, "home photo")
    model.setLock(.color(.navy))
    model.setHome(.unchanged)
    await expectHonoured(world, model, "lock colour, Keep Current")
    await model.setPhoto(try world.photo(ColorPreset.gray.color), for: .lock)
    await expectHonoured(world, model, "lock photo")
    await model.advance()
    await expectHonoured(world, model, "Step 6")
    model.togglePermissionsConfirmed()
    await model.advance()
    await model.advance()
    #expect(!model.showsOnboarding)
    await expectHonoured(world, model, "after setup")
    // Files deletes what the shortcut reads: the next launch draws it again.
    for file in ShortcutContract.files {
      try FileManager.default.removeItem(at: world.folder.appendingPathComponent(file))
      await expectHonoured(world, world.model(), "after \(file) was deleted")
    }
    await model.remindersSettled()
  }

  @Test("Keep Current with no home image ever drawn: the file is there, the mode says keep")
  func keepCurrentFromTheStart() async throws {
    let world = World()
    let model = await world.modelAtInstallCheck()
    #expect(model.settings.home == .unchanged)
    await model.wallpaperSettled()
    #expect(ShortcutContract.homeScreenMode(in: world.folder) == .keep)
    #expect(FileManager.default.fileExists(atPath: WallpaperExporter(root: world.folder).homeScreenFile.path))
  }

  @Test("Get NoteWall Wallpaper: the lock image, the home image only when set, a clear error before any drawing")
  func appIntentFiles() async throws {
    let world = World()
    #expect(throws: ShortcutContract.IntentFailure.noWallpaperYet) {
      try ShortcutContract.intentFile(for: .lockScreen, in: world.folder)
    }
    let model = await world.modelAtInstallCheck()
    await model.wallpaperSettled()
    let exporter = WallpaperExporter(root: world.folder)
    #expect(try ShortcutContract.intentFile(for: .lockScreen, in: world.folder) == exporter.lockScreenFile)
    #expect(try ShortcutContract.intentFile(for: .homeScreen, in: world.folder) == nil, "Keep Current: no home image")
    model.setHome(.preset(.gray))
    await model.wallpaperSettled()
    #expect(try ShortcutContract.intentFile(for: .homeScreen, in: world.folder) == exporter.homeScreenFile)
  }

  @Test("The shortcut link and name are build settings: the spec's by default, https only")
  func configuredShortcut() async throws {
    #expect(NoteWallConfiguration().shortcutPage == OnboardingCopy.shortcutURL)
    #expect(NoteWallConfiguration(shortcutURL: "").shortcutPage == OnboardingCopy.shortcutURL)
    #expect(NoteWallConfiguration(shortcutURL: "http://evil.example").shortcutPage == OnboardingCopy.shortcutURL)
    let own = "https://www.icloud.com/shortcuts/0123456789abcdef"
    let world = World()
    world.configuration = NoteWallConfiguration(shortcutURL: own, shortcutName: "My NoteWall")
    let model = world.model()
    model.getStarted()
    await model.advance()
    await model.advance()
    await model.installShortcut()
    #expect(world.opened.last == own)
    let run = try #require(ShortcutRunner.runURL(name: "My NoteWall"))
    #expect(run.absoluteString.contains("name=My%20NoteWall"))
    await model.wallpaperSettled()
  }

  @Test("docs/notewall-shortcut.md names every file, folder, the shortcut and both callbacks the app uses")
  func documented() throws {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let doc = try String(contentsOf: repository.appendingPathComponent("docs/notewall-shortcut.md"), encoding: .utf8)
    let names =
      ShortcutContract.files + [
        ShortcutContract.lockScreenFolder, ShortcutContract.homeScreenFolder, ShortcutContract.defaultShortcutName,
        ShortcutContract.successCallback, ShortcutContract.errorCallback, "errorMessage", "x-cancel",
        OnboardingCopy.shortcutURL, "Get NoteWall Wallpaper", "NOTEWALL_SHORTCUT_URL", "NOTEWALL_SHORTCUT_NAME",
      ] + ShortcutContract.HomeScreenMode.allCases.map { "`\($0.rawValue)`" }
    for name in names { #expect(doc.contains(name), "\(name) is in the contract") }
  }
}
