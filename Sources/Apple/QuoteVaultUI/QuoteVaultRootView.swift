#if os(iOS)
  import AppServices
  import AuthenticationServices
  import CoreSpotlight
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import Presentation
  import PresentationUI
  import QuoteVaultCore
  import Rendering
  import SwiftUI
  import SystemSheetsUI

  /// Sign-in until there is a session (QV-1.7, QV-1.8), then the tabs; the chosen appearance and accent
  /// everywhere (QV-9.1 to QV-9.4); deep links from the widget and notifications (QV-7.4, QV-10.3).
  @MainActor
  public struct QuoteVaultRootView: View {
    let model: QuoteVaultModel
    let sharing: Sharing
    @State private var launched = false
    @Environment(\.scenePhase) private var scenePhase

    public init(model: QuoteVaultModel, sharing: Sharing) {
      self.model = model
      self.sharing = sharing
    }

    public var body: some View {
      // A ZStack, not a Group: a Group's modifiers go to each of its members, so its `.task` would be cancelled
      // when the screen switches from launching to the app, in the middle of the launch.
      ZStack {
        // Criterion: App Review 5.1.1 (browse, search, the Quote of the Day and sharing need no account)
        switch model.rootScreen {
        case .app: tabs
        case .signIn:
          AuthView(form: model.signInScreen, continueAsGuest: { model.continueAsGuest() }) {
            Task { await model.afterSignIn() }
          }
        // The launch screen's own background, for the moment the Keychain is read.
        case .launching: Color(uiColor: .systemBackground).ignoresSafeArea()
        }
      }
      // Every sheet, alert and confirmation dialog, from the model's stack (QuoteVaultPresentation).
      .presentations(model) { surface in
        QuoteVaultSurfaceView(surface: surface, model: model, sharing: sharing)
      }
      // Criterion: QV-9.1, QV-9.2 (the core's preferredScheme; nil follows the system)
      .preferredColorScheme(model.settings.settings.preferredScheme.map { $0 == .dark ? .dark : .light })
      // Criterion: QV-9.4
      .tint(Color(model.settings.settings.theme.accent))
      // The banner is inserted unfocused: VoiceOver hears it as the app goes offline or the server turns busy,
      // here once for the app (not in each tab's banner, nor on each redraw), in the words of the tab on screen.
      .onChange(of: model.connectivity.bannerAnnouncement) { _, announcement in
        if let announcement {
          AccessibilityNotification.Announcement(announcement.text(on: model.selectedTab)).post()
        }
      }
      .task {
        launched = true
        // The model owns the launch: a view's task may be cancelled, the launch must run to its end once.
        await model.launchOnce()
      }
      // Criterion: QV-7.4, QV-10.3
      .onOpenURL { model.open($0) }
      // A favourite found in Spotlight: its quote opens on Home, as a widget's does.
      .onContinueUserActivity(CSSearchableItemActionType) { activity in
        if let id = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String { model.openSpotlightResult(id) }
      }
      // Criterion: QV-6.3, QV-11.3 (a new day while the app was in the background; the outbox replays)
      // `initial`: the model hears the phase the scene starts in (a launch in front, or in the background).
      .onChange(of: scenePhase, initial: true) {
        if launched {
          Task { await model.scenePhaseChanged(to: AppScenePhase(scenePhase)) }
        } else {
          model.sceneStarted(in: AppScenePhase(scenePhase))
        }
        // Leaving the app: the next background refresh renews the widget's days and the notifications.
        if scenePhase == .background { QuoteVaultBackgroundRefresh.schedule() }
      }
      // Criterion: QV-6.3 (midnight while the app is open: the new day's quote, not yesterday's)
      // UIKit's own day change (also posted at midnight), delivered on the main run loop as the closure needs.
      .onReceive(
        NotificationCenter.default.publisher(for: UIApplication.significantTimeChangeNotification)
          .receive(on: RunLoop.main)
      ) { _ in
        if launched { Task { await model.calendarDayMayHaveChanged() } }
      }
      // Sign in with Apple turned off for QuoteVault in Settings while the app runs (Apple's TN3194): an Apple
      // user is signed out at once, as the launch and foreground checks would.
      .onReceive(
        NotificationCenter.default.publisher(for: ASAuthorizationAppleIDProvider.credentialRevokedNotification)
          .receive(on: RunLoop.main)
      ) { _ in
        Task { await model.account.appleCredentialRevoked() }
      }
    }

    private var tabs: some View {
      @Bindable var model = model
      // The model owns the tab, so a notification tap (which never passes through onOpenURL) brings Home forward.
      return TabView(selection: $model.selectedTab) {
        FeedView(model: model, sharing: sharing).offlineBanner(model, on: .home)
          .tabItem { Label(QuoteVaultCopy.Tabs.home, systemImage: "quote.bubble") }.tag(QuoteVaultTab.home)
        FavoritesView(model: model, sharing: sharing).offlineBanner(model, on: .favorites)
          .tabItem { Label(QuoteVaultCopy.Tabs.favorites, systemImage: "heart") }.tag(QuoteVaultTab.favorites)
        CollectionsView(model: model, sharing: sharing).offlineBanner(model, on: .collections)
          .tabItem { Label(QuoteVaultCopy.Tabs.collections, systemImage: "rectangle.stack") }.tag(
            QuoteVaultTab.collections)
        SettingsView(model: model).offlineBanner(model, on: .settings)
          .tabItem { Label(QuoteVaultCopy.Tabs.settings, systemImage: "gearshape") }.tag(QuoteVaultTab.settings)
      }
    }

  }
#endif
