/// Asking WidgetKit to reload (`WidgetCenter.shared.reloadTimelines(ofKind:)`). A request, not a command: the
/// system may defer it, and reloads beyond the day's budget (about 40-70 for a widget seen often) wait, except
/// while the app is in the foreground (../shared/reference/platform-behaviour.md, "WidgetKit").
public protocol WidgetCenterClient: Sendable {
  func reloadTimelines(ofKind kind: String)
  func reloadAllTimelines()
}

/// What a timeline provider is told about the request (`TimelineProviderContext`): a gallery preview
/// (`isPreview`) wants sample data at once.
public struct WidgetRequestContext: Sendable, Equatable {
  public let isPreview: Bool

  public init(isPreview: Bool) { self.isPreview = isPreview }

  public static let homeScreen = WidgetRequestContext(isPreview: false)
  public static let gallery = WidgetRequestContext(isPreview: true)
}

extension WidgetCenterClient {
  /// SharedStore's write hook (`onWrite`): each write asks `kinds` to reload through this client, so the reloads
  /// are the client's (budgeted, and seen by tests). `keys`: only a write of one of these keys (what the widgets
  /// draw) reloads; nil, every write does (an app whose every write is something its widgets show).
  public func reloadHook(kinds: [String], keys: Set<String>? = nil) -> @Sendable (_ keyName: String) -> Void {
    { key in
      guard keys?.contains(key) ?? true else { return }
      kinds.forEach { reloadTimelines(ofKind: $0) }
    }
  }
}

/// Widget reloads that go nowhere: where there are no widgets to redraw (Xcode previews, a command line).
public struct InertWidgetCenter: WidgetCenterClient {
  public init() {}
  public func reloadTimelines(ofKind kind: String) {}
  public func reloadAllTimelines() {}
}
