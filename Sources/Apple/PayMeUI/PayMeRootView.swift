#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import PayMeCore
  import Presentation
  import PresentationUI
  import SwiftUI
  import UIKit

  /// PayMe: onboarding the first time, then the dashboard in a navigation stack. Every sheet, alert and dialog
  /// comes from the model's `PresentationStack` through `.presentations(model, level:)` (PM-5, issue 27); a
  /// privacy cover hides amounts from the app switcher.
  @MainActor
  public struct PayMeRootView: View {
    @Bindable var model: PayMeModel
    /// The app's own cover window (not presentation state: no sheet or alert lives here).
    let cover: PrivacyCoverWindow
    @Environment(\.scenePhase) private var scenePhase

    public init(model: PayMeModel, cover: PrivacyCoverWindow) {
      _model = Bindable(model)
      self.cover = cover
    }

    public var body: some View {
      // A ZStack, not a Group: a Group hands its modifiers to each member, so the presentation adapter and the
      // scene-phase handlers would be installed again when onboarding ends, with what was up on the old one lost.
      ZStack {
        if model.isShowingOnboarding {
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
      .tint(Color(SystemColors.blue))
      .preferredColorScheme(colorScheme)
      // Criterion: PM-5.1, PM-5.2, PM-5.3, PM-5.4, PM-5.5, PM-5.6 (the system's alert and action sheet, on the
      // surface on top only, from the shared stack)
      .presentations(model, level: 0) { surface in PayMeSurfaceView(model: model, surface: surface, level: 1) }
      // A window above the whole scene, not an overlay on this view: a sheet or alert presented over the root
      // would stay visible in the app switcher above an overlay.
      .onChange(of: model.isCovered, initial: true) { _, covered in
        cover.update(covered: covered, style: interfaceStyle)
      }
      .onChange(of: model.announcement) { _, announcement in
        if let announcement { AccessibilityNotification.Announcement(announcement.text).post() }
      }
      .onOpenURL { url in model.open(url) }
      .haptic(model.haptic)
      .onChange(of: scenePhase, initial: true) { _, phase in model.scenePhaseChanged(to: AppScenePhase(phase)) }
    }

    @ViewBuilder private func destination(_ route: PayMeRoute) -> some View {
      switch route {
      case .account: AccountView(model: model)
      case .activity: ActivityView(model: model)
      case .transaction(let id): TransactionDetailView(model: model, id: id)
      case .settings: SettingsView(model: model)
      }
    }

    private var colorScheme: SwiftUI.ColorScheme? {
      switch model.settings.appearance {
      case .system: nil
      case .light: .light
      case .dark: .dark
      }
    }

    /// The cover window is outside this view's hierarchy: it takes the app's Light/Dark choice explicitly.
    private var interfaceStyle: UIUserInterfaceStyle {
      switch model.settings.appearance {
      case .system: .unspecified
      case .light: .light
      case .dark: .dark
      }
    }
  }

  /// The privacy cover as its own window at alert level + 1 over the app's window scene, so it hides the
  /// dashboard, the payment sheet and any alert alike in the app switcher's snapshot.
  @MainActor
  public final class PrivacyCoverWindow {
    private var window: UIWindow?

    public init() {}

    func update(covered: Bool, style: UIUserInterfaceStyle) {
      guard covered else {
        window?.isHidden = true
        window = nil
        return
      }
      guard window == nil,
        let scene = UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene })
          .first(where: { $0.activationState != .unattached })
      else { return }
      let cover = UIWindow(windowScene: scene)
      cover.windowLevel = .alert + 1
      cover.overrideUserInterfaceStyle = style
      cover.rootViewController = UIHostingController(rootView: PrivacyCoverView())
      cover.isHidden = false
      window = cover
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
