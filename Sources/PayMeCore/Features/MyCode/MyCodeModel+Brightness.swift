import AppServices
import Foundation

/// A code shown to be scanned is shown at full brightness, as Wallet shows a pass and Venmo and Cash App their
/// codes: a dim screen is what makes a scanner miss. The user's level comes back when the code goes (the sheet
/// closes, Add Amount's keypad or App Lock takes its place), and before PayMe leaves the foreground, the last moment iOS
/// takes a level from an app (`ScreenBrightnessClient`); back in front with the code up, it goes up again.
extension MyCodeModel {
  /// Whether the screen should be at full brightness now: the code on screen, PayMe in front and unlocked.
  public var wantsFullBrightness: Bool {
    isCodeVisible && scenePhase == .active && !isEnteringAmount && !isLocked()
  }

  /// The sheet's content appeared (true) or went (false) on screen (the view's onAppear and onDisappear).
  public func codeVisibilityChanged(_ visible: Bool) {
    isCodeVisible = visible
    applyBrightness()
  }

  /// PayMe's scene changed phase (PayMeModel passes it on while the sheet is up).
  public func sceneChanged(to phase: AppScenePhase) {
    scenePhase = phase
    applyBrightness()
  }

  /// Raises the screen to full when the code wants it, remembering the user's level; puts that level back when
  /// it no longer does. In the background iOS takes no level, and gives the user's back at the next lock.
  func applyBrightness() {
    guard let screen else { return }
    if wantsFullBrightness {
      guard userBrightness == nil else { return }
      userBrightness = screen.brightness
      screen.setBrightness(1)
    } else if let level = userBrightness {
      userBrightness = nil
      if scenePhase != .background { screen.setBrightness(level) }
    }
  }
}
