#if os(iOS)
  import AppServices
  import AppServicesLive
  import Foundation
  import InsolentBardCore
  import SharedStore
  import SharedStoreWidgetKit
  import UIKit

  extension BardDependencies {
    /// The app's services, over the App Group store `shared` (checked: a build without its App Group says so).
    @MainActor
    public static func live(shared: (store: SharedStore, container: AppGroupContainer)) -> BardDependencies {
      BardDependencies(
        store: shared.store,
        // The device's zone as it is at each use, as the widget's timeline reads it for each request: after a
        // flight or a new zone in Settings the slots move at once, not once this process's cached zone resets.
        timeZone: { BardShared.timeZone },
        copyToPasteboard: { text in UIPasteboard.general.string = text },
        widgetCenter: .live, container: shared.container,
        drawShareCard: { await ShareCardDrawing.draw($0, look: $1) },
        speech: SpeechOutput(synthesizer: .live, session: .live),
        notifications: .live, urls: .live,
        notificationSettingsPage: URL(string: UIApplication.openNotificationSettingsURLString)
          ?? AppSettingsPage.url, privacyPolicyURL: PrivacyPolicy.configuredInBundle,
        rest: { try? await Task.sleep(for: $0) })
    }

    /// The App Group store the app and its widgets share. Only writes of what the widgets draw reload them; the
    /// model reloads them for the settings they read.
    public static func liveStore() -> (store: SharedStore, container: AppGroupContainer) {
      SharedStore.appGroupChecked(
        BardShared.appGroup, widgetCenter: .live, reloadingKeys: BardShared.keysReloadingWidgets)
    }
  }
#endif
