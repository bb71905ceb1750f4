import Foundation

/// The real `quotevault-server` binary on a loopback port, as tests of the server and of its clients run it.
/// Starting and stopping are awaited with deadlines, never blocking the test's thread.
public final class ServerProcess: @unchecked Sendable {
  public let process: ChildProcess
  public let data: URL
  public private(set) var lines: [String] = []

  public struct StartFailure: Error, CustomStringConvertible {
    public let description: String
    public init(description: String) { self.description = description }
  }

  private init(process: ChildProcess, data: URL) {
    self.process = process
    self.data = data
  }

  /// Starts the server on `port` (0: any free port) over the data folder, and waits (at most `seconds`) until it
  /// says it is ready. `options` are more of its flags (`--enable-confirmations`).
  public static func start(
    data: URL, port: Int = 0, options: [String] = [], within seconds: Double = 60
  ) async throws -> ServerProcess {
    guard let binary = TestTools.executable("quotevault-server") else {
      throw StartFailure(description: "quotevault-server is not built")
    }
    // Without a log line per request: the suites send thousands, and a failure's output would drown in them.
    return try await start(
      program: binary,
      arguments: ["--data", data.path, "--port", String(port), "--bcrypt-cost", "4", "--no-log-requests"] + options,
      data: data, within: seconds)
  }

  /// Starts `program` with `arguments`, which must become the server (`exec`), and waits until it is ready.
  public static func start(
    program: URL, arguments: [String], data: URL, within seconds: Double = 60
  ) async throws -> ServerProcess {
    // A few start at once: a whole suite's worth starting together on two cores would each take minutes.
    await starting.enter()
    do {
      let server = try await launch(program: program, arguments: arguments, data: data, within: seconds)
      await starting.leave()
      return server
    } catch {
      await starting.leave()
      throw error
    }
  }

  private static func launch(
    program: URL, arguments: [String], data: URL, within seconds: Double
  ) async throws -> ServerProcess {
    let server = ServerProcess(process: try ChildProcess(program, arguments), data: data)
    // The three lines `supabase status` prints, all there.
    let printed = await server.process.output.text(within: seconds) {
      $0.contains("service_role key:") && $0.hasSuffix("\n")
    }
    server.lines = printed.split(separator: "\n").map(String.init)
    guard server.value("service_role key: ") != nil else {
      server.kill()
      throw StartFailure(description: "the server did not start within \(Int(seconds)) s: \(printed)")
    }
    return server
  }

  public func value(_ prefix: String) -> String? {
    lines.first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
  }

  public var apiURL: URL? { value("API URL: ").flatMap(URL.init(string:)) }
  public var anonKey: String { value("anon key: ") ?? "" }
  public var serviceRoleKey: String { value("service_role key: ") ?? "" }
  public var port: Int { apiURL?.port ?? 0 }

  /// Sends SIGKILL and returns at once (for `defer`).
  public func kill() {
    process.send(SIGKILL)
  }

  /// Kills the server (SIGKILL), as a crash or a power cut would, and waits for it to be gone.
  public func crash() async {
    kill()
    _ = await process.exited(within: 10)
  }

  /// Stops the server as an operator would (SIGTERM) and waits for it, at most `grace` seconds. A server still
  /// running then is a bug worth seeing, never a test run that hangs until CI's limit: it is asked for a
  /// backtrace (SIGQUIT; Swift's backtracer prints it on the server's standard error), which is printed on the
  /// test's, and killed. Returns whether it stopped by itself.
  @discardableResult
  public func stop(grace: Double = 20) async -> Bool {
    guard process.isRunning else { return true }
    process.send(SIGTERM)
    if await process.exited(within: grace) { return true }
    let pid = process.processIdentifier
    process.send(SIGQUIT)
    if await !process.exited(within: 15) { await crash() }
    let backtrace = await process.errors.all(within: 5) ?? process.errors.text
    FileHandle.standardError.write(
      Data("quotevault-server (pid \(pid)) did not stop within \(Int(grace)) s of SIGTERM:\n\(backtrace)\n".utf8))
    return false
  }

  deinit { kill() }

  private static let starting = Gate(width: 3)
}

/// At most `width` callers between `enter` and `leave`; the rest wait their turn, in order.
actor Gate {
  private let width: Int
  private var inside = 0
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(width: Int) { self.width = width }

  func enter() async {
    if inside < width {
      inside += 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  func leave() {
    if waiting.isEmpty {
      inside -= 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}
