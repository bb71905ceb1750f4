import Foundation

/// When an app lock locks, as a value both apps' lock models keep (PayMe's App Lock, Lock VocaPin): whether the
/// app is locked, whether the next return asks by itself, and when the app left with a Require delay.
///
/// The rules (../shared/reference/platform-behaviour.md, "Scene phase"):
/// - At `.background`, Immediately locks now; a delay notes the time the app left, and the return decides.
/// - The first sign of a return (`.inactive`, `.active`, a link) locks if the app was away at least the delay,
///   or if the clock now reads earlier than when it left (set back meanwhile, so how long is unknown).
/// - A locked app's return asks once, by itself, never at every `.active` (the prompt's own sheet causes one, and
///   a Cancel must not bring the prompt straight back); a return to an app still locked asks once again (leaving
///   cancelled its prompt).
/// - The return's ask stays wanted until its prompt really starts (`beginAsking`), not merely until it is
///   scheduled: a scene that resigns active again first, or a prompt of the app's own still up, loses nothing, and
///   the next `.active` (or the end of that prompt) asks instead (`asksNow`).
/// - The time the app left is kept in memory only: a new process starts locked (`init(locked:)`).
public struct AwayLock: Equatable, Sendable {
  /// Nothing of the app shows until the device owner confirms.
  public private(set) var isLocked: Bool
  /// The next return to the front starts the unlock by itself (once).
  public private(set) var unlockOnReturn: Bool
  /// When the app went to the background with a delay and unlocked; cleared at the first sign of a return.
  public private(set) var wentAwayAt: Date?
  /// The scene is `.active`: a prompt started now is seen (one started while inactive may be refused by iOS, or
  /// come up under Control Center).
  public private(set) var isInFront = false

  /// A new process: locked, asking at the first return, when the lock is on.
  public init(locked: Bool) {
    isLocked = locked
    unlockOnReturn = locked
  }

  /// At `.background`, with the lock `isOn` (and nothing else keeping it off, such as onboarding).
  public mutating func leftForBackground(isOn: Bool, delay: AppLockDelay, now: Date) {
    guard isOn else { return }
    if isLocked { unlockOnReturn = true }
    guard delay != .immediately else { return lock() }
    if !isLocked { wentAwayAt = now }
  }

  /// The first sign of a return: locks if the app was away `delay` or longer, or the clock went back.
  public mutating func returned(isOn: Bool, delay: AppLockDelay, now: Date) {
    guard let left = wentAwayAt else { return }
    wentAwayAt = nil
    guard isOn else { return }
    let away = now.timeIntervalSince(left)
    if away >= delay.seconds || away < 0 { lock() }
  }

  /// Back in front: true once if the return should ask now (locked, and not asked since it left).
  public mutating func takeUnlockOnReturn() -> Bool {
    guard unlockOnReturn, isLocked else { return false }
    unlockOnReturn = false
    return true
  }

  /// The return's ask is due now: locked, not yet asked since the app left, and in front. What `.active` and the
  /// end of an own prompt check before starting the unlock; only `beginAsking` takes it.
  public var asksNow: Bool { unlockOnReturn && isLocked && isInFront }

  /// `.active`: true when the return's ask should start now (`asksNow`). It is not taken here.
  public mutating func cameToFront() -> Bool {
    isInFront = true
    return asksNow
  }

  /// `.inactive` or `.background`: a return's ask not yet started waits for the next `.active`.
  public mutating func leftFront() {
    isInFront = false
  }

  /// The unlock prompt is starting. `onReturn`: the return's own ask, which goes ahead only while still due
  /// (`asksNow`). Either way the return's ask is taken now, so the prompt's own sheet (inactive, then `.active`
  /// again) never brings it back, and a Cancel stays cancelled until the app leaves.
  public mutating func beginAsking(onReturn: Bool) -> Bool {
    guard isLocked, !onReturn || asksNow else { return false }
    unlockOnReturn = false
    return true
  }

  /// Locked now (at launch, once the settings can be read, or when the app was away long enough); the next return
  /// asks.
  public mutating func lock() {
    isLocked = true
    unlockOnReturn = true
  }

  /// The device owner confirmed, or nothing can check the owner any more and the lock went off.
  public mutating func unlocked() {
    isLocked = false
  }
}
