import Foundation
import Hummingbird
import NIOCore

/// Reads a request body within three bounds: its own limit (413), a process-wide budget of body bytes held at
/// once (503: two hundred unfinished 1 MB bodies once took 260 MB), and a well-formed stream (a malformed chunked
/// body is the client's fault, 400, never "too large"). The time a body may take is bounded per connection by
/// `RequestDeadlineHandler`.
enum BodyReader {
  enum Failure: Error, Equatable {
    /// Past the request's own limit.
    case tooLarge
    /// Every body being read together would pass `BodyBudget`'s capacity.
    case overloaded
    /// The stream failed: malformed framing (chunked encoding), or the connection ended mid-body.
    case malformed
  }

  /// The body, up to `limit` bytes. The bytes count against `budget` while they are read; they are given back
  /// when the body is returned (the handler then holds one body's worth, within its limit).
  static func collect(_ request: Request, upTo limit: Int, budget: BodyBudget) async throws(Failure)
    -> ByteBuffer
  {
    // A body declared larger than the limit is refused before a byte of it is read: waiting for it would hold
    // the connection until the request deadline for an answer that is already known.
    if let declared = request.headers[.contentLength].flatMap({ Int($0) }), declared > limit {
      throw .tooLarge
    }
    var buffer = ByteBuffer()
    var reserved = 0
    defer { budget.release(reserved) }
    do {
      for try await chunk in request.body {
        let size = chunk.readableBytes
        guard size <= limit - buffer.readableBytes else { throw Failure.tooLarge }
        guard budget.reserve(size) else { throw Failure.overloaded }
        reserved += size
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

/// The body bytes held by every request being read at once: one per server (`maximumBufferedBodyBytes`).
final class BodyBudget: @unchecked Sendable {
  /// For controllers built without one (tests of a single API).
  static let shared = BodyBudget(capacity: 64 << 20)

  let capacity: Int
  private let lock = NSLock()
  private var held = 0

  init(capacity: Int) { self.capacity = capacity }

  var heldBytes: Int { lock.withLock { held } }

  func reserve(_ bytes: Int) -> Bool {
    lock.withLock {
      guard bytes <= capacity - held else { return false }
      held += bytes
      return true
    }
  }

  func release(_ bytes: Int) { lock.withLock { held -= bytes } }
}
