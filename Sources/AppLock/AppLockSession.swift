import AppServices
import Foundation
import Localization
import Observation

/// One app lock over a scene, as PayMe's App Lock and Lock VocaPin both run it: the lock (`AwayLock`'s rules),
/// the cover for the app switcher, the app's own system prompts, and the unlock. Each app configures it with
/// values (the device owner check, the clock, the prompt's reason, its cover rule) and closures (its settings'
/// policy, how it runs work), and hears back through closures; what differs (settings files, links held,
/// announcements) stays the app's.
///
/// How iOS behaves here (../shared/reference/platform-behaviour.md, "LocalAuthentication", "Scene phase"): the
/// device owner policy shows Face ID (Touch ID, Optic ID), then the passcode by itself; it fails with
/// `.passcodeNotSet` on a device with no passcode. Any system prompt, the app switcher and Control Center alike
/// make the scene inactive; only the app knows it asked, so its own prompt (`ownPrompt`) neither covers nor locks.
/// Leaving the app ends a prompt with `.systemCancel`.
@MainActor
@Observable
public final class AppLockSession {
  /// When the cover is up.
  public enum CoverRule: Sendable {
    /// A privacy cover whatever the lock (PayMe): at every resign active but the app's own prompts and a system
    /// sheet's, and at the background; only `.active` takes it down.
    case always
    /// The lock's cover (VocaPin): as `always`, but only while the lock is on, and an unlock takes it down.
    case whileOn
  }

  /// What the app's settings say now, read at each use.
  public struct Policy {
    /// The lock holds (on, and nothing else keeping it off, such as PayMe's onboarding).
    public var isOn: @MainActor () -> Bool
    /// Require: how long the app may be away before a return locks.
    public var delay: @MainActor () -> AppLockDelay
    /// A system sheet is up (share sheet, Files): its own prompts make the scene inactive, so an inactive scene
    /// is taken for one of them, and only the background covers, where iOS takes the snapshot.
    public var systemSheetUp: @MainActor () -> Bool

    public init(
      isOn: @escaping @MainActor () -> Bool = { false },
      delay: @escaping @MainActor () -> AppLockDelay = { .immediately },
      systemSheetUp: @escaping @MainActor () -> Bool = { false }
    ) {
      self.isOn = isOn
      self.delay = delay
      self.systemSheetUp = systemSheetUp
    }
  }

  /// Nothing of the app shows until the device owner confirms.
  public var isLocked: Bool { away.isLocked }
  /// Locked, when the app left and whether the return asks. Kept in memory only: a new process locks at launch.
  private var away: AwayLock {
    didSet { if away.isLocked != oldValue.isLocked { onLockChanged() } }
  }
  /// The cover, up from the moment the scene resigns active (the app switcher's card, then its snapshot) until it
  /// is active again (`CoverRule`).
  public private(set) var isCovered = false
  /// The app's own system prompts up now (the owner check, a permission): iOS makes the scene inactive for them
  /// as for the app switcher, and only the app knows it asked.
  @ObservationIgnored private var ownPromptsUp = 0

  /// The app's settings, read at each use.
  @ObservationIgnored public var policy = Policy()
  /// Runs the unlock a return starts, as the app runs its work (PayMe's tracked for `finishWork`, VocaPin's one
  /// after another for `check`).
  @ObservationIgnored public var run: @MainActor (@escaping @MainActor () async -> Void) -> Void = { work in
    Task { await work() }
  }
  /// The owner confirmed: the app follows what waited for the unlock.
  @ObservationIgnored public var onUnlocked: @MainActor () -> Void = unimplemented("AppLockSession.onUnlocked")
  /// The device has no passcode any more, so nothing can confirm the owner: the lock went off (unlocked first),
  /// and the app turns its setting off and says so.
  @ObservationIgnored public var onPasscodeGone: @MainActor () -> Void = unimplemented("AppLockSession.onPasscodeGone")
  /// The unlock's owner check ran, whatever it said: the app reads what the device has again. Optional, unlike the
  /// reports above: PayMe shows what the device has (Face ID or a passcode) and listens; VocaPin shows nothing of it.
  @ObservationIgnored public var onOwnerAsked: @MainActor () -> Void = {}
  /// Locked or unlocked just now. Optional: PayMe's My Code follows with the screen's brightness; VocaPin has
  /// nothing that follows.
  @ObservationIgnored public var onLockChanged: @MainActor () -> Void = {}

  private let owner: any DeviceOwnerAuthenticationClient
  private let now: @Sendable () -> Date
  private let unlockReason: LocalizedCopy
  private let cover: CoverRule

