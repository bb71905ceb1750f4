import Foundation

/// Why a file could not be read or written, in words a person can act on, rather than Foundation's
/// "The operation could not be completed. (NSCocoaErrorDomain error 4.)". Shared by the command-line tools.
public func fileErrorWords(_ error: any Error) -> String {
  let ns = error as NSError
  let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError
  if let posix = underlying?.domain == NSPOSIXErrorDomain
    ? underlying?.code : (ns.domain == NSPOSIXErrorDomain ? ns.code : nil)
  {
    switch Int32(truncatingIfNeeded: posix) {
    case ENOENT: return "its folder does not exist"
    case EACCES, EPERM: return "permission denied"
    case ENOSPC: return "the disk is full"
    case EROFS: return "the disk is read-only"
    case EISDIR: return "it is a folder"
    case ENOTDIR: return "part of the path is a file, not a folder"
    default: break
    }
  }
  if ns.domain == NSCocoaErrorDomain {
    switch CocoaError.Code(rawValue: ns.code) {
    case .fileNoSuchFile, .fileReadNoSuchFile: return "its folder does not exist"
    case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
    case .fileWriteOutOfSpace: return "the disk is full"
    case .fileWriteVolumeReadOnly: return "the disk is read-only"
    default: break
    }
  }
  return "the system refused it"
}
