import AppServices
import Foundation

/// WidgetKit's reload requests, as iOS treats them (../shared/reference/platform-behaviour.md, "WidgetKit"):
/// a request is not a command; while the app is in the foreground reloads are free, otherwise each spends the
/// day's budget (`dailyBudget`, the low end of Apple's 40-70) and requests beyond it are not carried out.
public final class SimulatedWidgetCenter: WidgetCenterClient {
  public static let dailyBudget = 40

  private struct State {
    var appInForeground = true
    var spent = 0
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

  public func setAppInForeground(_ foreground: Bool) { state { $0.appInForeground = foreground } }
  /// Kinds reloaded, in order, one entry per reload carried out.
  public var reloaded: [String] { state { $0.reloaded } }
  /// Kinds whose reload the budget refused.
  public var refused: [String] { state { $0.refused } }
  /// A new day: the budget is whole again.
  public func newDay() { state { $0.spent = 0 } }

  public func reloadTimelines(ofKind kind: String) {
    state { state in
      if state.appInForeground {
        state.reloaded.append(kind)
      } else if state.spent < Self.dailyBudget {
        state.spent += 1
        state.reloaded.append(kind)
      } else {
        state.refused.append(kind)
      }
    }
  }

  public func reloadAllTimelines() { kinds.forEach(reloadTimelines(ofKind:)) }
}
