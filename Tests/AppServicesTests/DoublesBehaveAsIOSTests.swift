import AppServices
import AppServicesTestSupport
import DesignSystem
import Foundation
import SharedStore
import TestSupport
import Testing

// Each test pins one fact of ../shared/reference/platform-behaviour.md, so an app tested with these doubles is
// tested against iOS's behaviour, not against what its code hoped.

@Suite("Notifications as iOS keeps them")
struct NotificationCenterTests {
  let start = Date(timeIntervalSince1970: 1_800_000_000)

  // https://developer.apple.com/documentation/usernotifications/unauthorizationstatus (the prompt only while notDetermined)
  @Test("the permission prompt appears once; later requests return the stored answer")
  func promptOnce() async {
    let center = SimulatedNotificationCenter()
    center.scriptPrompt(.dontAllow)
    #expect(await center.requestAuthorization() == false)
    #expect(await center.requestAuthorization() == false)
    #expect(center.promptsShown == 1)
    center.userChangedSettings(to: .authorized)
    #expect(await center.requestAuthorization())
    #expect(center.promptsShown == 1)
  }

  // https://developer.apple.com/documentation/usernotifications/unnotificationrequest/identifier
  @Test("a request with a pending identifier replaces it")
  func sameIdentifierReplaces() async throws {
    let center = SimulatedNotificationCenter(status: .authorized) { [start] in start }
    try await center.add(NotificationRequest(id: "daily-1", title: "old", body: "", trigger: .after(60)))
    try await center.add(NotificationRequest(id: "daily-1", title: "new", body: "", trigger: .after(120)))
    let pending = await center.pendingRequests()
    #expect(pending.map(\.title) == ["new"])
  }

  // https://developer.apple.com/documentation/uikit/uilocalnotification (64 pending, the soonest kept)
  @Test("at most 64 stay pending: the soonest")
  func sixtyFourSoonest() async throws {
    let center = SimulatedNotificationCenter(status: .authorized) { [start] in start }
    for day in (0..<70).reversed() {
      try await center.add(
        NotificationRequest(
          id: "d\(day)", title: "", body: "", trigger: .at(start.addingTimeInterval(Double(day) * 86_400))))
    }
    let pending = await center.pendingIdentifiers()
    #expect(pending.count == 64)
    #expect(pending.first == "d0" && pending.last == "d63")
  }

  // https://developer.apple.com/documentation/usernotifications/unerror/code/notificationsnotallowed ("when you try
  // to submit a notification request and your app ... isn't authorized to schedule notifications")
  @Test("without permission a request is refused, not kept; one added while allowed is dropped if turned off since")
  func delivery() async throws {
    let request = NotificationRequest(id: "a", title: "", body: "", trigger: .after(10))
    for status in [NotificationAuthorization.notDetermined, .denied] {
      let center = SimulatedNotificationCenter(status: status) { [start] in start }
      await #expect(throws: SimulatedNotificationCenter.NotificationsNotAllowed(status: status)) {
        try await center.add(request)
      }
      #expect(await center.pendingRequests().isEmpty)
    }
    let center = SimulatedNotificationCenter(status: .provisional) { [start] in start }
    try await center.add(request)
    #expect(await center.pendingIdentifiers() == ["a"], "provisional is allowed: delivered quietly")
    center.userChangedSettings(to: .denied)
    #expect(center.fire(until: start.addingTimeInterval(20)).isEmpty)
    #expect(await center.pendingRequests().isEmpty, "a due request leaves the pending list, delivered or not")
  }

  // https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/removedeliverednotifications(withidentifiers:)
  @Test("a delivered notification stays in Notification Center until the app removes it")
  func deliveredStays() async throws {
    let center = SimulatedNotificationCenter(status: .authorized) { [start] in start }
    try await center.add(NotificationRequest(id: "a", title: "", body: "", trigger: .after(10)))
    try await center.add(NotificationRequest(id: "b", title: "", body: "", trigger: .after(10)))
    center.fire(until: start.addingTimeInterval(20))
    #expect(center.delivered.map(\.id) == ["a", "b"])
    await center.removePendingRequests(withIdentifiers: ["a"])
    #expect(center.delivered.count == 2, "removing pending requests leaves delivered ones")
    await center.removeDeliveredNotifications(withIdentifiers: ["a"])
    #expect(center.delivered.map(\.id) == ["b"])
  }

  // https://developer.apple.com/forums/thread/798618 (permission alerts make the scene inactive, not background)
  @Test("the permission prompt makes the scene inactive while it is up; a stored answer shows nothing")
  @MainActor
  func promptMakesSceneInactive() async {
    let scene = SimulatedScene()
    let center = SimulatedNotificationCenter(scene: scene)
    center.scriptPrompt(.allow)
    _ = await center.requestAuthorization()
    #expect(scene.history == [.active, .inactive, .active])
    _ = await center.requestAuthorization()
    #expect(scene.history == [.active, .inactive, .active])
  }
}

