import Foundation

/// The real `quotevault-server` binary on a loopback port, as tests of the server and of its clients run it.
public final class ServerProcess: @unchecked Sendable {
  public let process = Process()
  public let data: URL
  private let output = Pipe()
  public private(set) var lines: [String] = []

  public struct StartFailure: Error, CustomStringConvertible {
    public let description: String
    public init(description: String) { self.description = description }
  }

  /// Starts the server on `port` (0: any free port) over the data folder, and waits until it says it is ready.
  /// `options` are more of its flags (`--enable-confirmations`).
  public init(data: URL, port: Int = 0, options: [String] = []) throws {
    self.data = data
    guard let binary = TestTools.executable("quotevault-server") else {
      throw StartFailure(description: "quotevault-server is not built")
    }
    process.executableURL = binary
    // Without a log line per request: the suites send thousands, and a failure's output would drown in them.
    process.arguments =
      ["--data", data.path, "--port", String(port), "--bcrypt-cost", "4", "--no-log-requests"] + options
    process.standardOutput = output
    try process.run()
    // Read until the three lines `supabase status` prints are all there.
    var buffer = ""
    let deadline = Date().addingTimeInterval(30)
    while !buffer.contains("service_role key:"), Date() < deadline {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      buffer += String(decoding: chunk, as: UTF8.self)
    }
    lines = buffer.split(separator: "\n").map(String.init)
    guard value("API URL: ") != nil else { throw StartFailure(description: "the server did not start: \(buffer)") }
  }

  public func value(_ prefix: String) -> String? {
    lines.first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
  }

  public var apiURL: URL? { value("API URL: ").flatMap(URL.init(string:)) }
  public var anonKey: String { value("anon key: ") ?? "" }
  public var serviceRoleKey: String { value("service_role key: ") ?? "" }
  public var port: Int { apiURL?.port ?? 0 }

  /// Kills the server (SIGKILL), as a crash or a power cut would, and waits for it to be gone.
  public func kill9() {
    kill(process.processIdentifier, SIGKILL)
    _ = process.waitForExit(within: 10)
  }

  /// Stops the server as an operator would (SIGTERM) and waits for it, at most `grace` seconds. A server still
  /// running then is a bug worth seeing, never a test run that hangs until CI's limit: it is asked for a
  /// backtrace (SIGQUIT; Swift's backtracer prints it on the server's standard error, which is the test's) and
  /// killed. Returns whether it stopped by itself.
  @discardableResult
  public func stop(grace: TimeInterval = 20) -> Bool {
    guard process.isRunning else { return true }
    process.terminate()
    if process.waitForExit(within: grace) { return true }
    let pid = process.processIdentifier
    FileHandle.standardError.write(
      Data(
        "quotevault-server (pid \(pid)) did not stop within \(Int(grace)) s of SIGTERM; its backtrace follows.\n".utf8))
    kill(pid, SIGQUIT)
    if !process.waitForExit(within: 15) {
      kill(pid, SIGKILL)
      _ = process.waitForExit(within: 10)
    }
    return false
  }

  deinit { if process.isRunning { kill9() } }
}
