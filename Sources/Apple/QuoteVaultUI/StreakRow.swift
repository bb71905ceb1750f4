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
          // Side by side while both fit; the longest under the streak at large text sizes, never cut.
          ViewThatFits(in: .horizontal) {
            HStack {
              current(label)
              Spacer()
              longest
            }
            VStack(alignment: .leading, spacing: Spacing.xSmall / 2) {
              current(label)
              longest
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

    private func current(_ label: String) -> some View {
      Label {
        Text(verbatim: label)
      } icon: {
        Image(systemName: "flame")
      }
    }

    @ViewBuilder private var longest: some View {
      if let longest = streak.longestLabel {
        Text(verbatim: longest).foregroundStyle(.secondary)
      }
    }
  }

  struct StreakRow_Previews: PreviewProvider {
    static var previews: some View {
      // Today's read: "1-day streak", "Longest: 1 day".
      let model = QuoteVaultPreviewValues.model()
      model.streak.recordRead()
      return List { StreakRow(streak: model.streak) }
    }
  }
#endif