extension NotificationCenterTests {
  // https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:)
  // (platform-behaviour.md, "UserNotifications": in the foreground nothing shows unless willPresent returns options).
  @Test("in front, a notification shows only as willPresent says: nothing without a delegate; the apps' banner")
  @MainActor
  func foregroundPresentation() async throws {
    let reminder = NotificationRequest(id: "r", title: "Reminder", body: "", trigger: .after(10))
    let scene = SimulatedScene()
    let bare = SimulatedNotificationCenter(status: .authorized, now: { [start] in start }, scene: scene)
    try await bare.add(reminder)
    #expect(bare.fire(until: start.addingTimeInterval(20)).map(\.id) == ["r"])
    #expect(bare.bannersShown.isEmpty && bare.delivered.isEmpty, "no delegate: nothing shown, nothing kept")
    let apps = SimulatedNotificationCenter(
      status: .authorized, now: { [start] in start }, scene: scene, willPresent: .apps)
    try await apps.add(reminder)
    apps.fire(until: start.addingTimeInterval(20))
    #expect(apps.bannersShown.map(\.id) == ["r"] && apps.delivered.map(\.id) == ["r"])
    // Away from the app, iOS shows it by itself: no banner over the app, and it waits in Notification Center.
    scene.leaveApp()
    let away = SimulatedNotificationCenter(status: .authorized, now: { [start] in start }, scene: scene)
    try await away.add(reminder)
    away.fire(until: start.addingTimeInterval(20))
    #expect(away.bannersShown.isEmpty && away.delivered.map(\.id) == ["r"])
  }

  // https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/provisional
  // ("noninterrupting notifications provisionally to the Notification Center").
  @Test("provisional: in front, no banner even when willPresent asks for one; it waits in Notification Center")
  @MainActor
  func provisionalIsQuietInFront() async throws {
    let reminder = NotificationRequest(id: "r", title: "Reminder", body: "", trigger: .after(10))
    let center = SimulatedNotificationCenter(
      status: .provisional, now: { [start] in start }, scene: SimulatedScene(), willPresent: .apps)
    try await center.add(reminder)
    #expect(center.fire(until: start.addingTimeInterval(20)).map(\.id) == ["r"])
    #expect(center.bannersShown.isEmpty && center.delivered.map(\.id) == ["r"])
  }
}

@Suite("The scene as iOS moves it")
@MainActor
struct SceneTests {
  // https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:) (the snapshot)
  @Test("the app switcher draws the app's live card as it resigns active; a system prompt draws none")
  func appSwitcherCard() {
    let scene = SimulatedScene()
    var covered = false
    scene.isCovered = { covered }
    scene.systemPromptAppeared()
    scene.systemPromptDisappeared()
    #expect(scene.appSwitcherCardsShowedContent.isEmpty)
    scene.openAppSwitcher()
    #expect(scene.appSwitcherCardsShowedContent == [true] && scene.phase == .inactive)
    scene.returnToApp()
    covered = true
    scene.openAppSwitcher()
    #expect(scene.appSwitcherCardsShowedContent == [true, false])
  }
}

