import Foundation
import InsolentBardCore
import Testing

/// The Bard's tests leave nothing in the system's temporary folder: each harness's folder goes with it.
@Suite("The Bard's tests clean up")
struct TemporaryFolderTests {
  @Test("A harness's folder, written to through its store, is removed once the harness and its store are gone")
  func harnessFolderRemoved() throws {
    var directory: URL?
    do {
      let harness = BardHarness()
      try harness.store.write(FavouritesOrder.oldestFirst, for: BardShared.favouritesOrder)
      directory = harness.directory
      #expect(FileManager.default.fileExists(atPath: harness.directory.path))
    }
    let gone = try #require(directory)
    #expect(!FileManager.default.fileExists(atPath: gone.path))
  }
}
