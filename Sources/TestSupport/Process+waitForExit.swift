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
      usleep(20_000)
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
