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

/// The Cairo renderer, counting how often pixels are read back (a photo's brightness being measured); called
/// from the background drawing too, so the count is behind a lock.
final class CountingRenderer: Renderer, @unchecked Sendable {
  let base: CairoRenderer
  private let lock = NSLock()
  private var count = 0
  var samples: Int { lock.withLock { count } }

  init(_ base: CairoRenderer) { self.base = base }

  func measure(_ text: String, font: FontSpec, width: Double, lineSpacing: Double) -> TextMeasurement {
    base.measure(text, font: font, width: width, lineSpacing: lineSpacing)
  }
  func renderPNG(_ list: DisplayList, pixelWidth: Int) throws(RenderingError) -> Data {
    try base.renderPNG(list, pixelWidth: pixelWidth)
  }
  func renderJPEG(_ list: DisplayList, pixelWidth: Int, quality: Double) throws(RenderingError) -> Data {
    try base.renderJPEG(list, pixelWidth: pixelWidth, quality: quality)
  }
  func renderRGBA(_ list: DisplayList, pixelWidth: Int) throws(RenderingError) -> RGBAPixels {
    lock.withLock { count += 1 }
    return try base.renderRGBA(list, pixelWidth: pixelWidth)
  }
}

/// Counts calls made from any thread.
final class Calls: @unchecked Sendable {
  private let lock = NSLock()
  private var calls = 0
  var count: Int { lock.withLock { calls } }
  func record() { lock.withLock { calls += 1 } }
}

/// The outside world of one model: what was opened, asked and waited for.
@MainActor
final class World {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("notewall-model-\(UUID().uuidString)")
  /// The app's Documents (what Files and the shortcut see); the store lives beside it, private.
  var folder: URL { root.appendingPathComponent("Documents") }
  let renderer = CairoRenderer()
  /// Photos, notifications and the audio session as iOS behaves (AppServicesTestSupport): a prompt the test did
  /// not script (`photos.scriptPrompt`, `notifications.scriptPrompt`) fails the test where it appears.
  let photos = SimulatedPhotoLibrary()
  let notifications = SimulatedNotificationCenter()
  let audio = SimulatedAudioSession(musicPlaying: true)
  /// The app's scene: the first model made follows it, as SwiftUI's scenePhase tells the app (models made later
  /// stand for relaunches a test checks, and are driven by hand).
  let scene = SimulatedScene()
  private var sceneHasApp = false
  /// The phone's apps: the stock ones; NoteWall lists no LSApplicationQueriesSchemes (project.yml).
  let urls = SimulatedURLOpener()
  var opened: [String] {
    get { urls.opened }
    set { urls.opened = newValue }
  }
  var waits: [Duration] = []
  var configuration = NoteWallConfiguration()
  var bundled: Set<GuideVideo> = []
  lazy var counting = CountingRenderer(renderer)
  /// The App Group the Lock Screen widget reads, and its reload requests as iOS budgets them.
  lazy var widgetStore = SharedStore(directory: root.appendingPathComponent("AppGroup"))
  lazy var widgets = SimulatedWidgetCenter(kinds: NoteWallShared.appGroup.widgetKinds, following: scene)

  var dependencies: NoteWallDependencies {
    NoteWallDependencies(
      store: SharedStore(directory: root.appendingPathComponent("Store")), folder: folder,
      device: DeviceProfile.named("15")!, renderer: counting,
      urls: urls, photos: photos, notifications: notifications,
      configuration: configuration,
      bundledVideo: { [unowned self] video in
        bundled.contains(video) ? URL(fileURLWithPath: "/App.app/\(video.fileName)") : nil
      },
      // Records the wait and lets other work run, as a real wait would, without taking the time.
      sleep: { [unowned self] in
        waits.append($0)
        await Task.yield()
      }, audioSession: audio, widgetStore: widgetStore, widgetCenter: widgets)
  }

  func model() -> NoteWallModel {
    let model = NoteWallModel(dependencies: dependencies)
    if !sceneHasApp {
      sceneHasApp = true
      scene.onChange = { [weak model] phase in model?.scenePhaseChanged(to: phase) }
    }
    return model
  }