extension SceneTests {
  // https://developer.apple.com/documentation/swiftui/scenephase/background and .../inactive; platform-behaviour.md
  // "Scene phase": the way back from the background passes through inactive; a prompt or Control Center only
  // makes the scene inactive.
  @Test("the scene moves only as iOS does: out and back through inactive; a prompt is inactive, never background")
  func onlyIOSTransitions() {
    let scene = SimulatedScene()
    var told: [AppScenePhase] = []
    scene.onChange = { told.append($0) }
    #expect(scene.leaveApp() == [.inactive, .background])
    withKnownIssue("no gesture leaves an app already in the background") {
      #expect(scene.leaveApp().isEmpty, "nothing delivered, no trip through inactive")
    }
    #expect(scene.openControlCenter().isEmpty && scene.systemPromptAppeared().isEmpty, "none over a background app")
    #expect(scene.returnToApp() == [.inactive, .active])
    #expect(scene.closeControlCenter().isEmpty, "nothing to close")
    withKnownIssue("no return to an app already in front") { #expect(scene.returnToApp().isEmpty) }
    #expect(scene.systemPromptAppeared() == [.inactive] && scene.systemPromptDisappeared() == [.active])
    #expect(scene.openControlCenter() == [.inactive] && scene.closeControlCenter() == [.active])
    #expect(told == [.inactive, .background, .inactive, .active, .inactive, .active, .inactive, .active])
    let history = scene.history
    for (from, to) in zip(history, history.dropFirst()) {
      #expect(!(from == .background && to == .active) && !(from == .active && to == .background))
    }
    // A cold launch: the process starts in the background and comes forward through inactive.
    let launched = SimulatedScene(phase: .background)
    #expect(launched.returnToApp() == [.inactive, .active])
  }
}

extension SceneTests {
  // https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle (a launched scene enters the
  // foreground inactive, then becomes active)
  @Test("a relaunch is a new process: the old one hears nothing more; the new scene comes forward through inactive")
  func relaunchComesForward() {
    let scene = SimulatedScene()
    var oldTold: [AppScenePhase] = []
    scene.onChange = { oldTold.append($0) }
    scene.leaveApp()
    scene.relaunch()
    #expect(scene.phase == .background && oldTold == [.inactive, .background])
    var newTold: [AppScenePhase] = []
    scene.onChange = { newTold.append($0) }
    #expect(scene.returnToApp() == [.inactive, .active])
    #expect(newTold == [.inactive, .active] && oldTold == [.inactive, .background], "the old process is gone")
    // Swiped away in the app switcher, then launched: the same way forward.
    scene.openAppSwitcher()
    scene.relaunch()
    #expect(scene.phase == .background && newTold == [.inactive, .active, .inactive])
    scene.returnToApp()
    #expect(
      scene.history == [
        .active, .inactive, .background, .inactive, .active, .inactive, .background, .inactive, .active,
      ])
  }
}

@Suite("Opening other apps as UIApplication does")
@MainActor
struct URLOpenerTests {
  // https://developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:) (false when
  // no installed app handles the scheme) and .../canopenurl(_:) (false for a scheme the app does not list in
  // LSApplicationQueriesSchemes, whatever is installed).
  @Test("open fails for a scheme no installed app handles; canOpenURL answers only for queried schemes")
  func openOnlyInstalled() async throws {
    let urls = SimulatedURLOpener(queriesSchemes: ["shortcuts"])
    let shortcuts = try #require(URL(string: "shortcuts://run-shortcut?name=NoteWall"))
    let unknown = try #require(URL(string: "someapp://open"))
    let safari = try #require(URL(string: "https://apps.apple.com/app/safari/id1146562112"))
    #expect(await urls.open(shortcuts) && urls.canOpen(shortcuts))
    #expect(await urls.open(unknown) == false, "no installed app handles it")
    #expect(urls.canOpen(safari) == false, "https is installed, but not a queried scheme")
    urls.installed.remove("shortcuts")
    #expect(await urls.open(shortcuts) == false && urls.canOpen(shortcuts) == false, "Shortcuts deleted")
    #expect(urls.opened.count == 3, "each attempt is recorded, opened or not")
  }
}

