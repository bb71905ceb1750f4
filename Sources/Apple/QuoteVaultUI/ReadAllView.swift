#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

  /// Reading mode's Read All: a quote too long for its page, whole, in the reader's theme, in a sheet that
  /// scrolls (the pager under it never gets a nested scroll). Done, or a swipe down, goes back to the same page.
  @MainActor
  struct ReadAllView: View {
    let sheet: ReadAllModel
    private var quote: Quote { sheet.quote }
    private var theme: ReadingTheme { sheet.theme }
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
      NavigationStack {
        ScrollView {
          VStack(spacing: Spacing.large) {
            // Criterion: QV-9.5 (Quote Size applies here too)
            Text(QuoteVaultCopy.quoted(quote.text))
              .font(.reading(theme.font, size: sheet.quoteTextSize(at: DesignSystem.DynamicTypeSize(typeSize))))
              .multilineTextAlignment(.leading)
              .frame(maxWidth: .infinity, alignment: .leading)
            Text(QuoteVaultCopy.byline(quote.author))
              .font(.title3)
              .foregroundStyle(Color(theme.secondaryInk))
              .frame(maxWidth: .infinity, alignment: .trailing)
          }
          .padding(Spacing.large)
          .textSelection(.enabled)
        }
        .background { ReadingBackdrop(background: theme.background, photo: nil).ignoresSafeArea() }
        .foregroundStyle(Color(theme.ink))
        .toolbar {
          ToolbarItem(placement: .confirmationAction) {
            Button(QuoteVaultCopy.done) { sheet.done() }.tint(Color(theme.ink))
          }
        }
      }
    }
  }

  struct ReadAllView_Previews: PreviewProvider {
    static func sheet(_ theme: ReadingTheme) -> ReadAllModel {
      ReadAllModel(
        quote: QuoteVaultPreviewValues.longQuote, theme: theme, settings: { QuoteVaultSettings() })
    }

    static var previews: some View {
      ReadAllView(sheet: sheet(.standard))
        .previewDisplayName("Read All: a long quote")
      ReadAllView(sheet: sheet(ReadingTheme(background: .paper, font: .oldStyle)))
        .environment(\.dynamicTypeSize, .accessibility5)
        .previewDisplayName("Read All, largest text")
    }
  }
#endif
