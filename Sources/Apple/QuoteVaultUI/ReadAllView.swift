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
    let quote: Quote
    let theme: ReadingTheme
    let model: QuoteVaultModel
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
      NavigationStack {
        ScrollView {
          VStack(spacing: Spacing.large) {
            // Criterion: QV-9.5 (Quote Size applies here too); the featured size: a page's full size would leave
            // few words a line at the largest text sizes, and here nothing needs to fit.
            Text(QuoteVaultCopy.quoted(quote.text))
              .font(
                .reading(
                  theme.font,
                  size: model.settings.settings.featuredQuoteTextSize(at: DesignSystem.DynamicTypeSize(typeSize)))
              )
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
            Button(QuoteVaultCopy.done) { model.closeReadAll() }.tint(Color(theme.ink))
          }
        }
      }
    }
  }

  struct ReadAllView_Previews: PreviewProvider {
    static var previews: some View {
      let model = QuoteVaultPreviewValues.model()
      ReadAllView(quote: QuoteVaultPreviewValues.longQuote, theme: .standard, model: model)
        .previewDisplayName("Read All: a long quote")
      ReadAllView(
        quote: QuoteVaultPreviewValues.longQuote, theme: ReadingTheme(background: .paper, font: .oldStyle), model: model
      )
      .environment(\.dynamicTypeSize, .accessibility5)
      .previewDisplayName("Read All, largest text")
    }
  }
#endif
