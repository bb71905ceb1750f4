#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import InsolentBardCore
  import Localization
  import LocalizationUI
  import SwiftUI

  /// The insult card's tap: the tapped insult's three words, each with what it meant and the play that uses it.
  /// Reads its own model, held by its destination, so it keeps these words while it slides away.
  @MainActor
  struct WordOriginsView: View {
    let sheet: WordOriginsModel
    private let theme = Theme.insolentBard

    var body: some View {
      NavigationStack {
        List {
          Section {
            ForEach(sheet.words) { origin in
              VStack(alignment: .leading, spacing: Spacing.xSmall / 2) {
                // One word a row: at the accessibility sizes it shrinks to the row's width rather than break.
                Text(InsultText.attributed(origin.word))
                  .font(.theme(ThemeFont(role: .oldStyleSerif, style: .title3, basePointSize: 22)))
                  .lineLimit(1)
                  .minimumScaleFactor(0.4)
                  .foregroundStyle(Color(theme.accent))
                Text(verbatim: origin.gloss).font(.body)
                Label {
                  Text(verbatim: origin.playLine)
                } icon: {
                  Image(systemName: "theatermasks")
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)
                if let formLine = origin.formLine {
                  Text(verbatim: formLine).font(.footnote).foregroundStyle(.secondary)
                }
              }
              .accessibilityElement(children: .combine)
            }
          } header: {
            Text(InsultText.attributed(sheet.insult)).textCase(nil)
          } footer: {
            Text(BardCopy.wordOriginsSource)
          }
        }
        .navigationTitle(BardCopy.wordOriginsTitle)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .confirmationAction) {
            Button(BardCopy.done) { sheet.done() }
          }
        }
      }
      .presentationDetents([.medium, .large])
    }
  }
#endif
