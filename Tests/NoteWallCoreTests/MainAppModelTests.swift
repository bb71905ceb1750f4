import AppServices
import AppServicesTestSupport
import DesignSystem
import Foundation
import Rendering
import RenderingCairo
import SharedStore
import TestSupport
import Testing

@testable import NoteWallCore

@MainActor
@Suite("NoteWall model: the main app's notes, wallpaper and settings, through the model the views use")
struct NoteWallMainAppModelTests {
  @Test(
    "NW-6.5 / NW-6.6 / NW-10.1 / NW-10.2: edits, reorders, deletes and the widgets switch each redraw the wallpaper")
  func mainApp() async throws {
    let world = World()
    let model = world.model()
    model.add("Gym at 7", "Call mum")
    await model.wallpaper.finishWork()
    let lockFile = WallpaperExporter(root: model.wallpaperFolder).lockScreenFile
    var last = try Data(contentsOf: lockFile)
    func redrew() throws -> Bool {
      let now = try Data(contentsOf: lockFile)
      defer { last = now }
      return now != last
    }
    let first = try #require(model.notes.list.notes.first)
    model.notes.edit(first.id, to: "Gym at 8")
    await model.wallpaper.finishWork()
    #expect(try redrew())
    model.notes.move(from: 1, to: 0)
    await model.wallpaper.finishWork()
    #expect(model.notes.list.notes.map(\.text) == ["Call mum", "Gym at 8"])
    #expect(try redrew())
    let top = try #require(model.wallpaper.layout?.placed.first?.frame.y)
    model.appearance.setUsesLockScreenWidgets(false)
    await model.wallpaper.finishWork()
    #expect(try redrew())
    #expect(try #require(model.wallpaper.layout?.placed.first?.frame.y) < top, "without widgets the notes start higher")
    model.notes.edit(first.id, to: "  ")
    #expect(model.messageUp == NoteListError.blank.description && model.notes.list.notes.count == 2)
    model.notes.delete(first.id)
    await model.wallpaper.finishWork()
    #expect(model.notes.list.notes.map(\.text) == ["Call mum"])
    #expect(try redrew())
    #expect(world.model().notes.list.notes.map(\.text) == ["Call mum"])
  }

  @Test("NW-10.4: notes that do not fit are reported in words, not cut")
  func unfit() async {
    let world = World()
    let model = world.model()
    for index in 1...20 {
      model.notes.draft = "Note \(index): " + String(repeating: "a long line of words ", count: 12)
      model.notes.addDraft()
    }
    // Twenty quick additions: drawn in the background, the last drawing with all twenty.
    await model.wallpaper.finishWork()
    #expect(model.wallpaper.layout?.placed.count ?? 0 > 0 && model.appearance.status == .saved)
    let unfit = model.wallpaper.layout?.unfit.count ?? 0
    #expect((model.wallpaper.layout?.placed.count ?? 0) + unfit == 20)
    #expect(unfit > 0)
    #expect(model.appearance.unfitMessage == NoteWallCopy.unfit(unfit))
  }

