import Foundation

/// Why a value could not be read or written. Reads never throw: they return the key's default and report one
/// of these, so a widget with a damaged file still draws.
///
/// Each case is a cause, not words: an app puts it in the user's language with its own copy (`FileProblem` says
/// what the file system refused). `description` is English for logs only.
public enum SharedStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  case unreadable(key: String, problem: FileProblem)
  /// The file is damaged: not the store's JSON, or not the key's type. `detail` is the decoder's account, for logs.
  case corrupt(key: String, detail: String)
  case newerSchema(key: String, stored: Int, supported: Int)
  case writeFailed(key: String, problem: FileProblem)
  /// The value was saved, but its file keeps iOS's default protection (reported, never thrown).
  case protectionNotSet(key: String, problem: FileProblem)
  /// The store's folder itself cannot be used: it is a file (`.notAFolder`), or it cannot be listed.
  case unusableFolder(path: String, problem: FileProblem)
  /// Another process (the app, or a widget's) held the key's lock for as long as `update` waits: nothing was
  /// changed, and trying again later will work. iOS may suspend a widget extension while it holds the lock.
  case busy(key: String)

  /// The file system's cause, when the file system refused.
  public var fileProblem: FileProblem? {
    switch self {
    case .unreadable(_, let problem), .writeFailed(_, let problem), .protectionNotSet(_, let problem),
      .unusableFolder(_, let problem):
      problem
    case .corrupt, .newerSchema, .busy: nil
    }
  }

  public var description: String {
    switch self {
    case .unreadable(let key, let problem): "could not read \(key): \(problem)"
    case .corrupt(let key, let detail): "\(key) is damaged: \(detail)"
    case .newerSchema(let key, let stored, let supported):
      "\(key) was written by a newer version (schema \(stored), this build reads up to \(supported))"
    case .writeFailed(let key, let problem): "could not save \(key): \(problem)"
    case .protectionNotSet(let key, let problem): "\(key) was saved, but its protection could not be set: \(problem)"
    case .unusableFolder(let path, let problem): "\(path) cannot be used: \(problem)"
    case .busy(let key): "\(key) is being changed by another process; nothing was changed"
    }
  }
}
