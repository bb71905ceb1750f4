/// Waits for an event by checking `condition` every `interval` until it holds or `limit` has passed, and says
/// whether it held: a test waits for the event itself, never a fixed time, and never without a deadline. It
/// sleeps between checks (a `Task.yield()` loop would keep a cooperative thread spinning on a 2-core machine). The
/// limit is what a passing test needs on a busy machine, with room; only a failing test pays it. 30 s: the waits
/// are for in-process events (a request reaching a gate, a clock's sleeper, a server's write) that take
/// milliseconds, and a few seconds on a loaded 2-core CI machine now that no test blocks the cooperative pool
/// (120 s was the padding for the tests that did). A wait that truly needs longer says so at its call.
public func waitUntil(
  within limit: Duration = .seconds(30), every interval: Duration = .milliseconds(5),
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
