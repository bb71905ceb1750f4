import AppServices
import DesignSystem
import Foundation
import Observation
import Presentation
import Rendering
import SharedStore

/// NoteWall's state and intents, onboarding and main app. Views read these properties and call these methods.
@MainActor
@Observable
public final class NoteWallModel {
  public private(set) var progress: OnboardingProgress
  public private(set) var notes: NoteList
  public private(set) var settings: WallpaperSettings
  /// The Add Notes field (NW-5.2) and the main app's new-note field.
  public var draft = ""
  public private(set) var saveStatus: SaveStatus?
  /// The last wallpaper drawn: its layout (which notes did not fit) and the image, for previews (NW-8.2).
  public private(set) var layout: WallpaperLayout?
  public private(set) var lockScreenImage: Data? {
    didSet { wallpaperRevision += 1 }
  }
  /// Bumped each time a new lock screen image is on disk: Step 6 redraws its preview on a change.
  public private(set) var wallpaperRevision = 0
  public var hasLockPhoto: Bool { lockPhoto != nil }
  public var hasHomePhoto: Bool { homePhoto != nil }
  /// The beat of the celebration on screen (NW-8.1); nil before it starts and once the overview shows.
  public private(set) var celebration: CompletionSequence.Beat?
  public private(set) var videos: [GuideVideo: VideoPlayback] = [:]
  /// Whether the user allowed notifications when asked (NW-7.3); nil until asked.
  public private(set) var notificationsAllowed: Bool?
  /// Every sheet, alert and dialog (NoteWallPresentation): the help, the note editor, Appearance, messages.
  public var presentation = PresentationStack<NoteWallDestination, NoteWallAlertAction>()
  /// Numbers the messages, so a newer one is never closed by an older one's dismissal.
  var messageCount = 0
  /// The message on screen: a refused photo, a shortcut that failed, Photos access denied. Setting one shows it
  /// as an alert on the surface on top; nil closes it.
  public var message: String? {
    get { presentation.alert.flatMap { $0.id.hasPrefix("message-") ? $0.message : nil } }
    set {
      if let newValue {
        showMessage(newValue)
      } else if let alert = presentation.alert, alert.id.hasPrefix("message-") {
        presentation.alertDismissed(id: alert.id)
      }
    }
  }

  private let dependencies: NoteWallDependencies
  /// The guide videos' audio session: music keeps playing under muted videos (GuideAudio).
  public let audio: GuideAudio
  private var lockPhoto: Data?
  private var homePhoto: Data?
  /// The wallpaper being drawn in the background, and whether a change came in meanwhile (drawn once more after
  /// it, with the latest state, so a burst of edits costs two drawings, not one each).
  private var drawing: Task<Void, Never>?
  private var redrawRequested = false
  /// Work a note change need not redo: the home image (it depends on the home choice and the screen only) and
  /// the lock photo's brightness (on the photo, the screen and the widgets switch). Each change to those bumps a
  /// revision; a drawing records the revisions it drew for.
  private var homeRevision = 0
  private var drawnHomeRevision: Int?
  private var lockRevision = 0
  private var measuredLuminance: (revision: Int, value: PhotoBrightness)?
  private var advancing = false
  /// Set when the app went to the background while Shortcuts was opened to install (NW-4.3); saved, with
  /// Step 6's run, so a cold launch (iOS often ends the app while the user is in Shortcuts) resumes there.
  private var leftForShortcuts = false {
    didSet { if leftForShortcuts != oldValue { saveSession() } }
  }

  public static let maximumPhotoBytes = 50_000_000

  public init(dependencies: NoteWallDependencies) {
    self.dependencies = dependencies
    audio = GuideAudio(session: dependencies.audioSession)
    device = dependencies.device
    var reading = StoreReading(store: dependencies.store)
    progress = reading.load(OnboardingProgress.key)
    notes = reading.load(NoteList.key)
    settings = reading.load(WallpaperSettings.key)
    notificationsAllowed = reading.load(Self.notificationsAllowedKey)
    let session = reading.load(NoteWallSession.key)
    unwritable = reading.unwritable
    if reading.setAside { message = NoteWallCopy.damagedDataSetAside }
    permissionsRun = session.permissionsRun
    leftForShortcuts = session.leftForShortcuts
    lockScreenOutOfDate = session.lockScreenOutOfDate
    let lock = try? Data(contentsOf: Self.photoFile(.lock, in: dependencies.store.directory))
    let home = try? Data(contentsOf: Self.photoFile(.home, in: dependencies.store.directory))
    lockPhoto = lock
    homePhoto = home
    lockScreenImage = try? Data(
      contentsOf: WallpaperExporter(root: Self.exportRoot(progress, dependencies)).lockScreenFile)
    // Launched while Shortcuts was open for the installation: the user is back, so the Installation Check asks
    // (NW-4.3), as a return to the running app would.
    if progress.flow.install == .inShortcuts {
      leftForShortcuts = false
      progress.flow.returnedFromShortcuts()
      saveProgress()
    }
    // Once the user agreed to the wallpaper, the shortcut may run at any time: its files are there at every launch,
    // and drawn again from the notes as saved, in case iOS ended the app before the last drawing was on disk.
    if progress.wallpaperAgreed {
      if !ShortcutContract.isHonoured(in: dependencies.folder) { homeRevision += 1 }
      regenerate()
    }
  }