  func photo(_ color: RGBAColor) throws -> Data {
    try renderer.renderJPEG(
      DisplayList(
        size: Size(width: 60, height: 120),
        items: [.fill(ShapeFill(shape: .rect(Rect(x: 0, y: 0, width: 60, height: 120)), paint: .solid(color)))]),
      pixelWidth: 60, quality: 0.9)
  }

  deinit { try? FileManager.default.removeItem(at: root) }
}

extension World {
  /// A model walked to Step 3's installation check, back from Shortcuts.
  func modelAtInstallCheck() async -> NoteWallModel {
    let model = model()
    model.getStarted()
    await model.advance()
    await model.advance()
    await model.continueWithSafari()
    await model.installShortcut()
    scene.leaveApp()
    scene.returnToApp()
    return model
  }
}

extension NoteWallModel {
  /// Types each note into the field and taps plus, as a user adds notes.
  func add(_ texts: String...) {
    for text in texts {
      draft = text
      addDraft()
    }
  }
}

@MainActor
@Suite("NoteWall model: the onboarding's paths and the main app, through the model the views use")
struct NoteWallModelTests {
  func atInstallCheck(_ world: World) async -> NoteWallModel { await world.modelAtInstallCheck() }

  @Test(
    "NW-1.3 / NW-2.3 / NW-3.7 / NW-4.1 / NW-4.3 / NW-4.4: Get Started, Next, Continue, Install & Continue; the return from Shortcuts asks"
  )
  func happyStart() async throws {
    let world = World()
    let model = world.model()
    #expect(model.showsOnboarding && model.flow.step == .hook)
    model.getStarted()
    #expect(model.flow.step == .welcome)
    await model.advance()
    #expect(model.flow.step == .videoIntroduction)
    await model.advance()
    await model.continueWithSafari()  // "Safari Is Installed" (NW-3.4)
    #expect(model.flow.step == .installShortcut && !model.canAdvance)
    #expect(!model.startsPictureInPictureOnLeaving, "a trip to the home screen here starts no floating video")
    await model.installShortcut()
    #expect(world.opened == [OnboardingCopy.shortcutURL])
    #expect(model.startsPictureInPictureOnLeaving, "NW-4.2: the install video follows the user into Shortcuts")
    // Becoming inactive (the open itself) is not a return; only coming back from the background is.
    world.scene.openControlCenter()
    world.scene.closeControlCenter()
    #expect(model.flow.install == .inShortcuts)
    world.scene.leaveApp()
    world.scene.returnToApp()
    #expect(model.flow.install == .check && !model.startsPictureInPictureOnLeaving)
    model.itWorked()
    #expect(model.flow.step == .addNotes)
  }

  @Test("NW-3.4: Continue asks the user to confirm Safari, or offers it from the App Store; nothing is probed")
  func safari() async {
    let world = World()
    let model = world.model()
    model.getStarted()
    await model.advance()
    await model.advance()
    #expect(model.isShowingSafariPrompt && model.flow.step == .videoIntroduction)
    await model.getSafari()
    #expect(world.opened == [NoteWallCopy.safariAppStoreURL] && !model.isShowingSafariPrompt)
    await model.advance()
    await model.continueWithSafari()
    #expect(model.flow.step == .installShortcut)
  }

