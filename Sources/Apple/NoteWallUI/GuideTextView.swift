#if os(iOS)
  import Foundation
  import DesignSystem
  import DesignSystemUI
  import NoteWallCore
  import Localization
  import LocalizationUI
  import SwiftUI

  /// A guide's text version (NW-3.3, NW-4.5): its cards in order, the highlight box, the numbered steps, and
  /// the instruction image where the guide shows it.
  @MainActor
  struct GuideTextView: View {
    let guide: Guide
    var instructionImage: Image?
    private let theme = Theme.noteWall
    /// The step number's circle grows with the text size it holds.
    @ScaledMetric(relativeTo: .body) private var numberDiameter = 28.0

    var body: some View {
      VStack(alignment: .leading, spacing: Spacing.small) {
        Text(guide.title).font(.title2).bold().accessibilityAddTraits(.isHeader)
        if let subtitle = guide.subtitle {
          Text(subtitle).foregroundStyle(Color(theme.secondaryText))
        }
        ForEach(guide.cards, id: \.title) { card in
          VStack(alignment: .leading, spacing: Spacing.xSmall) {
            Text(card.title).font(.headline)
            ForEach(card.paragraphs, id: \.self) { Text($0) }
            if let highlight = card.highlight {
              Text(highlight)
                .padding(Spacing.small)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color(theme.accent).opacity(0.12), in: RoundedRectangle(cornerRadius: CornerRadius.button))
            }
            if card.showsInstructionImage, let instructionImage {
              instructionImage.resizable().scaledToFit().frame(maxHeight: 220)
                .clipShape(RoundedRectangle(cornerRadius: CornerRadius.button))
                .accessibilityLabel(OnboardingCopy.instructionWallpaperText)
            }
            if card.title == guide.stepsFollow { steps }
          }
          .padding(Spacing.small)
          .frame(maxWidth: .infinity, alignment: .leading)
          .background(Color(theme.surface), in: RoundedRectangle(cornerRadius: CornerRadius.groupedSection))
        }
      }
    }

    private var steps: some View {
      VStack(alignment: .leading, spacing: Spacing.xSmall) {
        ForEach(Array(guide.steps.enumerated()), id: \.offset) { index, step in
          HStack(alignment: .top, spacing: Spacing.xSmall) {
            Text(index + 1, format: .number).bold().foregroundStyle(Color(theme.onAccent))
              .frame(minWidth: numberDiameter, minHeight: numberDiameter).background {
                Circle().fill(Color(theme.accent))
              }
              .accessibilityHidden(true)
            VStack(alignment: .leading) {
              Text(guide.stepHeading(index) ?? step.title).font(.headline)
              Text(step.text)
            }
          }
        }
      }
    }
  }
#endif