  public var flow: OnboardingFlow { progress.flow }
  /// The install video goes picture-in-picture by itself only when the app leaves for Shortcuts to install (NW-4.2),
  /// not on any trip to the home screen while Step 3 is up.
  public var startsPictureInPictureOnLeaving: Bool { progress.flow.install == .inShortcuts }
  public var showsOnboarding: Bool { progress.needsOnboarding }
  public var canAdvance: Bool { flow.canAdvance(notes: notes) }
  /// This phone's screen: the dependencies' guess until the root view measures it (`screenMeasured`).
  public private(set) var device: DeviceProfile
  public var unfitMessage: String? { (layout?.unfit.count).flatMap { $0 > 0 ? NoteWallCopy.unfit($0) : nil } }

  private var exporter: WallpaperExporter { WallpaperExporter(root: Self.exportRoot(progress, dependencies)) }

  /// Where the wallpaper is drawn now (tests read the images there).
  var wallpaperFolder: URL { exporter.root }

  /// Where the wallpaper is drawn: the Documents folder the shortcut reads once the user agreed to it; before,
  /// a private folder beside the store (Step 6's preview reads it), so a shortcut run by hand sets nothing.
  static func exportRoot(_ progress: OnboardingProgress, _ dependencies: NoteWallDependencies) -> URL {
    progress.wallpaperAgreed ? dependencies.folder : previewFolder(dependencies)
  }
  static func previewFolder(_ dependencies: NoteWallDependencies) -> URL {
    dependencies.store.directory.appendingPathComponent("WallpaperPreview", isDirectory: true)
  }

  /// The user saw the wallpaper and asked for it to be set: from now on it is drawn where the shortcut reads it.
  private func agreeToWallpaper() {
    guard !progress.wallpaperAgreed else { return }
    progress.wallpaperAgreed = true
    saveProgress()
    homeRevision += 1
    regenerate()
  }

  // MARK: - Onboarding (NW-1 to NW-8)

  /// NW-1.3
  public func getStarted() {
    progress.flow.getStarted()
    saveProgress()
  }

  /// "Next" or "Continue": the step's guard, then what the step asks for (NW-2.3, NW-3.4, NW-3.7, NW-5.3, NW-6.7,
  /// NW-7.4).
  public func advance() async {
    await advance(safariInstalled: dependencies.isSafariInstalled())
  }

  /// The Safari prompt's "Safari Is Installed": the user knows better than the check.
  public func continueWithSafari() async {
    presentation.alertDismissed(id: Self.safariAlertID)
    await advance(safariInstalled: true)
  }

  public func getSafari() async {
    presentation.alertDismissed(id: Self.safariAlertID)
    await open(NoteWallCopy.safariAppStoreURL)
  }

  private func advance(safariInstalled: Bool) async {
    // One step at a time: a second tap while a step is still finishing (drawing the wallpaper, asking for
    // notifications, the celebration) must not skip the next screen.
    guard !advancing else { return }
    advancing = true
    defer { advancing = false }
    let before = flow.step
    let effect = progress.flow.advance(notes: notes, safariInstalled: safariInstalled)
    saveProgress()
    switch effect {
    case .offerSafariFromAppStore: showSafariPrompt()
    case .generateWallpaper:
      regenerate()
      await wallpaperSettled()
    case .finish: startUsing()
    default: break
    }
    guard flow.step != before else { return }
    if OnboardingFlow.effect(entering: flow.step) == .requestNotifications {
      notificationsAllowed = await dependencies.notifications.requestAuthorization()
      save(notificationsAllowed, for: Self.notificationsAllowedKey)
      // The shortcut's first run asks for its two folders (Step 6's other two permissions) and sets the
      // wallpaper: it runs only when the user taps "Set This Wallpaper" under the preview (`runShortcut`).
    }
    if flow.step == .overview { await celebrate() }
  }

