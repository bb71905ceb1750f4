import Foundation

extension Process {
  /// Waits until the process has exited or `seconds` have passed, and says whether it exited. Tests await
  /// this, never `waitUntilExit()`, which has no deadline and blocks its thread: a child that does not stop
  /// would hold the test run until CI's limit, and a blocked cooperative thread starves every other test.
  ///
  /// A child that has exited but is not reaped yet (a zombie) counts as exited once the deadline comes.
  public func exited(within seconds: Double) async -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while isRunning {
      if ContinuousClock.now >= deadline { return Self.isZombie(processIdentifier) }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return true
  }

  /// Whether `pid` has exited and waits to be reaped (state Z in /proc/<pid>/stat, after the command's name).
  private static func isZombie(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let nameEnd = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(after: nameEnd)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
  }
}
