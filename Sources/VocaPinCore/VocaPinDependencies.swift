import AppServices
import Foundation
import SharedStore

/// What VocaPin needs from the outside world; the app passes live ones, tests pass fakes.
public struct VocaPinDependencies: Sendable {
  /// The App Group store, shared with the widget.
  public var store: SharedStore
  /// Asks WidgetKit to redraw VocaPin's widgets: the model does after every change a widget shows (a note, the
  /// pin, the toggle) and when the app comes to the foreground, where reloads are free.
  public var widgetCenter: any WidgetCenterClient
  public var now: @Sendable () -> Date

  public init(
    store: SharedStore, widgetCenter: any WidgetCenterClient, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.store = store
    self.widgetCenter = widgetCenter
    self.now = now
  }
}
