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
@Suite("NoteWall model: the onboarding's paths, through the model the views use")
struct NoteWallModelTests {
  func atInstallCheck(_ world: World) async -> NoteWallModel { await world.modelAtInstallCheck() }

  @Test(
    "NW-1.3 / NW-2.3 / NW-3.7 / NW-4.1 / NW-4.3 / NW-4.4: Get Started, Next, Continue, Install & Continue; the return from Shortcuts asks"
  )
  func happyStart() async throws {
    let world = World()
    let model = world.model()
    #expect(model.showsOnboarding && model.onboarding.flow.step == .hook)
    model.onboarding.getStarted()
    #expect(model.onboarding.flow.step == .welcome)
    await model.onboarding.advance()
    #expect(model.onboarding.flow.step == .videoIntroduction)
    await model.onboarding.advance()
    await model.onboarding.continueWithSafari()  // "Safari Is Installed" (NW-3.4)
    #expect(model.onboarding.flow.step == .installShortcut && !model.onboarding.canAdvance)
    #expect(
      !model.onboarding.startsPictureInPictureOnLeaving, "a trip to the home screen here starts no floating video")
    await model.onboarding.installShortcut()
    #expect(world.opened == [OnboardingCopy.shortcutURL])
    #expect(
      model.onboarding.startsPictureInPictureOnLeaving, "NW-4.2: the install video follows the user into Shortcuts")
    // Becoming inactive (the open itself) is not a return; only coming back from the background is.
    world.scene.openControlCenter()
    world.scene.closeControlCenter()
    #expect(model.onboarding.flow.install == .inShortcuts)
    world.scene.leaveApp()
    world.scene.returnToApp()
    #expect(model.onboarding.flow.install == .check && !model.onboarding.startsPictureInPictureOnLeaving)
    model.onboarding.itWorked()
    #expect(model.onboarding.flow.step == .addNotes)
  }

  @Test("NW-3.4: Continue asks the user to confirm Safari, or offers it from the App Store; nothing is probed")
  func safari() async {
    let world = World()
    let model = world.model()
    model.onboarding.getStarted()
    await model.onboarding.advance()
    await model.onboarding.advance()
    #expect(model.isShowingSafariPrompt && model.onboarding.flow.step == .videoIntroduction)
    await model.onboarding.getSafari()
    #expect(world.opened == [NoteWallCopy.safariAppStoreURL] && !model.isShowingSafariPrompt)
    await model.onboarding.advance()
    await model.onboarding.continueWithSafari()
    #expect(model.onboarding.flow.step == .installShortcut)
  }

  @Test("NW-4.5 / NW-4.6 / NW-4.8: stuck, Open Photos saves the red image and says where it is; Install Shortcut Again")
  func stuckThenFixed() async throws {
    let world = World()
    world.photos.scriptPrompt(allow: true)  // Open Photos saves the red image
    let model = await atInstallCheck(world)
    model.onboarding.gotStuck()
    #expect(model.onboarding.flow.install == .howToFix)
    model.onboarding.setShowsFixTextVersion(true)
    #expect(model.onboarding.flow.showsFixTextVersion)
    await model.onboarding.openPhotos()
    let saved = world.photos.saved
    let image = try Bitmap(png: try #require(saved.first))
    #expect(image.width == 1179 && image.height == 2556)
    let centre = image.color(x: 20, y: 20)
    #expect(centre.red == 255 && centre.green == 0 && centre.blue == 0)
    #expect(world.opened == [OnboardingCopy.shortcutURL], "only the install before: no scheme opens Photos")
    #expect(model.onboarding.flow.install == .readyToTryAgain)
    #expect(model.messageUp == NoteWallCopy.instructionSaved, "where the image is and what to do, in words")
    await model.onboarding.installAgain()
    #expect(world.opened.last == OnboardingCopy.shortcutURL && model.onboarding.flow.install == .inShortcuts)
  }

  @Test("NW-4.6 / NW-4.7: Photos access refused keeps the guide up and says how to allow it; later dismisses")
  func photosDenied() async {
    let world = World()
    let model = await atInstallCheck(world)
    model.onboarding.gotStuck()
    world.photos.scriptPrompt(allow: false)
    await model.onboarding.openPhotos()
    #expect(world.photos.promptsShown == 1, "iOS asked, the user refused")
    #expect(model.onboarding.flow.install == .howToFix)
    #expect(model.messageUp?.contains("Settings > NoteWall > Photos") == true)
    #expect(world.opened == [OnboardingCopy.shortcutURL] && model.messageUp != NoteWallCopy.instructionSaved)
    model.onboarding.doThisLater()
    #expect(model.onboarding.flow.install == .ready && model.onboarding.flow.step == .installShortcut)
  }

  @Test(
    "NW-5.2 / NW-5.3 / NW-5.5 / NW-6.1 / NW-6.3 / NW-6.7 / NW-7.3 / NW-7.4 / NW-8.1 / NW-8.3: from the first note to Start Using NoteWall"
  )
  func finish() async throws {
    let world = World()
    world.notifications.scriptPrompt(.allow)  // at Step 6
    let model = await atInstallCheck(world)
    model.onboarding.itWorked()
    #expect(!model.onboarding.canAdvance)
    await model.onboarding.advance()
    #expect(model.onboarding.flow.step == .addNotes, "Continue waits for a note")
    model.add("   \n")
    #expect(model.notes.list.notes.isEmpty)
    model.add("  Call mum  ")
    #expect(
      model.notes.list.notes.map(\.text) == ["Call mum"] && model.notes.draft.isEmpty && model.onboarding.canAdvance)
    await model.onboarding.advance()
    #expect(model.onboarding.flow.step == .chooseWallpapers)
    model.appearance.setHome(.preset(.gray))
    #expect(model.appearance.status == .saving, "the status says so while it draws")
    await model.wallpaper.finishWork()
    #expect(model.appearance.status == .saved)
    model.appearance.photoLoading()
    #expect(model.appearance.status == .saving)
    await model.appearance.setPhoto(try world.photo(.white), for: .lock)
    await model.wallpaper.finishWork()
    #expect(
      model.appearance.settings.lock == .photo && model.appearance.hasLockPhoto && model.appearance.status == .saved)
    // The photo is kept privately, and nothing is in the Documents folder that Files (and the shortcut) sees
    // until the user agreed to the wallpaper at Step 6.
    let documents = (try? FileManager.default.subpathsOfDirectory(atPath: world.folder.path)) ?? []
    #expect(documents.isEmpty, "\(documents)")
    await model.onboarding.advance()
    #expect(
      model.onboarding.flow.step == .permissions && world.notifications.promptsShown == 1
        && model.lockScreen.notificationsAllowed == true)
    #expect(FileManager.default.fileExists(atPath: WallpaperExporter(root: model.wallpaperFolder).lockScreenFile.path))
    #expect(FileManager.default.fileExists(atPath: WallpaperExporter(root: model.wallpaperFolder).homeScreenFile.path))
    // A white photo gets black ink: the preview, decoded, is white with black glyphs where the note is.
    let preview = try #require(model.wallpaper.lockScreenImage)
    #expect(preview.starts(with: [0xFF, 0xD8, 0xFF]))
    let note = try #require(model.wallpaper.layout?.placed.first)
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

    await model.onboarding.advance()
    #expect(model.onboarding.flow.step == .permissions, "the checkbox gates Continue")
    model.onboarding.togglePermissionsConfirmed()
    // A double tap on Continue: the second lands during the celebration and must not skip the overview.
    async let first: Void = model.onboarding.advance()
    async let second: Void = model.onboarding.advance()
    _ = await (first, second)
    #expect(model.onboarding.flow.step == .overview && model.onboarding.celebration == nil && model.showsOnboarding)
    // The celebration waited out each beat: 6 seconds in all, the confetti at 4.4 s.
    let total = world.waits.reduce(Duration.zero, +)
    #expect(total == .seconds(6))
    await model.onboarding.advance()
    #expect(!model.showsOnboarding && model.onboarding.progress.completedOnboardingVersion == 3)

    let relaunched = world.model()
    #expect(!relaunched.showsOnboarding && relaunched.notes.list.notes.map(\.text) == ["Call mum"])
    #expect(
      relaunched.appearance.settings.lock == .photo && relaunched.appearance.hasLockPhoto
        && relaunched.wallpaper.lockScreenImage != nil)
  }

  @Test("NW-6.4: an unreadable or oversized photo is refused with a message; nothing is saved in its place")
  func badPhotos() async throws {
    let world = World()
    let model = world.model()
    await model.appearance.setPhoto(Data("not a photo".utf8), for: .lock)
    #expect(
      model.messageUp == NoteWallCopy.photoUnreadable && !model.appearance.hasLockPhoto
        && model.appearance.settings.lock == .notSelected)
    model.tapMessageOK()  // messages queue: the next shows once this one is read
    await model.appearance.setPhoto(Data(count: AppearanceModel.maximumPhotoBytes + 1), for: .home)
    #expect(model.messageUp == NoteWallCopy.photoTooLarge && !model.appearance.hasHomePhoto)
    model.tapMessageOK()
    // The size is checked before anything decodes the photo: the preparation (UprightPhoto) never runs.
    let prepared = Calls()
    await model.appearance.setPhoto(Data(count: AppearanceModel.maximumPhotoBytes + 1), for: .lock) {
      prepared.record()
      return $0
    }
    #expect(prepared.count == 0 && model.appearance.status == nil && model.messageUp == NoteWallCopy.photoTooLarge)
    model.tapMessageOK()
    // What the preparation hands back is what is checked, measured and kept, off the main actor.
    let white = try world.photo(.white)
    await model.appearance.setPhoto(Data("a HEIC the app converts".utf8), for: .lock) { _ in white }
    #expect(model.appearance.hasLockPhoto && model.appearance.settings.lock == .photo)
    await model.wallpaper.finishWork()
    model.appearance.photoFailed("The photo is in iCloud and could not be downloaded.")
    #expect(model.messageUp?.hasPrefix("Couldn't save the wallpaper.") == true)
  }
}
