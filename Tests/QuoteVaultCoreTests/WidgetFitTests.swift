import DesignSystem
import QuoteVaultCore
import RenderingCairo
import Testing

/// Long quotes on the widget: shrunk within each layout's floor, never cut (measured as the Linux preview draws).
@Suite("QuoteVault widget: long quotes fit whole")
struct WidgetFitTests {
  @Test("QV-10.1 / QV-10.4: quotes as long as the longest seeded one and longer fit every widget whole")
  func longQuotesFit() {
    let renderer = CairoRenderer()
    // The longest seeded quote has 159 characters; the small widget gives a long quote the title's line.
    for (index, length) in [100, 160, 210].enumerated() {
      let words = String(String(repeating: "Words worth keeping. ", count: length / 21 + 1).prefix(length))
      let quote = Quote(id: Int64(10 + index), text: words, author: "A. Author", category: "Wisdom")
      for family in QuoteVaultShared.widgetFamilies {
        let scene = QuoteWidgetScene.make(family: family, quote: quote, scheme: .light, measurer: renderer)
        #expect(scene.quoteFits, "\(family), \(quote.text.count) characters: never cut")
        let layout = QuoteWidgetLayout.of(family, quoteLength: quote.text.count)
        #expect(scene.quoteText.font.size >= layout.minimumQuoteSize)
        #expect(layout.showsTitle == (family != .small || length <= QuoteWidgetLayout.smallCompactAbove))
      }
    }
  }
}