  /// Help on a step (NW-6.6, NW-9.3): the configured support page, else the in-app help.
  public func help() async {
    if let page = dependencies.configuration.supportPage, await dependencies.openURL(page) { return }
    presentation.present(.help)
  }

  /// The guides offered to VoiceOver users as text first (the videos have no narration): once per launch and
  /// guide, so a user who switches to the video keeps it.
  @ObservationIgnored private var textOffered: Set<GuideVideo> = []

  /// A guide appeared; with VoiceOver on, its text version shows first (Step 2's and How-to-Fix's).
  public func guideAppeared(_ video: GuideVideo, voiceOver: Bool) {
    guard voiceOver, !textOffered.contains(video) else { return }
    textOffered.insert(video)
    switch video {
    case .welcome: if !flow.showsTextVersion { setShowsTextVersion(true) }
    case .howToFix: if !flow.showsFixTextVersion { setShowsFixTextVersion(true) }
    case .permissions, .installSteps: break
    }
  }

  public func setShowsTextVersion(_ shows: Bool) {
    progress.flow.showsTextVersion = shows
    saveProgress()
  }

  public func setShowsFixTextVersion(_ shows: Bool) {
    progress.flow.showsFixTextVersion = shows
    saveProgress()
  }

  /// NW-4.1: "Install & Continue" opens the shortcut's iCloud page; the return is noticed by `scenePhaseChanged`.
  public func installShortcut() async {
    guard case .open = progress.flow.installShortcut() else { return }
    saveProgress()
    leftForShortcuts = false
    ensureShortcutFiles()
    await open(dependencies.configuration.shortcutPage)
  }

  /// NW-4.4
  public func itWorked() {
    progress.flow.itWorked()
    saveProgress()
  }

  /// NW-4.5
  public func gotStuck() {
    progress.flow.gotStuck()
    saveProgress()
  }

  /// NW-4.6: saves the red image to Photos, then opens Photos; a refusal keeps the guide up and says why.
  public func openPhotos() async {
    guard progress.flow.openPhotos() == .saveInstructionWallpaperAndOpenPhotos else { return }
    saveProgress()
    // A full-resolution PNG: drawn off the main actor, so the tap never freezes the screen.
    let (renderer, device) = (dependencies.renderer, device)
    let drawn = await Task.detached(priority: .userInitiated) {
      Result { try renderer.renderPNG(WallpaperScene.instruction(for: device), pixelWidth: device.pixelWidth) }
    }.value
    let image: Data
    switch drawn {
    case .success(let data): image = data
    case .failure: return instructionFailed(NoteWallCopy.instructionNotDrawn)
    }
    let result = await dependencies.photos.savePNG(image)
    if let problem = NoteWallCopy.photos(result) { return instructionFailed(problem) }
    await open(NoteWallCopy.photosURL)
  }

  private func instructionFailed(_ problem: String) {
    progress.flow.instructionSaveFailed()
    saveProgress()
    message = problem
  }

  /// NW-4.7
  public func doThisLater() {
    progress.flow.doThisLater()
    saveProgress()
  }

  /// NW-4.8
  public func installAgain() async {
    guard case .open = progress.flow.installAgain() else { return }
    saveProgress()
    leftForShortcuts = false
    ensureShortcutFiles()
    await open(dependencies.configuration.shortcutPage)
  }

  /// NW-6.6
  /// Step 6's "Choose a Photo" (NoteWallCopy.chooseAPhoto).
  public func chooseWallpapersAgain() {
    progress.flow.chooseWallpapersAgain()
    saveProgress()
  }

  public func editNotes() {
    progress.flow.editNotes()
    saveProgress()
  }

  /// NW-7.4
  public func togglePermissionsConfirmed() {
    _ = progress.flow.togglePermissionsConfirmed()
    saveProgress()
  }

  /// NW-8.1: each word, the countdown, the confetti, at their times; then the overview.
  func celebrate() async {
    var elapsed = 0
    for (time, beat) in CompletionSequence.beats {
      // Whole milliseconds from the start, so the waits add up to the sequence's length exactly.
      let at = Int((time * 1000).rounded())
      if at > elapsed { await dependencies.sleep(.milliseconds(at - elapsed)) }
      elapsed = at
      celebration = beat == .overview ? nil : beat
    }
  }

