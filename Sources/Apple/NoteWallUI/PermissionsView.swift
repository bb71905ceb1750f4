#if os(iOS)
  import Foundation
  import DesignSystem
  import DesignSystemUI
  import NoteWallCore
  import Localization
  import LocalizationUI
  import SwiftUI
  import UIKit

  /// Step 6 (NW-7): three chevrons pointing up to where the system's prompts appear, the hint, the looping
  /// cropped video, and the checkbox that gates Continue. Entering the step asks for notifications (the model).
  @MainActor
  struct PermissionsView: View {
    let model: OnboardingModel
    let videoWidth: Double
    private let theme = Theme.noteWall

    var body: some View {
      VStack(spacing: Spacing.medium) {
        HStack(spacing: Spacing.large) {
          ForEach(0..<3, id: \.self) { _ in
            Image(systemName: "chevron.up").font(.title).fontWeight(.bold).foregroundStyle(Color(theme.accent))
          }
        }
        .accessibilityHidden(true)
        Text(OnboardingCopy.permissionsHint).foregroundStyle(Color(theme.secondaryText))
        Text(OnboardingCopy.permissionsTitle).font(.largeTitle).bold().accessibilityAddTraits(.isHeader)
        Text(OnboardingCopy.permissionsInstruction).font(.title3).bold()
        // Criterion: NW-7.2 — the permissions video loops (GuidePlayer) and fills its frame, cropping the black bars.
        GuideVideoView(guide: model.guide, video: .permissions, width: videoWidth, fills: true) {
          // Without the video, the three permissions in words.
          VStack(alignment: .leading, spacing: Spacing.xSmall) {
            ForEach(Array(OnboardingCopy.permissionsList.enumerated()), id: \.offset) { index, line in
              Label(line, systemImage: ["bell.badge", "folder", "folder"][index])
            }
          }
          .padding(Spacing.small)
        }
        preview
        runStatus
        Button {
          model.togglePermissionsConfirmed()
        } label: {
          HStack(spacing: Spacing.xSmall) {
            // NW-7.4: an empty circle, then a checked circle in the accent colour.
            Image(systemName: model.flow.permissionsConfirmed ? "checkmark.circle.fill" : "circle")
              .font(.title2)
              .foregroundStyle(Color(model.flow.permissionsConfirmed ? theme.accent : theme.secondaryText))
            Text(OnboardingCopy.permissionsCheckbox).foregroundStyle(Color(theme.primaryText))
          }
          .frame(minHeight: HitTarget.minimum)
        }
        .accessibilityAddTraits(model.flow.permissionsConfirmed ? .isSelected : [])
      }
    }

    /// The wallpaper the shortcut will set, with the clock, date and widgets over it as the lock screen will
    /// show them, and what it means on this phone; nothing runs until the user taps.
    @ViewBuilder private var preview: some View {
      VStack(spacing: Spacing.small) {
        Text(NoteWallCopy.previewTitle).font(.title2).bold().accessibilityAddTraits(.isHeader)
        if model.lockScreenPreviewImage != nil {
          // The preview's longer side is its height: about 2.2 times the width it is drawn in.
          DownsampledImage(
            data: model.lockScreenPreviewImage, revision: model.lockScreenPreviewRevision,
            maximumPoints: videoWidth * 2.2
          ) { ProgressView() }
          .frame(maxWidth: videoWidth)
          .clipShape(RoundedRectangle(cornerRadius: CornerRadius.sheet))
          .accessibilityLabel(NoteWallCopy.Accessibility.wallpaperPreview)
        } else {
          ProgressView()
        }
        Text(NoteWallCopy.previewHint).font(.footnote).foregroundStyle(Color(theme.secondaryText))
        ForEach(model.wallpaperExplanation, id: \.self) { line in
          Text(line).font(.callout).frame(maxWidth: .infinity, alignment: .leading)
        }
      }
      .task(id: model.wallpaper.revision) { await model.refreshLockScreenPreview() }
    }

    /// Where the shortcut's run is: not run yet (the user's tap runs it), its folder prompts, its success, or a
    /// way to run it again.
    @ViewBuilder private var runStatus: some View {
      switch model.permissionsRun {
      case .notStarted:
        Button(NoteWallCopy.setThisWallpaper) { Task { await model.runShortcut() } }
          .buttonStyle(.borderedProminent)
        Button(NoteWallCopy.chooseAPhoto) { model.chooseWallpapersAgain() }
      case .running:
        // Also after a cold launch with no callback: the user can always run it again.
        VStack(spacing: Spacing.xSmall) {
          Text(OnboardingCopy.permissionsRunning).font(.footnote)
          Button(OnboardingCopy.permissionsRunAgain) { Task { await model.runShortcut() } }
        }
      case .succeeded: Label(OnboardingCopy.permissionsRanOK, systemImage: "checkmark.circle").font(.footnote)
      case .failed(let reason):
        VStack(spacing: Spacing.xSmall) {
          Text(OnboardingCopy.permissionsRunFailed(reason)).font(.footnote)
          Button(OnboardingCopy.permissionsRunAgain) { Task { await model.runShortcut() } }
        }
      }
    }
  }
#endif
