#if os(iOS)
  import Foundation
  import DesignSystem
  import DesignSystemUI
  import NoteWallCore
  import Localization
  import LocalizationUI
  import SwiftUI

  /// Step 2 (NW-3): the welcome video, or its text version.
  @MainActor
  struct VideoIntroductionView: View {
    @Bindable var model: OnboardingModel
    let videoWidth: Double
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    private let theme = Theme.noteWall

    init(model: OnboardingModel, videoWidth: Double) {
      _model = Bindable(model)
      self.videoWidth = videoWidth
    }

    var body: some View {
      VStack(spacing: Spacing.medium) {
        if model.flow.showsTextVersion {
          GuideTextView(guide: .welcome)
        } else {
          // Criterion: NW-3.1 — AVQueuePlayer with AVPlayerLooper (GuidePlayer), 70 % wide, 9:16, rounded, shadow.
          GuideVideoView(guide: model.guide, video: .welcome, width: videoWidth) { GuideTextView(guide: .welcome) }
        }
        if model.guide.source(of: .welcome) != .textOnly {
          Button(model.flow.showsTextVersion ? NoteWallCopy.watchVideo : OnboardingCopy.textVersion) {
            model.setShowsTextVersion(!model.flow.showsTextVersion)
          }
          .buttonStyle(.secondary(theme))
        }
      }
      // VoiceOver users get the text version first: the video has no narration.
      .onAppear { model.guideAppeared(.welcome, voiceOver: voiceOver) }
    }
  }
#endif
