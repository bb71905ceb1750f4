#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import PayMeCore
  import SwiftUI
  import UIKit

  /// PayMe: onboarding the first time, then the dashboard in a navigation stack. Every alert is the system's
  /// `.alert` (PM-5); a privacy cover hides amounts whenever the scene is not active.
  @MainActor
  public struct PayMeRootView: View {
    @Bindable var model: PayMeModel
    @Environment(\.scenePhase) private var scenePhase
    @State private var cover = PrivacyCoverWindow()

    public init(model: PayMeModel) { _model = Bindable(model) }

    public var body: some View {
      Group {
        if model.isShowingOnboarding {
          OnboardingView(model: model)
        } else {
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
      .sheet(isPresented: $model.isShowingFlow) { PaymentFlowView(model: model) }
      // Criterion: PM-5.1, PM-5.2, PM-5.3, PM-5.4, PM-5.5, PM-5.6 (UIAlertController, drawn by the system; on the
      // root only while no sheet is up: the sheet attaches its own, PayMeModel.topSurface)
      .payMeAlert(model, on: .root)
      // A window above the whole scene, not an overlay on this view: a sheet or alert presented over the root
      // would stay visible in the app switcher above an overlay.
      .onChange(of: model.isCovered, initial: true) { _, covered in cover.update(covered: covered) }
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
  }

  /// The privacy cover as its own window at alert level + 1 over the app's window scene, so it hides the
  /// dashboard, the payment sheet and any alert alike while the scene is not active.
  @MainActor
  final class PrivacyCoverWindow {
    private var window: UIWindow?

    func update(covered: Bool) {
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
      cover.rootViewController = UIHostingController(rootView: PrivacyCoverView())
      cover.isHidden = false
      window = cover
    }
  }

  /// What the app switcher shows instead of amounts: the app's icon on the system background.
  @MainActor
  struct PrivacyCoverView: View {
    var body: some View {
      ZStack {
        Color(SystemColors.groupedBackground).ignoresSafeArea()
        Image(systemName: "creditcard").font(.largeTitle).foregroundStyle(Color(SystemColors.accessibleGray))
      }
      .accessibilityHidden(true)
    }
  }

  extension View {
    /// A screen's bar as `NavigationBarStyle` says: its title, large on top-level screens, inline on details.
    func navigationBar(_ style: NavigationBarStyle) -> some View {
      navigationTitle(style.title).navigationBarTitleDisplayMode(style.largeTitle ? .large : .inline)
    }

    /// The model's alert, attached to `surface` and shown only while that surface is on top.
    @MainActor func payMeAlert(_ model: PayMeModel, on surface: PayMeSurface) -> some View {
      alert(
        model.alert?.title ?? "",
        isPresented: Binding(
          get: { model.isShowingAlert(on: surface) }, set: { model.setShowingAlert($0, on: surface) }),
        presenting: model.alert
      ) { alert in
        ForEach(alert.buttons, id: \.title) { button in
          Button(button.title, role: ButtonRole(button.role)) { Task { await model.handle(button.action) } }
        }
      } message: { alert in
        Text(alert.message)
      }
    }
  }

  extension ButtonRole {
    init?(_ role: AlertValue.Role) {
      switch role {
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      case .default: return nil
      }
    }
  }

#endif
