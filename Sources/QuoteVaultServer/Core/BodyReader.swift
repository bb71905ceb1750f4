import Foundation
import Hummingbird
import NIOCore

/// Reads a request body within three bounds: its own limit and the per-connection limit (413), a process-wide
/// budget of body bytes held at once (503 with Retry-After: two hundred unfinished 1 MB bodies once took 260 MB),
/// and a well-formed stream (a malformed chunked body is the client's fault, 400, never "too large"). The time a
/// body may take is bounded per connection by `RequestDeadlineHandler` (whole request and stalls).
enum BodyReader {
  enum Failure: Error, Equatable {
    /// Past the request's own limit, the per-connection limit, or larger than the whole budget could ever hold.
    case tooLarge
    /// Every body being read together would pass `BodyBudget`'s capacity.
    case overloaded
    /// The stream failed: malformed framing (chunked encoding), or the connection ended mid-body.
    case malformed
  }

  /// The body, up to `limit` bytes (and `budget.perConnection`). The bytes count against `budget` while they
  /// are read, as the memory they take: a declared length is reserved whole before a byte is read and the
  /// buffer allocated once at that size; a chunked body reserves each growth of its buffer before it grows. They
  /// are given back when the body is returned (the handler then holds one body's worth, within its limit).
  static func collect(_ request: Request, upTo routeLimit: Int, budget: BodyBudget) async throws(Failure)
    -> ByteBuffer
  {
    let limit = min(routeLimit, budget.perConnection)
    let declared = request.headers[.contentLength].flatMap { Int($0) }
    // A body declared larger than the limit is refused before a byte of it is read: waiting for it would hold
    // the connection until the request deadline for an answer that is already known. One larger than the whole
    // budget could never be read, however idle the server: too large, not busy.
    if let declared, declared > limit || declared > budget.capacity { throw .tooLarge }
    var buffer = ByteBuffer()
    var reserved = 0
    defer { budget.release(reserved) }
    if let declared, declared > 0 {
      guard budget.reserve(declared) else { throw .overloaded }
      reserved = declared
      buffer.reserveCapacity(declared)
    }
    do {
      for try await chunk in request.body {
        let size = chunk.readableBytes
        guard size <= limit - buffer.readableBytes else { throw Failure.tooLarge }
        let needed = buffer.readableBytes + size
        if needed > reserved {
          guard needed <= budget.capacity else { throw Failure.tooLarge }
          // Doubling, as the buffer would grow by itself, but reserved first and never past the limits.
          let grown = min(limit, budget.capacity, max(needed, reserved.saturatingMultiply(2)))
          guard budget.reserve(grown - reserved) else { throw Failure.overloaded }
          reserved = grown
          buffer.reserveCapacity(grown)
        }
        var chunk = chunk
        buffer.writeBuffer(&chunk)
      }
    } catch let failure as Failure {
      throw failure
    } catch {
      throw .malformed
    }
    return buffer
  }
}

/// The body bytes held by every request being read at once: one per server (`maximumBufferedBodyBytes`), and
/// the most one connection may hold (`maximumBodyBytesPerConnection`; a connection reads one request at a time).
final class BodyBudget: @unchecked Sendable {
  /// For controllers built without one (tests of a single API).
  static let shared = BodyBudget(capacity: 64 << 20)

  /// What a refused client is told to wait (Retry-After, seconds): bodies being read finish or reach their stall
  /// timeout within seconds, so the budget frees that fast.
  static let retryAfterSeconds = 2

  let capacity: Int
  let perConnection: Int
  // NSLock rather than Mutex, which needs macOS 15: the server builds on a developer's Mac too.
  private let lock = NSLock()
  private var held = 0
  private var refused = 0

  init(capacity: Int, perConnection: Int = 4 << 20) {
    self.capacity = max(0, capacity)
    self.perConnection = max(0, perConnection)
  }

  var heldBytes: Int { lock.withLock { held } }

  /// Reservations refused since the start (for /metrics).
  var refusals: Int { lock.withLock { refused } }

  func reserve(_ bytes: Int) -> Bool {
    lock.withLock {
      guard bytes >= 0, bytes <= capacity - held else {
        refused += 1
        return false
      }
      held += bytes
      return true
    }
  }

  func release(_ bytes: Int) { lock.withLock { held -= bytes } }
}

extension APIError {
  /// This error with a Retry-After: a refusal for a busy moment, which the client should send again.
  func retrying(after seconds: Int = BodyBudget.retryAfterSeconds) -> APIError {
    var error = self
    error.headers[.retryAfter] = String(seconds)
    return error
  }
}
