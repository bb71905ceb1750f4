import Foundation

extension Process {
  /// Waits until the process has exited or `seconds` have passed, and says whether it exited. Tests wait with
  /// this, never with `waitUntilExit()`, which has no deadline: a child that does not stop, or whose exit
  /// Foundation does not notice, would otherwise hold the whole test run until CI's limit.
  ///
  /// A child that has exited but is not reaped yet (a zombie) counts as exited once the deadline comes.
  public func waitForExit(within seconds: TimeInterval) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while isRunning {
      if Date() >= deadline { return Self.isZombie(processIdentifier) }
      pause(for: 0.02)
    }
    return true
  }

  /// Sleeps a moment, except on the main thread, which runs its run loop instead (as `waitUntilExit()` does):
  /// that is where the main actor's jobs run, and a test waiting there must not stall every @MainActor test.
  private func pause(for seconds: TimeInterval) {
    if Thread.isMainThread {
      let until = Date().addingTimeInterval(seconds)
      if !RunLoop.current.run(mode: .default, before: until) { Thread.sleep(until: until) }
    } else {
      Thread.sleep(forTimeInterval: seconds)
    }
  }

  /// Whether `pid` has exited and waits to be reaped (state Z in /proc/<pid>/stat, after the command's name).
  private static func isZombie(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let nameEnd = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(after: nameEnd)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
  }
}
