#if os(iOS)
  import Foundation
  import DesignSystem
  import DesignSystemUI
  import NoteWallCore
  import Localization
  import LocalizationUI
  import SwiftUI

  /// Step 1 (NW-2): the title, a subtitle, and the three highlight cards.
  @MainActor
  struct WelcomeView: View {
    private let theme = Theme.noteWall
    private let symbols = ["iphone.gen3", "target", "hand.raised.fill"]

    var body: some View {
      VStack(alignment: .leading, spacing: Spacing.medium) {
        Text(OnboardingCopy.welcomeTitle).font(.largeTitle).bold().accessibilityAddTraits(.isHeader)
        Text(OnboardingCopy.welcomeSubtitle).foregroundStyle(Color(theme.secondaryText))
        ForEach(Array(OnboardingCopy.highlights.enumerated()), id: \.offset) { index, highlight in
          HStack(alignment: .top, spacing: Spacing.small) {
            Image(systemName: symbols[index % symbols.count])
              .font(.title2).foregroundStyle(Color(theme.accent)).frame(width: 32).accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 4) {
              Text(highlight.title).font(.headline)
              Text(highlight.text).foregroundStyle(Color(theme.secondaryText))
            }
          }
          .padding(Spacing.small)
          .frame(maxWidth: .infinity, alignment: .leading)
          .background(Color(theme.surface), in: RoundedRectangle(cornerRadius: CornerRadius.groupedSection))
        }
      }
    }
  }
#endif
