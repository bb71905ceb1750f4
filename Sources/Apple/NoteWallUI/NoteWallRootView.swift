#if os(iOS)
  import Foundation
  import AppServices
  import DesignSystem
  import DesignSystemUI
  import NoteWallCore
  import Presentation
  import PresentationUI
  import RenderingCoreGraphics
  import Localization
  import LocalizationUI
  import SwiftUI
  import SystemSheetsUI
  import UIKit

  /// NoteWall's root: the onboarding until it is complete at the current version (NW-9.2), then the main app.
  /// Passes the scene's phase and `notewall://` links to the model, and shows its messages and help.
  @MainActor
  public struct NoteWallRootView: View {
    let model: NoteWallModel
    @Environment(\.scenePhase) private var scenePhase

    public init(model: NoteWallModel) { self.model = model }

    /// The screen in points and its native scale (2.88 on the 12 mini, 3 on the XS: the same points), so the
    /// wallpaper is drawn for the exact panel.
    private func measure(_ size: CGSize) {
      let screen = UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.screen }.first
      model.screenMeasured(width: size.width, height: size.height, scale: screen.map { Double($0.nativeScale) })
    }

    public var body: some View {
      // A ZStack, not a Group: a Group hands its modifiers to each member, so the presentation adapter and the
      // scene-phase handlers would be installed again when onboarding ends, with what was up on the old one lost.
      ZStack {
        if model.showsOnboarding {
          NavigationStack { OnboardingView(model: model.onboarding) }
        } else {
          NotesHomeView(model: model)
        }
      }
      .tint(Color(Theme.noteWall.accent))
      // The whole screen, safe areas included: which iPhone this is, for the wallpaper's size and zones.
      .background {
        GeometryReader { proxy in
          Color.clear
            .onAppear { measure(proxy.size) }
            .onChange(of: proxy.size) { measure(proxy.size) }
        }
        .ignoresSafeArea()
      }
      .onChange(of: scenePhase) { model.scenePhaseChanged(to: AppScenePhase(scenePhase)) }
      .onOpenURL { model.handle($0) }
      // Every sheet, alert and dialog, from the model's stack: alerts show on the surface on top.
      .presentations(model) { surface in NoteWallSurfaceView(model: model, surface: surface) }
    }
  }
#endif
