#if os(iOS)
  import AppServices
  import WidgetKit

  /// `WidgetCenter.shared` behind the cores' `WidgetCenterClient`.
  public struct LiveWidgetCenter: WidgetCenterClient {
    public init() {}

    public func reloadTimelines(ofKind kind: String) { WidgetCenter.shared.reloadTimelines(ofKind: kind) }
    public func reloadAllTimelines() { WidgetCenter.shared.reloadAllTimelines() }
  }
#endif
