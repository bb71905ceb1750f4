/// The screen's brightness (`UIScreen.brightness`), which an app showing a code to be scanned raises, as Wallet
/// does for a pass. iOS takes a new level only while the app is in the foreground, and puts the user's own level
/// back when the device locks, whatever the app did (Apple's `brightness` page and Technical Q&A QA1751). Live in
/// AppServicesLive; `SimulatedScreenBrightness` behaves as iOS does.
public protocol ScreenBrightnessClient: Sendable {
  /// The level now, from 0 to 1.
  @MainActor var brightness: Double { get }
  /// Asks for `level` (0 to 1); iOS ignores it while the app is in the background.
  @MainActor func setBrightness(_ level: Double)
}

/// Changes nothing: for previews, and for a model that was given no screen.
public struct InertScreenBrightness: ScreenBrightnessClient {
  public init() {}
  @MainActor public var brightness: Double { 0.5 }
  @MainActor public func setBrightness(_ level: Double) {}
}
