import Foundation

/// Everything a child process writes to one pipe, read as it arrives on a thread of the collector's own, so a
/// test awaiting it never holds one of Swift's cooperative threads (two on a 2-core machine) and a child never
/// blocks on a full pipe.
public final class PipeCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes = Data()
  private var ended = false

  /// Starts reading `fileDescriptor` (the read end of a pipe) at once, and closes it at its end.
  public init(fileDescriptor: Int32) {
    let reader = Thread { [self] in
      // read(2) answers what has arrived (FileHandle's read(upToCount:) waits for the whole count or the end).
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        lock.withLock { bytes.append(contentsOf: chunk[..<count]) }
      }
      close(fileDescriptor)
      lock.withLock { ended = true }
    }
    reader.name = "PipeCollector"
    reader.start()
  }

  /// What arrived so far, as UTF-8.
  public var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }

  /// Whether the writer closed its end (the child exited, or closed the stream).
  public var isEnded: Bool { lock.withLock { ended } }

  /// Waits until what arrived satisfies `condition`, the pipe ends or `seconds` pass, and answers what arrived.
  public func text(within seconds: Double, until condition: @Sendable (String) -> Bool) async -> String {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while true {
      let (now, isEnded) = lock.withLock { (String(decoding: bytes, as: UTF8.self), ended) }
      if condition(now) || isEnded || ContinuousClock.now >= deadline { return now }
      try? await Task.sleep(for: .milliseconds(10))
    }
  }

  /// Waits until the pipe ends (at most `seconds`) and answers everything it carried, or nil if it had not ended.
  public func all(within seconds: Double) async -> String? {
    let text = await text(within: seconds) { _ in false }
    return isEnded ? text : nil
  }
}