  @Test("NW-4.5 / NW-4.6 / NW-4.8: stuck, Open Photos saves the red image and says where it is; Install Shortcut Again")
  func stuckThenFixed() async throws {
    let world = World()
    world.photos.scriptPrompt(allow: true)  // Open Photos saves the red image
    let model = await atInstallCheck(world)
    model.gotStuck()
    #expect(model.flow.install == .howToFix)
    model.setShowsFixTextVersion(true)
    #expect(model.flow.showsFixTextVersion)
    await model.openPhotos()
    let saved = world.photos.saved
    let image = try Bitmap(png: try #require(saved.first))
    #expect(image.width == 1179 && image.height == 2556)
    let centre = image.color(x: 20, y: 20)
    #expect(centre.red == 255 && centre.green == 0 && centre.blue == 0)
    #expect(world.opened == [OnboardingCopy.shortcutURL], "only the install before: no scheme opens Photos")
    #expect(model.flow.install == .readyToTryAgain)
    #expect(model.message == NoteWallCopy.instructionSaved, "where the image is and what to do, in words")
    await model.installAgain()
    #expect(world.opened.last == OnboardingCopy.shortcutURL && model.flow.install == .inShortcuts)
  }

  @Test("NW-4.6 / NW-4.7: Photos access refused keeps the guide up and says how to allow it; later dismisses")
  func photosDenied() async {
    let world = World()
    let model = await atInstallCheck(world)
    model.gotStuck()
    world.photos.scriptPrompt(allow: false)
    await model.openPhotos()
    #expect(world.photos.promptsShown == 1, "iOS asked, the user refused")
    #expect(model.flow.install == .howToFix)
    #expect(model.message?.contains("Settings > NoteWall > Photos") == true)
    #expect(world.opened == [OnboardingCopy.shortcutURL] && model.message != NoteWallCopy.instructionSaved)
    model.doThisLater()
    #expect(model.flow.install == .ready && model.flow.step == .installShortcut)
  }

  @Test(
    "NW-5.2 / NW-5.3 / NW-5.5 / NW-6.1 / NW-6.3 / NW-6.7 / NW-7.3 / NW-7.4 / NW-8.1 / NW-8.3: from the first note to Start Using NoteWall"
  )
  func finish() async throws {
    let world = World()
    world.notifications.scriptPrompt(.allow)  // at Step 6
    let model = await atInstallCheck(world)
    model.itWorked()
    #expect(!model.canAdvance)
    await model.advance()
    #expect(model.flow.step == .addNotes, "Continue waits for a note")
    model.add("   \n")
    #expect(model.notes.notes.isEmpty)
    model.add("  Call mum  ")
    #expect(model.notes.notes.map(\.text) == ["Call mum"] && model.draft.isEmpty && model.canAdvance)
    await model.advance()
    #expect(model.flow.step == .chooseWallpapers)
    model.setHome(.preset(.gray))
    #expect(model.saveStatus == .saving, "the status says so while it draws")
    await model.wallpaperSettled()
    #expect(model.saveStatus == .saved)
    model.photoLoading()
    #expect(model.saveStatus == .saving)
    await model.setPhoto(try world.photo(.white), for: .lock)
    await model.wallpaperSettled()
    #expect(model.settings.lock == .photo && model.hasLockPhoto && model.saveStatus == .saved)
    // The photo is kept privately, and nothing is in the Documents folder that Files (and the shortcut) sees
    // until the user agreed to the wallpaper at Step 6.
    let documents = (try? FileManager.default.subpathsOfDirectory(atPath: world.folder.path)) ?? []
    #expect(documents.isEmpty, "\(documents)")
    await model.advance()
    #expect(
      model.flow.step == .permissions && world.notifications.promptsShown == 1 && model.notificationsAllowed == true)
    #expect(FileManager.default.fileExists(atPath: WallpaperExporter(root: model.wallpaperFolder).lockScreenFile.path))
    #expect(FileManager.default.fileExists(atPath: WallpaperExporter(root: model.wallpaperFolder).homeScreenFile.path))
    // A white photo gets black ink: the preview, decoded, is white with black glyphs where the note is.
    let preview = try #require(model.lockScreenImage)
    #expect(preview.starts(with: [0xFF, 0xD8, 0xFF]))
    let note = try #require(model.layout?.placed.first)
    let device = model.device
    let drawn = try CairoRenderer().renderRGBA(
      DisplayList(
        size: Size(width: device.bounds.width, height: device.bounds.height),
        items: [.image(ImageItem(data: preview, frame: device.bounds))]), pixelWidth: Int(device.pointWidth))
    var darkest = 255
    var brightest = 0
    for y in Int(note.frame.minY)..<Int(note.frame.maxY) {
      for x in Int(note.frame.minX)..<Int(note.frame.maxX) {
        let pixel = drawn.rgb(x: x, y: y)
        darkest = min(darkest, Int(pixel.red))
        brightest = max(brightest, Int(pixel.red))
      }
    }
    #expect(darkest < 60 && brightest > 240, "black ink on the white photo (\(darkest)...\(brightest))")
    #expect(drawn.rgb(x: 4, y: Int(device.pointHeight / 2)).red > 240, "beside the notes, the photo")

    await model.advance()
    #expect(model.flow.step == .permissions, "the checkbox gates Continue")
    model.togglePermissionsConfirmed()
    // A double tap on Continue: the second lands during the celebration and must not skip the overview.
    async let first: Void = model.advance()
    async let second: Void = model.advance()
    _ = await (first, second)
    #expect(model.flow.step == .overview && model.celebration == nil && model.showsOnboarding)
    // The celebration waited out each beat: 6 seconds in all, the confetti at 4.4 s.
    let total = world.waits.reduce(Duration.zero, +)
    #expect(total == .seconds(6))
    await model.advance()
    #expect(!model.showsOnboarding && model.progress.completedOnboardingVersion == 3)

    let relaunched = world.model()
    #expect(!relaunched.showsOnboarding && relaunched.notes.notes.map(\.text) == ["Call mum"])
    #expect(relaunched.settings.lock == .photo && relaunched.hasLockPhoto && relaunched.lockScreenImage != nil)
  }

