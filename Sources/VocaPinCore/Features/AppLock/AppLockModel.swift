import AppLock
import AppServices
import Foundation
import Localization
import Observation
import SharedStore

/// Lock VocaPin as one feature model: Settings' switch, Require and Hide Note on Widget, the lock over the app,
/// the cover for the app switcher, and the link held while locked. The app's model keeps the one instance and
/// tells it the scene's phase; it reports back through closures (`onUnlocked`, `onMessage`, `onChange`).
///
/// How iOS behaves here (../shared/reference/platform-behaviour.md, "LocalAuthentication", "Scene phase"):
/// the device owner policy shows Face ID (Touch ID, Optic ID) and falls back to the passcode by itself, also
/// through a biometry lockout; it fails with `.passcodeNotSet` on a device with no passcode. Any system prompt,
/// the app switcher and Control Center alike make the scene inactive; only VocaPin knows it asked, so its own
/// prompt neither covers the screen nor locks, and neither does a permission prompt it starts (`ownPrompt`).
/// Leaving the app ends a prompt with `.systemCancel`.
@MainActor
@Observable
public final class AppLockModel {
  /// The saved choices (the switch shows `isOnShown` while iOS asks).
  public private(set) var settings: AppLockSettings
  /// Nothing of the notes shows: the lock screen is over the board, every sheet and alert.
  public var isLocked: Bool { session.isLocked }
  /// The lock over the scene (AppLock's, PayMe's too): locked, when VocaPin left and whether the return asks (the
  /// time it left is never saved, so a new process locks at launch), the cover, and VocaPin's own prompts.
  private let session: AppLockSession
  /// The plain cover, up from the moment the scene resigns active (the app switcher's card and snapshot) until
  /// it is active again or the owner unlocks; only while Lock VocaPin is on.
  public var isCovered: Bool { session.isCovered }
  /// Whether an editor may hold the keyboard: never while locked (the prompt to unlock included) or covered, so a
  /// draft reopened at launch does not bring the keyboard up around the lock screen nor take typing under it.
  /// The editor's text view takes the keyboard when this turns true and gives it up when it turns false.
  public var mayTakeKeyboard: Bool { !isLocked && !isCovered }
  /// What each control shows while the device owner check its change asks for is queued or up
  /// (`PendingChoice`): Lock VocaPin's switch, Require's picker, Hide Note on Widget, and Profile Settings'
  /// Show Notes on Lock Screen (`VocaPinModel.lockScreenShowsNotesShown`).
  private var onSwitch = PendingChoice<Bool>()
  private var requireChoice = PendingChoice<AppLockDelay>()
  private var hideSwitch = PendingChoice<Bool>()
  var lockScreenSwitch = PendingChoice<Bool>()
  /// The lock file could not be read: saved as `AppLockSettings.damaged` (the damaged file set aside) and
  /// said once the owner has unlocked.
  @ObservationIgnored private var fileUnreadable: Bool
  /// The lock file could not be read yet (before the first unlock) or is a newer version's: locked at the
  /// strictest meanwhile, read again at unlock and before a save, and never written over.
  @ObservationIgnored private var fileHeld: Bool
  /// The link that arrived while locked: followed once unlocked. One at a time, as iOS hands an app the latest.
  @ObservationIgnored private(set) var heldRoute: (route: VocaPinRoute, source: VocaPinRouteSource)?
  /// The latest check (unlock or turning on), for tests to await; cancelled when the app leaves the front.
  @ObservationIgnored private(set) var check: Task<Void, Never>?

  /// Unlocked: the held link, if any, to follow now.
  @ObservationIgnored var onUnlocked: @MainActor ((route: VocaPinRoute, source: VocaPinRouteSource)?) -> Void = {
    _ in
  }
  /// Something the user must be told, in words (an alert of the app's stack, seen once unlocked).
  @ObservationIgnored var onMessage: @MainActor (LocalizedCopy) -> Void = unimplemented("AppLockModel.onMessage")
  /// The saved choices changed (old, new): Spotlight and the widgets follow.
  @ObservationIgnored var onChange: @MainActor (AppLockSettings, AppLockSettings) -> Void = unimplemented(
    "AppLockModel.onChange")
  /// A system sheet is up (share sheet, Files): its own prompts make the scene inactive, so only the background
  /// covers then, where iOS takes the snapshot.
  @ObservationIgnored var systemSheetUp: @MainActor () -> Bool = { false }

  private let owner: any DeviceOwnerAuthenticationClient
  private let store: SharedStore
  private let now: @Sendable () -> Date

  /// Reads the choices now; with the lock on (or its file unreadable) the app starts locked and asks once it is
  /// in front.
  public init(owner: any DeviceOwnerAuthenticationClient, store: SharedStore, now: @escaping @Sendable () -> Date) {
    self.owner = owner
    self.store = store
    self.now = now
    let (settings, outcome) = AppLockSettings.read(from: store)
    self.settings = settings
    fileUnreadable = outcome == .damaged
    fileHeld = outcome == .held
    session = AppLockSession(
      owner: owner, now: now, unlockReason: VocaPinCopy.Lock.unlockReason, cover: .whileOn, locked: settings.isOn)
    wireSession()
  }

