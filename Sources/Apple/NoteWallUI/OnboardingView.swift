#if os(iOS)
  import Foundation
  import DesignSystem
  import DesignSystemUI
  import NoteWallCore
  import Localization
  import LocalizationUI
  import SwiftUI

  /// The onboarding (NW-9.3): one screen per step of the model's state machine, the step's button at the
  /// bottom, enabled only when the step's guard allows it.
  @MainActor
  struct OnboardingView: View {
    let model: OnboardingModel
    private let theme = Theme.noteWall

    var body: some View {
      GeometryReader { proxy in
        let videoWidth = proxy.size.width * 0.7
        Group {
          switch model.flow.step {
          case .hook: HookView(model: model)
          case .welcome: page(WelcomeView(), button: OnboardingCopy.next)
          case .videoIntroduction:
            page(VideoIntroductionView(model: model, videoWidth: videoWidth), button: OnboardingCopy.continueTitle)
          case .installShortcut: InstallShortcutView(model: model, videoWidth: videoWidth)
          case .addNotes: page(AddNotesView(notes: model.notes), button: OnboardingCopy.continueTitle)
          case .chooseWallpapers: page(ChooseWallpapersView(model: model), button: OnboardingCopy.next)
          case .permissions:
            page(PermissionsView(model: model, videoWidth: videoWidth), button: OnboardingCopy.continueTitle)
          case .overview:
            if let beat = model.celebration {
              CelebrationView(beat: beat)
            } else {
              page(OverviewView(model: model), button: OnboardingCopy.startUsing)
            }
          }
        }
        .animation(.effect(.crossFade), value: model.flow.step)
      }
      .toolbar {
        if model.canCloseSetupGuide {
          ToolbarItem(placement: .topBarLeading) {
            Button(NoteWallCopy.closeSetupGuide) { model.closeSetupGuide() }
          }
        }
        if model.flow.step.offersHelp {
          ToolbarItem(placement: .topBarTrailing) {
            Button(OnboardingCopy.help) { Task { await model.help() } }
          }
        }
      }
    }

    /// A step's content, scrolling, over its button.
    private func page(_ content: some View, button title: LocalizedCopy) -> some View {
      VStack(spacing: 0) {
        ScrollView {
          content.padding(Spacing.medium)
        }
        Button(title) { Task { await model.advance() } }
          .buttonStyle(.primary(theme))
          .disabled(!model.canAdvance)
          .padding(Spacing.medium)
      }
      .transition(.opacity)
    }
  }
#endif
