#if os(iOS)
  import Foundation
  import DesignSystem
  import DesignSystemUI
  import NoteWallCore
  import SwiftUI
  import UIKit

  /// NoteWall's root: the onboarding until it is complete at the current version (NW-9.2), then the main app.
  /// Passes the scene's phase and `notewall://` links to the model, and shows its messages and help.
  @MainActor
  public struct NoteWallRootView: View {
    @Bindable var model: NoteWallModel
    @Environment(\.scenePhase) private var scenePhase

    public init(model: NoteWallModel) { _model = Bindable(model) }

    /// The screen in points and its native scale (2.88 on the 12 mini, 3 on the XS: the same points), so the
    /// wallpaper is drawn for the exact panel.
    private func measure(_ size: CGSize) {
      let screen = UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.screen }.first
      model.screenMeasured(width: size.width, height: size.height, scale: screen.map { Double($0.nativeScale) })
    }

    public var body: some View {
      Group {
        if model.showsOnboarding {
          NavigationStack { OnboardingView(model: model) }
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
      .alert(NoteWallCopy.notesTitle, isPresented: $model.isShowingMessage) {
        Button(NoteWallCopy.ok, role: .cancel) {}
      } message: {
        Text(model.message ?? "")
      }
      .sheet(isPresented: $model.isShowingHelp) { HelpView() }
    }
  }

  /// Help without a configured support page: both guides' text versions.
  @MainActor
  struct HelpView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      NavigationStack {
        ScrollView {
          VStack(spacing: Spacing.large) {
            GuideTextView(guide: .welcome)
            GuideTextView(guide: .howToFix)
          }
          .padding(Spacing.medium)
        }
        .navigationTitle(OnboardingCopy.help)
        .toolbar { ToolbarItem(placement: .confirmationAction) { Button(NoteWallCopy.done) { dismiss() } } }
      }
    }
  }
#endif