  /// The session reads the saved choices, runs the return's unlock after any check already up (`check`), and
  /// reports back: an unlock follows the held link, and no passcode turns the lock off and says so.
  private func wireSession() {
    session.policy = AppLockSession.Policy(
      isOn: { [weak self] in self?.settings.isOn ?? false },
      delay: { [weak self] in self?.settings.requireAfter ?? .immediately },
      systemSheetUp: { [weak self] in self?.systemSheetUp() ?? false })
    session.run = { [weak self] work in self?.run(work) }
    session.onUnlocked = { [weak self] in self?.unlocked() }
    session.onPasscodeGone = { [weak self] in
      guard let self else { return }
      // The passcode was turned off: nothing can check the owner, so the lock cannot hold anything.
      save { $0.isOn = false }
      settings.isOn = false
      unlocked()
      onMessage(VocaPinCopy.Lock.turnedOff)
    }
  }

  // MARK: - Settings

  /// How this device checks its owner now (read at each call: a passcode may have been set or removed).
  public var method: AppLockMethod { AppLockMethod(owner) }

  /// Require's picker: a shorter delay saves at once; a longer one once the owner has said so
  /// (`setRequireAfter`).
  /// The picker shows the chosen delay at once, while iOS asks for a longer one (`PendingChoice`).
  public var requireAfter: AppLockDelay {
    get { requireChoice.shown(saved: settings.requireAfter) }
    set {
      guard asksToLengthen(to: newValue) else {
        requireChoice.clear()
        return save { $0.requireAfter = newValue }
      }
      whenOwnerAllows(\.requireChoice, to: newValue, reason: VocaPinCopy.Lock.requireLongerReason) {
        $0.save { $0.requireAfter = newValue }
      }
    }
  }

  /// A shorter delay is only stricter and saves at once. A longer one leaves the notes open longer to whoever
  /// holds the phone, so the device owner says so first (Face ID, then the passcode), as a banking app or
  /// Notes' own lock asks before its protection weakens; cancelled or failed, Require stays as it was.
  public func setRequireAfter(_ delay: AppLockDelay) async {
    requireAfter = delay
    await check?.value
  }

  /// Whether `delay` weakens the lock that is on, on a device that can ask its owner.
  private func asksToLengthen(to delay: AppLockDelay) -> Bool {
    settings.isOn && delay.seconds > settings.requireAfter.seconds && method != .unavailable
  }

  /// Hide Note on Widget: turning it on only hides more and saves at once; turning it off puts the note's words
  /// back on the Home Screen and Lock Screen, so the device owner says so first, as for a longer Require.
  /// The switch shows off at once, while iOS asks (`PendingChoice`).
  public var hidesWidgetNote: Bool {
    get { hideSwitch.shown(saved: settings.hidesWidgetNote) }
    set {
      guard !newValue else {
        hideSwitch.clear()
        if !settings.hidesWidgetNote { save { $0.hidesWidgetNote = true } }
        return
      }
      guard settings.hidesWidgetNote else { return hideSwitch.clear() }
      whenOwnerAllows(\.hideSwitch, to: false, reason: VocaPinCopy.Lock.showWidgetNoteReason) {
        $0.save { $0.hidesWidgetNote = false }
      }
    }
  }

  /// Settings' footer under the section: with the lock off it tells what turning it on does (the widgets hidden
  /// too, as `setOn` saves), with it on what Hide Note on Widget does now.
  public var footer: LocalizedCopy {
    VocaPinCopy.Lock.footer(method, hidesWidget: !settings.isOn || settings.hidesWidgetNote)
  }

  /// A change that shows more of the notes than the lock lets through now (Hide Note on Widget off, or the app's
  /// Show Notes on Lock Screen on): with Lock VocaPin on, the device owner says so first, and a cancel or a
  /// failure leaves the setting as it was; with the lock off (or no passcode to ask) it happens at once. Runs
  /// after any check already up, so two taps never ask over each other. While it waits and asks, `pending`
  /// shows `value` (the control does not jump back under the prompt); a choice changed back before its check
  /// started asks nothing.
  func whenOwnerAllows<Value>(
    _ pending: ReferenceWritableKeyPath<AppLockModel, PendingChoice<Value>>, to value: Value, reason: LocalizedCopy,
    _ change: @escaping @MainActor (AppLockModel) -> Void
  ) {
    guard settings.isOn, method != .unavailable else {
      self[keyPath: pending].clear()
      return change(self)
    }
    self[keyPath: pending].request(value)
    run {
      defer { self[keyPath: pending].checkEnded(for: value) }
      guard self[keyPath: pending].requested == value,
        await self.session.askOwner(reason: reason) == .success
      else { return }
      change(self)
    }
  }

