import Foundation
import Rendering
import Testing

@testable import NoteWallCore

/// Step 6 makes the prompts it describes appear, and the notification permission it asks for is put to use.
@MainActor
@Suite("NoteWall Step 6 and reminders")
struct PermissionsRunTests {
  /// A world at Step 6: a note added, the wallpaper drawn; the user allows notifications at its prompt.
  func atPermissions(_ world: World) async -> NoteWallModel {
    world.notifications.scriptPrompt(.allow)
    let model = await world.modelAtInstallCheck()
    model.onboarding.itWorked()
    await model.onboarding.advance()
    model.add("Call mum")
    await model.onboarding.advance()
    await model.onboarding.advance()
    return model
  }

  @Test("NW-7.3: Step 6 asks for notifications and runs nothing without a tap; the tap runs the shortcut")
  func runsOnlyOnTap() async throws {
    let world = World()
    let model = await atPermissions(world)
    let runs = { world.opened.filter { $0.hasPrefix("shortcuts://x-callback-url/run-shortcut?") } }
    #expect(model.onboarding.flow.step == .permissions && world.notifications.promptsShown == 1)
    #expect(runs().isEmpty, "no shortcut runs before the user agreed to the preview")
    #expect(model.onboarding.permissionsRun == .notStarted)
    // Leaving and coming back (the notification prompt, the app switcher) runs nothing either.
    world.scene.openControlCenter()
    world.scene.closeControlCenter()
    #expect(runs().isEmpty)
    await model.onboarding.runShortcut()
    #expect(runs().count == 1, "the tap runs it, once")
    #expect(model.onboarding.permissionsRun == .running)
    // It comes back having set the wallpaper: said on the step, not in an alert.
    model.handle(try world.callback())
    #expect(model.onboarding.permissionsRun == .succeeded && model.messageUp == nil)
    #expect(
      !model.onboarding.canAdvance || model.onboarding.flow.step == .permissions, "the checkbox still decides (NW-7.4)")
    await model.lockScreen.remindersFinished()
  }

  @Test(
    "Step 6's preview clock reads as the lock screen's: hours and minutes in the user's language, never AM or PM",
    arguments: [
      ("en_US", "2026-03-05T09:41:00Z", "9:41"), ("en_US", "2026-03-05T21:41:00Z", "9:41"),
      ("en_GB", "2026-03-05T21:41:00Z", "21:41"), ("de_DE", "2026-03-05T21:41:00Z", "21:41"),
      ("ja_JP", "2026-03-05T21:41:00Z", "21:41"), ("ko_KR", "2026-03-05T21:41:00Z", "9:41"),
      ("zh_TW", "2026-03-05T21:41:00Z", "9:41"),
    ])
  func previewClock(_ locale: String, _ instant: String, _ expected: String) throws {
    let now = try #require(ISO8601DateFormatter().date(from: instant))
    let utc = try #require(TimeZone(identifier: "UTC"))
    let lines = LockScreenPreview.lines(
      device: try #require(DeviceProfile.all.first), now: now, timeZone: utc, locale: Locale(identifier: locale))
    #expect(lines.last?.text == expected, "\(locale): \(lines.last?.text ?? "")")
  }

  @Test("Step 6 previews the saved wallpaper as the lock screen shows it: clock, date and widgets drawn over it only")
  func previewsTheResult() async throws {
    let world = World()
    let model = await atPermissions(world)
    let saved = try Data(contentsOf: WallpaperExporter(root: model.wallpaperFolder).lockScreenFile)
    let now = try #require(ISO8601DateFormatter().date(from: "2026-03-05T09:41:00Z"))
    let utc = try #require(TimeZone(identifier: "UTC"))
    let preview = try #require(model.onboarding.lockScreenPreview(now: now, timeZone: utc))
    // The image under the clock is exactly the file the shortcut will set.
    guard case .image(let wallpaper) = preview.items.first else {
      Issue.record("no wallpaper first")
      return
    }
    #expect(wallpaper.data == saved && wallpaper.frame == model.device.bounds)
    let texts = preview.items.compactMap { if case .text(let text) = $0 { text } else { nil } }
    #expect(texts.contains { $0.text.contains("41") }, "the clock")
    #expect(texts.allSatisfy { $0.frame.maxY <= model.device.clockZone.maxY }, "the clock and date stay in their zone")
    let widgets = preview.items.filter { if case .fill = $0 { true } else { false } }
    #expect(widgets.count == 4 && model.appearance.usesLockScreenWidgets, "the widget row, as the user has one")
    // The saved wallpaper has no clock in it: the preview adds it, the file stays the notes alone.
    let plain = try world.renderer.renderJPEG(
      WallpaperScene.make(layout: try #require(model.wallpaper.layout), background: .none),
      pixelWidth: model.device.pixelWidth,
      quality: WallpaperGenerator.jpegQuality)
    #expect(plain == saved)
    model.appearance.setUsesLockScreenWidgets(false)
    await model.wallpaper.finishWork()
    let withoutWidgets = try #require(model.onboarding.lockScreenPreview(now: now, timeZone: utc))
    #expect(!withoutWidgets.items.contains { if case .fill = $0 { true } else { false } })
    await model.onboarding.refreshLockScreenPreview(now: now)
    let png = try #require(model.onboarding.lockScreenPreviewImage)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "drawn for the step to show")
    await model.lockScreen.remindersFinished()
  }

  @Test("Step 6 says what Not Selected means on this phone, and what the home screen gets")
  func explainsNotSelected() async throws {
    let world = World()
    let model = await atPermissions(world)
    #expect(model.appearance.settings.lock == .notSelected)
    let lines = model.onboarding.wallpaperExplanation.map(\.text)
    #expect(lines[0].contains("black") && lines[0].contains("iPhone (14 Pro, 15)") && lines[0].contains("replaces"))
    #expect(lines[1].contains("stays as it is"))
    #expect(lines.last?.contains(NoteWallCopy.setThisWallpaper.text) == true)
    model.appearance.setLock(.color(.navy))
    model.appearance.setHome(.preset(.white))
    #expect(
      model.onboarding.wallpaperExplanation[0].text.contains("navy")
        && model.onboarding.wallpaperExplanation[1].text.contains("white"))
    await model.wallpaper.finishWork()
    await model.lockScreen.remindersFinished()
  }

  @Test("NW-7.4: a folder refused or a cancelled run is said on the step, and the shortcut can run again")
  func runFailed() async throws {
    let world = World()
    let model = await atPermissions(world)
    await model.onboarding.runShortcut()
    model.handle(try world.callback(failed: "Permission denied"))
    #expect(model.onboarding.permissionsRun == .failed("Permission denied"))
    let opened = world.opened.count
    await model.onboarding.runShortcut()
    #expect(world.opened.count == opened + 1 && model.onboarding.permissionsRun == .running)
    await model.lockScreen.remindersFinished()
  }

  /// A finished setup in which the user set the wallpaper at Step 6 and the shortcut reported success.
  func setUp(_ world: World) async throws -> NoteWallModel {
    let model = await atPermissions(world)
    await model.onboarding.runShortcut()  // "Set This Wallpaper"
    model.handle(try world.callback())
    model.onboarding.togglePermissionsConfirmed()
    await model.onboarding.advance()
    await model.onboarding.advance()
    return model
  }

  @Test(
    "Notifications are used: after setup, changed notes not yet on the lock screen get a reminder, withdrawn by an update; the notes screen says so across launches"
  )
  func reminder() async throws {
    let world = World()
    let model = try await setUp(world)
    #expect(!model.showsOnboarding)
    #expect(await world.notifications.pendingIdentifiers().isEmpty, "nothing to remind of yet")
    #expect(model.lockScreen.outOfDateMessage == nil)
    model.add("Buy milk")
    await model.wallpaper.finishWork()
    await model.lockScreen.remindersFinished()
    #expect(await world.notifications.pendingIdentifiers() == [NoteWallReminder.identifier])
    #expect(model.lockScreen.pendingUpdateReminder)
    // Nothing updates by itself: the notes screen says so, and what to do.
    #expect(model.lockScreen.outOfDateMessage == NoteWallCopy.lockScreenOutOfDate(reminder: true))
    // iOS ends the app before the user updates: the relaunched notes screen still says so.
    #expect(world.model().lockScreen.outOfDateMessage == NoteWallCopy.lockScreenOutOfDate(reminder: true))
    let pending = try #require(world.notifications.schedule.first)
    #expect(pending.request.title == NoteWallReminder.notesChanged.title)
    #expect(pending.request.trigger == .after(NoteWallReminder.delay), "an hour later")
    // The hour passes: the reminder is in Notification Center.
    _ = world.notifications.fire(until: .distantFuture)
    #expect(world.notifications.delivered.map(\.id) == [NoteWallReminder.identifier])
    await model.lockScreen.updateWallpaper()
    model.handle(try world.callback())
    await model.lockScreen.remindersFinished()
    #expect(await world.notifications.pendingIdentifiers().isEmpty && !model.lockScreen.pendingUpdateReminder)
    #expect(world.notifications.delivered.isEmpty, "a delivered reminder no longer says the lock screen is out of date")
    #expect(model.lockScreen.outOfDateMessage == nil)
    #expect(model.messageUp == NoteWallCopy.wallpaperUpdated)
    // Kept across launches: the relaunched app knows the lock screen is current, and still reminds.
    let relaunched = world.model()
    #expect(relaunched.lockScreen.outOfDateMessage == nil)
    relaunched.add("Call the bank")
    await relaunched.wallpaper.finishWork()
    await relaunched.lockScreen.remindersFinished()
    #expect(await world.notifications.pendingIdentifiers() == [NoteWallReminder.identifier])
  }

  @Test("An appearance change after setup gets the reminder a note change gets; the promise follows Settings")
  func appearanceReminderAndPermission() async throws {
    let world = World()
    let model = try await setUp(world)
    #expect(!model.showsOnboarding && model.lockScreen.notificationsAllowed == true)
    model.appearance.setLock(.color(.navy))
    await model.wallpaper.finishWork()
    await model.lockScreen.remindersFinished()
    #expect(await world.notifications.pendingIdentifiers() == [NoteWallReminder.identifier], "as for a note")
    #expect(model.lockScreen.outOfDateMessage == NoteWallCopy.lockScreenOutOfDate(reminder: true))
    // Turned off in Settings: back in NoteWall, the notes screen no longer promises a reminder.
    world.scene.leaveApp()  // to Settings
    world.notifications.userChangedSettings(to: .denied)
    world.scene.returnToApp()
    await model.lockScreen.remindersFinished()
    #expect(model.lockScreen.notificationsAllowed == false)
    #expect(model.lockScreen.outOfDateMessage == NoteWallCopy.lockScreenOutOfDate(reminder: false))
    // On again: the reminder the lock screen still needs.
    world.scene.leaveApp()
    world.notifications.userChangedSettings(to: .authorized)
    world.scene.returnToApp()
    await model.lockScreen.remindersFinished()
    #expect(model.lockScreen.notificationsAllowed == true && model.lockScreen.pendingUpdateReminder)
    #expect(await world.notifications.pendingIdentifiers() == [NoteWallReminder.identifier])
  }

  @Test(
    "After setup, the guide and the shortcut are one tap away: notes and appearance kept, the guide finishes back home")
  func backToTheGuide() async throws {
    let world = World()
    let model = await atPermissions(world)
    model.onboarding.togglePermissionsConfirmed()
    await model.onboarding.advance()
    await model.onboarding.advance()
    #expect(!model.showsOnboarding)
    await model.lockScreen.reinstallShortcut()
    #expect(world.opened.last == OnboardingCopy.shortcutURL && !model.showsOnboarding)
    model.onboarding.reopenSetupGuide()
    #expect(model.showsOnboarding && model.onboarding.flow.step == .installShortcut)
    #expect(model.notes.list.notes.map(\.text) == ["Call mum"], "the notes are kept")
    #expect(world.model().showsOnboarding, "kept across a relaunch until finished")
    // Opened just to look: Close goes back to the notes at any step, also after a relaunch in the middle of it.
    #expect(model.onboarding.canCloseSetupGuide)
    // A note changed inside the reopened guide: the notes screen will say the lock screen is out of date.
    model.add("Water the plants")
    await model.wallpaper.finishWork()
    #expect(model.lockScreen.outOfDateMessage != nil, "a change in the reopened guide is not lost track of")
    let relaunched = world.model()
    #expect(relaunched.onboarding.canCloseSetupGuide)
    relaunched.onboarding.closeSetupGuide()
    #expect(!relaunched.showsOnboarding)
    #expect(!world.model().showsOnboarding, "closed for good")
    await model.lockScreen.remindersFinished()
  }

  @Test("Step 6's Choose a Photo goes back to Step 5 before anything is set, as its words say")
  func chooseAPhotoGoesBack() async throws {
    let world = World()
    let model = await atPermissions(world)
    #expect(!model.onboarding.canCloseSetupGuide, "a first setup has no Close")
    let explanation = model.onboarding.wallpaperExplanation.map(\.text).joined(separator: " ")
    #expect(explanation.contains(NoteWallCopy.chooseAPhoto.text))
    model.onboarding.chooseWallpapersAgain()
    #expect(model.onboarding.flow.step == .chooseWallpapers)
    let runs = { world.opened.filter { $0.hasPrefix("shortcuts://x-callback-url/run-shortcut?") } }
    #expect(runs().isEmpty, "nothing was set")
    await model.lockScreen.remindersFinished()
  }
}