  /// `locked`: a new process with the lock on starts locked, and its first return asks.
  public init(
    owner: any DeviceOwnerAuthenticationClient, now: @escaping @Sendable () -> Date, unlockReason: LocalizedCopy,
    cover: CoverRule, locked: Bool
  ) {
    self.owner = owner
    self.now = now
    self.unlockReason = unlockReason
    self.cover = cover
    away = AwayLock(locked: locked)
  }

  /// Locked now (at launch once the settings can be read); the next return asks.
  public func lockNow() { away.lock() }

  /// Whether one of the app's own system prompts is up now: the cover stays down for it.
  public var isShowingOwnPrompt: Bool { ownPromptsUp > 0 }

  // MARK: - The scene

  /// The scene's phase, as UIKit reports it, so the cover is up in the same call as `sceneWillResignActive`,
  /// before iOS draws the app switcher's card. `appWork`, the app's own work for the phase, runs after the cover
  /// and the return's judgement (so what it says or shows knows whether the app is locked), and before
  /// `.background` locks and before `.active` starts the return's unlock, which starts last.
  public func scenePhaseChanged(to phase: AppScenePhase, _ appWork: () -> Void = {}) {
    switch phase {
    case .inactive:
      away.leftFront()
      lockIfAwayLongEnough()
      if covers, ownPromptsUp == 0, !policy.systemSheetUp() { isCovered = true }
      appWork()
    case .background:
      away.leftFront()
      if covers { isCovered = true }
      appWork()
      // Immediately locks now; a delay notes when the app left, and the return decides. A return to an app
      // still locked asks once again (its last prompt was cancelled by leaving).
      away.leftForBackground(isOn: policy.isOn(), delay: policy.delay(), now: now())
    case .active:
      lockIfAwayLongEnough()
      isCovered = false
      appWork()
      // Asked once, never at every `.active` (the prompt's own sheet causes one). The ask is taken only as its
      // prompt starts (`AwayLock.beginAsking`): nothing is lost to a quick inactive.
      if away.cameToFront() { run { await self.unlock(onReturn: true) } }
    }
  }

  private var covers: Bool {
    switch cover {
    case .always: true
    case .whileOn: policy.isOn()
    }
  }

  /// The first sign of a return (`.inactive`, `.active`, or a link): locks if the app was away at least the
  /// chosen time, or the clock was set back meanwhile.
  public func lockIfAwayLongEnough() {
    away.returned(isOn: policy.isOn(), delay: policy.delay(), now: now())
  }

  // MARK: - The unlock

  /// The device owner check (Face ID, Touch ID or Optic ID, then the passcode); cancelled or failed, the app stays
  /// locked, with its button to try again. `onReturn`: the return's own ask, which goes ahead only while still
  /// due once the work starts (in front, no prompt of the app's own up); else the next `.active` or the end of
  /// that prompt asks (`ownPrompt`), never lost.
  public func unlock(onReturn: Bool = false) async {
    guard isLocked, ownPromptsUp == 0, away.beginAsking(onReturn: onReturn) else { return }
    guard owner.availability(of: .deviceOwnerAuthentication).error != .passcodeNotSet else {
      // Nothing can confirm the owner any more (the passcode was turned off): the lock cannot hold anything.
      unlocked()
      return onPasscodeGone()
    }
    let result = await askOwner(reason: unlockReason)
    onOwnerAsked()
    guard result == .success else { return }
    unlocked()
    onUnlocked()
  }

  private func unlocked() {
    away.unlocked()
    if cover == .whileOn { isCovered = false }
  }

  /// The device owner check as one of the app's own prompts (`ownPrompt`): the unlock's, and each app's before a
  /// setting weakens the lock (turning it off, a longer Require, showing more on the widgets).
  public func askOwner(reason: LocalizedCopy) async -> AuthenticationResult {
    await ownPrompt { await owner.evaluate(.deviceOwnerAuthentication, reason: reason.text, fallbackTitle: nil) }
  }

  /// The app asked iOS something (the owner check, a permission): while `work` runs, the scene resigning active is
  /// that system alert, not the user leaving, so it neither covers nor locks. The app switcher, Control Center or
  /// Notification Centre, which the app did not cause, still cover at any other time, and the background always
  /// does.
  public func ownPrompt<T>(_ work: @MainActor () async -> T) async -> T {
    ownPromptsUp += 1
    defer {
      ownPromptsUp -= 1
      // The return's ask waited for this prompt (a payment's check, dictation's permission): asked now, as the
      // return would have.
      if ownPromptsUp == 0, away.asksNow { run { await self.unlock(onReturn: true) } }
    }
    return await work()
  }
}
