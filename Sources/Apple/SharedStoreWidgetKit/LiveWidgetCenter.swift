#if os(iOS)
  import AppServices
  import WidgetKit

  /// `WidgetCenter.shared` behind the cores' `WidgetCenterClient`: the one way any target (app, widget extension,
  /// App Intent) asks for reloads, so each is a request the tests' `SimulatedWidgetCenter` models.
  public struct LiveWidgetCenter: WidgetCenterClient {
    public init() {}

    public func reloadTimelines(ofKind kind: String) { WidgetCenter.shared.reloadTimelines(ofKind: kind) }
    public func reloadAllTimelines() { WidgetCenter.shared.reloadAllTimelines() }
  }

  extension WidgetCenterClient where Self == LiveWidgetCenter {
    /// The live service: `.live` wherever an `any WidgetCenterClient` is asked for.
    public static var live: LiveWidgetCenter { LiveWidgetCenter() }
  }
#endif
