#if os(iOS)
  import AppServices
  import WidgetKit

  /// `WidgetCenter.getCurrentConfigurations` behind `PlacedWidgetsClient` (iOS 14; the async form is iOS 18).
  extension LiveWidgetCenter: PlacedWidgetsClient {
    public func placedWidgets() async throws -> [PlacedWidget] {
      try await withCheckedThrowingContinuation { continuation in
        WidgetCenter.shared.getCurrentConfigurations { result in
          continuation.resume(
            with: result.map { infos in
              infos.map { PlacedWidget(kind: $0.kind, family: String(describing: $0.family)) }
            })
        }
      }
    }
  }

  extension PlacedWidgetsClient where Self == LiveWidgetCenter {
    /// The live service: `.live` wherever an `any PlacedWidgetsClient` is asked for.
    public static var live: LiveWidgetCenter { LiveWidgetCenter() }
  }
#endif
