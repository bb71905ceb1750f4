import Foundation
import Testing

@testable import NoteWallCore

/// docs/notewall-shortcut.md, held to: nothing the shortcut could set exists before the user has seen the
/// wallpaper and agreed; from then on the spec's shortcut finds, in each of its two folders, exactly the image it
/// should set (a kept home screen: none) and nothing else it could take; the App Intent hands over the same files.
@MainActor
@Suite("NoteWall shortcut contract")
struct ShortcutContractTests {
  /// Everything in the shortcut's folders for this choice, now and after a relaunch from the saved state.
  func expectHonoured(_ world: World, _ model: NoteWallModel, _ state: String) async {
    await model.wallpaper.finishWork()
    let expected =
      [ShortcutContract.lockScreenPath]
      + (model.appearance.settings.home == .unchanged ? [] : [ShortcutContract.homeScreenPath])
    #expect(ShortcutContract.folderContents(in: world.folder) == expected, "\(state): each folder holds its image only")
    #expect(ShortcutContract.isHonoured(in: world.folder, home: model.appearance.settings.home), "\(state)")
    let relaunched = world.model()
    await relaunched.wallpaper.finishWork()
    #expect(ShortcutContract.folderContents(in: world.folder) == expected, "\(state): after a relaunch")
  }

  /// Before the user agreed, a shortcut run by hand (from the Shortcuts app) finds nothing to set.
  func expectNothingToSet(_ world: World, _ model: NoteWallModel, _ state: String) async {
    await model.wallpaper.finishWork()
    let base = world.folder.appendingPathComponent(ShortcutContract.baseFolder)
    #expect(!FileManager.default.fileExists(atPath: base.path), "\(state): no NoteWall folder in Documents")
    await world.model().wallpaper.finishWork()
    #expect(!FileManager.default.fileExists(atPath: base.path), "\(state): after a relaunch")
  }

