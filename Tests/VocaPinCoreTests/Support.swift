import Foundation
import SharedStore
import VocaPinCore

/// A store in a fresh temporary folder that counts its writes (each one is a widget reload in the app).
final class VocaPinHarness: Sendable {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vocapin-\(UUID().uuidString)")
  private let writeLog = WriteLog()

  var writes: [String] { writeLog.keys }

  var store: SharedStore {
    SharedStore(directory: directory, onWrite: { [writeLog] key in writeLog.append(key) })
  }

  func clearWrites() { writeLog.clear() }

  @MainActor func model(now: Date = Date(timeIntervalSince1970: 1_790_000_000)) -> VocaPinModel {
    VocaPinModel(dependencies: VocaPinDependencies(store: store, now: { now }))
  }

  deinit { try? FileManager.default.removeItem(at: directory) }
}

/// The keys written, in order (NSLock rather than Mutex, which the package's macOS 14 floor does not have).
final class WriteLog: @unchecked Sendable {
  private let lock = NSLock()
  private var written: [String] = []

  var keys: [String] { lock.withLock { written } }
  func append(_ key: String) { lock.withLock { written.append(key) } }
  func clear() { lock.withLock { written.removeAll() } }
}