@Suite("Photos, audio, widgets and data protection as iOS behaves")
struct OtherServicesTests {
  // https://developer.apple.com/documentation/uikit/requesting-access-to-protected-resources
  @Test("the Photos prompt appears at the first save; a refusal is kept")
  func photos() async {
    let photos = SimulatedPhotoLibrary()
    photos.scriptPrompt(allow: false)
    #expect(await photos.savePNG(Data([1])) == .denied)
    #expect(await photos.savePNG(Data([1])) == .denied)
    #expect(photos.promptsShown == 1)
    #expect(photos.saved.isEmpty)
  }

  // https://developer.apple.com/forums/thread/798618 (permission alerts make the scene inactive, not background)
  @Test("the Photos prompt makes the scene inactive while it is up; a stored answer shows nothing")
  @MainActor
  func photosPromptMakesSceneInactive() async {
    let scene = SimulatedScene()
    let photos = SimulatedPhotoLibrary(scene: scene)
    photos.scriptPrompt(allow: true)
    #expect(await photos.savePNG(Data([1])) == .saved)
    #expect(scene.history == [.active, .inactive, .active])
    #expect(await photos.savePNG(Data([2])) == .saved)
    #expect(scene.history == [.active, .inactive, .active])
  }

  // https://developer.apple.com/documentation/avfaudio/avaudiosession/category-swift.struct/soloambient · .../ambient · https://developer.apple.com/documentation/avfaudio/avaudiosession/setactiveoptions/notifyothersondeactivation
  @Test("a muted player under the default category stops the music; ambient mixes; deactivating with notify resumes it")
  func audio() async throws {
    let session = SimulatedAudioSession(musicPlaying: true)
    try await session.setActive(true, notifyOthersOnDeactivation: false)
    #expect(!session.musicPlaying, "soloAmbient is not mixable")
    try await session.setActive(false, notifyOthersOnDeactivation: false)
    #expect(!session.musicPlaying, "without notifyOthersOnDeactivation the music stays stopped")
    try await session.setActive(true, notifyOthersOnDeactivation: false)
    try await session.setActive(false, notifyOthersOnDeactivation: true)
    #expect(session.musicPlaying)
    try await session.setCategory(.ambient, mode: .default, options: [])
    try await session.setActive(true, notifyOthersOnDeactivation: false)
    #expect(session.musicPlaying)
  }

