import Foundation

/// A file system error in words a person can act on, instead of Foundation's "The operation could not be
/// completed. (NSCocoaErrorDomain error 512.)".
enum FileProblem {
  static func words(for error: any Error) -> String {
    let ns = error as NSError
    let posix: Int32? =
      ns.domain == NSPOSIXErrorDomain
      ? Int32(truncatingIfNeeded: ns.code)
      : (ns.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap {
        $0.domain == NSPOSIXErrorDomain ? Int32(truncatingIfNeeded: $0.code) : nil
      }
    switch posix {
    case EACCES, EPERM: return "permission denied"
    case ENOSPC: return "the disk is full"
    case EROFS: return "the disk is read-only"
    case ENOTDIR: return "part of the path is a file, not a folder"
    case EISDIR: return "a folder is in the way"
    case ENOENT: return "the folder does not exist"
    case ENAMETOOLONG: return "the path is too long"
    default: break
    }
    guard ns.domain == NSCocoaErrorDomain else { return "the system refused it (\(ns.domain) \(ns.code))" }
    switch CocoaError.Code(rawValue: ns.code) {
    case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
    case .fileWriteOutOfSpace: return "the disk is full"
    case .fileWriteVolumeReadOnly: return "the disk is read-only"
    case .fileNoSuchFile, .fileReadNoSuchFile: return "the file or folder does not exist"
    default: return "the system refused it (\(ns.domain) \(ns.code))"
    }
  }
}