  /// Walked to Step 6 with a note, the wallpaper drawn for its preview, nothing agreed yet; the user allows
  /// notifications at its prompt.
  @Test("NW-6.2 / NW-10.2: nothing the shortcut reads exists until the user agreed; then every file, in every state")
  func everyState() async throws {
    let world = World()
    world.notifications.scriptPrompt(.allow)  // at Step 6
    let model = world.model()
    model.onboarding.getStarted()
    await model.onboarding.advance()
    await model.onboarding.advance()
    await model.onboarding.continueWithSafari()
    await model.onboarding.installShortcut()
    await expectNothingToSet(world, model, "installing, before any note")
    world.scene.leaveApp()
    world.scene.returnToApp()
    await expectNothingToSet(world, model, "installation check")
    model.onboarding.itWorked()
    model.add("Call mum")
    await model.onboarding.advance()
    model.appearance.setHome(.preset(.black))
    await expectNothingToSet(world, model, "Step 5, a home preset chosen")
    await model.onboarding.advance()
    #expect(
      model.onboarding.flow.step == .permissions && model.onboarding.lockScreenPreview(now: .now) != nil,
      "Step 6 previews it")
    await expectNothingToSet(world, model, "Step 6 before its tap")
    await model.onboarding.runShortcut()  // "Set This Wallpaper"
    #expect(
      world.opened.last?.hasPrefix("shortcuts://x-callback-url/run-shortcut?name=Set%20NoteWall%20Wallpaper&") == true)
    await expectHonoured(world, model, "Step 6 after Set This Wallpaper")
    model.onboarding.togglePermissionsConfirmed()
    await model.onboarding.advance()
    await model.onboarding.advance()
    #expect(!model.showsOnboarding)
    await expectHonoured(world, model, "after setup")
    model.appearance.setHome(.unchanged)
    await expectHonoured(world, model, "Keep Current after a preset")
    await model.appearance.setPhoto(try world.photo(.white), for: .home)
    await expectHonoured(world, model, "home photo")
    model.appearance.setLock(.color(.navy))
    model.appearance.setHome(.unchanged)
    await expectHonoured(world, model, "lock colour, Keep Current")
    await model.appearance.setPhoto(try world.photo(ColorPreset.gray.color), for: .lock)
    await expectHonoured(world, model, "lock photo")
    model.appearance.setHome(.preset(.gray))
    await expectHonoured(world, model, "home preset again")
    // Files deletes what the shortcut reads: the next launch draws it again.
    for file in ShortcutContract.files {
      try FileManager.default.removeItem(at: world.folder.appendingPathComponent(file))
      await expectHonoured(world, world.model(), "after \(file) was deleted")
    }
    await model.lockScreen.remindersFinished()
  }

  @Test("NW-6.2: Keep Current, the default: the HomeScreen folder is empty, so the shortcut has no home image to set")
  func keepCurrentFromTheStart() async throws {
    let world = World()
    let model = await world.modelAtStepSix()
    #expect(model.appearance.settings.home == .unchanged)
    await model.onboarding.runShortcut()
    await model.wallpaper.finishWork()
    #expect(ShortcutContract.folderContents(in: world.folder) == [ShortcutContract.lockScreenPath])
    await model.lockScreen.remindersFinished()
  }

  @Test("NW-10.2: what an earlier build wrote straight under Documents is removed at the next drawing")
  func earlierLayoutRemoved() async throws {
    let world = World()
    for path in ShortcutContract.earlierLayout {
      let file = world.folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("old".utf8).write(to: file)
    }
    let model = await world.modelAtStepSix()
    await model.onboarding.runShortcut()
    await model.wallpaper.finishWork()
    let left = try FileManager.default.contentsOfDirectory(atPath: world.folder.path)
    #expect(left == [ShortcutContract.baseFolder], "only the shortcut's folder is left in Documents")
    #expect(ShortcutContract.folderContents(in: world.folder) == [ShortcutContract.lockScreenPath])
    await model.lockScreen.remindersFinished()
  }

  @Test("An automation that fetched the current lock screen through the App Intent clears out-of-date on return")
  func automationClearsOutOfDate() async throws {
    let world = World()
    let model = await world.modelAtStepSix()
    await model.onboarding.runShortcut()
    model.handle(try world.callback())
    model.onboarding.togglePermissionsConfirmed()
    await model.onboarding.advance()
    await model.onboarding.advance()
    model.add("Pay rent")
    await model.wallpaper.finishWork()
    await model.lockScreen.remindersFinished()
    #expect(model.lockScreen.outOfDateMessage != nil && model.lockScreen.pendingUpdateReminder)
    // An older image handed out does not count.
    world.scene.leaveApp()
    try Data("old".utf8).write(to: ShortcutContract.handedOutMarker(in: world.folder))
    world.scene.returnToApp()
    #expect(model.lockScreen.outOfDateMessage != nil)
    // A personal automation runs "Get NoteWall Wallpaper" (what the intent calls), then Set Wallpaper.
    world.scene.leaveApp()
    _ = try ShortcutContract.handOut(.lockScreen, in: world.folder)
    #expect(ShortcutContract.folderContents(in: world.folder) == [ShortcutContract.lockScreenPath], "its note is not")
    world.scene.returnToApp()
    await model.lockScreen.remindersFinished()
    #expect(model.lockScreen.outOfDateMessage == nil && !model.lockScreen.pendingUpdateReminder)
    #expect(await world.notifications.pendingIdentifiers().isEmpty, "no reminder for what is already set")
  }

  @Test("A launch draws the wallpaper again from the notes as saved: a drawing iOS cut short is redone")
  func launchRedraws() async throws {
    let world = World()
    let model = await world.modelAtStepSix()
    await model.onboarding.runShortcut()
    await model.wallpaper.finishWork()
    let drawn = try Data(contentsOf: WallpaperExporter(root: world.folder).lockScreenFile)
    // The notes were saved, then iOS ended the app before the new drawing reached the file.
    try world.dependencies.store.write(
      NoteList([WallNote(text: "Call mum"), WallNote(text: "Pay rent")]), for: NoteList.key)
    let relaunched = world.model()
    await relaunched.wallpaper.finishWork()
    #expect(try Data(contentsOf: WallpaperExporter(root: world.folder).lockScreenFile) != drawn, "drawn again")
    await model.lockScreen.remindersFinished()
  }

  @Test("Setup finished without Set This Wallpaper: Update Wallpaper is the agreement, and writes the files first")
  func updateWallpaperAgrees() async throws {
    let world = World()
    let model = await world.modelAtStepSix()
    model.onboarding.togglePermissionsConfirmed()
    await model.onboarding.advance()
    await model.onboarding.advance()
    #expect(!model.showsOnboarding)
    await expectNothingToSet(world, model, "finished without running the shortcut")
    #expect(
      model.lockScreen.outOfDateMessage == NoteWallCopy.lockScreenNotSetYet, "the notes screen says it is not set yet")
    await model.lockScreen.updateWallpaper()
    #expect(
      world.opened.last?.hasPrefix("shortcuts://x-callback-url/run-shortcut?name=Set%20NoteWall%20Wallpaper&") == true)
    await expectHonoured(world, model, "after Update Wallpaper")
    await model.lockScreen.remindersFinished()
  }

  @Test("Get NoteWall Wallpaper: the lock image, the home image only when set, a clear error before any agreement")
  func appIntentFiles() async throws {
    let world = World()
    #expect(throws: ShortcutContract.IntentFailure.noWallpaperYet) {
      try ShortcutContract.intentFile(for: .lockScreen, in: world.folder)
    }
    let model = await world.modelAtStepSix()
    #expect(throws: ShortcutContract.IntentFailure.noWallpaperYet, "drawn for the preview only") {
      try ShortcutContract.intentFile(for: .lockScreen, in: world.folder)
    }
    await model.onboarding.runShortcut()
    await model.wallpaper.finishWork()
    let exporter = WallpaperExporter(root: world.folder)
    #expect(try ShortcutContract.intentFile(for: .lockScreen, in: world.folder) == exporter.lockScreenFile)
    #expect(try ShortcutContract.intentFile(for: .homeScreen, in: world.folder) == nil, "Keep Current: no home image")
    model.appearance.setHome(.preset(.gray))
    await model.wallpaper.finishWork()
    #expect(try ShortcutContract.intentFile(for: .homeScreen, in: world.folder) == exporter.homeScreenFile)
    await model.lockScreen.remindersFinished()
  }

  @Test("A damaged notes file is set aside and said; a newer version's file is never written over")
  func savedDataKept() async throws {
    let world = World()
    let storeFolder = world.dependencies.store.directory
    try FileManager.default.createDirectory(at: storeFolder, withIntermediateDirectories: true)
    let notesFile = storeFolder.appendingPathComponent(NoteList.key.name + ".json")
    try Data("{ not json".utf8).write(to: notesFile)
    let model = world.model()
    #expect(model.messageUp == NoteWallCopy.damagedDataSetAside && model.notes.list.notes.isEmpty)
    let kept = try FileManager.default.contentsOfDirectory(atPath: storeFolder.path).filter { $0.contains("damaged") }
    #expect(kept.count == 1, "the damaged bytes are kept beside it")

    let newer = Data(#"{"schemaVersion":99,"value":{"everything":"else"}}"#.utf8)
    try newer.write(to: notesFile)
    let later = world.model()
    later.add("Call mum")
    #expect(
      later.messageUp?.hasPrefix("NoteWall couldn't save your changes: they were saved by a newer version") == true)
    #expect(try Data(contentsOf: notesFile) == newer, "what this version could not read is still there, whole")
    await later.wallpaper.finishWork()
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
    model.onboarding.getStarted()
    await model.onboarding.advance()
    await model.onboarding.advance()
    await model.onboarding.continueWithSafari()
    await model.onboarding.installShortcut()
    #expect(world.opened.last == own)
    let run = try #require(ShortcutRunner.runURL(name: "My NoteWall"))
    #expect(run.absoluteString.contains("name=My%20NoteWall"))
    await model.wallpaper.finishWork()
  }

  @Test("NW-10.3: the app runs the spec's shortcut by the name the original app ran it by, by default everywhere")
  func shortcutName() throws {
    #expect(ShortcutContract.defaultShortcutName == "Set NoteWall Wallpaper")
    #expect(NoteWallConfiguration().runnableShortcutName == ShortcutContract.defaultShortcutName)
    let config = try String(contentsOf: repository.appendingPathComponent("Apps/Config/Base.xcconfig"), encoding: .utf8)
    let lines = config.split(separator: "\n").map(String.init)
    #expect(lines.contains("NOTEWALL_SHORTCUT_NAME = \(ShortcutContract.defaultShortcutName)"))
    #expect(
      lines.contains { $0.hasPrefix("NOTEWALL_SHORTCUT_URL = ") && $0.hasSuffix("4735a1723f8a4cc28c12d07092c66a35") })
    let project = try String(contentsOf: repository.appendingPathComponent("Apps/project.yml"), encoding: .utf8)
    #expect(project.contains("NoteWallShortcutName: $(NOTEWALL_SHORTCUT_NAME)"))
  }

  var repository: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  @Test("docs/notewall-shortcut.md names every file, folder, the shortcut, both callbacks and its sources")
  func documented() throws {
    let doc = try String(contentsOf: repository.appendingPathComponent("docs/notewall-shortcut.md"), encoding: .utf8)
    let names =
      ShortcutContract.files + [
        ShortcutContract.lockScreenFolder, ShortcutContract.homeScreenFolder, ShortcutContract.defaultShortcutName,
        ShortcutContract.successCallback, ShortcutContract.errorCallback, "errorMessage", "x-cancel",
        OnboardingCopy.shortcutURL, "Get NoteWall Wallpaper", "NOTEWALL_SHORTCUT_URL", "NOTEWALL_SHORTCUT_NAME",
        "SlohGPT/OFFICIAL-NOTEWALL", "HomeScreenImageManager.swift",
      ]
    for name in names { #expect(doc.contains(name), "\(name) is in the contract") }
  }
}
