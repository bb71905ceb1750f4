import Foundation
import SharedStore
import Synchronization
import Testing

@Suite("Each file gets its key's protection class")
struct FileProtectionTests {
  @Test("A write gives the file its key's class; applyProtection gives it to a file already there")
  func protectionOnWrite() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("Protection-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let given = Mutex<[String: FileProtection]>([:])
    let store = SharedStore(
      directory: directory, readGate: nil,
      protector: { file, protection in given.withLock { $0[file.lastPathComponent] = protection } })
    let open = StoreKey("open", default: 0).protected(.none)
    let usual = StoreKey("usual", default: 0)
    try store.write(1, for: open)
    try store.write(2, for: usual)
    #expect(given.withLock { $0 } == ["open.json": FileProtection.none, "usual.json": .untilFirstUnlock])
    given.withLock { $0 = [:] }
    store.applyProtection(to: open)
    store.applyProtection(to: StoreKey("never-written", default: 0).protected(.none))
    #expect(given.withLock { $0 } == ["open.json": FileProtection.none], "nothing stored, nothing to protect")
  }

  @Test("A protection that cannot be set is reported, and the value is saved all the same")
  func protectionFailureReported() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("Protection-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let errors = Mutex<[SharedStoreError]>([])
    let store = SharedStore(
      directory: directory, onError: { error in errors.withLock { $0.append(error) } }, readGate: nil,
      protector: { _, _ in throw CocoaError(.fileWriteNoPermission) })
    let key = StoreKey("open", default: 0).protected(.none)
    try store.write(7, for: key)
    #expect(store.read(key) == 7)
    #expect(errors.withLock { $0.count } == 1)
  }
}
