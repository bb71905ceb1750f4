import Foundation
import GRDB
import QuoteVaultCore
import Testing

/// The screen shown when QuoteVault's storage cannot be opened at launch: its words are the cause's (the app shows
/// `failure.title` and `failure.message`), and a store that cannot be opened is never deleted.
@Suite("QuoteVault launch failure: the words say why the storage could not be opened")
struct LaunchFailureTests {
  let unlock = "Its storage can't be opened yet. Unlock your iPhone, then try again."

  @Test("Before the first unlock, whatever the error, the screen asks to unlock the iPhone")
  func protectedData() {
    for error in [
      DatabaseError(resultCode: .SQLITE_CANTOPEN), DatabaseError(resultCode: .SQLITE_FULL),
      CocoaError(.fileReadNoPermission),
    ] as [any Error] {
      let failure = QuoteVaultLaunchFailure(error, protectedDataAvailable: false)
      #expect(failure == .protectedDataUnavailable)
      #expect(failure.message.text == unlock)
      #expect(failure.title.text == "QuoteVault can't start")
    }
  }

  @Test("A full iPhone is told to free up space, never to unlock itself; the data is said to be kept")
  func storageFull() {
    let underlying = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))
    for error in [
      DatabaseError(resultCode: .SQLITE_FULL), CocoaError(.fileWriteOutOfSpace), POSIXError(.ENOSPC),
      NSError(domain: NSCocoaErrorDomain, code: 1, userInfo: [NSUnderlyingErrorKey: underlying]),
    ] as [any Error] {
      let failure = QuoteVaultLaunchFailure(error, protectedDataAvailable: true)
      #expect(failure == .storageFull, "\(error)")
      #expect(failure.message.text.contains("out of space"))
      #expect(failure.message.text.contains("Nothing you saved was deleted"))
      #expect(!failure.message.text.contains("Unlock"))
    }
  }

  @Test("A store that cannot be opened says so and offers to try again; the file is left where it is")
  func storageFailed() throws {
    // A folder where the database should be: SQLite cannot open it, as with an I/O error or a file the app
    // may not open. It is neither damaged data to set aside nor anything to delete.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-launch-\(UUID().uuidString)")
    let path = folder.appendingPathComponent("quotevault.sqlite")
    try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
    let kept = path.appendingPathComponent("kept.txt")
    try Data("mine".utf8).write(to: kept)
    defer { try? FileManager.default.removeItem(at: folder) }

    var thrown: (any Error)?
    do { _ = try LocalCache.openReplacingDamaged(path: path.path) } catch { thrown = error }
    let error = try #require(thrown, "the folder cannot be opened as the store")
    let failure = QuoteVaultLaunchFailure(error, protectedDataAvailable: true)
    #expect(failure == .storageFailed)
    #expect(
      failure.message.text
        == "QuoteVault couldn't open what it saved on this iPhone. Try again; if it keeps happening, restart your iPhone. Nothing you saved was deleted."
    )
    #expect(try Data(contentsOf: kept) == Data("mine".utf8), "nothing of the user's deleted")
    #expect(
      QuoteVaultLaunchFailure(DatabaseError(resultCode: .SQLITE_IOERR), protectedDataAvailable: true) == .storageFailed)
  }
}
