import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import Testing

/// A cache file SQLite cannot read holds what only this iPhone had (a guest's favourites and collections, unsent
/// changes): replacing it is said in words, and its bytes are kept.
extension SessionTests {
  @Test("A damaged cache started afresh is said in words at the next launch, once; its bytes are kept beside it")
  func damagedCacheSaid() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-damaged-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("cache.sqlite").path
    let garbage = Data(repeating: 0x5A, count: 8192)
    try garbage.write(to: URL(fileURLWithPath: path))
    let aside = try #require(try LocalCache.openReplacingDamaged(path: path).setAside)
    #expect(try Data(contentsOf: aside) == garbage, "the damaged bytes are kept beside it")

    // The launch that reads the fresh cache (this one, or the next if iOS ended the app first) says it.
    let model = try Device(backend, folder: folder).model()
    await model.launch()
    model.settlePresentation()
    #expect(model.presentation.alert?.title == "Saved Data Couldn't Be Read")
    #expect(
      model.messages.first
        == "QuoteVault couldn't read what it had saved on this iPhone, so it started afresh. Everything in your account comes back when you sign in. Favorites, collections and changes kept only on this iPhone couldn't be recovered; the damaged file is kept on this iPhone."
    )
    let next = try Device(backend, folder: folder).model()
    await next.launch()
    #expect(next.messages.isEmpty, "said once")
  }
}
