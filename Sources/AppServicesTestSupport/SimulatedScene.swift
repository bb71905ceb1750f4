import DesignSystem

/// The app's scene phase as iOS moves it (../shared/reference/platform-behaviour.md, "Scene phase"): a system
/// prompt (Face ID, a permission alert), Control Center or Notification Center make the scene `.inactive`, not
/// `.background`; leaving the app passes through `.inactive` to `.background`, when the app-switcher snapshot
/// is taken. Each change is delivered to `onChange`, as SwiftUI's `onChange(of: scenePhase)` would.
@MainActor
public final class SimulatedScene {
  public private(set) var phase: AppScenePhase = .active
  /// Every phase the scene passed through, in order.
  public private(set) var history: [AppScenePhase] = [.active]
  /// Whether the app's content was covered when the app-switcher snapshot was taken (set by `isCovered`).
  public private(set) var snapshotsShowedContent: [Bool] = []
  public var onChange: (AppScenePhase) -> Void = { _ in }
  /// Other services that follow the phase (WidgetKit's budget is free only while the app is in the foreground).
  private var followers: [(AppScenePhase) -> Void] = []
  /// Asked when the snapshot is taken: is the app's sensitive content hidden?
  public var isCovered: () -> Bool = { false }

  public init() {}

  /// `follower` is told each phase from now on, after `onChange`.
  public func follow(_ follower: @escaping (AppScenePhase) -> Void) { followers.append(follower) }

  public func systemPromptAppeared() { move(to: .inactive) }
  public func systemPromptDisappeared() { move(to: .active) }

  public func openControlCenter() { move(to: .inactive) }
  public func closeControlCenter() { move(to: .active) }

  /// Home gesture or another app: inactive, then background, when iOS takes the snapshot.
  public func leaveApp() {
    move(to: .inactive)
    move(to: .background)
    snapshotsShowedContent.append(!isCovered())
  }

  public func returnToApp() {
    move(to: .inactive)
    move(to: .active)
  }

  private func move(to next: AppScenePhase) {
    guard next != phase else { return }
    phase = next
    history.append(next)
    onChange(next)
    followers.forEach { $0(next) }
  }
}
