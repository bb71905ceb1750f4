/// What an app and its widget extensions share: the App Group they both belong to, and the widget kinds to
/// reload when the app writes. Each app's core declares one (`InsolentBardShared.appGroup`, …) beside its
/// store keys, so the group ID, keys and kinds live in one type per app.
public struct AppGroup: Hashable, Sendable {
  /// The last part of the group ID; the full ID is `group.<bundle prefix>.<suffix>`.
  public let suffix: String
  /// The WidgetKit `kind` strings of the app's widgets.
  public let widgetKinds: [String]

  public init(suffix: String, widgetKinds: [String]) {
    self.suffix = suffix
    self.widgetKinds = widgetKinds
  }

  /// Info.plist key under which project.yml writes the full group ID (`group.$(BUNDLE_ID_PREFIX).<suffix>`),
  /// so the code never hard-codes the team's bundle prefix.
  public static let infoPlistKey = "AppGroupIdentifier"

  public func identifier(bundlePrefix: String) -> String { "group.\(bundlePrefix).\(suffix)" }
}