  // https://developer.apple.com/documentation/avfaudio/avaudiosession/categoryoptions-swift.struct/mixwithothers
  // ("You can set this option explicitly only if the audio session category is playAndRecord, playback, or
  // multiRoute"); https://developer.apple.com/documentation/avfaudio/avaudiosession/mode-swift.struct/movieplayback
  // ("You may only use this mode with the playback audio session category"; an unsupported mode behaves as default).
  @Test("mixWithOthers is refused on ambient and soloAmbient; moviePlayback outside playback is the default mode")
  func audioCombinations() async throws {
    let session = SimulatedAudioSession(musicPlaying: true)
    await #expect(throws: AudioSessionError.invalidOptions) {
      try await session.setCategory(.ambient, mode: .moviePlayback, options: .mixWithOthers)
    }
    #expect(session.category == .soloAmbient, "a refused call changes nothing")
    try await session.setCategory(.ambient, mode: .moviePlayback, options: [])
    #expect(session.mode == .default)
    try await session.setCategory(.playback, mode: .moviePlayback, options: .mixWithOthers)
    #expect(session.mode == .moviePlayback && session.options == .mixWithOthers)
    try await session.setActive(true, notifyOthersOnDeactivation: false)
    #expect(session.musicPlaying, "playback with mixWithOthers mixes")
  }

  // https://developer.apple.com/documentation/avfaudio/avaudiosession/interruptionnotification
  @Test("a call deactivates the session and says so; activation fails while it lasts; its end says whether to resume")
  func audioInterruption() async throws {
    let session = SimulatedAudioSession(musicPlaying: false)
    var heard = session.interruptions().makeAsyncIterator()
    try await session.setCategory(.playback, mode: .moviePlayback, options: [])
    try await session.setActive(true, notifyOthersOnDeactivation: false)
    session.callBegan()
    #expect(await heard.next() == .began)
    #expect(!session.isActive)
    await #expect(throws: AudioSessionError.cannotInterruptOthers) {
      try await session.setActive(true, notifyOthersOnDeactivation: false)
    }
    session.callEnded(shouldResume: true)
    #expect(await heard.next() == .ended(shouldResume: true))
    try await session.setActive(true, notifyOthersOnDeactivation: false)
    #expect(session.isActive)
  }

  // https://developer.apple.com/documentation/avfaudio/avaudiosession/interruptionnotification (the end comes
  // to a session whose interruption began: the system deactivated it)
  @Test("a call that found the session inactive is not its interruption: it hears neither its start nor its end")
  func callWhileInactive() async throws {
    let session = SimulatedAudioSession(musicPlaying: false)
    var heard = session.interruptions().makeAsyncIterator()
    session.callBegan()
    session.callEnded(shouldResume: true)
    try await session.setCategory(.playback, mode: .default, options: [])
    try await session.setActive(true, notifyOthersOnDeactivation: false)
    session.callBegan()
    #expect(await heard.next() == .began, "the first thing it hears is the call that interrupted it")
  }

  // https://developer.apple.com/documentation/widgetkit/keeping-a-widget-up-to-date ("a widget viewed frequently
  // ... typically receives a maximum of 40 to 70 refreshes"; no budget while the app is in the foreground).
  @Test("reloads are free while the scene is in the foreground and spend each widget's own budget otherwise")
  @MainActor
  func widgetBudget() {
    let scene = SimulatedScene()
    let center = SimulatedWidgetCenter(kinds: ["a", "b"], following: scene)
    scene.leaveApp()
    for _ in 0..<(SimulatedWidgetCenter.dailyBudget + 3) { center.reloadTimelines(ofKind: "a") }
    #expect(center.reloaded.count == SimulatedWidgetCenter.dailyBudget)
    #expect(center.refused.count == 3)
    center.reloadTimelines(ofKind: "b")
    #expect(center.reloaded.last == "b", "another widget's budget is its own")
    scene.returnToApp()
    scene.openControlCenter()
    center.reloadAllTimelines()
    #expect(center.reloaded.count == SimulatedWidgetCenter.dailyBudget + 3, "inactive is still the foreground")
    let alone = SimulatedWidgetCenter(kinds: ["a"])
    for _ in 0..<(SimulatedWidgetCenter.dailyBudget + 1) { alone.reloadTimelines(ofKind: "a") }
    #expect(alone.refused.count == 1, "with no scene in front (an extension, an intent), reloads are budgeted")
  }

  // https://developer.apple.com/forums/thread/746783 (reloadTimelines(ofKind:) is a request the budget governs)
  @Test("an app group store with the widget center's hook asks the group's widgets to reload after each write")
  @MainActor
  func writesReloadThroughTheClient() throws {
    let scene = SimulatedScene()
    let center = SimulatedWidgetCenter(kinds: ["quote", "quote.lock"], following: scene)
    let store = SharedStore(
      directory: FileManager.default.temporaryDirectory.appendingPathComponent("hook-\(UUID().uuidString)"),
      onWrite: center.reloadHook(kinds: ["quote", "quote.lock"]))
    try store.write("one", for: StoreKey("today", default: ""))
    #expect(center.reloaded == ["quote", "quote.lock"])
  }

  // https://developer.apple.com/documentation/uikit/encrypting-your-app-s-files (completeUntilFirstUserAuthentication)
  @Test("after a restart the App Group's files exist but cannot be read until the first unlock")
  func dataProtectionX() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: folder) }
    let key = StoreKey<String>("note", default: "")
    let protection = SimulatedDataProtection()
    try protection.store(directory: folder).write("words", for: key)
    protection.restart()
    let store = protection.store(directory: folder)
    guard case .failure = store.load(key) else {
      Issue.record("a protected file was readable before the first unlock")
      return
    }
    protection.firstUnlock()
    #expect(try store.load(key).get() == "words")
  }
}
