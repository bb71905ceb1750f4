#if os(iOS)
  import AppServices
  import AppServicesLive
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import Presentation
  import PresentationUI
  import SwiftUI
  import UIKit

  /// PayMe: onboarding the first time, then the dashboard in a navigation stack. Every sheet, alert and dialog
  /// comes from the model's `PresentationStack` through `.presentations(model)` (PM-5); a
  /// privacy cover hides amounts from the app switcher.
  @MainActor
  public struct PayMeRootView: View {
    @Bindable var model: PayMeModel
    /// The app's own cover window (not presentation state: no sheet or alert lives here).
    let cover: SceneCoverWindow

    public init(model: PayMeModel, cover: SceneCoverWindow) {
      _model = Bindable(model)
      self.cover = cover
    }

    public var body: some View {
      // A ZStack, not a Group: a Group hands its modifiers to each member, so the presentation adapter and the
      // scene-phase handlers would be installed again when onboarding ends, with what was up on the old one lost.
      ZStack {
        // Opened after a background launch before the first unlock: the settings are read at `.active`; until
        // then the privacy cover's face, not onboarding drawn from the defaults standing in for them.
        if model.isWaitingForProtectedData {
          PrivacyCoverView()
        } else if model.isShowingOnboarding {
          OnboardingView(model: model)
        } else {
          // Criterion: PM-10.2, PM-10.3, PM-10.4, PM-10.5 (the system's own transitions only: PayMe adds none)
          // Criterion: PM-4.1, PM-4.2, PM-4.3, PM-4.4, PM-4.5, PM-10.1 (the system stack: back chevron with the
          // previous title, large titles collapsing on scroll, the system slide)
          NavigationStack(path: $model.path) {
            DashboardView(model: model)
              .navigationDestination(for: PayMeRoute.self) { route in destination(route) }
          }
        }
      }
      // Criterion: PM-3.1 (the theme's accent, system blue, tints every ProminentButton)
      .tint(Color(Theme.payMe.accent))
      // The window's own style, not `preferredColorScheme`: set back to nil, that may leave the app dark after
      // "Dark" until relaunch; `.unspecified` on the window follows the system at once.
      .onChange(of: model.settings.appearance, initial: true) { _, _ in cover.applyStyle(interfaceStyle) }
      // Criterion: PM-5.1, PM-5.2, PM-5.3, PM-5.4, PM-5.5, PM-5.6 (the system's alert and action sheet, on the
      // surface on top only, from the shared stack)
      .presentations(model) { surface in PayMeSurfaceView(model: model, surface: surface) }
      // A window above the whole scene, not an overlay on this view: a sheet or alert presented over the root
      // would stay visible in the app switcher above an overlay.
      // The scene's phase straight from UIKit, so the cover is up before the app switcher draws PayMe's card;
      // the model's value keeps the window in step otherwise.
      .onAppear {
        cover.follow { [model] phase in
          model.scenePhaseChanged(to: phase)
          showCover()
        }
        // Already active before the root appeared (launch): what the missed notification would have said, so the
        // permission is read and App Lock asks at launch too.
        if SceneCoverWindow.isSceneActive { model.scenePhaseChanged(to: .active) }
      }
      // App Lock in the same window: over every sheet and alert, until the owner unlocks.
      .onChange(of: model.isCovered || model.isLocked, initial: true) { _, _ in showCover() }
      .onChange(of: model.announcement) { _, announcement in
        if let announcement { AccessibilityNotification.Announcement(announcement.text).post() }
      }
      .onOpenURL { url in model.open(url) }
      // UIKit's day change (posted at midnight, and when the clock or time zone changes) while PayMe stays open:
      // what is now due is sent and said, as at a return (`dayMayHaveChanged`). Delivered on the main run loop.
      .onReceive(
        NotificationCenter.default.publisher(for: UIApplication.significantTimeChangeNotification)
          .receive(on: RunLoop.main)
      ) { _ in model.dayMayHaveChanged() }
      // The region, number format or calendar changed in Settings while PayMe runs (posted on any thread):
      // amounts and dates follow at once, not only at the next launch.
      .onReceive(
        NotificationCenter.default.publisher(for: NSLocale.currentLocaleDidChangeNotification)
          .receive(on: RunLoop.main)
      ) { _ in model.localeChanged(to: .current) }
      .haptic(model.haptic)
    }

    /// The privacy cover or App Lock's screen in the cover window, or neither.
    private func showCover() {
      cover.update(shown: model.isCovered || model.isLocked, endsEditing: model.isLocked, style: interfaceStyle) {
        ShieldView(model: model)
      }
    }

    @ViewBuilder private func destination(_ route: PayMeRoute) -> some View {
      switch route {
      case .account: AccountView(model: model)
      case .activity: ActivityView(model: model)
      case .statements: StatementsView(model: model.statements)
      // The route's own model, the one in `model.path` (and the one the tests drive): never one made here.
      case .transaction(let screen): TransactionDetailView(screen: screen)
      case .settings: SettingsView(model: model.settingsScreen)
      case .scheduledPayments: ScheduledPaymentsView(screen: model.scheduledPayments)
      case .privacyPolicy:
        PrivacySummaryView(summary: model.settingsScreen.privacyPolicy.summary, title: PayMeCopy.privacyPolicy)
      }
    }

    /// The app's Light/Dark choice for its windows (the cover window's too: it is outside this view's hierarchy).
    private var interfaceStyle: UIUserInterfaceStyle {
      switch model.settings.appearance {
      case .system: .unspecified
      case .light: .light
      case .dark: .dark
      }
    }
  }

  /// The cover window's content: App Lock's screen while locked, else the privacy cover.
  @MainActor
  struct ShieldView: View {
    let model: PayMeModel

    var body: some View {
      if model.isLocked { LockView(model: model) } else { PrivacyCoverView() }
    }
  }

  /// App Lock's screen: the app's symbol and Unlock PayMe, which starts the device owner check again.
  @MainActor
  struct LockView: View {
    let model: PayMeModel

    var body: some View {
      VStack(spacing: Spacing.medium) {
        Image(systemName: "lock.fill").font(.largeTitle).foregroundStyle(.secondary).accessibilityHidden(true)
        Text(PayMeCopy.locked).font(.system(.title2)).accessibilityAddTraits(.isHeader)
        ProminentButton(PayMeCopy.unlock) { Task { await model.unlock() } }
          .padding(.horizontal, Spacing.screenEdgeRegular)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background { Color(Theme.payMe.background).ignoresSafeArea() }
    }
  }

  /// What the app switcher shows instead of amounts: the app's symbol on the system background.
  @MainActor
  struct PrivacyCoverView: View {
    var body: some View {
      ZStack {
        Color(Theme.payMe.background).ignoresSafeArea()
        Image(systemName: "creditcard").font(.largeTitle).foregroundStyle(.secondary)
          .accessibilityHidden(true)
      }
      .accessibilityHidden(true)
    }
  }

  extension View {
    /// A screen's bar as `NavigationBarStyle` says: its title, large on top-level screens, inline on details.
    func navigationBar(_ style: NavigationBarStyle) -> some View {
      navigationTitle(style.title).navigationBarTitleDisplayMode(style.largeTitle ? .large : .inline)
    }
  }
#endif
