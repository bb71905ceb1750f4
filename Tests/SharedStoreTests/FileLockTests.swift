import AppServicesTestSupport
import Foundation
import SharedStore
import TestSupport
import Testing

/// A key's lock is waited for only so long: a widget extension iOS suspended while holding it must not freeze the
/// app, which takes it on the main thread. Two opens of the lock file in one process contend as two processes do
/// (a flock belongs to an open file description), so one store holding it and another asking stand for the widget
/// and the app.
@Suite("SharedStore's lock: a bounded wait")
struct FileLockTests {
  let key = StoreKey("hearts", default: [String]())

  @Test(
    "A lock held elsewhere is waited for only the budget, then `busy` with nothing changed; once let go, the change is made"
  )
  func heldThenReleased() throws {
    let directory = try temporaryDirectory()
    let widget = SharedStore(directory: directory)
    let app = SharedStore(directory: directory)
    try widget.withLock(of: key) {
      let clock = ContinuousClock()
      let started = clock.now
      #expect(throws: SharedStoreError.busy(key: key.name)) {
        try app.update(key, waitingAtMost: .milliseconds(200)) { $0.append("app") }
      }
      let waited = clock.now - started
      #expect(waited >= .milliseconds(200), "the whole budget was waited: \(waited)")
      #expect(waited < .seconds(2), "and not much more: \(waited)")
      #expect(app.read(key).isEmpty, "nothing was changed")
    }
    try app.update(key, waitingAtMost: .milliseconds(200)) { $0.append("app") }
    #expect(app.read(key) == ["app"])
  }

  @Test("The default budget ends a wait on a lock that is never let go within two seconds")
  func defaultBudget() throws {
    let directory = try temporaryDirectory()
    let widget = SharedStore(directory: directory)
    let app = SharedStore(directory: directory)
    #expect(SharedStore.lockBudget >= .milliseconds(500) && SharedStore.lockBudget <= .seconds(2))
    try widget.withLock(of: key) {
      let clock = ContinuousClock()
      let started = clock.now
      #expect(throws: SharedStoreError.busy(key: key.name)) {
        try app.withLock(of: key) { Issue.record("ran without the lock") }
      }
      #expect(clock.now - started < .seconds(2))
    }
  }

  @Test("A lock let go during the wait is taken: the change is made late, not refused")
  func releasedDuringWait() async throws {
    let directory = try temporaryDirectory()
    let key = key
    let hold = await SharedStore.holdLockElsewhere(of: key, in: directory, for: 0.15)
    let app = SharedStore(directory: directory)
    try app.update(key, waitingAtMost: .seconds(5)) {
      #expect(hold.isLetGo, "the change waited for the holder to let go")
      $0.append("app")
    }
    #expect(app.read(key) == ["app"])
  }
}