  /// NW-8.3: "Start Using NoteWall".
  public func startUsing() {
    progress.complete()
    saveProgress()
    // Finished without ever setting the wallpaper (Step 6's tap is not required): the notes screen says so, with
    // Update Wallpaper, rather than implying the lock screen shows the notes.
    if !progress.wallpaperAgreed { lockScreenOutOfDate = true }
  }

  /// The root view measured the screen: wallpapers are drawn for the matching profile, again if it changed.
  public func screenMeasured(width: Double, height: Double, scale: Double? = nil) {
    guard width.isFinite, height.isFinite, width > 0, height > 0 else { return }
    let measured = DeviceProfile.matching(width: width, height: height, scale: scale)
    guard measured != device else { return }
    device = measured
    homeRevision += 1
    lockRevision += 1
    if lockScreenImage != nil { regenerate() }
  }

  // MARK: - Scene and links

  /// Videos pause in the background and resume on return (NW-3.6); coming back from Shortcuts during Step 3
  /// shows the installation check (NW-4.3).
  public func scenePhaseChanged(to phase: AppScenePhase) {
    switch phase {
    case .background:
      for video in videos.keys where !video.continuesInBackground { videos[video]?.enteredBackground() }
      // Only the installation video goes on (picture-in-picture, over Shortcuts): otherwise the session ends,
      // and music the user interrupted by unmuting may resume.
      if !(flow.install == .inShortcuts && videos[.installSteps] != nil) { Task { await audio.stopped() } }
      if flow.install == .inShortcuts { leftForShortcuts = true }
    case .active:
      for video in videos.keys where !video.continuesInBackground { videos[video]?.enteredForeground() }
      rereadNotificationPermission()
      // An automation or shortcut fetched the current lock screen through "Get NoteWall Wallpaper" meanwhile:
      // the lock screen is up to date, though no callback came back.
      if lockScreenOutOfDate, progress.wallpaperAgreed,
        ShortcutContract.currentLockScreenWasHandedOut(in: dependencies.folder)
      {
        lockScreenOutOfDate = false
        pendingUpdateReminder = false
        scheduleReminder(nil)
      }
      if leftForShortcuts {
        leftForShortcuts = false
        progress.flow.returnedFromShortcuts()
        saveProgress()
      }
    case .inactive: break
    }
  }

  /// Step 6's run of the shortcut: where it is, for the step to show (the checkbox still decides, NW-7.4).
  public private(set) var permissionsRun: PermissionsRun = .notStarted {
    didSet { if permissionsRun != oldValue { saveSession() } }
  }

  public enum PermissionsRun: Equatable, Codable, Sendable {
    case notStarted
    /// Shortcuts is open, asking for the folders.
    case running
    /// It came back having set the wallpaper: both folders were allowed.
    case succeeded
    /// It came back failed or cancelled: the folders may not be allowed yet.
    case failed(String?)
  }

  /// Step 6's "Set This Wallpaper" (and "Run Again"): the user saw the preview and agreed. The shortcut's first
  /// run asks for its two folders and sets the wallpaper shown; its callback says how it went.
  public func runShortcut() async {
    guard showsOnboarding, flow.step == .permissions else { return }
    agreeToWallpaper()
    await wallpaperSettled()
    if case .failed = saveStatus {
      permissionsRun = .failed(saveStatus?.message)
      return
    }
    guard let url = runURL else { return }
    permissionsRun = await dependencies.openURL(url) ? .running : .failed(nil)
  }

  /// Step 6's preview: the saved lock screen image with the clock, the date and (when used) the widget row drawn
  /// over it, as the lock screen will show it; nil until the wallpaper is drawn.
  public func lockScreenPreview(now: Date, timeZone: TimeZone = .current) -> DisplayList? {
    lockScreenImage.map {
      LockScreenPreview.make(
        wallpaper: $0, device: device, widgets: settings.usesLockScreenWidgets, now: now, timeZone: timeZone)
    }
  }

  /// The preview drawn as an image, for Step 6 to show; redrawn by `refreshLockScreenPreview`.
  public private(set) var lockScreenPreviewImage: Data?

  /// Draws the preview off the main actor (the view calls it when the step appears and when the image changes).
  public func refreshLockScreenPreview(now: Date = Date()) async {
    await wallpaperSettled()
    guard let list = lockScreenPreview(now: now) else { return }
    let (renderer, width) = (dependencies.renderer, device.pixelWidth)
    lockScreenPreviewImage = await Task.detached(priority: .userInitiated) {
      try? renderer.renderPNG(list, pixelWidth: width)
    }.value
  }

