import AppServices
import Testing

/// The app's scene phase as iOS moves it (../shared/reference/platform-behaviour.md, "Scene phase"): a system
/// prompt (Face ID, a permission alert), Control Center or Notification Center make the scene `.inactive`, not
/// `.background`; leaving the app passes through `.inactive` to `.background`, when the app-switcher snapshot
/// is taken. Each change is delivered to `onChange`, as SwiftUI's `onChange(of: scenePhase)` would.
@MainActor
public final class SimulatedScene {
  public private(set) var phase: AppScenePhase = .active {
    didSet { current { $0 = phase } }
  }
  /// `phase` for services that answer off the main actor, as iOS's own do (a notification arriving in front).
  private nonisolated let current = Locked(AppScenePhase.active)
  public nonisolated var currentPhase: AppScenePhase { current { $0 } }
  /// Every phase the scene passed through, in order.
  public private(set) var history: [AppScenePhase] = [.active]
  /// Whether the app's content was covered when the app-switcher snapshot was taken (set by `isCovered`).
  public private(set) var snapshotsShowedContent: [Bool] = []
  /// Whether the app's content showed on its live card each time the app switcher opened over it (`isCovered`
  /// asked as the card is drawn, right after the scene resigned active). A system prompt draws no card: the user
  /// sees the app itself, under the prompt.
  public private(set) var appSwitcherCardsShowedContent: [Bool] = []
  public var onChange: (AppScenePhase) -> Void = { _ in }
  /// Other services that follow the phase (WidgetKit's budget is free only while the app is in the foreground).
  private var followers: [(AppScenePhase) -> Void] = []
  /// Asked when the snapshot is taken: is the app's sensitive content hidden?
  public var isCovered: () -> Bool = { false }

  /// `phase` `.background` stands for a process not yet in front: a cold launch is then `returnToApp()`
  /// (inactive, then active, as iOS brings a launched scene forward).
  public init(phase: AppScenePhase = .active) {
    self.phase = phase
    current { $0 = phase }
    history = [phase]
  }

  /// `follower` is told each phase from now on, after `onChange`.
  public func follow(_ follower: @escaping (AppScenePhase) -> Void) { followers.append(follower) }

  /// `wentToBackground` runs when the scene next enters the background; true, and nothing runs, if it is there
  /// already (a system prompt waiting on the scene ends with the app leaving the foreground).
  func followUntilBackground(_ wentToBackground: @escaping @Sendable () -> Void) -> Bool {
    if phase == .background { return true }
    follow { if $0 == .background { wentToBackground() } }
    return false
  }

  // Each transition answers the phases it moved through, in order, for a model whose phase handler is async
  // (`for phase in scene.leaveApp() { await model.scenePhaseChanged(to: phase) }`, as the app's onChange does).

  // Each starts only from the phase iOS starts it from (a prompt or Control Center over the app in front; its
  // end back to active), and is nothing otherwise: no test can make the scene go where iOS never takes it.

  @discardableResult public func systemPromptAppeared() -> [AppScenePhase] { move(from: .active, to: .inactive) }
  @discardableResult public func systemPromptDisappeared() -> [AppScenePhase] { move(from: .inactive, to: .active) }

  @discardableResult public func openControlCenter() -> [AppScenePhase] { move(from: .active, to: .inactive) }
  @discardableResult public func closeControlCenter() -> [AppScenePhase] { move(from: .inactive, to: .active) }

  /// The app switcher (a swipe up that stops halfway): inactive, with no background; a swipe there ends the app
  /// without another phase.
  /// iOS tells the app only that it resigned active, as for a system prompt or Control Center: the app cannot
  /// tell them apart, except by knowing whether it asked for a prompt itself.
  @discardableResult public func openAppSwitcher() -> [AppScenePhase] {
    let phases = move(from: .active, to: .inactive)
    if !phases.isEmpty { appSwitcherCardsShowedContent.append(!isCovered()) }
    return phases
  }

  /// Home gesture or another app: inactive, then background, when iOS takes the snapshot.
  @discardableResult public func leaveApp(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> [AppScenePhase] {
    let sourceLocation = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard phase != .background else {
      Issue.record("The app is already in the background: no gesture leaves it again.", sourceLocation: sourceLocation)
      return []
    }
    let phases = move(to: .inactive) + move(to: .background)
    if !phases.isEmpty { snapshotsShowedContent.append(!isCovered()) }
    return phases
  }

  /// Back to the app, from the background or the app switcher: through inactive to active.
  @discardableResult public func returnToApp(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> [AppScenePhase] {
    let sourceLocation = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard phase != .active else {
      Issue.record("The app is already in front: leave it before returning.", sourceLocation: sourceLocation)
      return []
    }
    return move(to: .inactive) + move(to: .active)
  }

  /// iOS ended the app (in the background, or swiped away in the app switcher) and the user launched it again:
  /// a new process. The old one hears nothing more (its `onChange` and `isCovered` go with it); the new one's
  /// scene is not yet in front (`.background`, as `init(phase: .background)`). Make the new launch's model, give
  /// it `onChange`, then `returnToApp()` brings the scene forward as iOS brings a launched one: through
  /// `.inactive` to `.active`, never straight to `.active`.
  public func relaunch() {
    onChange = { _ in }
    isCovered = { false }
    guard phase != .background else { return }
    // Not delivered (the old process is gone); the services that follow the scene see the app leave the front.
    phase = .background
    history.append(.background)
    followers.forEach { $0(.background) }
  }

  private func move(from start: AppScenePhase, to next: AppScenePhase) -> [AppScenePhase] {
    phase == start ? move(to: next) : []
  }

  private func move(to next: AppScenePhase) -> [AppScenePhase] {
    guard next != phase else { return [] }
    phase = next
    history.append(next)
    onChange(next)
    followers.forEach { $0(next) }
    return [next]
  }
}
