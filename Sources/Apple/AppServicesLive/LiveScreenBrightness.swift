#if os(iOS)
  import AppServices
  import UIKit

  /// The brightness of the screen the app's window scene is on (`UIWindowScene.screen`; `UIScreen.main` is
  /// deprecated). With no scene connected there is no screen to change: it reads as the middle and takes nothing.
  public struct LiveScreenBrightness: ScreenBrightnessClient {
    public init() {}

    @MainActor private var screen: UIScreen? {
      UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first?.screen
    }

    @MainActor public var brightness: Double { screen.map { Double($0.brightness) } ?? 0.5 }

    @MainActor public func setBrightness(_ level: Double) {
      screen?.brightness = CGFloat(min(max(level, 0), 1))
    }
  }
#endif
