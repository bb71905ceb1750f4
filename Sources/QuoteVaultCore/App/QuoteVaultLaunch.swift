import AppServices
import Observation

/// What the app's window shows at launch: the started app, or why it could not start
/// (`QuoteVaultLaunchFailure`). Starting is tried again by Try Again, when iOS says the protected files are
/// readable, and each time the scene becomes active: a launch before the first unlock (a prewarm, or a
/// background launch) found the store locked, and the user who unlocks and opens the app should see the app,
/// not a screen asking them to unlock what they just unlocked.
@MainActor
@Observable
public final class QuoteVaultLaunch<Started> {
  /// The app, or why it could not start: the window shows exactly this.
  public private(set) var result: Result<Started, QuoteVaultLaunchFailure>
  @ObservationIgnored private let start: @MainActor () -> Result<Started, QuoteVaultLaunchFailure>
  /// The phase last told (nil before the first): a retry belongs to a move into `.active`, so an activation
  /// told twice (SwiftUI's `initial` and a change) tries once, and nothing ever retries in a loop.
  @ObservationIgnored private var phase: AppScenePhase?

  /// Starts at once (`start` opens the store and makes the model); later tries call it again.
  public init(start: @escaping @MainActor () -> Result<Started, QuoteVaultLaunchFailure>) {
    self.start = start
    result = start()
  }

  /// The started app, if it started.
  public var started: Started? { try? result.get() }

  /// Why it could not start, if it did not.
  public var failure: QuoteVaultLaunchFailure? {
    guard case .failure(let failure) = result else { return nil }
    return failure
  }

  /// Try Again, or iOS saying the protected files are readable now: starts again unless already started (a
  /// started app is never made twice).
  public func retry() {
    guard started == nil else { return }
    result = start()
  }

  /// The scene's phase changed (`onChange(of: scenePhase, initial: true)`): a move into `.active` while the
  /// app could not start tries once more; whether it fails again or not, the next try waits for the user (Try
  /// Again) or the next activation.
  public func scenePhaseChanged(to next: AppScenePhase) {
    let becameActive = next == .active && phase != .active
    phase = next
    if becameActive { retry() }
  }
}
