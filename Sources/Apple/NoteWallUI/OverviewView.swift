#if os(iOS)
  import Foundation
  import DesignSystem
  import DesignSystemUI
  import NoteWallCore
  import Localization
  import LocalizationUI
  import SwiftUI
  import UIKit

  /// The overview (NW-8.2): "Ready to Go", the three info cards, the Pro Tip, and the wallpaper just made.
  @MainActor
  struct OverviewView: View {
    let model: OnboardingModel
    private let theme = Theme.noteWall

    var body: some View {
      VStack(alignment: .leading, spacing: Spacing.medium) {
        VStack(alignment: .leading, spacing: Spacing.xSmall) {
          Text(OnboardingCopy.heroTitle).font(.largeTitle).bold().accessibilityAddTraits(.isHeader)
          Text(OnboardingCopy.heroSummary)
        }
        .padding(Spacing.medium)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(theme.accent).opacity(0.12), in: RoundedRectangle(cornerRadius: CornerRadius.sheet))
        WallpaperPreview(wallpaper: model.wallpaper, height: 320)
        ForEach(Array(zip(OnboardingCopy.infoCards, OnboardingCopy.infoCardTexts)), id: \.0) { title, text in
          card(title: title, lines: [text])
        }
        card(title: OnboardingCopy.proTip, lines: OnboardingCopy.proTipSuggestions)
      }
    }

    private func card(title: LocalizedCopy, lines: [LocalizedCopy]) -> some View {
      VStack(alignment: .leading, spacing: Spacing.xSmall) {
        Text(title).font(.headline)
        ForEach(lines, id: \.self) { Text($0).foregroundStyle(Color(theme.secondaryText)) }
      }
      .padding(Spacing.small)
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(Color(theme.surface), in: RoundedRectangle(cornerRadius: CornerRadius.groupedSection))
    }
  }
#endif
