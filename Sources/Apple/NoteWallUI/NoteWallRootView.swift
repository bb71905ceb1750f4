#if os(iOS)
  import Foundation
  import DesignSystem
  import DesignSystemUI
  import NoteWallCore
  import SwiftUI

  /// NoteWall's root: the onboarding until it is complete at the current version (NW-9.2), then the main app.
  /// Passes the scene's phase and `notewall://` links to the model, and shows its messages and help.
  @MainActor
  public struct NoteWallRootView: View {
    @Bindable var model: NoteWallModel
    @Environment(\.scenePhase) private var scenePhase

    public init(model: NoteWallModel) { _model = Bindable(model) }

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
            .onAppear { model.screenMeasured(width: proxy.size.width, height: proxy.size.height) }
            .onChange(of: proxy.size) { model.screenMeasured(width: proxy.size.width, height: proxy.size.height) }
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
