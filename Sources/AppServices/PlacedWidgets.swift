/// A widget the user placed on the Home Screen or Lock Screen (WidgetKit's `WidgetInfo`): its kind and family.
public struct PlacedWidget: Equatable, Hashable, Sendable {
  public let kind: String
  /// WidgetKit's family name (`systemSmall`, `accessoryInline`, ...).
  public let family: String

  public init(kind: String, family: String) {
    self.kind = kind
    self.family = family
  }
}

/// Which of the app's widgets the user has placed (`WidgetCenter.getCurrentConfigurations`). The answer comes
/// asynchronously, lists only this app's widgets, and changes only while the user edits the Home Screen, that
/// is while the app is not in front: an app reads it again each time it comes back. It can fail (WidgetKit
/// answers with an error), and then nothing is known.
public protocol PlacedWidgetsClient: Sendable {
  func placedWidgets() async throws -> [PlacedWidget]
}

/// No Home Screen to ask (Xcode previews, a command line): nothing is placed.
extension InertWidgetCenter: PlacedWidgetsClient {
  public func placedWidgets() async throws -> [PlacedWidget] { [] }
}
