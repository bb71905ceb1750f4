#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import InsolentBardCore
  import Localization
  import LocalizationUI
  import SwiftUI

  /// The Insult of the Hour on parchment. Tapping it opens its words: what each meant, and the play that uses it.
  @MainActor
  struct InsultCard: View {
    let model: BardModel
    let theme: Theme
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
      VStack(alignment: .leading, spacing: Spacing.small) {
        Text(BardCopy.cardTitle)
          .font(.system(.caption1).weight(.semibold))
          .tracking(1.5)
          .textCase(.uppercase)
          .foregroundStyle(Color(theme.secondaryText))
        Text(InsultText.attributed(model.current.insult))
          // A smaller step where a long word would not fit the card whole at this Dynamic Type size.
          .font(.theme(InsultCardType.font(for: model.current.insult, at: DesignSystem.DynamicTypeSize(typeSize))))
          .foregroundStyle(Color(theme.accent))
          .fixedSize(horizontal: false, vertical: true)
          .contentTransition(.opacity)
          .animation(.effect(.crossFade), value: model.current.insult)
        // Redrawn every minute from the model's clock-free function, so it never goes stale while open.
        TimelineView(.everyMinute) { context in
          Text(model.updatedLine(at: context.date))
            .font(.system(.footnote))
            .foregroundStyle(Color(theme.secondaryText))
        }
      }
      .padding(Spacing.medium)
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(Color(theme.surface), in: RoundedRectangle(cornerRadius: CornerRadius.sheet, style: .continuous))
      .contentShape(Rectangle())
      .onTapGesture { model.explainWords() }
      .accessibilityElement(children: .combine)
      .accessibilityHint(BardCopy.explainWordsHint)
      .accessibilityAddTraits(.isButton)
    }
  }
#endif
