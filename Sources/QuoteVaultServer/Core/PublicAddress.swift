import Foundation

/// The server's address as clients reach it, for links in mail and the token issuer: the configured port until
/// the listener is up, then the bound one (they differ when the configured port is 0, as in tests).
final class PublicAddress: @unchecked Sendable {
  private let lock = NSLock()
  private var base: String

  init(host: String, port: Int) { base = "http://\(host):\(port)" }

  var url: String { lock.withLock { base } }

  func bound(host: String, port: Int) { lock.withLock { base = "http://\(host):\(port)" } }
}