  /// The switch: what the user chose shows at once, while iOS asks, and moves back only if the check fails. A
  /// choice taken back before its check starts asks nothing, as the other controls' (`whenOwnerAllows`).
  public var isOnShown: Bool {
    get { onSwitch.shown(saved: settings.isOn) }
    set {
      onSwitch.request(newValue)
      run {
        guard self.onSwitch.requested == newValue else { return }
        await self.setOn(newValue)
      }
    }
  }

  /// Turning on asks the device owner first, so nobody locks someone else out of their notes; a device with no
  /// passcode is told why it cannot. Turning off asks too: someone handed the unlocked app must not open it for
  /// good. With no passcode nothing can ask, and the lock cannot hold anyway (`unlock` turns it off).
  public func setOn(_ on: Bool) async {
    defer { onSwitch.checkEnded(for: on) }
    guard on != settings.isOn else { return }
    guard on else {
      if method != .unavailable {
        guard await session.askOwner(reason: VocaPinCopy.Lock.turnOffReason) == .success else { return }
      }
      return save { $0.isOn = false }
    }
    guard method != .unavailable else { return onMessage(VocaPinCopy.Lock.needsPasscode) }
    let result = await session.askOwner(reason: VocaPinCopy.Lock.turnOnReason)
    guard result == .success else { return }
    // Locked notes stay off the widgets too until the owner chooses to show them (`AppLockSettings`).
    save {
      $0.isOn = true
      $0.hidesWidgetNote = true
    }
  }

  /// Saves whole (a damaged file set aside first); a failed write keeps the choices as they were and says so.
  private func save(_ change: (inout AppLockSettings) -> Void) {
    readAgainIfHeld()
    // A newer version's file (or one still locked away) is never written over: the choice is not saved.
    guard !fileHeld else { return onMessage(VocaPinCopy.Lock.notSaved) }
    var changed = settings
    change(&changed)
    // An unreadable file is written over with what the model holds, its bytes set aside first.
    guard changed != settings || fileUnreadable else { return }
    do {
      if fileUnreadable { try store.setAside(VocaPinShared.appLock) }
      try store.write(changed, for: VocaPinShared.appLock)
    } catch {
      return onMessage(VocaPinCopy.Lock.notSaved)
    }
    fileUnreadable = false
    let old = settings
    settings = changed
    onChange(old, changed)
  }

  // MARK: - Locking

  /// The scene's phase, as UIKit reports it (the root view passes each change at once, so the cover is up in
  /// the same call as `sceneWillResignActive`, before iOS draws the app switcher's card).
  public func scenePhaseChanged(to phase: AppScenePhase) {
    session.scenePhaseChanged(to: phase)
    // iOS takes a prompt down with the app (`.systemCancel`); the context is let go too.
    if phase == .background { check?.cancel() }
  }

  /// The first sign of a return (`.inactive`, `.active`, or a link): locks if VocaPin was away at least the
  /// chosen time, or the clock was set back meanwhile.
  func lockIfAwayLongEnough() { session.lockIfAwayLongEnough() }

  /// A link that must wait for the unlock; a later one replaces it.
  func hold(_ route: VocaPinRoute, from source: VocaPinRouteSource) {
    heldRoute = (route, source)
  }

  /// The lock screen's Unlock button (and the return's automatic ask): Face ID, Touch ID or Optic ID, then the
  /// passcode, as iOS offers them. Cancelled or failed, VocaPin stays locked with the button to try again.
  public func unlockTapped() { run { await self.unlock() } }

  /// Face ID, Touch ID or Optic ID, then the passcode (`AppLockSession.unlock`); with no passcode left, the lock
  /// turns off and says so.
  func unlock() async { await session.unlock() }

  /// A held file read again: as saved once it can be read; damaged, it is then set aside as at launch.
  private func readAgainIfHeld() {
    guard fileHeld else { return }
    let (read, outcome) = AppLockSettings.read(from: store)
    switch outcome {
    case .held: return
    case .damaged: fileUnreadable = true
    case .read:
      let old = settings
      settings = read
      if old != read { onChange(old, read) }
    }
    fileHeld = false
  }

  /// Unlocked (the session took the lock and its cover down): a held file is read again, a damaged one said, and
  /// the held link followed.
  private func unlocked() {
    readAgainIfHeld()
    if fileUnreadable {
      // Kept as it was taken: on, at its strictest; the owner is told and can change it now.
      save { _ in }
      onMessage(VocaPinCopy.Lock.settingsDamaged)
    }
    let held = heldRoute
    heldRoute = nil
    onUnlocked(held)
  }

  /// VocaPin asked iOS something (the owner check here; Speech Recognition and the microphone from dictation's
  /// `ownPrompt`): while `work` runs, the scene resigning active is that system alert, not the user leaving, so
  /// it neither covers the note nor locks (`AppLockSession.ownPrompt`).
  public func ownPrompt<T>(_ work: @MainActor () async -> T) async -> T { await session.ownPrompt(work) }

  private func run(_ work: @escaping @MainActor () async -> Void) {
    let previous = check
    check = Task {
      await previous?.value
      await work()
    }
  }
}
