import Foundation

/// Why the file system refused a read, a write or a move, as a cause: each app says it in the user's language
/// (its own `LocalizedCopy` per case), so the store holds no words for a person. Made from the POSIX error
/// underneath a Foundation error when there is one, else from Cocoa's code.
public enum FileProblem: Equatable, Sendable, CustomStringConvertible {
  case permissionDenied
  case diskFull
  case readOnlyDisk
  /// A file stands where a folder must be: the store's own folder, or a folder on the way to it.
  case notAFolder
  /// A folder stands where the file must be.
  case folderInTheWay
  case missing
  case pathTooLong
  /// Setting a damaged file aside found a thousand set-aside copies already there.
  case tooManyDamagedCopies
  /// A refusal without a cause of its own above; kept as the system gave it, for logs.
  case other(domain: String, code: Int)

  public init(_ error: any Error) {
    let ns = error as NSError
    let posix: Int32? =
      ns.domain == NSPOSIXErrorDomain
      ? Int32(truncatingIfNeeded: ns.code)
      : (ns.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap {
        $0.domain == NSPOSIXErrorDomain ? Int32(truncatingIfNeeded: $0.code) : nil
      }
    if let posix, let problem = Self.posix[posix] {
      self = problem
      return
    }
    guard ns.domain == NSCocoaErrorDomain, let problem = Self.cocoa[CocoaError.Code(rawValue: ns.code)] else {
      self = .other(domain: ns.domain, code: ns.code)
      return
    }
    self = problem
  }

  private static let posix: [Int32: FileProblem] = [
    EACCES: .permissionDenied, EPERM: .permissionDenied, ENOSPC: .diskFull, EROFS: .readOnlyDisk,
    ENOTDIR: .notAFolder, EISDIR: .folderInTheWay, ENOENT: .missing, ENAMETOOLONG: .pathTooLong,
  ]

  private static let cocoa: [CocoaError.Code: FileProblem] = [
    .fileWriteNoPermission: .permissionDenied, .fileReadNoPermission: .permissionDenied,
    .fileWriteOutOfSpace: .diskFull, .fileWriteVolumeReadOnly: .readOnlyDisk, .fileNoSuchFile: .missing,
    .fileReadNoSuchFile: .missing,
  ]

  /// English for logs and test failures (the Apple layer prints it); never shown to a user.
  public var description: String {
    switch self {
    case .permissionDenied: "permission denied"
    case .diskFull: "the disk is full"
    case .readOnlyDisk: "the disk is read-only"
    case .notAFolder: "a file is where a folder should be"
    case .folderInTheWay: "a folder is in the way"
    case .missing: "the file or folder does not exist"
    case .pathTooLong: "the path is too long"
    case .tooManyDamagedCopies: "too many damaged copies are already set aside"
    case .other(let domain, let code): "the system refused it (\(domain) \(code))"
    }
  }
}