  @Test("NW-6.4: an unreadable or oversized photo is refused with a message; nothing is saved in its place")
  func badPhotos() async throws {
    let world = World()
    let model = world.model()
    await model.setPhoto(Data("not a photo".utf8), for: .lock)
    #expect(model.message == NoteWallCopy.photoUnreadable && !model.hasLockPhoto && model.settings.lock == .notSelected)
    await model.setPhoto(Data(count: NoteWallModel.maximumPhotoBytes + 1), for: .home)
    #expect(model.message == NoteWallCopy.photoTooLarge && !model.hasHomePhoto)
    // The size is checked before anything decodes the photo: the preparation (UprightPhoto) never runs.
    let prepared = Calls()
    await model.setPhoto(Data(count: NoteWallModel.maximumPhotoBytes + 1), for: .lock) {
      prepared.record()
      return $0
    }
    #expect(prepared.count == 0 && model.saveStatus == nil)
    // What the preparation hands back is what is checked, measured and kept, off the main actor.
    let white = try world.photo(.white)
    await model.setPhoto(Data("a HEIC the app converts".utf8), for: .lock) { _ in white }
    #expect(model.hasLockPhoto && model.settings.lock == .photo)
    await model.wallpaperSettled()
    model.photoFailed("The photo is in iCloud and could not be downloaded.")
    #expect(model.message?.hasPrefix("Couldn't save the wallpaper.") == true)
  }

  @Test(
    "NW-6.5 / NW-6.6 / NW-10.1 / NW-10.2: edits, reorders, deletes and the widgets switch each redraw the wallpaper")
  func mainApp() async throws {
    let world = World()
    let model = world.model()
    model.add("Gym at 7", "Call mum")
    await model.wallpaperSettled()
    let lockFile = WallpaperExporter(root: model.wallpaperFolder).lockScreenFile
    var last = try Data(contentsOf: lockFile)
    func redrew() throws -> Bool {
      let now = try Data(contentsOf: lockFile)
      defer { last = now }
      return now != last
    }
    let first = try #require(model.notes.notes.first)
    model.edit(first.id, to: "Gym at 8")
    await model.wallpaperSettled()
    #expect(try redrew())
    model.move(from: 1, to: 0)
    await model.wallpaperSettled()
    #expect(model.notes.notes.map(\.text) == ["Call mum", "Gym at 8"])
    #expect(try redrew())
    let top = try #require(model.layout?.placed.first?.frame.y)
    model.setUsesLockScreenWidgets(false)
    await model.wallpaperSettled()
    #expect(try redrew())
    #expect(try #require(model.layout?.placed.first?.frame.y) < top, "without widgets the notes start higher")
    model.edit(first.id, to: "  ")
    #expect(model.message == NoteListError.blank.description && model.notes.notes.count == 2)
    model.delete(first.id)
    await model.wallpaperSettled()
    #expect(model.notes.notes.map(\.text) == ["Call mum"])
    #expect(try redrew())
    #expect(world.model().notes.notes.map(\.text) == ["Call mum"])
  }

