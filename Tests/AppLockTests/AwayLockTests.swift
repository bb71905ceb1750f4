import AppLock
import Foundation
import Testing

/// The rules both app locks keep (PayMe's App Lock, Lock VocaPin), on the value alone: the apps' own suites
/// (PayMe's AppLockDelayTests, VocaPin's AppLockTests) drive the same rules through the scene.
@Suite("AwayLock: when being away locks")
struct AwayLockTests {
  let left = Date(timeIntervalSince1970: 1_790_000_000)

  /// The lock on and unlocked, as after the owner turned it on.
  func unlockedLock() -> AwayLock {
    var lock = AwayLock(locked: true)
    lock.unlocked()
    return lock
  }

  @Test("A new process with the lock on starts locked and its first return asks once; with it off, neither")
  func launch() {
    var on = AwayLock(locked: true)
    #expect(on.isLocked && on.unlockOnReturn)
    let onAsks = on.takeUnlockOnReturn()
    #expect(onAsks)
    let onAsksAgain = on.takeUnlockOnReturn()
    #expect(!onAsksAgain, "asked once, never again at the next .active")
    #expect(on.isLocked, "asking is not unlocking")
    var off = AwayLock(locked: false)
    let offAsks = off.takeUnlockOnReturn()
    #expect(!off.isLocked && !offAsks)
  }

  @Test("Immediately locks at .background, and the return asks once")
  func immediately() {
    var lock = unlockedLock()
    lock.leftForBackground(isOn: true, delay: .immediately, now: left)
    #expect(lock.isLocked && lock.wentAwayAt == nil)
    lock.returned(isOn: true, delay: .immediately, now: left)
    let lockAsks = lock.takeUnlockOnReturn()
    #expect(lockAsks)
  }

  @Test("A delay notes when the app left: back a second early stays open, back after the delay locks")
  func delay() {
    for delay in AppLockDelay.allCases where delay != .immediately {
      var early = unlockedLock()
      early.leftForBackground(isOn: true, delay: delay, now: left)
      #expect(!early.isLocked && early.wentAwayAt == left, "\(delay)")
      early.returned(isOn: true, delay: delay, now: left.addingTimeInterval(delay.seconds - 1))
      let earlyAsks = early.takeUnlockOnReturn()
      #expect(!early.isLocked && early.wentAwayAt == nil && !earlyAsks, "\(delay)")
      var late = unlockedLock()
      late.leftForBackground(isOn: true, delay: delay, now: left)
      late.returned(isOn: true, delay: delay, now: left.addingTimeInterval(delay.seconds))
      let lateAsks = late.takeUnlockOnReturn()
      #expect(late.isLocked && lateAsks, "\(delay)")
    }
  }

  @Test("Only the first sign of a return is judged: a later one does not lock on the same absence")
  func firstSignOnly() {
    var lock = unlockedLock()
    lock.leftForBackground(isOn: true, delay: .oneMinute, now: left)
    lock.returned(isOn: true, delay: .oneMinute, now: left.addingTimeInterval(30))
    lock.returned(isOn: true, delay: .oneMinute, now: left.addingTimeInterval(90))
    #expect(!lock.isLocked)
  }

  @Test("A clock set back while away cannot say how long it was: the return locks")
  func clockSetBack() {
    var lock = unlockedLock()
    lock.leftForBackground(isOn: true, delay: .fifteenMinutes, now: left)
    lock.returned(isOn: true, delay: .fifteenMinutes, now: left.addingTimeInterval(-1))
    let lockAsks = lock.takeUnlockOnReturn()
    #expect(lock.isLocked && lockAsks)
  }

  @Test("With the lock off nothing locks, and a lock turned off while away does not lock on the return")
  func off() {
    var never = unlockedLock()
    never.leftForBackground(isOn: false, delay: .immediately, now: left)
    #expect(!never.isLocked && never.wentAwayAt == nil)
    var turnedOff = unlockedLock()
    turnedOff.leftForBackground(isOn: true, delay: .oneMinute, now: left)
    turnedOff.returned(isOn: false, delay: .oneMinute, now: left.addingTimeInterval(3600))
    #expect(!turnedOff.isLocked && turnedOff.wentAwayAt == nil)
  }