  /// What the preview means on this phone: what "Not Selected" (or the chosen background) becomes, and what
  /// happens to the home screen.
  public var wallpaperExplanation: [String] {
    NoteWallCopy.wallpaperExplanation(settings: settings, device: device)
  }

  /// A `notewall://` link: the shortcut's callback after "Update Wallpaper" or Step 6's run.
  public func handle(_ url: URL) {
    let duringSetup = showsOnboarding && flow.step == .permissions
    switch ShortcutRunner.callback(from: url) {
    case .updated:
      saveStatus = nil
      pendingUpdateReminder = false
      lockScreenOutOfDate = false
      scheduleReminder(nil)
      if duringSetup { permissionsRun = .succeeded } else { message = NoteWallCopy.wallpaperUpdated }
    case .failed(let reason):
      if duringSetup { permissionsRun = .failed(reason) } else { message = NoteWallCopy.shortcutFailed(reason) }
    case nil: break
    }
  }

  /// Set when notes changed after the last update the shortcut confirmed: the reminder is scheduled.
  public private(set) var pendingUpdateReminder = false

  /// After setup, the notes or appearance changed since the shortcut last set the wallpaper: nothing updates by
  /// itself (iOS lets only the shortcut set a wallpaper), so the notes screen says what happens next.
  public private(set) var lockScreenOutOfDate = false {
    didSet { if lockScreenOutOfDate != oldValue { saveSession() } }
  }

  /// What the notes screen says while the lock screen shows older notes; nil when it is up to date.
  public var outOfDateMessage: String? {
    guard lockScreenOutOfDate else { return nil }
    guard progress.wallpaperAgreed else { return NoteWallCopy.lockScreenNotSetYet }
    return NoteWallCopy.lockScreenOutOfDate(reminder: notificationsAllowed == true)
  }

  /// After onboarding (or in the setup guide reopened from the notes screen), a change schedules the "notes
  /// changed" reminder if notifications are allowed, and the notes screen says the lock screen is out of date.
  private func notesChangedAfterSetup() {
    guard !showsOnboarding || canCloseSetupGuide else { return }
    lockScreenOutOfDate = true
    guard notificationsAllowed == true else { return }
    pendingUpdateReminder = true
    scheduleReminder(.notesChanged)
  }

  /// Back in front: the user may have turned notifications on or off in Settings meanwhile, so the promise of a
  /// reminder ("or NoteWall reminds you in an hour") follows what iOS allows now. Asked once, at Step 6; until
  /// then there is nothing to re-read.
  private func rereadNotificationPermission() {
    guard notificationsAllowed != nil else { return }
    let center = dependencies.notifications
    let previous = reminderWork
    reminderWork = Task {
      await previous?.value
      let allowed = await center.authorizationStatus().allowsDelivery
      guard allowed != notificationsAllowed else { return }
      notificationsAllowed = allowed
      save(allowed, for: Self.notificationsAllowedKey)
      // Allowed now, with the lock screen still out of date: the reminder it promises.
      if allowed, lockScreenOutOfDate, !showsOnboarding {
        pendingUpdateReminder = true
        scheduleReminder(.notesChanged)
      }
    }
  }

  /// Reminder changes, one after another, in the order they were made.
  @ObservationIgnored private var reminderWork: Task<Void, Never>?

  private func scheduleReminder(_ reminder: NoteWallReminder?) {
    let (previous, center) = (reminderWork, dependencies.notifications)
    reminderWork = Task {
      await previous?.value
      // One pending reminder: the same identifier replaces it; nil withdraws it.
      guard let reminder else {
        return await center.removePendingRequests(withIdentifiers: [NoteWallReminder.identifier])
      }
      try? await center.add(
        NotificationRequest(
          id: NoteWallReminder.identifier, title: reminder.title, body: reminder.body,
          trigger: .after(reminder.delay)))
    }
  }

  /// Waits until the reminder changes made so far have reached the notification centre (tests).
  public func remindersSettled() async { await reminderWork?.value }

  // MARK: - Videos (NW-3.1, NW-3.2, NW-3.5, NW-4.5, NW-7.2)

  public func source(of video: GuideVideo) -> VideoSource {
    let bundled = dependencies.bundledVideo(video)
    // A remote video that failed to load (offline, a server error) falls back to the bundled copy.
    if unreachableVideos.contains(video) { return VideoSource.resolve(remote: nil, bundled: bundled) }
    return video.source(configuration: dependencies.configuration, bundled: bundled)
  }

  /// Remote videos that failed to load this launch.
  public private(set) var unreachableVideos: Set<GuideVideo> = []

