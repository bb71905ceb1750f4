/// Waits for an event by checking `condition` every `interval` until it holds or `limit` has passed, and says
/// whether it held: a test waits for the event itself, never a fixed time, and never without a deadline. It
/// sleeps between checks (a `Task.yield()` loop would keep a cooperative thread spinning on a 2-core machine). The
/// limit is what a passing test needs on a busy machine, with room; only a failing test pays it. 180 s: the waits
/// are for in-process events (a request reaching a gate, a clock's sleeper, a server's write) that take
/// milliseconds, but with about 2,500 tests started at once on CI's 2 cores the cooperative pool and the main
/// actor can leave a task unscheduled for a minute or more (seen: 30 s missed a prompt's scene change in a 420 s
/// run, and a search's debounce sleeper in a 480 s one). A wait that truly needs longer says so at its call.
public func waitUntil(
  within limit: Duration = .seconds(180), every interval: Duration = .milliseconds(5),
  isolation: isolated (any Actor)? = #isolation, _ condition: () async throws -> Bool
) async rethrows -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: limit)
  while clock.now < deadline {
    if try await condition() { return true }
    try? await clock.sleep(for: interval)
  }
  return try await condition()
}
