#if os(iOS)
  import AppServicesLive
  import AppServicesPhotos
  import Foundation
  import LocalizationUI
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
    /// Delivers a tapped daily notification's link (QV-7.4) and shows the notification in the foreground.
    private let router = NotificationTapRouter()
    /// The network path, reported to the model so the outbox replays when the phone is back online.
    private let network = NetworkPathWatcher()
    /// Draws cards and photos (Core Graphics) and saves to Photos: one pair for the model and the views.
    private static let sharing = Sharing(renderer: CoreGraphicsRenderer(), photos: .live)

    init() {
      _model = State(initialValue: Self.start(router: router, network: network))
      // Set before launch finishes, so a tap that launched the app is delivered too.
      UNUserNotificationCenter.current().delegate = router
    }

    /// The model, wired to the notification router and the network watcher; nil when its storage cannot be
    /// opened (iOS may launch the app in the background before the first unlock after a restart).
    private static func start(router: NotificationTapRouter, network: NetworkPathWatcher) -> QuoteVaultModel? {
      let live = try? QuoteVaultDependencies.live(renderer: sharing.renderer, photos: sharing.photos)
      guard let live else { return nil }
      let model = QuoteVaultModel(dependencies: live)
      // Criterion: QV-7.4
      router.open = { url in model.open(url) }
      // Favorite and Share on a notification that names its quote (the model registered them, with the
      // reminders' hidden-preview text, as it was made): Favorite keeps it without opening the app, Share opens
      // the app on the share sheet (QuoteVaultModel.notificationAction).
      router.action = { identifier, link in await model.notificationAction(identifier, link: link) }
      // The "Search quotes" App Shortcut's link (QuoteVaultShortcuts.swift), through the same handling.
      QuoteVaultLinkInbox.shared.connect { url in model.open(url) }
      network.start(reporting: model)
      return model
    }

    private func retry() {
      guard model == nil else { return }
      model = Self.start(router: router, network: network)
    }

    var body: some Scene {
      WindowGroup {
        if let model {
          QuoteVaultRootView(model: model, sharing: Self.sharing)
        } else {
          ContentUnavailableView {
            Label(QuoteVaultCopy.cantStart, systemImage: "exclamationmark.triangle")
          } description: {
            Text(QuoteVaultCopy.storageLocked)
          } actions: {
            Button(QuoteVaultCopy.tryAgain) { retry() }
          }
          // Tried again by itself once the phone is unlocked (protected data available).
          .onReceive(
            NotificationCenter.default.publisher(for: UIApplication.protectedDataDidBecomeAvailableNotification)
          ) { _ in retry() }
        }
      }
      // Criterion: QV-7.1, QV-10.2 (the next days' quotes and notifications, with the app never opened)
      .backgroundTask(.appRefresh(QuoteVaultBackgroundRefresh.identifier)) { [model] in
        QuoteVaultBackgroundRefresh.schedule()
        await model?.backgroundRefresh()
      }
    }
  }

#endif
