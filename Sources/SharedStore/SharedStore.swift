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

  public init(
    directory: URL, onError: @escaping @Sendable (SharedStoreError) -> Void = { _ in },
    onWrite: @escaping @Sendable (_ keyName: String) -> Void = { _ in }
  ) {
    self.directory = directory
    self.onError = onError
    self.onWrite = onWrite
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
      data = try Data(contentsOf: url)
    } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
      return .success(nil)
    } catch {
      if !FileManager.default.fileExists(atPath: url.path) { return .success(nil) }
      return .failure(.unreadable(key: key.name, reason: error.localizedDescription))
    }
    return Envelope.decode(data, for: key).map { Optional($0) }
  }

  public func write<Value>(_ value: Value, for key: StoreKey<Value>) throws(SharedStoreError) {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try AtomicFile.write(Envelope.encode(value, version: key.schemaVersion), to: url(for: key))
    } catch {
      throw .writeFailed(key: key.name, reason: "\(error)")
    }
    onWrite(key.name)
  }

  /// Reads, changes and writes a value. Only one process should own a given key's writes (the app); widgets
  /// read. Two writers in different processes would each win whole, never tear.
  @discardableResult
  public func update<Value>(_ key: StoreKey<Value>, _ change: (inout Value) throws -> Void) throws -> Value {
    var value = read(key)
    try change(&value)
    try write(value, for: key)
    return value
  }

  public func remove<Value>(_ key: StoreKey<Value>) {
    try? FileManager.default.removeItem(at: url(for: key))
    onWrite(key.name)
  }

  func url<Value>(for key: StoreKey<Value>) -> URL {
    directory.appendingPathComponent(key.fileName, isDirectory: false)
  }
}
