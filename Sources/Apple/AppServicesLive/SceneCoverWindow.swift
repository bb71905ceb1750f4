#if os(iOS)
  import AppServices
  import SwiftUI
  import UIKit

  /// A cover (a privacy cover, an app lock's screen) as its own window at alert level + 1 over the app's window
  /// scene, used by PayMe and VocaPin (app-only, as everything here: extensions have no `UIApplication.shared`): it hides the app's screens and any sheet or alert alike, on the app
  /// switcher's card and in its snapshot, where an overlay on the root would leave a sheet above it. It follows the
  /// scene as UIKit reports it: `UIScene.willDeactivateNotification` and `didEnterBackgroundNotification` are posted
  /// as the scene delegate's `sceneWillResignActive` and `sceneDidEnterBackground` are called, before the switcher
  /// draws the card, so the cover goes up in that same call, not one SwiftUI update later.
  @MainActor
  public final class SceneCoverWindow {
    private var window: UIWindow?
    /// The app's window that had the keyboard before the cover took it.
    private weak var previousKey: UIWindow?
    private var observers: [any NSObjectProtocol] = []

    public init() {}

    /// Calls `phaseChanged` with each phase UIKit posts, in the same call (once; later calls do nothing).
    public func follow(_ phaseChanged: @escaping @MainActor (AppScenePhase) -> Void) {
      guard observers.isEmpty else { return }
      let phases: [(Notification.Name, AppScenePhase)] = [
        (UIScene.willDeactivateNotification, .inactive), (UIScene.didEnterBackgroundNotification, .background),
        (UIScene.didActivateNotification, .active),
      ]
      observers = phases.map { name, phase in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
          // UIKit posts scene notifications on the main thread.
          MainActor.assumeIsolated { phaseChanged(phase) }
        }
      }
    }

    /// Puts the cover up with `content`, or takes it down. `endsEditing`: a field being edited behind the cover
    /// lets go of the keyboard (a lock), so nothing typed lands there; it gets it back when the cover goes.
    public func update(
      shown: Bool, endsEditing: Bool, style: UIUserInterfaceStyle = .unspecified,
      content: () -> some View
    ) {
      guard shown else {
        guard let cover = window else { return }
        cover.isHidden = true
        window = nil
        if let previous = previousKey, previous.windowScene != nil, !previous.isHidden { previous.makeKey() }
        previousKey = nil
        AccessibilityNotification.ScreenChanged(nil).post()
        return
      }
      if endsEditing { Self.scene?.windows.filter { $0 !== window }.forEach { $0.endEditing(true) } }
      guard window == nil, let scene = Self.scene else { return }
      let cover = UIWindow(windowScene: scene)
      cover.windowLevel = .alert + 1
      cover.overrideUserInterfaceStyle = style
      let host = UIHostingController(rootView: content())
      cover.rootViewController = host
      // Modal for VoiceOver (the windows under it are siblings it ignores) and key for a hardware keyboard, so
      // neither reaches what is behind the cover.
      cover.accessibilityViewIsModal = true
      host.view.accessibilityViewIsModal = true
      previousKey = scene.keyWindow
      cover.makeKeyAndVisible()
      window = cover
      AccessibilityNotification.ScreenChanged(nil).post()
    }

    /// Light, Dark, or the system's (`.unspecified`) on every window of the scene: sheets and alerts follow.
    public func applyStyle(_ style: UIUserInterfaceStyle) {
      for window in Self.scene?.windows ?? [] { window.overrideUserInterfaceStyle = style }
    }

    /// Whether the scene was already active when the root appeared (launch): its notification came before
    /// `follow`, so the caller says it itself.
    public static var isSceneActive: Bool { scene?.activationState == .foregroundActive }

    private static var scene: UIWindowScene? {
      UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        .first { $0.activationState != .unattached }
    }
  }
#endif