  /// The player could not load the remote video: the bundled one plays instead (NW-3.5).
  public func remoteVideoFailed(_ video: GuideVideo) {
    guard case .remote = source(of: video) else { return }
    unreachableVideos.insert(video)
  }

  /// The player knows the video's length and whether it has a sound track.
  public func videoLoaded(_ video: GuideVideo, duration: Double, hasSound: Bool = true) {
    if videos[video]?.duration != duration || videos[video]?.hasSound != hasSound {
      videos[video] = VideoPlayback(duration: duration, hasSound: hasSound)
    }
  }

  /// The player's clock, reported as it plays.
  public func videoTime(_ video: GuideVideo, seconds: Double) { videos[video]?.seek(to: seconds) }
  public func toggleMute(_ video: GuideVideo) { videos[video]?.toggleMute() }
  public func togglePlay(_ video: GuideVideo) { videos[video]?.togglePlay() }

  /// Skips 3 s either way and returns where the player should seek to.
  public func skip(_ video: GuideVideo, forward: Bool) -> Double? {
    if forward { videos[video]?.skipForward() } else { videos[video]?.skipBackward() }
    return videos[video]?.position
  }

  // MARK: - Notes (NW-5, NW-10.1)

  /// The field's plus button: adds the draft unless it is blank (NW-5.5), then clears it.
  public func addDraft() {
    do {
      try notes.add(draft)
      draft = ""
      notesChanged()
    } catch {
      // A blank draft is simply not added; only a too-long one needs words.
      if error == .tooLong { message = error.description }
    }
  }

  /// Saves a note's new text; false (and a message) when it is refused.
  @discardableResult
  public func edit(_ id: UUID, to text: String) -> Bool {
    do {
      try notes.edit(id, to: text)
      notesChanged()
      return true
    } catch {
      message = error.description
      return false
    }
  }

  public func delete(_ id: UUID) {
    notes.delete(id)
    notesChanged()
  }

  public func move(from: Int, to: Int) {
    notes.move(from: from, to: to)
    notesChanged()
  }

  private func notesChanged() {
    save(notes, for: NoteList.key)
    regenerate()
    notesChangedAfterSetup()
  }

  /// What the user answered at Step 6, kept so the reminder works after a relaunch.
  static let notificationsAllowedKey = StoreKey<Bool?>("notifications-allowed", default: nil)

  // MARK: - Appearance (NW-6, NW-10.2)

  /// NW-6.1: a preset, or keep the current home screen (NW-6.2).
  public func setHome(_ choice: HomeScreenChoice) {
    settings.home = choice
    homeRevision += 1
    appearanceChanged()
  }

  /// NW-6.3: a colour or not selected; a photo comes through `setPhoto`.
  public func setLock(_ choice: LockScreenChoice) {
    settings.lock = choice
    appearanceChanged()
  }

  /// The "I use lock screen widgets" switch, as a property a toggle can bind to.
  public var usesLockScreenWidgets: Bool {
    get { settings.usesLockScreenWidgets }
    set { setUsesLockScreenWidgets(newValue) }
  }

  /// How far below the clock the notes start, for iOS 26's enlarged clock; a slider binds to it.
  public var notesTopOffset: Double {
    get { settings.notesTopOffset }
    set {
      guard newValue != settings.notesTopOffset else { return }
      settings.notesTopOffset = newValue
      lockRevision += 1
      appearanceChanged()
    }
  }

  /// The "Start notes lower" slider's value while it is dragged: nothing is saved or redrawn until the drag
  /// ends (`notesTopOffsetDragEnded`), so a drag costs one save and one drawing, not one per tick.
  public private(set) var draggedTopOffset: Double?

  /// What the slider binds to: the dragged value while dragging, the saved one otherwise.
  public var notesTopOffsetSlider: Double {
    get { draggedTopOffset ?? settings.notesTopOffset }
    set { draggedTopOffset = newValue }
  }

  /// The slider was let go: the value is saved and the wallpaper redrawn, once.
  public func notesTopOffsetDragEnded() {
    guard let value = draggedTopOffset else { return }
    draggedTopOffset = nil
    notesTopOffset = value
  }

  /// How far one VoiceOver swipe moves "Start notes lower".
  public static let topOffsetStep = 10.0

  /// VoiceOver's swipe up or down on the slider: it moves without a drag, so nothing would ever end one. Each
  /// step is saved and drawn at once, as a drag that ended there.
  public func stepNotesTopOffset(up: Bool) {
    let range = WallpaperSettings.topOffsetRange
    let moved = notesTopOffsetSlider + (up ? Self.topOffsetStep : -Self.topOffsetStep)
    draggedTopOffset = min(max(moved, range.lowerBound), range.upperBound)
    notesTopOffsetDragEnded()
  }

