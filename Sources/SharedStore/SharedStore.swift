import Foundation

/// Typed Codable values kept as JSON files in one directory that an app and its widgets share (the App Group
/// container on iOS, a temporary folder in tests).
///
/// - Writes are atomic (`AtomicFile`): a reader in another process sees the old value or the new one, never a
///   mix.
/// - Reads never fail: a missing file gives the key's default; a damaged, unreadable or too-new file gives the
///   default and reports a `SharedStoreError` through `onError`.
/// - Each file records the schema version it was written with, so a newer app can upgrade an older file.
/// - `onWrite` runs after every successful write; the Apple layer uses it to ask WidgetKit to reload.
public struct SharedStore: Sendable {
  public let directory: URL
  private let onError: @Sendable (SharedStoreError) -> Void
  private let onWrite: @Sendable (String) -> Void
  private let readGate: ReadGate?
  private let protector: Protector
  private let removeGate: ReadGate?

  /// Says whether a file may be read now: nil to read it, or the error the system would give. On iOS a file of
  /// the App Group cannot be read after a restart until the first unlock (data protection); AppServicesTestSupport's
  /// `SimulatedDataProtection` passes a gate that behaves so. (A gate, not a reader closure: the file is always read
  /// by `Data(contentsOf:)` itself, here.)
  public typealias ReadGate = @Sendable (URL) -> (any Error)?

  public init(
    directory: URL, onError: @escaping @Sendable (SharedStoreError) -> Void = { _ in },
    onWrite: @escaping @Sendable (_ keyName: String) -> Void = { _ in }
  ) {
    self.init(directory: directory, onError: onError, onWrite: onWrite, readGate: nil)
  }

  public init(
    directory: URL, onError: @escaping @Sendable (SharedStoreError) -> Void = { _ in },
    onWrite: @escaping @Sendable (_ keyName: String) -> Void = { _ in }, readGate: ReadGate?
  ) {
    self.init(directory: directory, onError: onError, onWrite: onWrite, readGate: readGate, protector: nil)
  }

  /// `protector`: how each written file gets its key's protection class (`systemProtector` when nil).
  /// `removeGate`: says whether a file may be removed now (nil to remove it, or the error the system would give),
  /// so a test can make a removal fail as a full or failing disk does; the tests run as root, where permissions
  /// cannot.
  public init(
    directory: URL, onError: @escaping @Sendable (SharedStoreError) -> Void = { _ in },
    onWrite: @escaping @Sendable (_ keyName: String) -> Void = { _ in }, readGate: ReadGate?, protector: Protector?,
    removeGate: ReadGate? = nil
  ) {
    self.directory = directory
    self.onError = onError
    self.onWrite = onWrite
    self.readGate = readGate
    self.protector = protector ?? Self.systemProtector
    self.removeGate = removeGate
  }

  /// The stored value, or the key's default (reporting why, unless the value was simply never written).
  public func read<Value>(_ key: StoreKey<Value>) -> Value {
    switch load(key) {
    case .success(let value): return value ?? key.defaultValue
    case .failure(let error):
      onError(error)
      return key.defaultValue
    }
  }

