#if os(iOS)
  import Foundation
  import SharedStore
  import WidgetKit

  extension SharedStore {
    /// The store in an App Group's container. The group ID comes from Info.plist (`AppGroupIdentifier`, written
    /// by project.yml from the bundle prefix); after every write the app's widgets are asked to reload, unless
    /// `reloadsWidgetsOnWrite` is false (an app whose model asks for reloads itself, through a
    /// `WidgetCenterClient`, so they are tested and not doubled).
    public static func appGroup(
      _ group: AppGroup, bundle: Bundle = .main, reloadsWidgetsOnWrite: Bool = true
    ) -> SharedStore {
      let identifier =
        bundle.object(forInfoDictionaryKey: AppGroup.infoPlistKey) as? String
        ?? group.identifier(bundlePrefix: "com.example")
      let container =
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier)
        // Without the entitlement (a misconfigured build, SwiftUI previews) keep working in the app's own
        // Application Support folder rather than crash.
        ?? FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
      return SharedStore(
        directory: container.appendingPathComponent("SharedStore", isDirectory: true),
        onError: { error in print("SharedStore:", error) },
        onWrite: { _ in if reloadsWidgetsOnWrite { WidgetReloader.reload(group) } })
    }
  }

  /// Asks WidgetKit to rebuild the timelines of an app's widgets. Reloads requested by the foreground app do
  /// not count against the widgets' daily budget.
  public enum WidgetReloader {
    public static func reload(_ group: AppGroup) {
      for kind in group.widgetKinds {
        WidgetCenter.shared.reloadTimelines(ofKind: kind)
      }
    }
  }
#endif
