import Foundation

/// The project's command-line tools, as tests run them: built beside the test bundle (each test target depends
/// on the tools it runs, so `swift test` builds them).
public enum TestTools {
  public struct Result: Sendable {
    public let status: Int32
    public let output: String
    public let error: String
  }

  /// The path of a built executable, looking beside the test bundle and a few folders up.
  public static func executable(_ name: String) -> URL? {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return nil
  }

  /// Runs a tool to completion with `arguments`, writing `input` to its standard input.
  public static func run(_ name: String, _ arguments: [String], input: Data? = nil) throws -> Result {
    guard let tool = executable(name) else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name]) }
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    if let input { stdin.fileHandleForWriting.write(input) }
    try stdin.fileHandleForWriting.close()
    // Read before waiting, so a tool never blocks on a full pipe (the tools write little to stderr).
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let error = stderr.fileHandleForReading.readDataToEndOfFile()
    guard process.waitForExit(within: 120) else {
      kill(process.processIdentifier, SIGKILL)
      _ = process.waitForExit(within: 10)
      throw CocoaError(
        .executableLoad,
        userInfo: [NSFilePathErrorKey: name, NSLocalizedDescriptionKey: "\(name) did not finish within 120 s"])
    }
    return Result(
      status: process.isRunning ? -1 : process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      error: String(decoding: error, as: UTF8.self))
  }
}
