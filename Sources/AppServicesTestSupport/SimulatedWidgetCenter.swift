import AppServices
import Foundation

/// WidgetKit's reload requests, as iOS treats them (../shared/reference/platform-behaviour.md, "WidgetKit"):
/// a request is not a command; while the app is in the foreground reloads are free, otherwise each spends its
/// widget's day's budget (`dailyBudget` a kind, the low end of Apple's 40-70) and requests beyond it are not
/// carried out. Whether the app is in the foreground is the scene's to say: a center that follows no scene is
/// one seen from the background (the widget extension, an App Intent, a launch without a scene).
public final class SimulatedWidgetCenter: WidgetCenterClient {
  public static let dailyBudget = 40

  private struct State {
    var appInForeground = false
    var spent: [String: Int] = [:]
    var reloaded: [String] = []
    var refused: [String] = []
  }

  private let state: Locked<State>
  private let kinds: [String]

  /// `kinds`: the app's widget kinds, which `reloadAllTimelines` reloads.
  public init(kinds: [String]) {
    self.kinds = kinds
    state = Locked(State())
  }

  /// A center whose reloads are free while `scene` is in the foreground (active or inactive), as the app's are.
  @MainActor
  public convenience init(kinds: [String], following scene: SimulatedScene) {
    self.init(kinds: kinds)
    follow(scene)
  }

  /// From now on, reloads are free while `scene` is in the foreground: a center made before the app's scene (a
  /// phone's, which outlives each launch) tied to the scene of the launch in front.
  @MainActor
  public func follow(_ scene: SimulatedScene) {
    state { $0.appInForeground = scene.phase != .background }
    scene.follow { [state] phase in state { $0.appInForeground = phase != .background } }
  }

  /// Kinds reloaded, in order, one entry per reload carried out.
  public var reloaded: [String] { state { $0.reloaded } }
  /// Kinds whose reload the budget refused.
  public var refused: [String] { state { $0.refused } }
  /// A new day: every widget's budget is whole again.
  public func newDay() { state { $0.spent = [:] } }

  public func reloadTimelines(ofKind kind: String) {
    state { state in
      if state.appInForeground {
        state.reloaded.append(kind)
      } else if state.spent[kind, default: 0] < Self.dailyBudget {
        state.spent[kind, default: 0] += 1
        state.reloaded.append(kind)
      } else {
        state.refused.append(kind)
      }
    }
  }

  public func reloadAllTimelines() { kinds.forEach(reloadTimelines(ofKind:)) }
}