  @Test("NW-10.3: Update Wallpaper runs the shortcut; its callbacks say it worked, or why it did not")
  func update() async throws {
    let world = World()
    let model = world.model()
    model.add("Call mum")
    await model.lockScreen.updateWallpaper()
    #expect(world.opened.count == 1 && world.opened[0].hasPrefix("shortcuts://x-callback-url/run-shortcut?"))
    model.handle(try world.callback())
    #expect(model.messageUp == NoteWallCopy.wallpaperUpdated)
    model.tapMessageOK()  // messages queue: the next shows once this one is read
    await model.lockScreen.updateWallpaper()
    model.handle(try world.callback(failed: "No wallpaper selected"))
    #expect(model.messageUp == NoteWallCopy.shortcutFailed("No wallpaper selected"))
    model.tapMessageOK()
    model.handle(try #require(URL(string: "https://example.com/wallpaper-updated")))
    #expect(model.messageUp == nil)
    world.urls.installed.remove("shortcuts")
    await model.lockScreen.updateWallpaper()
    #expect(model.messageUp == NoteWallCopy.shortcutMissing)
  }

  @Test("NW-10.3: when the new wallpaper cannot be drawn, Update Wallpaper says why and does not set the older one")
  func updateAfterFailedDrawing() async throws {
    let world = World()
    let model = world.model()
    model.add("Call mum")
    await model.wallpaper.finishWork()
    #expect(model.appearance.status == .saved)
    await model.lockScreen.updateWallpaper()  // agreed: the images are where the shortcut reads them
    world.opened = []
    // The lock screen's folder becomes a file: no image can be written where the shortcut reads it.
    let lockFolder = WallpaperExporter(root: world.folder).lockScreenFile.deletingLastPathComponent()
    try FileManager.default.removeItem(at: lockFolder)
    try Data("in the way".utf8).write(to: lockFolder)
    model.add("Pay rent")
    await model.lockScreen.updateWallpaper()
    #expect(world.opened.isEmpty, "the shortcut did not run over the older image")
    #expect(model.messageUp?.hasPrefix("Couldn't save the wallpaper.") == true, "\(model.messageUp ?? "")")
  }

  @Test(
    "NW-3.2 / NW-3.5 / NW-3.6 / NW-6.6 / NW-9.3: videos from configuration or the bundle, controls, background; Help")
  func videosAndHelp() async throws {
    let world = World()
    world.bundled = [.welcome]
    let model = world.model()  // the app on screen, which the scene drives
    world.configuration = NoteWallConfiguration(videoBaseURL: "https://videos.example.com/notewall")
    let configured = world.model()
    #expect(
      configured.guide.source(of: .howToFix)
        == .remote(try #require(URL(string: "https://videos.example.com/notewall/how-to-fix-guide.mp4"))))
    #expect(model.guide.source(of: .welcome) == .bundled(URL(fileURLWithPath: "/App.app/welcome-video.mp4")))
    #expect(model.guide.source(of: .permissions) == .textOnly)

    model.guide.videoLoaded(.welcome, duration: 20)
    model.guide.videoTime(.welcome, seconds: 10)
    #expect(model.guide.skip(.welcome, forward: true) == 13)
    #expect(model.guide.skip(.welcome, forward: false) == 10)
    model.guide.toggleMute(.welcome)
    #expect(model.guide.videos[.welcome]?.isMuted == false)
    world.scene.leaveApp()
    #expect(model.guide.videos[.welcome]?.isPlaying == false)
    world.scene.returnToApp()
    #expect(model.guide.videos[.welcome]?.isPlaying == true)
    // NW-4.2: the install video plays on in picture-in-picture while the app is in the background.
    model.guide.videoLoaded(.installSteps, duration: 30)
    world.scene.leaveApp()
    #expect(model.guide.videos[.installSteps]?.isPlaying == true && model.guide.videos[.welcome]?.isPlaying == false)
    world.scene.returnToApp()

    await model.onboarding.help()
    #expect(model.isShowingHelp && world.opened.isEmpty)
    // Help's Done, as its view calls it.
    model.close(.help)
    #expect(!model.isShowingHelp)
    world.configuration = NoteWallConfiguration(supportURL: "mailto:help@example.com")
    let supported = world.model()
    await supported.onboarding.help()
    #expect(!supported.isShowingHelp && world.opened == ["mailto:help@example.com"])
    #expect(NoteWallConfiguration(supportURL: "javascript:alert(1)").supportPage == nil)
  }

  @Test("NW-10.4: the measured screen picks the wallpaper's profile, exactly or the nearest; a change redraws for it")
  func screen() async throws {
    for profile in DeviceProfile.all {
      let scale = profile.scale
      #expect(DeviceProfile.matching(width: profile.pointWidth, height: profile.pointHeight, scale: scale) == profile)
      #expect(DeviceProfile.matching(width: profile.pointHeight, height: profile.pointWidth, scale: scale) == profile)
    }
    // One size in points, two panels: the scale tells them apart.
    #expect(DeviceProfile.matching(width: 414, height: 896, scale: 2).id == "xr")
    #expect(DeviceProfile.matching(width: 414, height: 896, scale: 3).id == "xs-max")
    #expect(DeviceProfile.matching(width: 375, height: 812, scale: 2.88).id == "mini")
    #expect(DeviceProfile.matching(width: 375, height: 812, scale: 3).id == "xs")
    // An unknown, slightly larger screen uses the nearest known layout.
    #expect(DeviceProfile.matching(width: 442, height: 960).id == "16-pro-max")
    let world = World()
    let model = world.model()
    model.add("Call mum")
    model.screenMeasured(width: 375, height: 667)
    await model.wallpaper.finishWork()
    #expect(model.device.id == "se")
    let lock = try Data(contentsOf: WallpaperExporter(root: model.wallpaperFolder).lockScreenFile)
    #expect(jpegSize(lock)?.width == 750 && jpegSize(lock)?.height == 1334)
    #expect(model.wallpaper.layout?.device.id == "se")
    model.screenMeasured(width: .nan, height: 10)
    model.screenMeasured(width: 0, height: 0)
    #expect(model.device.id == "se")
  }

  @Test("NW-10.2: a note change redraws the lock screen only; the home image and the photo's brightness are reused")
  func reuse() async throws {
    let world = World()
    let model = world.model()
    model.add("Call mum")
    model.appearance.setHome(.preset(.black))
    await model.wallpaper.finishWork()
    let picked = world.counting.samples
    await model.appearance.setPhoto(try world.photo(.white), for: .lock)
    await model.wallpaper.finishWork()
    #expect(world.counting.samples == picked + 1, "measured once when picked, not again to draw it")
    let exporter = WallpaperExporter(root: model.wallpaperFolder)
    // The home image dated a day back: a rewrite would date it now.
    let homeDate = Date(timeIntervalSinceNow: -86_400)
    try FileManager.default.setAttributes([.modificationDate: homeDate], ofItemAtPath: exporter.homeScreenFile.path)
    let samples = world.counting.samples
    model.add("Gym at 7")
    await model.wallpaper.finishWork()
    #expect(world.counting.samples == samples, "the photo was not sampled again")
    let dated = try FileManager.default.attributesOfItem(atPath: exporter.homeScreenFile.path)[.modificationDate]
    let kept = try #require(dated as? Date)
    #expect(abs(kept.timeIntervalSince(homeDate)) < 1, "the home image was not written again")
    // The widgets switch moves the notes over another part of the photo: measured again.
    model.appearance.setUsesLockScreenWidgets(false)
    await model.wallpaper.finishWork()
    #expect(world.counting.samples == samples + 1)
    // A home image deleted in Files comes back on the next drawing; a new home choice is drawn.
    try FileManager.default.removeItem(at: exporter.homeScreenFile)
    model.notes.edit(try #require(model.notes.list.notes.first).id, to: "Call mum tonight")
    await model.wallpaper.finishWork()
    #expect(FileManager.default.fileExists(atPath: exporter.homeScreenFile.path))
    let black = try Data(contentsOf: exporter.homeScreenFile)
    model.appearance.setHome(.preset(.white))
    await model.wallpaper.finishWork()
    #expect(try Data(contentsOf: exporter.homeScreenFile) != black)
  }

  @Test(
    "NW-6.5 / NW-10.4: the notes can start lower for iOS 26's large clock, within bounds, never off the free region")
  func lowerNotes() async throws {
    let world = World()
    let model = world.model()
    model.add("Call mum")
    await model.wallpaper.finishWork()
    let top = try #require(model.wallpaper.layout?.placed.first?.frame.y)
    model.appearance.notesTopOffset = 120
    await model.wallpaper.finishWork()
    #expect(try #require(model.wallpaper.layout?.placed.first?.frame.y) == top + 120)
    for (asked, kept) in [(-50.0, 0.0), (1e9, 300.0), (.nan, 0.0), (.infinity, 0.0)] {
      model.appearance.notesTopOffset = asked
      #expect(model.appearance.notesTopOffset == kept)
    }
    // At the largest offset the region still ends above the bottom controls; notes that no longer fit are reported.
    model.appearance.notesTopOffset = 300
    for index in 1...12 {
      model.add("Note number \(index) with a few more words")
    }
    await model.wallpaper.finishWork()
    let layout = try #require(model.wallpaper.layout)
    for note in layout.placed {
      #expect(note.frame.maxY <= model.device.notificationZone.y)
      #expect(note.frame.y >= model.device.widgetRowBottom + 300)
    }
    #expect(layout.placed.count + layout.unfit.count == 13)
    #expect(world.model().appearance.settings.notesTopOffset == 300, "kept across launches")
  }

  @Test("NW-9.1: settings saved by an older version (without the newer keys) are read, not reset")
  func olderSettings() throws {
    let json = #"{"home":{"preset":{"_0":"gray"}},"lock":{"color":{"_0":"navy"}},"usesLockScreenWidgets":false}"#
    let settings = try JSONDecoder().decode(WallpaperSettings.self, from: Data(json.utf8))
    #expect(settings.home == .preset(.gray) && settings.lock == .color(.navy) && !settings.usesLockScreenWidgets)
    #expect(settings.notesTopOffset == 0)
    let again = try JSONDecoder().decode(WallpaperSettings.self, from: JSONEncoder().encode(settings))
    #expect(again == settings)
    // Progress from before the How-to-Fix text switch existed, or with a step this version does not know: a
    // finished setup stays finished.
    let older = #"{"hasCompletedSetup":true,"completedOnboardingVersion":3,"flow":{"step":7,"install":{"ready":{}}}}"#
    let progress = try JSONDecoder().decode(OnboardingProgress.self, from: Data(older.utf8))
    #expect(!progress.needsOnboarding && progress.flow.step == .overview && !progress.flow.showsFixTextVersion)
    let newer = #"{"hasCompletedSetup":true,"completedOnboardingVersion":4,"flow":{"step":42}}"#
    #expect(!(try JSONDecoder().decode(OnboardingProgress.self, from: Data(newer.utf8))).needsOnboarding)
  }
}