  /// NW-6.5
  public func setUsesLockScreenWidgets(_ uses: Bool) {
    settings.usesLockScreenWidgets = uses
    lockRevision += 1
    appearanceChanged()
  }

  public enum PhotoSlot: String, Sendable { case home, lock }

  /// The photo picker is loading a photo (NW-6.4's in-progress state).
  public func photoLoading() { saveStatus = .saving }

  /// A picked photo: checked for size before anything decodes it, prepared (`prepare`: the app turns it upright
  /// and bounds it, UprightPhoto), measured and kept beside the wallpapers, all off the main actor, then drawn.
  /// Unreadable or huge data is refused with a message.
  public func setPhoto(
    _ data: Data, for slot: PhotoSlot, prepare: @escaping @Sendable (Data) -> Data? = { $0 }
  ) async {
    guard data.count <= Self.maximumPhotoBytes else { return photoRefused(NoteWallCopy.photoTooLarge) }
    saveStatus = .saving
    let (device, renderer) = (device, dependencies.renderer)
    let (file, limit) = (Self.photoFile(slot, in: dependencies.store.directory), Self.maximumPhotoBytes)
    let outcome = await Task.detached(priority: .userInitiated) { () -> PhotoImport in
      guard let prepared = prepare(data), prepared.count <= limit else {
        return .refused(NoteWallCopy.photoUnreadable)
      }
      // Measuring the brightness also proves the photo can be drawn; for the lock screen it is kept for drawing.
      guard let brightness = PhotoLuminance.measure(photo: prepared, on: device, renderer: renderer) else {
        return .refused(NoteWallCopy.photoUnreadable)
      }
      do {
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try prepared.write(to: file, options: .atomic)
      } catch {
        return .refused(SaveStatus.failed(error.localizedDescription).message)
      }
      return .kept(prepared, brightness)
    }.value
    guard case .kept(let photo, let brightness) = outcome else {
      if case .refused(let text) = outcome { photoRefused(text) }
      return
    }
    switch slot {
    case .lock:
      lockPhoto = photo
      lockRevision += 1
      // Measured on the screen it was drawn for; a change of screen meanwhile measures again.
      if device == self.device { measuredLuminance = (lockRevision, brightness) }
      settings.lock = .photo
    case .home:
      homePhoto = photo
      homeRevision += 1
      settings.home = .photo
    }
    appearanceChanged()
  }

  private enum PhotoImport: Sendable {
    case kept(Data, PhotoBrightness)
    case refused(String)
  }

  /// The photo picker failed to hand over the photo.
  public func photoFailed(_ reason: String) { photoRefused(SaveStatus.failed(reason).message) }

  private func photoRefused(_ text: String) {
    saveStatus = nil
    message = text
  }

  private func appearanceChanged() {
    save(settings, for: WallpaperSettings.key)
    regenerate()
    // As a note change does: out of date, and the reminder the notes screen promises.
    notesChangedAfterSetup()
  }

  /// Private to the app (not in the Documents folder Files shows).
  static func photoFile(_ slot: PhotoSlot, in folder: URL) -> URL {
    folder.appendingPathComponent("Photos/\(slot.rawValue)-photo")
  }

  // MARK: - The wallpaper (NW-6.7, NW-10.2, NW-10.3)

  /// Draws both images for this phone and saves them where the shortcut reads them, off the main actor: the
  /// status reads "Saving…" until the drawing that includes this change is on disk.
  public func regenerate() {
    saveStatus = .saving
    redrawRequested = true
    guard drawing == nil else { return }
    drawing = Task { await drawUntilCurrent() }
  }

  /// Returns once the images on disk match the notes and appearance as they are now.
  public func wallpaperSettled() async {
    while let drawing { await drawing.value }
  }

  private func drawUntilCurrent() async {
    while redrawRequested {
      redrawRequested = false
      let (home, lock) = (homeRevision, lockRevision)
      let job = WallpaperJob(
        generator: WallpaperGenerator(device: device, renderer: dependencies.renderer, exporter: exporter),
        notes: notes, settings: settings, lockPhoto: lockPhoto, homePhoto: homePhoto,
        redrawHome: drawnHomeRevision != home,
        knownBrightness: measuredLuminance.flatMap { $0.revision == lock ? $0.value : nil })
      let result = await Task.detached(priority: .userInitiated) { job.run() }.value
      layout = result.layout
      if let brightness = result.brightness { measuredLuminance = (lock, brightness) }
      if result.status == .saved {
        lockScreenImage = result.lockScreenImage
        drawnHomeRevision = home
      }
      // A newer change is already waiting: its drawing will say how it went.
      if !redrawRequested { saveStatus = result.status }
    }
    drawing = nil
  }

