#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import InsolentBardCore
  import Localization
  import LocalizationUI
  import SwiftUI

  /// Compose: the kit's three columns as wheels, the insult they spell in the app's style with each word's gloss
  /// under it, Shuffle, and the main screen's Copy, Share, heart and Hear It on it. Reads its own model, held by its
  /// destination, so closing the sheet lets it go.
  @MainActor
  struct ComposeView: View {
    let sheet: ComposeModel
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    private let theme = Theme.insolentBard

    var body: some View {
      NavigationStack {
        ScrollView {
          VStack(spacing: Spacing.medium) {
            preview
            wheels
            Button(BardCopy.shuffle, systemImage: "shuffle") {
              withAnimation { sheet.shuffle() }
            }
            .buttonStyle(.primary(theme))
            .accessibilityHint(BardCopy.shuffleHint)
            actions
          }
          .padding(.horizontal, Spacing.screenEdgeRegular)
          .padding(.vertical, Spacing.medium)
        }
        .background { Color(theme.background).ignoresSafeArea() }
        .navigationTitle(BardCopy.composeTitle)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .confirmationAction) {
            Button(BardCopy.done) { sheet.done() }
          }
        }
      }
      // The card's picture for Share, once the wheels have rested a moment (not for every word they pass).
      .task(id: sheet.text) {
        try? await Task.sleep(for: .milliseconds(600))
        if !Task.isCancelled { await sheet.prepareSharePicture() }
      }
    }

    /// The insult the wheels spell, on parchment as the main screen shows it, and what each word meant.
    private var preview: some View {
      VStack(alignment: .leading, spacing: Spacing.small) {
        // The card's lettering and its steps at the accessibility sizes: the preview is as wide as the card, so a
        // long word fits whole here too.
        Text(InsultText.attributed(sheet.text))
          .font(.theme(InsultCardType.font(for: sheet.text, at: DesignSystem.DynamicTypeSize(dynamicTypeSize))))
          .foregroundStyle(Color(theme.accent))
          .fixedSize(horizontal: false, vertical: true)
          .contentTransition(.opacity)
          .accessibilityAddTraits(.updatesFrequently)
        VStack(alignment: .leading, spacing: Spacing.xSmall / 2) {
          Text(BardCopy.composeWordsTitle)
            .font(.system(.caption1).weight(.semibold))
            .tracking(1.5)
            .textCase(.uppercase)
          ForEach(sheet.words) { origin in
            VStack(alignment: .leading, spacing: 0) {
              Text(InsultText.attributed(origin.word)).fontWeight(.semibold)
              Text(verbatim: origin.gloss)
            }
            .font(.subheadline)
            .fixedSize(horizontal: false, vertical: true)
            .accessibilityElement(children: .combine)
          }
        }
        .foregroundStyle(Color(theme.secondaryText))
      }
      .padding(Spacing.medium)
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(Color(theme.surface), in: RoundedRectangle(cornerRadius: CornerRadius.sheet, style: .continuous))
    }

    /// One wheel per column, side by side. At accessibility sizes a wheel would cut its words and three
    /// stacked wheels would catch every drag meant to scroll: each column is a menu there instead.
    @ViewBuilder private var wheels: some View {
      if dynamicTypeSize.isAccessibilitySize {
        VStack(alignment: .leading, spacing: Spacing.xSmall) {
          ForEach(ComposeModel.Column.allCases, id: \.self) { column in
            LabeledContent {
              picker(for: column).pickerStyle(.menu)
            } label: {
              Text(BardCopy.columnName(column))
            }
          }
        }
      } else {
        HStack(spacing: 0) {
          ForEach(ComposeModel.Column.allCases, id: \.self) { column in
            picker(for: column)
              .pickerStyle(.wheel)
              .frame(maxWidth: .infinity)
              .clipped()
              // A wheel's touches stop at its third of the row: the UIKit picker under it is wider than its
              // frame, and without this a drag on one wheel can turn its neighbour.
              .contentShape(Rectangle())
          }
        }
      }
    }

    private func picker(for column: ComposeModel.Column) -> some View {
      Picker(selection: selection(in: column)) {
        ForEach(Array(sheet.words(in: column).enumerated()), id: \.offset) { index, word in
          Text(InsultText.attributed(word.text)).minimumScaleFactor(0.7).tag(index)
        }
      } label: {
        Text(BardCopy.columnName(column))
      }
      // VoiceOver names each wheel; swiping up or down on it turns it.
      .accessibilityLabel(BardCopy.columnName(column))
    }

    private func selection(in column: ComposeModel.Column) -> Binding<Int> {
      Binding(get: { sheet.selection(in: column) }, set: { sheet.select($0, in: column) })
    }

    /// The main screen's actions, on the composed insult.
    private var actions: some View {
      let copied = sheet.isCopied
      let kept = sheet.isFavourite
      let row =
        dynamicTypeSize.isAccessibilitySize
        ? AnyLayout(VStackLayout(spacing: Spacing.xSmall)) : AnyLayout(HStackLayout(spacing: Spacing.xSmall))
      return VStack(spacing: Spacing.xSmall) {
        row {
          Button(copied ? BardCopy.copied : BardCopy.copy, systemImage: copied ? "checkmark" : "doc.on.doc") {
            sheet.copy()
          }
          .labelStyle(.titleAndIcon)
          .contentTransition(.opacity)
          Button(BardCopy.share, systemImage: "square.and.arrow.up") { Task { await sheet.share() } }
            .labelStyle(.titleAndIcon)
            // Off while the card's picture is drawn for this insult: the share sheet follows with it.
            .disabled(sheet.isSharePending)
          Button(kept ? BardCopy.unfavourite : BardCopy.favourite, systemImage: kept ? "heart.fill" : "heart") {
            sheet.toggleFavourite()
          }
          .labelStyle(.iconOnly)
        }
        .font(.body)
        .frame(minHeight: HitTarget.minimum)
        .buttonStyle(.bordered)
        if sheet.canSpeak {
          Button(
            sheet.hearButtonTitle,
            systemImage: sheet.isSpeaking ? "stop.fill" : "speaker.wave.2"
          ) {
            Task { await sheet.hear() }
          }
          .frame(minHeight: HitTarget.minimum)
          .buttonStyle(.bordered)
          if let problem = sheet.speechProblem {
            Text(problem)
              .font(.footnote)
              .foregroundStyle(.secondary)
              .multilineTextAlignment(.center)
          }
        }
      }
    }
  }
#endif
