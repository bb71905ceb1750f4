#if os(iOS)
  import AppServices
  import Foundation
  import OSLog
  import SharedStore

  extension SharedStore {
    /// The store in an App Group's container. The group ID comes from Info.plist (`AppGroupIdentifier`, written
    /// by project.yml from the bundle prefix). With `widgetCenter`, every write asks the group's widgets to
    /// reload through it (`reloadHook`), the same client the app's tests double; without, writes reload nothing
    /// (a widget extension, or an app whose model asks for each reload itself). `reloadingKeys`: only writes of
    /// these keys reload (what the widgets draw); nil, every write.
    public static func appGroup(
      _ group: AppGroup, bundle: Bundle = .main, widgetCenter: (any WidgetCenterClient)? = nil,
      reloadingKeys: Set<String>? = nil
    ) -> SharedStore {
      appGroupLocated(group, bundle: bundle, widgetCenter: widgetCenter, reloadingKeys: reloadingKeys).store
    }

    /// The same store, and whether it really is in the App Group's container. A missing container is said
    /// loudly: an assertion in debug builds, a fault in the log in release ones; the app tells the user in
    /// words (its widgets would otherwise silently read a different store from the app's).
    public static func appGroupChecked(
      _ group: AppGroup, bundle: Bundle = .main, widgetCenter: (any WidgetCenterClient)? = nil,
      reloadingKeys: Set<String>? = nil
    ) -> (store: SharedStore, container: AppGroupContainer) {
      let located = appGroupLocated(
        group, bundle: bundle, widgetCenter: widgetCenter, reloadingKeys: reloadingKeys)
      if case .missing(let identifier) = located.container {
        assertionFailure("App Group \(identifier) is not available: check the target's App Groups entitlement")
      }
      return located
    }

    private static func appGroupLocated(
      _ group: AppGroup, bundle: Bundle, widgetCenter: (any WidgetCenterClient)?, reloadingKeys: Set<String>?
    ) -> (store: SharedStore, container: AppGroupContainer) {
      let identifier =
        bundle.object(forInfoDictionaryKey: AppGroup.infoPlistKey) as? String
        ?? group.identifier(bundlePrefix: "com.example")
      var state = AppGroupContainer.shared
      var container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier)
      if container == nil {
        // Without the entitlement (a misconfigured build) keep working in the app's own Application Support
        // folder rather than crash, and say so.
        state = .missing(identifier: identifier)
        Logger(subsystem: "SharedStore", category: "AppGroup").fault(
          "App Group \(identifier, privacy: .public) is not available: check the entitlement. The app and its widgets now read different stores."
        )
        container = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      }
      let directory = (container ?? FileManager.default.temporaryDirectory)
      var onWrite: @Sendable (String) -> Void = { _ in }
      if let widgetCenter { onWrite = widgetCenter.reloadHook(kinds: group.widgetKinds, keys: reloadingKeys) }
      let store = SharedStore(
        directory: directory.appendingPathComponent("SharedStore", isDirectory: true),
        onError: { error in print("SharedStore:", error) },
        onWrite: onWrite)
      return (store, state)
    }
  }
#endif
