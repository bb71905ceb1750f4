#if os(iOS)
  import AppServices
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
    /// The model, or why the app could not start (its storage could not be opened); tried again by the core
    /// as the scene becomes active (QuoteVaultLaunch).
    @State private var launch: QuoteVaultLaunch<QuoteVaultModel>
    @Environment(\.scenePhase) private var scenePhase
    /// Held here for the app's lifetime: the notification centre keeps only a weak reference.
    /// Delivers a tapped daily notification's link (QV-7.4) and shows the notification in the foreground.
    private let router = NotificationTapRouter()
    /// The network path, reported to the model so the outbox replays when the phone is back online.
    private let network = NetworkPathWatcher()
    /// Draws cards and photos (Core Graphics) and saves to Photos: one pair for the model and the views.
    private static let sharing = Sharing(renderer: CoreGraphicsRenderer(), photos: .live)

    init() {
      let (router, network) = (router, network)
      _launch = State(initialValue: QuoteVaultLaunch { Self.start(router: router, network: network) })
      // Set before launch finishes, so a tap that launched the app is delivered too.
      UNUserNotificationCenter.current().delegate = router
    }

    /// The model, wired to the notification router and the network watcher; or, when its storage cannot be
    /// opened, why (iOS may launch the app in the background before the first unlock after a restart; the
    /// iPhone may be full): the core tells which, and the screen says it.
    private static func start(
      router: NotificationTapRouter, network: NetworkPathWatcher
    ) -> Result<QuoteVaultModel, QuoteVaultLaunchFailure> {
      let live: QuoteVaultDependencies
      do {
        live = try QuoteVaultDependencies.live(renderer: sharing.renderer, photos: sharing.photos)
      } catch {
        return .failure(
          QuoteVaultLaunchFailure(error, protectedDataAvailable: UIApplication.shared.isProtectedDataAvailable))
      }
      let model = QuoteVaultModel(dependencies: live)
      // Criterion: QV-7.4
      router.open = { url in model.open(url) }
      // Favorite and Share on a notification that names its quote (the model registered them, with the
      // reminders' hidden-preview text, as it was made): Favorite keeps it without opening the app, Share opens
      // the app on the share sheet (QuoteVaultModel.notificationAction).
      router.action = { identifier, link in await model.notificationAction(identifier, link: link) }
      // The "Search quotes" App Shortcut's link (QuoteVaultShortcuts.swift), through the same handling.
      Self.shortcutLinks.open = { url in model.open(url) }
      network.start(reporting: model)
      return .success(model)
    }

    private var model: QuoteVaultModel? { launch.started }

    /// The "Search quotes" App Shortcut's links, from inside the app's own process: held until the model is up,
    /// so a shortcut that launched the app lands too. Static: the intent cannot reach this App value.
    static let shortcutLinks = LinkInbox()

    var body: some Scene {
      WindowGroup {
        switch launch.result {
        case .success(let model):
          QuoteVaultRootView(model: model, sharing: Self.sharing)
        case .failure(let failure):
          ContentUnavailableView {
            Label(failure.title, systemImage: "exclamationmark.triangle")
          } description: {
            Text(failure.message)
          } actions: {
            Button(QuoteVaultCopy.tryAgain) { launch.retry() }
          }
          // Tried again by itself once the phone is unlocked (protected data available).
          .onReceive(
            NotificationCenter.default.publisher(for: UIApplication.protectedDataDidBecomeAvailableNotification)
          ) { _ in launch.retry() }
        }
      }
      // And each time the scene becomes active (once per activation): opened after the first unlock, the app
      // starts without a tap on Try Again.
      .onChange(of: scenePhase, initial: true) { launch.scenePhaseChanged(to: scenePhase) }
      // Criterion: QV-7.1, QV-10.2 (the next days' quotes and notifications, with the app never opened)
      .backgroundTask(.appRefresh(QuoteVaultBackgroundRefresh.identifier)) { [model] in
        QuoteVaultBackgroundRefresh.schedule()
        await model?.backgroundRefresh()
      }
    }
  }

#endif
