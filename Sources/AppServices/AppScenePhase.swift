/// The scene's phase as the apps' models need it: SwiftUI's `ScenePhase` maps onto it in each app's root view,
/// so models decide what backgrounding means (lock, pause, check) without importing SwiftUI.
public enum AppScenePhase: Sendable, Equatable {
  case active, inactive, background
}
