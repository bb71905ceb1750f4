#if os(iOS)
  import Foundation
  import DesignSystem
  import DesignSystemUI
  import NoteWallCore
  import RenderingCoreGraphics
  import Localization
  import LocalizationUI
  import SwiftUI
  import UIKit

  /// Step 3 (NW-4): install, the installation check on return, the How-to-Fix guide, and the retry.
  @MainActor
  struct InstallShortcutView: View {
    let model: OnboardingModel
    let videoWidth: Double
    /// The red image, drawn once when the guide first shows.
    @State private var instructionImage: Image?
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    private let theme = Theme.noteWall

    var body: some View {
      switch model.flow.install {
      case .ready, .inShortcuts: install
      case .check: check
      case .howToFix: howToFix
      case .readyToTryAgain: tryAgain
      }
    }

    private var install: some View {
      VStack(spacing: 0) {
        ScrollView {
          VStack(spacing: Spacing.medium) {
            Text(NoteWallCopy.installTitle).font(.title2).bold().accessibilityAddTraits(.isHeader)
            Text(NoteWallCopy.installExplanation)
              .multilineTextAlignment(.center).foregroundStyle(Color(theme.secondaryText))
            // Criterion: NW-4.2 — the installation video continues picture-in-picture over Shortcuts.
            GuideVideoView(
              guide: model.guide, video: .installSteps, width: videoWidth, pictureInPicture: true,
              startsOnLeaving: model.startsPictureInPictureOnLeaving
            ) {
              EmptyView()
            }
          }
          .padding(Spacing.medium)
        }
        Button(OnboardingCopy.installAndContinue) { Task { await model.installShortcut() } }
          .buttonStyle(.primary(theme))
          .padding(Spacing.medium)
      }
    }

    /// NW-4.3: the text scrolls (accessibility sizes on an SE or mini), the answers stay at the bottom.
    private var check: some View {
      VStack(spacing: 0) {
        ScrollView {
          VStack(spacing: Spacing.medium) {
            Image(systemName: "questionmark.circle.fill").font(.largeTitle).foregroundStyle(Color(theme.accent))
              .accessibilityHidden(true)
            Text(OnboardingCopy.installCheckTitle).font(.title).bold().accessibilityAddTraits(.isHeader)
            Text(OnboardingCopy.installCheckQuestion).font(.title3).multilineTextAlignment(.center)
          }
          .padding(Spacing.medium)
          .frame(maxWidth: .infinity)
        }
        VStack(spacing: Spacing.xSmall) {
          Button(OnboardingCopy.itWorked) { model.itWorked() }.buttonStyle(.primary(theme))
          Button(OnboardingCopy.gotStuck) { model.gotStuck() }.buttonStyle(.secondary(theme))
        }
        .padding(Spacing.medium)
      }
    }

    /// NW-4.5 to NW-4.7: the guide's video or its text version, then "Open Photos" or "I'll Do This Later".
    private var howToFix: some View {
      VStack(spacing: 0) {
        ScrollView {
          VStack(spacing: Spacing.medium) {
            if model.flow.showsFixTextVersion || model.guide.source(of: .howToFix) == .textOnly {
              GuideTextView(guide: .howToFix, instructionImage: instructionImage)
            } else {
              GuideVideoView(guide: model.guide, video: .howToFix, width: videoWidth) { EmptyView() }
            }
            if model.guide.source(of: .howToFix) != .textOnly {
              Button(model.flow.showsFixTextVersion ? NoteWallCopy.watchVideo : OnboardingCopy.textVersion) {
                model.setShowsFixTextVersion(!model.flow.showsFixTextVersion)
              }
              .buttonStyle(.secondary(theme))
            }
          }
          .padding(Spacing.medium)
        }
        .task { if instructionImage == nil { instructionImage = Self.drawInstructionImage(for: model.device) } }
        // VoiceOver users get the text version first: the video has no narration.
        .onAppear { model.guideAppeared(.howToFix, voiceOver: voiceOver) }
        VStack(spacing: Spacing.xSmall) {
          Button(OnboardingCopy.openPhotos) { Task { await model.openPhotos() } }.buttonStyle(.primary(theme))
          Button(OnboardingCopy.later) { model.doThisLater() }.buttonStyle(.secondary(theme))
        }
        .padding(Spacing.medium)
      }
    }

    /// NW-4.8
    private var tryAgain: some View {
      VStack(spacing: 0) {
        ScrollView {
          VStack(spacing: Spacing.medium) {
            Text(OnboardingCopy.readyToTryAgain).font(.title2).bold().accessibilityAddTraits(.isHeader)
            Image(systemName: "checkmark.circle.fill").font(.largeTitle).foregroundStyle(Color(theme.accent))
              .accessibilityHidden(true)
            Text(OnboardingCopy.allSet).font(.title).bold().accessibilityAddTraits(.isHeader)
            Text(OnboardingCopy.readyMessage).multilineTextAlignment(.center)
            Text(OnboardingCopy.readyNote).foregroundStyle(Color(theme.secondaryText))
              .multilineTextAlignment(.center)
          }
          .padding(Spacing.medium)
          .frame(maxWidth: .infinity)
        }
        Button(OnboardingCopy.installAgain) { Task { await model.installAgain() } }
          .buttonStyle(.primary(theme))
          .padding(Spacing.medium)
      }
    }

    /// The red image the guide saves, drawn for this phone, to show in its card.
    private static func drawInstructionImage(for device: DeviceProfile) -> Image? {
      guard
        let png = try? CoreGraphicsRenderer().renderPNG(
          WallpaperScene.instruction(for: device), pixelWidth: Int(device.pointWidth)),
        let image = UIImage(data: png)
      else { return nil }
      return Image(uiImage: image)
    }
  }
#endif
