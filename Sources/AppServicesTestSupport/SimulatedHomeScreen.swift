import AppServices

/// The user's Home Screen and Lock Screen as `WidgetCenter.getCurrentConfigurations` reports them: the widgets
/// of this app the user placed, each listed once per placement, none until the user adds one (a fresh install
/// has none). The user adds and removes widgets outside the app (`add`, `remove`); the app only reads.
/// `failsNextRead` makes the next read answer with an error, as WidgetKit can.
public final class SimulatedHomeScreen: PlacedWidgetsClient {
  public struct ReadFailed: Error {}

  private struct State {
    var placed: [PlacedWidget] = []
    var failsNextRead = false
    var reads = 0
  }

  private let state = Locked(State())

  public init() {}

  /// The user placed a widget (from the gallery, at any time, whatever the app's settings say).
  public func add(kind: String, family: String = "systemSmall") {
    state { $0.placed.append(PlacedWidget(kind: kind, family: family)) }
  }

  /// The user removed one placed widget of `kind` (the last one placed).
  public func remove(kind: String) {
    state { state in
      if let index = state.placed.lastIndex(where: { $0.kind == kind }) { state.placed.remove(at: index) }
    }
  }

  /// The next read fails, as WidgetKit's completion can answer with an error.
  public func failNextRead() { state { $0.failsNextRead = true } }

  /// How many times the app asked.
  public var reads: Int { state { $0.reads } }

  public func placedWidgets() async throws -> [PlacedWidget] {
    let answer: [PlacedWidget]? = state { state in
      state.reads += 1
      if state.failsNextRead {
        state.failsNextRead = false
        return nil
      }
      return state.placed
    }
    guard let answer else { throw ReadFailed() }
    return answer
  }
}
