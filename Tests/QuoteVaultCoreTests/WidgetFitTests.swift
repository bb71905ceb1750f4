import DesignSystem
import QuoteVaultCore
import Rendering
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

  @Test("The heart and Next Quote take 30-point squares at the byline's end: the quote still fits whole beside them")
  func buttonsLeaveRoom() throws {
    let renderer = CairoRenderer()
    for length in [40, 100, 160] {
      let words = String(String(repeating: "Words worth keeping. ", count: length / 21 + 1).prefix(length))
      let quote = Quote(id: 10, text: words, author: "A. Author", category: "Wisdom")
      for family in QuoteVaultShared.widgetFamilies {
        let scene = QuoteWidgetScene.make(family: family, quote: quote, scheme: .light, buttons: 2, measurer: renderer)
        #expect(scene.quoteFits, "\(family), \(length) characters, with the buttons: never cut")
        let buttons = scene.list.items.compactMap { item -> Rect? in
          if case .fill(let fill) = item, case .roundedRect(let frame, _) = fill.shape,
            frame.width == QuoteWidgetLayout.buttonSize
          {
            return frame
          }
          return nil
        }
        #expect(buttons.count == 2, "\(family)")
        let texts = scene.list.items.compactMap { item -> TextItem? in
          if case .text(let text) = item { return text }
          return nil
        }
        for button in buttons {
          #expect(texts.allSatisfy { !$0.frame.intersects(button) }, "\(family): no text under a button")
        }
      }
    }
  }
}
