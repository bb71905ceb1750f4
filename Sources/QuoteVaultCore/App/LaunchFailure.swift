import Foundation
import GRDB
import Localization

/// Why QuoteVault could not start: its storage (the cache in Application Support) could not be opened at launch.
/// Each cause has its own words, so a full iPhone is never told to unlock itself. No cause deletes anything: a
/// store that cannot be opened is left where it is for the next try (`LocalCache.openReplacingDamaged` sets aside
/// only a file SQLite says is not a database, and keeps it).
public enum QuoteVaultLaunchFailure: Error, Equatable, Sendable {
  /// iOS keeps the app's files locked: launched before the first unlock after a restart (a background launch, or
  /// a prewarm). The app tries again by itself once the phone is unlocked.
  case protectedDataUnavailable
  /// The iPhone has no space left for the store to be opened or written.
  case storageFull
  /// The store could not be opened for another reason (an I/O error, a file the app may not open).
  case storageFailed

  /// The failure `error` (what opening the storage threw) stands for. Whether iOS had the protected files
  /// readable at the time (`UIApplication.isProtectedDataAvailable`) decides first: a locked phone's refusal
  /// comes back as an ordinary open error, which alone cannot tell it from a broken file.
  public init(_ error: any Error, protectedDataAvailable: Bool) {
    if !protectedDataAvailable {
      self = .protectedDataUnavailable
    } else if Self.isOutOfSpace(error) {
      self = .storageFull
    } else {
      self = .storageFailed
    }
  }

  /// SQLite's, Foundation's or the system's "no space left", or one they wrap (bounded: a hostile chain of
  /// underlying errors cannot loop).
  private static func isOutOfSpace(_ error: any Error) -> Bool {
    var current: (any Error)? = error
    for _ in 0..<8 {
      guard let error = current else { return false }
      if let database = error as? DatabaseError, database.resultCode == .SQLITE_FULL { return true }
      if let cocoa = error as? CocoaError, cocoa.code == .fileWriteOutOfSpace { return true }
      if let posix = error as? POSIXError, posix.code == .ENOSPC { return true }
      let bridged = error as NSError
      if bridged.domain == NSPOSIXErrorDomain, bridged.code == Int(ENOSPC) { return true }
      if bridged.domain == NSCocoaErrorDomain, bridged.code == CocoaError.fileWriteOutOfSpace.rawValue { return true }
      current = bridged.userInfo[NSUnderlyingErrorKey] as? any Error
    }
    return false
  }

  /// The screen's title.
  public var title: LocalizedCopy { QuoteVaultCopy.cantStart }

  /// What the screen says, and what the user can do about it (the screen always offers Try Again: space freed, a
  /// passing I/O error gone, or the phone unlocked).
  public var message: LocalizedCopy {
    switch self {
    case .protectedDataUnavailable: QuoteVaultCopy.storageLocked
    case .storageFull: QuoteVaultCopy.storageFull
    case .storageFailed: QuoteVaultCopy.storageFailed
    }
  }
}