  @Test("Leaving while still locked (the prompt cancelled) asks again on the next return, whatever the delay")
  func leavingLocked() {
    var lock = AwayLock(locked: true)
    let lockAsks = lock.takeUnlockOnReturn()
    #expect(lockAsks)
    // The user cancelled the prompt, or left with it up (iOS ends it with .systemCancel).
    lock.leftForBackground(isOn: true, delay: .oneHour, now: left)
    #expect(lock.wentAwayAt == nil, "already locked: no time to judge")
    lock.returned(isOn: true, delay: .oneHour, now: left.addingTimeInterval(5))
    let asksAgain = lock.takeUnlockOnReturn()
    #expect(lock.isLocked && asksAgain)
  }

  @Test(
    "The return's ask is taken only as its prompt starts: a scene inactive again first keeps it for the next return"
  )
  func askKeptUntilPromptStarts() {
    var lock = AwayLock(locked: true)
    let due = lock.cameToFront()
    #expect(due && lock.asksNow)
    // Control Center pulled down before the scheduled prompt began.
    lock.leftFront()
    let startedInactive = lock.beginAsking(onReturn: true)
    #expect(!startedInactive && !lock.asksNow, "not in front: no prompt now")
    let dueAgain = lock.cameToFront()
    #expect(dueAgain, "still due at the next .active: never lost")
    let started = lock.beginAsking(onReturn: true)
    #expect(started)
    // Face ID's own sheet: inactive, then active again after a Cancel.
    lock.leftFront()
    let loops = lock.cameToFront()
    #expect(!loops && lock.isLocked, "asked once: its own sheet does not bring it back")
    let button = lock.beginAsking(onReturn: false)
    #expect(button, "the Unlock button asks while locked")
    lock.leftFront()
    lock.leftForBackground(isOn: true, delay: .oneHour, now: left)
    let back = lock.cameToFront()
    #expect(back, "a return to an app still locked asks once again")
    lock.unlocked()
    let afterUnlock = lock.beginAsking(onReturn: false)
    #expect(!afterUnlock && !lock.asksNow, "unlocked: nothing to ask")
  }

  @Test("Unlocking opens the app and leaves the next absence to decide again")
  func unlocking() {
    var lock = AwayLock(locked: true)
    _ = lock.takeUnlockOnReturn()
    lock.unlocked()
    let lockAsks = lock.takeUnlockOnReturn()
    #expect(!lock.isLocked && !lockAsks)
    lock.leftForBackground(isOn: true, delay: .fiveMinutes, now: left)
    lock.returned(isOn: true, delay: .fiveMinutes, now: left.addingTimeInterval(300))
    #expect(lock.isLocked)
  }
}

@Suite("AppLockDelay: Require's choices")
struct AppLockDelayChoiceTests {
  @Test("Each delay's time and words; the raw values both apps' files hold")
  func delays() {
    #expect(AppLockDelay.allCases.map(\.seconds) == [0, 60, 300, 900, 3600])
    #expect(
      AppLockDelay.allCases.map(\.title.text) == [
        "Immediately", "After 1 Minute", "After 5 Minutes", "After 15 Minutes", "After 1 Hour",
      ])
    #expect(
      AppLockDelay.allCases.map(\.rawValue) == [
        "immediately", "oneMinute", "fiveMinutes", "fifteenMinutes", "oneHour",
      ])
  }

  @Test("A saved delay the app does not offer, or none, reads as the strictest")
  func saved() {
    let offered: [AppLockDelay] = [.immediately, .oneMinute, .fiveMinutes, .fifteenMinutes]
    #expect(AppLockDelay.saved(.fiveMinutes, offered: offered) == .fiveMinutes)
    #expect(AppLockDelay.saved(.oneHour, offered: offered) == .immediately)
    #expect(AppLockDelay.saved(nil, offered: offered) == .immediately)
  }
}