  // MARK: - The setup guide, from the main app

  /// "Setup Guide" in the main app: the onboarding again, from the shortcut's installation, with the notes and
  /// appearance kept; finishing it returns to the notes. The app's own messages send users here.
  public func reopenSetupGuide() {
    progress.hasCompletedSetup = false
    progress.flow = OnboardingFlow(startingAt: .installShortcut)
    permissionsRun = .notStarted
    saveProgress()
  }

  /// The guide was opened again from the notes screen (setup was finished once, in this version): it can be
  /// closed at any step, back to the notes, also after a relaunch in the middle of it.
  public var canCloseSetupGuide: Bool {
    !progress.hasCompletedSetup && progress.completedOnboardingVersion >= OnboardingProgress.currentVersion
  }

  /// "Close" on the reopened guide: back to the notes, as they were; nothing of the guide is run.
  public func closeSetupGuide() {
    guard canCloseSetupGuide else { return }
    progress.hasCompletedSetup = true
    saveProgress()
  }

  /// "Reinstall Shortcut" in the main app: the shortcut's page in Shortcuts, without the guide.
  public func reinstallShortcut() async {
    await open(dependencies.configuration.shortcutPage)
  }

  /// NW-10.3: runs the installed shortcut; it calls back with `notewall://wallpaper-updated`.
  public func updateWallpaper() async {
    agreeToWallpaper()
    await wallpaperSettled()
    if saveStatus != .saved {
      regenerate()
      await wallpaperSettled()
    }
    // The shortcut sets whatever image is on disk: after a failed drawing that is the older one, and its
    // "updated" callback would say the notes are on the lock screen when they are not. It does not run.
    if case .failed = saveStatus {
      message = saveStatus?.message
      return
    }
    guard let url = runURL, await dependencies.openURL(url) else {
      message = NoteWallCopy.shortcutMissing
      return
    }
  }

  private var runURL: URL? { ShortcutRunner.runURL(name: dependencies.configuration.runnableShortcutName) }

  /// Once the user agreed, the shortcut can run at any time, and the user can delete files in Files: whatever it
  /// reads (docs/notewall-shortcut.md) is drawn again when missing.
  private func ensureShortcutFiles() {
    guard progress.wallpaperAgreed, !ShortcutContract.isHonoured(in: dependencies.folder) else { return }
    homeRevision += 1
    regenerate()
  }

  // MARK: - Persistence (NW-9.1)

  private func saveProgress() { save(progress, for: OnboardingProgress.key) }

  private func saveSession() {
    save(
      NoteWallSession(
        leftForShortcuts: leftForShortcuts, permissionsRun: permissionsRun, lockScreenOutOfDate: lockScreenOutOfDate),
      for: NoteWallSession.key)
  }

  /// Files read at launch that must not be written over: a newer version's, or one iOS would not let the app read.
  @ObservationIgnored private var unwritable: [String: SharedStoreError] = [:]

  private func save<Value>(_ value: Value, for key: StoreKey<Value>) {
    do {
      if let problem = unwritable[key.name] { throw problem }
      try dependencies.store.write(value, for: key)
    } catch {
      message = NoteWallCopy.notSaved(error)
    }
  }

  private func open(_ link: String) async {
    guard let url = URL(string: link), await dependencies.openURL(url) else {
      message = NoteWallCopy.cannotOpen
      return
    }
  }
}

/// The app's files as read at launch, never losing one: a damaged file is set aside (its bytes kept beside it)
/// and the default used; a file that cannot be read now or was written by a newer version is left alone and
/// marked, so nothing is written over it.
struct StoreReading {
  let store: SharedStore
  private(set) var unwritable: [String: SharedStoreError] = [:]
  private(set) var setAside = false

  mutating func load<Value>(_ key: StoreKey<Value>) -> Value {
    switch store.load(key) {
    case .success(let value): return value ?? key.defaultValue
    case .failure(.corrupt):
      do {
        try store.setAside(key)
        setAside = true
      } catch {
        unwritable[key.name] = error
      }
      return key.defaultValue
    case .failure(let error):
      unwritable[key.name] = error
      return key.defaultValue
    }
  }
}
