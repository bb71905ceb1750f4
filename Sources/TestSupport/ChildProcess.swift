import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A program the tests run, started with posix_spawn, its output read as it arrives and its exit awaited with a
/// deadline, so a test never blocks one of Swift's cooperative threads.
///
/// Not Foundation's `Process`: on Linux with Swift 6.3 its `run()` over-reads a `dirent` while it counts the
/// open descriptors and crashes about one suite run in five (swiftlang/swift-corelibs-foundation#5472). Here
/// a child gets its three streams and no other descriptor of the test process (glibc's closefrom action).
public final class ChildProcess: @unchecked Sendable {
  public struct LaunchFailure: Error, CustomStringConvertible {
    public let description: String
  }

  public let processIdentifier: pid_t
  /// What the child writes on its standard output and standard error.
  public let output: PipeCollector
  public let errors: PipeCollector

  private let lock = NSLock()
  private var input: Int32
  private var waitStatus: Int32?

  /// Starts `program` with `arguments`; `environment` nil keeps the test's own.
  public init(_ program: URL, _ arguments: [String], environment: [String: String]? = nil) throws {
    // One spawn at a time: a pipe is close-on-exec only from its fcntl on, and another spawn in that moment
    // would hand it to a second child before it is dup'ed onto 0-2 (closefrom spares those).
    Self.spawning.lock()
    defer { Self.spawning.unlock() }
    let stdin = try Self.pipe()
    let stdout = try Self.pipe()
    let stderr = try Self.pipe()
    let childEnds = [stdin.read, stdout.write, stderr.write]
    defer { for fd in childEnds { close(fd) } }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (fd, stream) in zip(childEnds, [Int32(0), 1, 2]) {
      posix_spawn_file_actions_adddup2(&actions, fd, stream)
    }
    // And nothing else: a socket a test holds open must close when the test closes it, not live on in a child.
    _ = Self.addCloseFrom?(&actions, 3)
    // The test runner ignores SIGPIPE, and an ignored signal stays ignored across exec: the child gets the default.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGPIPE, SIGTERM, SIGINT, SIGQUIT, SIGHUP] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigmask(&attributes, &mask)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

    let argv = ([program.path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let variables = environment ?? ProcessInfo.processInfo.environment
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in envp { free(pointer) } }

    var pid = pid_t()
    let failure = argv.withUnsafeBufferPointer { arguments in
      envp.withUnsafeBufferPointer { variables in
        guard let argv = arguments.baseAddress, let envp = variables.baseAddress else { return EINVAL }
        return posix_spawn(&pid, program.path, &actions, &attributes, argv, envp)
      }
    }
    guard failure == 0 else {
      for fd in [stdin.write, stdout.read, stderr.read] { close(fd) }
      throw LaunchFailure(description: "\(program.path): \(String(cString: strerror(failure)))")
    }
    processIdentifier = pid
    input = stdin.write
    output = PipeCollector(fileDescriptor: stdout.read)
    errors = PipeCollector(fileDescriptor: stderr.read)
  }

  deinit {
    closeInput()
  }

  /// Writes `data` to the child's standard input. Small inputs only (a scene, a few lines): a pipe holds 64 KiB
  /// before a write waits for the reader.
  public func write(_ data: Data) {
    let fd = lock.withLock { input }
    guard fd >= 0 else { return }
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }

  /// Closes the child's standard input: it reads the end.
  public func closeInput() {
    lock.withLock {
      if input >= 0 { close(input) }
      input = -1
    }
  }

  /// Whether the child has not exited yet (reaping it once it has).
  public var isRunning: Bool { lock.withLock { reap() == nil } }

  /// The exit code, or the signal's number if a signal ended it; -1 while it runs.
  public var terminationStatus: Int32 {
    guard let status = lock.withLock({ reap() }) else { return -1 }
    return status & 0x7f == 0 ? (status >> 8) & 0xff : status & 0x7f
  }

  /// Whether a signal (not an exit) ended the child.
  public var wasSignalled: Bool {
    guard let status = lock.withLock({ reap() }) else { return false }
    return status & 0x7f != 0
  }

  /// Sends `signal`, unless the child is already reaped (its pid may belong to another process by then).
  public func send(_ signal: Int32) {
    lock.withLock {
      if reap() == nil { _ = kill(processIdentifier, signal) }
    }
  }

  /// Waits until the child has exited or `seconds` have passed, and says whether it exited.
  public func exited(within seconds: Double) async -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while isRunning {
      if ContinuousClock.now >= deadline { return false }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return true
  }

  /// The wait status once the child has exited; call with the lock held.
  private func reap() -> Int32? {
    if let waitStatus { return waitStatus }
    var status: Int32 = 0
    let result = waitpid(processIdentifier, &status, WNOHANG)
    if result == processIdentifier {
      waitStatus = status
    } else if result < 0, errno != EINTR {
      waitStatus = -1
    }
    return waitStatus
  }

  private static let spawning = NSLock()

  /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 on), declared only for _GNU_SOURCE, which Swift's
  /// Glibc module is not built with; looked up by name.
  private static let addCloseFrom: AddCloseFrom? =
    dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map { unsafeBitCast($0, to: AddCloseFrom.self) }
  private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

  private static func pipe() throws -> (read: Int32, write: Int32) {
    var fds: [Int32] = [-1, -1]
    guard Glibc.pipe(&fds) == 0 else {
      throw LaunchFailure(description: "pipe: \(String(cString: strerror(errno)))")
    }
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    return (fds[0], fds[1])
  }
}