  @Test("NW-10.4: notes that do not fit are reported in words, not cut")
  func unfit() async {
    let world = World()
    let model = world.model()
    for index in 1...20 {
      model.draft = "Note \(index): " + String(repeating: "a long line of words ", count: 12)
      model.addDraft()
    }
    // Twenty quick additions: drawn in the background, the last drawing with all twenty.
    await model.wallpaperSettled()
    #expect(model.layout?.placed.count ?? 0 > 0 && model.saveStatus == .saved)
    let unfit = model.layout?.unfit.count ?? 0
    #expect((model.layout?.placed.count ?? 0) + unfit == 20)
    #expect(unfit > 0)
    #expect(model.unfitMessage == NoteWallCopy.unfit(unfit))
  }

  @Test("NW-10.3: Update Wallpaper runs the shortcut; its callbacks say it worked, or why it did not")
  func update() async throws {
    let world = World()
    let model = world.model()
    model.add("Call mum")
    await model.updateWallpaper()
    #expect(world.opened.count == 1 && world.opened[0].hasPrefix("shortcuts://x-callback-url/run-shortcut?"))
    model.handle(try world.callback())
    #expect(model.message == NoteWallCopy.wallpaperUpdated)
    await model.updateWallpaper()
    model.handle(try world.callback(failed: "No wallpaper selected"))
    #expect(model.message == NoteWallCopy.shortcutFailed("No wallpaper selected"))
    model.message = nil
    model.handle(try #require(URL(string: "https://example.com/wallpaper-updated")))
    #expect(model.message == nil)
    world.urls.installed.remove("shortcuts")
    await model.updateWallpaper()
    #expect(model.message == NoteWallCopy.shortcutMissing)
  }

  @Test("NW-10.3: when the new wallpaper cannot be drawn, Update Wallpaper says why and does not set the older one")
  func updateAfterFailedDrawing() async throws {
    let world = World()
    let model = world.model()
    model.add("Call mum")
    await model.wallpaperSettled()
    #expect(model.saveStatus == .saved)
    await model.updateWallpaper()  // agreed: the images are where the shortcut reads them
    world.opened = []
    // The lock screen's folder becomes a file: no image can be written where the shortcut reads it.
    let lockFolder = WallpaperExporter(root: world.folder).lockScreenFile.deletingLastPathComponent()
    try FileManager.default.removeItem(at: lockFolder)
    try Data("in the way".utf8).write(to: lockFolder)
    model.add("Pay rent")
    await model.updateWallpaper()
    #expect(world.opened.isEmpty, "the shortcut did not run over the older image")
    #expect(model.message?.hasPrefix("Couldn't save the wallpaper.") == true, "\(model.message ?? "")")
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
      configured.source(of: .howToFix)
        == .remote(try #require(URL(string: "https://videos.example.com/notewall/how-to-fix-guide.mp4"))))
    #expect(model.source(of: .welcome) == .bundled(URL(fileURLWithPath: "/App.app/welcome-video.mp4")))
    #expect(model.source(of: .permissions) == .textOnly)

    model.videoLoaded(.welcome, duration: 20)
    model.videoTime(.welcome, seconds: 10)
    #expect(model.skip(.welcome, forward: true) == 13)
    #expect(model.skip(.welcome, forward: false) == 10)
    model.toggleMute(.welcome)
    #expect(model.videos[.welcome]?.isMuted == false)
    world.scene.leaveApp()
    #expect(model.videos[.welcome]?.isPlaying == false)
    world.scene.returnToApp()
    #expect(model.videos[.welcome]?.isPlaying == true)
    // NW-4.2: the install video plays on in picture-in-picture while the app is in the background.
    model.videoLoaded(.installSteps, duration: 30)
    world.scene.leaveApp()
    #expect(model.videos[.installSteps]?.isPlaying == true && model.videos[.welcome]?.isPlaying == false)
    world.scene.returnToApp()

    await model.help()
    #expect(model.isShowingHelp && world.opened.isEmpty)
    world.configuration = NoteWallConfiguration(supportURL: "mailto:help@example.com")
    let supported = world.model()
    await supported.help()
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
    await model.wallpaperSettled()
    #expect(model.device.id == "se")
    let lock = try Data(contentsOf: WallpaperExporter(root: model.wallpaperFolder).lockScreenFile)
    #expect(jpegSize(lock)?.width == 750 && jpegSize(lock)?.height == 1334)
    #expect(model.layout?.device.id == "se")
    model.screenMeasured(width: .nan, height: 10)
    model.screenMeasured(width: 0, height: 0)
    #expect(model.device.id == "se")
  }

  @Test("NW-10.2: a note change redraws the lock screen only; the home image and the photo's brightness are reused")
  func reuse() async throws {
    let world = World()
    let model = world.model()
    model.add("Call mum")
    model.setHome(.preset(.black))
    await model.wallpaperSettled()
    let picked = world.counting.samples
    await model.setPhoto(try world.photo(.white), for: .lock)
    await model.wallpaperSettled()
    #expect(world.counting.samples == picked + 1, "measured once when picked, not again to draw it")
    let exporter = WallpaperExporter(root: model.wallpaperFolder)
    let homeDate = try FileManager.default.attributesOfItem(atPath: exporter.homeScreenFile.path)[.modificationDate]
    let samples = world.counting.samples
    try await Task.sleep(for: .milliseconds(20))
    model.add("Gym at 7")
    await model.wallpaperSettled()
    #expect(world.counting.samples == samples, "the photo was not sampled again")
    #expect(
      try FileManager.default.attributesOfItem(atPath: exporter.homeScreenFile.path)[.modificationDate] as? Date
        == homeDate as? Date)
    // The widgets switch moves the notes over another part of the photo: measured again.
    model.setUsesLockScreenWidgets(false)
    await model.wallpaperSettled()
    #expect(world.counting.samples == samples + 1)
    // A home image deleted in Files comes back on the next drawing; a new home choice is drawn.
    try FileManager.default.removeItem(at: exporter.homeScreenFile)
    model.edit(try #require(model.notes.notes.first).id, to: "Call mum tonight")
    await model.wallpaperSettled()
    #expect(FileManager.default.fileExists(atPath: exporter.homeScreenFile.path))
    let black = try Data(contentsOf: exporter.homeScreenFile)
    model.setHome(.preset(.white))
    await model.wallpaperSettled()
    #expect(try Data(contentsOf: exporter.homeScreenFile) != black)
  }

  @Test(
    "NW-6.5 / NW-10.4: the notes can start lower for iOS 26's large clock, within bounds, never off the free region")
  func lowerNotes() async throws {
    let world = World()
    let model = world.model()
    model.add("Call mum")
    await model.wallpaperSettled()
    let top = try #require(model.layout?.placed.first?.frame.y)
    model.notesTopOffset = 120
    await model.wallpaperSettled()
    #expect(try #require(model.layout?.placed.first?.frame.y) == top + 120)
    for (asked, kept) in [(-50.0, 0.0), (1e9, 300.0), (.nan, 0.0), (.infinity, 0.0)] {
      model.notesTopOffset = asked
      #expect(model.notesTopOffset == kept)
    }
    // At the largest offset the region still ends above the bottom controls; notes that no longer fit are reported.
    model.notesTopOffset = 300
    for index in 1...12 {
      model.add("Note number \(index) with a few more words")
    }
    await model.wallpaperSettled()
    let layout = try #require(model.layout)
    for note in layout.placed {
      #expect(note.frame.maxY <= model.device.notificationZone.y)
      #expect(note.frame.y >= model.device.widgetRowBottom + 300)
    }
    #expect(layout.placed.count + layout.unfit.count == 13)
    #expect(world.model().settings.notesTopOffset == 300, "kept across launches")
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
