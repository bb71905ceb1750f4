import AppServices

/// The screen's brightness as iOS keeps it: a level the app asks for is taken only while the app is in the
/// foreground (Technical Q&A QA1751: "you cannot set the brightness once the app leaves the foreground"), stays
/// when the app goes to the background, and gives way to the user's own level when the device locks
/// (https://developer.apple.com/documentation/uikit/uiscreen/brightness).
@MainActor
public final class SimulatedScreenBrightness: ScreenBrightnessClient {
  /// The level the screen shows.
  public private(set) var brightness: Double
  /// The user's own level, from Settings or Control Center.
  public private(set) var userLevel: Double
  /// Whether the app is in the foreground (active or inactive), where a level it asks for is taken.
  public var appInForeground = true

  public init(userLevel: Double = 0.4) {
    self.userLevel = userLevel
    brightness = userLevel
  }

  public func setBrightness(_ level: Double) {
    guard appInForeground else { return }
    brightness = min(max(level, 0), 1)
  }

  /// The user drags the brightness slider in Control Center.
  public func userSets(_ level: Double) {
    userLevel = min(max(level, 0), 1)
    brightness = userLevel
  }

  /// The device locks: the user's own level comes back.
  public func lock() { brightness = userLevel }
}
