import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-file replacement that another process can never observe half done: the bytes go to a unique
/// temporary file in the same directory, are flushed to disk, and the temporary file is renamed over the
/// destination. rename(2) is atomic within a file system, so a reader opens either the old file or the new one.
enum AtomicFile {
  static func write(_ data: Data, to url: URL) throws {
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw posixError("open") }
    var closed = false
    defer {
      if !closed { close(descriptor) }
    }
    do {
      try data.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            throw posixError("write")
          }
          offset += written
        }
      }
      guard fsync(descriptor) == 0 else { throw posixError("fsync") }
      closed = true
      guard close(descriptor) == 0 else { throw posixError("close") }
      guard rename(temporary.path, url.path) == 0 else { throw posixError("rename") }
    } catch {
      unlink(temporary.path)
      throw error
    }
  }

  private static func posixError(_ call: String) -> any Error {
    let code = errno
    return NSError(
      domain: NSPOSIXErrorDomain, code: Int(code),
      userInfo: [NSLocalizedDescriptionKey: "\(call): \(String(cString: strerror(code)))"])
  }
}