  /// The stored value; nil when nothing was written; an error when something was written but cannot be used.
  public func load<Value>(_ key: StoreKey<Value>) -> Result<Value?, SharedStoreError> {
    let url = self.url(for: key)
    let data: Data
    do {
      if let refusal = readGate?(url) { throw refusal }
      data = try Data(contentsOf: url)
    } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
      return .success(nil)
    } catch {
      if !FileManager.default.fileExists(atPath: url.path) { return .success(nil) }
      return .failure(.unreadable(key: key.name, problem: FileProblem(error)))
    }
    return Envelope.decode(data, for: key).map { Optional($0) }
  }

  public func write<Value>(_ value: Value, for key: StoreKey<Value>) throws(SharedStoreError) {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try AtomicFile.write(Envelope.encode(value, version: key.schemaVersion), to: url(for: key))
    } catch {
      throw .writeFailed(key: key.name, problem: folderProblem()?.fileProblem ?? FileProblem(error))
    }
    protect(url(for: key), key)
    onWrite(key.name)
  }

  /// The key's protection on its file. The value is saved whatever happens here, so a failure is reported, not
  /// thrown: the file keeps iOS's default protection, and a widget falls back until the first unlock.
  func protect<Value>(_ file: URL, _ key: StoreKey<Value>) {
    do {
      try protector(file, key.protection)
    } catch {
      onError(.protectionNotSet(key: key.name, problem: FileProblem(error)))
    }
  }

  /// Reads, changes and writes a value, holding the key's lock (`FileLock`, a `.<name>.json.lock` file beside
  /// it) throughout: writers in the app and its widget extension, or on two threads, take turns, so no change
  /// is written over by another made from the same old value. (`write` alone takes no lock: a whole value
  /// replaces the old one, and each write wins whole, never torn.)
  ///
  /// What is stored is never written over unseen: a damaged file is set aside first (`setAside`, its bytes
  /// kept), and a file that cannot be read now (before the first unlock) or was written by a newer version
  /// throws instead of being replaced by a change made to the default.
  ///
  /// The lock is waited for `budget` at most (`FileLock`); then `SharedStoreError.busy` is thrown and nothing is
  /// changed: the caller keeps its change and tries again later.
  @discardableResult
  public func update<Value>(
    _ key: StoreKey<Value>, waitingAtMost budget: Duration = SharedStore.lockBudget,
    _ change: (inout Value) throws -> Void
  ) throws -> Value {
    try withLock(of: key, waitingAtMost: budget) { try readChangeWrite(key, change) }
  }

  /// How long `update` and `withLock` wait for another holder of a key's lock before throwing `.busy`.
  public static let lockBudget = FileLock.defaultBudget

  /// Runs `body` holding `key`'s lock, the one `update` holds: for a reader of `key` that writes what it made of
  /// it elsewhere (another key), so that no `update` of `key` lands between its read and its writes. `body` must
  /// not `update` `key` itself (a second hold of the lock waits for the first), and must not wait on anything
  /// (`FileLock`). Throws `.busy`, without running `body`, when the lock is held elsewhere for all of `budget`.
  public func withLock<Value, Result>(
    of key: StoreKey<Value>, waitingAtMost budget: Duration = SharedStore.lockBudget, _ body: () throws -> Result
  ) throws -> Result {
    // The folder first, for the lock file (a folder that cannot be made fails the write in `body`, as before).
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let lock = directory.appendingPathComponent(".\(key.fileName).lock", isDirectory: false)
    // The lock file gets the key's class, so a widget can take it when it may read the value; silently: it holds nothing.
    do {
      return try FileLock.withLock(at: lock, budget: budget, created: { try? protector($0, key.protection) }, body)
    } catch is FileLock.Busy {
      throw SharedStoreError.busy(key: key.name)
    }
  }

  private func readChangeWrite<Value>(_ key: StoreKey<Value>, _ change: (inout Value) throws -> Void) throws -> Value {
    var value: Value
    switch load(key) {
    case .success(let stored): value = stored ?? key.defaultValue
    case .failure(.corrupt):
      try setAside(key)
      value = key.defaultValue
    case .failure(let error): throw error
    }
    try change(&value)
    try write(value, for: key)
    return value
  }

  /// Removes the key's file; one that is already gone is removed. A file that stays throws, so the caller can
  /// say so or try again (a deleted note whose file stayed would come back at the next launch).
  public func remove<Value>(_ key: StoreKey<Value>) throws(SharedStoreError) {
    let url = self.url(for: key)
    do {
      if let refusal = removeGate?(url) { throw refusal }
      try FileManager.default.removeItem(at: url)
    } catch {
      if FileManager.default.fileExists(atPath: url.path) {
        throw .writeFailed(key: key.name, problem: folderProblem()?.fileProblem ?? FileProblem(error))
      }
    }
    onWrite(key.name)
  }

  /// Why the store's folder cannot be used, if it cannot: a file in its place, or a folder that cannot be
  /// listed. A folder that does not exist yet is fine (the first write creates it).
  public func folderProblem() -> SharedStoreError? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder) else { return nil }
    guard isFolder.boolValue else { return .unusableFolder(path: directory.path, problem: .notAFolder) }
    do {
      _ = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      return nil
    } catch {
      return .unusableFolder(path: directory.path, problem: FileProblem(error))
    }
  }

  /// Moves a damaged value's file aside (`<name>.damaged.json`, numbered if that exists) so that writing the
  /// key again loses nothing; returns where it went, or nil if there was nothing to move.
  @discardableResult
  public func setAside<Value>(_ key: StoreKey<Value>) throws(SharedStoreError) -> URL? {
    let url = self.url(for: key)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let base = url.deletingPathExtension().lastPathComponent + ".damaged"
    for attempt in 0..<1_000 {
      let target = directory.appendingPathComponent(attempt == 0 ? "\(base).json" : "\(base)-\(attempt).json")
      guard !FileManager.default.fileExists(atPath: target.path) else { continue }
      do {
        try FileManager.default.moveItem(at: url, to: target)
        return target
      } catch {
        throw .writeFailed(key: key.name, problem: FileProblem(error))
      }
    }
    throw .writeFailed(key: key.name, problem: .tooManyDamagedCopies)
  }

  func url<Value>(for key: StoreKey<Value>) -> URL {
    directory.appendingPathComponent(key.fileName, isDirectory: false)
  }
}
