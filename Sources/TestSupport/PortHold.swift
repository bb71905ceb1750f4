import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps a loopback port while a test's server is down, so no other test's server (started on "any free port")
/// is given it meanwhile. The socket is bound but never listens: a client connecting meets a refusal, as it
/// would with nothing there, and the server given the port back binds it again.
public final class PortHold: @unchecked Sendable {
  private var socket: Int32

  /// Nil when the port cannot be held (someone already has it); the caller starts its server elsewhere or fails.
  public init?(port: Int) {
    guard (1...65535).contains(port) else { return nil }
    #if canImport(Glibc)
      let handle = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let handle = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard handle >= 0 else { return nil }
    var yes: Int32 = 1
    _ = setsockopt(handle, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(handle, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      close(handle)
      return nil
    }
    socket = handle
  }

  /// Gives the port back (just before the server binds it again).
  public func release() {
    guard socket >= 0 else { return }
    close(socket)
    socket = -1
  }

  deinit { release() }
}
