#if os(iOS)
  import DesignSystem
  import QuoteVaultCore
  import SwiftUI

  /// Home's reading streak under the quote of the day: "5-day streak", the longest, and a word on a milestone's
  /// day. Shows nothing before the first read or once a day was missed; its state is `StreakModel`'s.
  @MainActor
  struct StreakRow: View {
    let streak: StreakModel

    var body: some View {
      if let label = streak.label {
        VStack(alignment: .leading, spacing: Spacing.xSmall / 2) {
          HStack {
            Label {
              Text(verbatim: label)
            } icon: {
              Image(systemName: "flame")
            }
            Spacer()
            if let longest = streak.longestLabel {
              Text(verbatim: longest).foregroundStyle(.secondary)
            }
          }
          .font(.subheadline)
          .accessibilityElement(children: .ignore)
          .accessibilityLabel(Text(verbatim: streak.accessibilityLabel ?? label))
          if let milestone = streak.milestone {
            Text(verbatim: milestone).font(.footnote).foregroundStyle(.secondary)
          }
        }
      }
    }
  }

  struct StreakRow_Previews: PreviewProvider {
    static var previews: some View {
      // Today's read: "1-day streak", "Longest: 1 day".
      let model = QuoteVaultPreviewValues.model()
      model.quoteRead()
      return List { StreakRow(streak: model.streak) }
    }
  }
#endif
