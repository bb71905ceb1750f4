import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import Testing

/// A launch that could not open the store (before the first unlock after a restart, iOS keeps the file locked) is
/// tried again when the scene becomes active: the user who unlocks and opens the app gets the app, without
/// tapping Try Again. The window shows `QuoteVaultLaunch.result`.
@MainActor
@Suite("QuoteVault launch failure: tried again as the app comes to the front")
struct LaunchRetryTests {
  /// The store as iOS keeps it before the first unlock: while `locked`, opening it fails (a folder where the
  /// database should be, as SQLite sees a file it may not open) and protected data is unavailable.
  final class LockedStore {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-retry-\(UUID().uuidString)")
    var path: URL { folder.appendingPathComponent("quotevault.sqlite") }
    private(set) var attempts = 0

    init() throws { try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(at: folder) }

    var locked: Bool { (try? path.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
    func unlock() throws { try FileManager.default.removeItem(at: path) }

    func start() -> Result<LocalCache, QuoteVaultLaunchFailure> {
      attempts += 1
      do {
        return .success(try LocalCache.openReplacingDamaged(path: path.path).cache)
      } catch {
        return .failure(QuoteVaultLaunchFailure(error, protectedDataAvailable: !locked))
      }
    }
  }

  /// iOS prewarms the app (scene in the background) before the first unlock; the user unlocks and opens it.
  private func prewarmed(_ store: LockedStore) -> (QuoteVaultLaunch<LocalCache>, SimulatedScene) {
    let launch = QuoteVaultLaunch { store.start() }
    let scene = SimulatedScene(phase: .background)
    scene.onChange = { launch.scenePhaseChanged(to: $0) }
    return (launch, scene)
  }

  @Test("Unlocked and opened after a launch before the first unlock, the app starts by itself")
  func unlockedThenOpened() throws {
    let store = try LockedStore()
    let (launch, scene) = prewarmed(store)
    #expect(launch.failure == .protectedDataUnavailable)

    try store.unlock()
    scene.returnToApp()
    #expect(launch.started != nil, "the app, not the unlock screen")
    #expect(store.attempts == 2)
  }

  @Test("Still locked, each activation tries once, never in a loop; Try Again still tries")
  func oncePerActivation() throws {
    let store = try LockedStore()
    let (launch, scene) = prewarmed(store)

    scene.returnToApp()
    #expect(store.attempts == 2, "the launch, then one try as the scene became active")
    #expect(launch.started == nil)
    // Told `.active` again with no change between (SwiftUI's `initial` and `onChange`): no second try.
    launch.scenePhaseChanged(to: .active)
    #expect(store.attempts == 2)

    // Control Center over the failure screen and back: the scene became active again, one more try.
    scene.openControlCenter()
    scene.closeControlCenter()
    #expect(store.attempts == 3)
    #expect(launch.failure == .protectedDataUnavailable)

    // The Try Again button stays and works.
    try store.unlock()
    launch.retry()
    #expect(launch.started != nil)
    #expect(store.attempts == 4)
  }

  @Test("A started app is never started again, by an activation or Try Again")
  func startedOnce() throws {
    let store = try LockedStore()
    try store.unlock()
    let (launch, scene) = prewarmed(store)
    let started = try #require(launch.started)
    scene.returnToApp()
    scene.leaveApp()
    scene.returnToApp()
    launch.retry()
    #expect(launch.started === started)
    #expect(store.attempts == 1)
  }
}
