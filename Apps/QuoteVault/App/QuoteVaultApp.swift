#if os(iOS)
  import AppServicesLive
  import AppServicesPhotos
  import Foundation
  import QuoteVaultCore
  import QuoteVaultUI
  import RenderingCoreGraphics
  import SwiftUI
  import UserNotifications

  @main
  @MainActor
  struct QuoteVaultApp: App {
    @State private var model: QuoteVaultModel?
    /// Held here for the app's lifetime: the notification centre keeps only a weak reference.
    private let router = NotificationRouter()
    /// The network path, reported to the model so the outbox replays when the phone is back online.
    private let network = NetworkPathWatcher()

    init() {
      let model = try? QuoteVaultModel(dependencies: .live())
      _model = State(initialValue: model)
      router.open = { url in model?.open(url) }
      // Set before launch finishes, so a tap that launched the app is delivered too.
      UNUserNotificationCenter.current().delegate = router
      if let model { network.start(reporting: model) }
    }

    var body: some Scene {
      WindowGroup {
        if let model {
          QuoteVaultRootView(
            model: model, sharing: Sharing(renderer: CoreGraphicsRenderer(), photos: PhotoLibrarySaver()))
        } else {
          ContentUnavailableView(
            "QuoteVault can't start", systemImage: "exclamationmark.triangle",
            description: Text("Its storage could not be opened. Restart your iPhone and try again."))
        }
      }
      // Criterion: QV-7.1, QV-10.2 (the next days' quotes and notifications, with the app never opened)
      .backgroundTask(.appRefresh(QuoteVaultBackgroundRefresh.identifier)) { [model] in
        QuoteVaultBackgroundRefresh.schedule()
        await model?.backgroundRefresh()
      }
    }
  }

  /// Delivers a tapped daily notification's deep link to the app (QV-7.4), and shows the daily notification when
  /// it fires while the app is in the foreground (iOS shows nothing there unless `willPresent` says how).
  final class NotificationRouter: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
    @MainActor var open: (URL) -> Void = { _ in }

    func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
      withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
      let link = (response.notification.request.content.userInfo["url"] as? String).flatMap(URL.init(string:))
      Task { @MainActor in
        // Criterion: QV-7.4
        if let link { self.open(link) }
        completionHandler()
      }
    }

    func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
      withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
      completionHandler([.banner, .list, .sound])
    }
  }
#endif
