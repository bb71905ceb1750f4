import Foundation

/// The project's command-line tools, as tests run them: built beside the test bundle (each test target depends
/// on the tools it runs, so `swift test` builds them).
public enum TestTools {
  public struct Result: Sendable {
    public let status: Int32
    public let output: String
    public let error: String
  }

  public struct Timeout: Error, CustomStringConvertible {
    public let description: String
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
  public static func run(
    _ name: String, _ arguments: [String], input: Data? = nil, within seconds: Double = 120
  ) async throws -> Result {
    guard let tool = executable(name) else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name]) }
    return try await run(tool, arguments, input: input, within: seconds)
  }

  /// Runs any program to completion (at most `seconds`), its output read as it arrives and its exit awaited, so
  /// the test's thread is free the whole time.
  public static func run(
    _ program: URL, _ arguments: [String], input: Data? = nil, environment: [String: String]? = nil,
    within seconds: Double = 120
  ) async throws -> Result {
    let process = try ChildProcess(program, arguments, environment: environment)
    if let input { process.write(input) }
    process.closeInput()
    guard await process.exited(within: seconds) else {
      process.send(SIGKILL)
      _ = await process.exited(within: 10)
      throw Timeout(description: "\(program.lastPathComponent) did not finish within \(Int(seconds)) s")
    }
    let printed = await process.output.all(within: 10) ?? process.output.text
    let complaints = await process.errors.all(within: 10) ?? process.errors.text
    return Result(status: process.terminationStatus, output: printed, error: complaints)
  }
}
