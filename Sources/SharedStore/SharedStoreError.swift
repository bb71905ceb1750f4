import Foundation

/// Why a value could not be read or written. Reads never throw: they return the key's default and report one
/// of these, so a widget with a damaged file still draws.
public enum SharedStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  case unreadable(key: String, reason: String)
  case corrupt(key: String, reason: String)
  case newerSchema(key: String, stored: Int, supported: Int)
  case writeFailed(key: String, reason: String)
  /// The store's folder itself cannot be used: it is a file, or it cannot be listed.
  case unusableFolder(path: String, reason: String)

  public var description: String {
    switch self {
    case .unreadable(let key, let reason): "could not read \(key): \(reason)"
    case .corrupt(let key, let reason): "\(key) is damaged: \(reason)"
    case .newerSchema(let key, let stored, let supported):
      "\(key) was written by a newer version (schema \(stored), this build reads up to \(supported))"
    case .writeFailed(let key, let reason): "could not save \(key): \(reason)"
    case .unusableFolder(let path, let reason): "\(path) cannot be used: \(reason)"
    }
  }
}
