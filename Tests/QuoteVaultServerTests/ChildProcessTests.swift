import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// How tests run programs: what the servers and tools under test are started with.
@Suite("Child processes of the tests")
struct ChildProcessTests {
  private let shell = URL(fileURLWithPath: "/bin/sh")

  @Test("A child holds its three streams and no other descriptor of the test process")
  func onlyItsOwnStreams() async throws {
    // A socket opened without close-on-exec, as a test's raw connection is: a child that kept it would keep the
    // connection open after the test closed it.
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #expect(socket > 2)
    defer { close(socket) }
    let result = try await TestTools.run(shell, ["-c", "ls /proc/$$/fd"])
    let descriptors = Set(result.output.split(whereSeparator: \.isWhitespace).map(String.init))
    // 0-2, and the one the shell opens to read its own folder of descriptors.
    #expect(descriptors.isSubset(of: ["0", "1", "2", "3"]), "\(descriptors.sorted())")
    #expect(!descriptors.contains(String(socket)) || socket == 3)
  }

  @Test("Standard input, output and error, the exit code and a signal, as the child gave them")
  func streamsAndStatus() async throws {
    let echoed = try await TestTools.run(
      shell, ["-c", "cat; echo complaint >&2; exit 3"], input: Data("a scene\n".utf8))
    #expect(echoed.output == "a scene\n")
    #expect(echoed.error == "complaint\n")
    #expect(echoed.status == 3)

    let sleeper = try ChildProcess(shell, ["-c", "sleep 30"])
    #expect(sleeper.isRunning)
    sleeper.send(SIGTERM)
    #expect(await sleeper.exited(within: 10))
    #expect(sleeper.wasSignalled && sleeper.terminationStatus == SIGTERM)
    // Reaped: a signal now goes nowhere, never to a process that took the number since.
    sleeper.send(SIGKILL)
    #expect(!sleeper.isRunning)
  }

  @Test("Forty programs started at once all run and report (Foundation's Process crashed here now and then)")
  func manyAtOnce() async throws {
    let outputs = try await withThrowingTaskGroup(of: String.self) { group in
      for index in 0..<40 {
        group.addTask { try await TestTools.run(self.shell, ["-c", "echo \(index)"]).output }
      }
      return try await group.reduce(into: Set<String>()) { $0.insert($1) }
    }
    #expect(outputs == Set((0..<40).map { "\($0)\n" }))
  }

  @Test("A program that does not exist is an error, not a crash or a child that never reports")
  func missingProgram() async throws {
    #expect(throws: ChildProcess.LaunchFailure.self) {
      try ChildProcess(URL(fileURLWithPath: "/nonexistent/program"), [])
    }
  }
}
