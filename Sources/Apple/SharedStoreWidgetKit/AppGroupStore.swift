#if os(iOS)
  import AppServices
  import Foundation
  import SharedStore

  extension SharedStore {
    /// The store in an App Group's container. The group ID comes from Info.plist (`AppGroupIdentifier`, written
    /// by project.yml from the bundle prefix). With `widgetCenter`, every write asks the group's widgets to
    /// reload through it (`reloadHook`), the same client the app's tests double; without, writes reload nothing
    /// (a widget extension, or an app whose model asks for each reload itself).
    public static func appGroup(
      _ group: AppGroup, bundle: Bundle = .main, widgetCenter: (any WidgetCenterClient)? = nil
    ) -> SharedStore {
      let identifier =
        bundle.object(forInfoDictionaryKey: AppGroup.infoPlistKey) as? String
        ?? group.identifier(bundlePrefix: "com.example")
      let container =
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier)
        // Without the entitlement (a misconfigured build, SwiftUI previews) keep working in the app's own
        // Application Support folder rather than crash.
        ?? FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
      var onWrite: @Sendable (String) -> Void = { _ in }
      if let widgetCenter { onWrite = widgetCenter.reloadHook(kinds: group.widgetKinds) }
      return SharedStore(
        directory: container.appendingPathComponent("SharedStore", isDirectory: true),
        onError: { error in print("SharedStore:", error) },
        onWrite: onWrite)
    }
  }
#endif
