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

  @Test(
    "QV-10.4: the widget follows the text size and the phone's widget size: larger type, larger quote, still whole up to the cap"
  )
  func followsTypeSizeAndWidgetSize() {
    let renderer = CairoRenderer()
    let sizes = DynamicTypeSize.allCases.filter { $0 <= QuoteWidgetLayout.largestTypeSize }
    for family in QuoteVaultShared.widgetFamilies {
      // Grows with the text size, as Body does; the default size in the preview size is the design.
      let quotes = sizes.map { QuoteWidgetLayout.of(family, quoteLength: 40, typeSize: $0).quoteSize }
      #expect(quotes == quotes.sorted() && quotes.first ?? 0 < quotes.last ?? 0, "\(family): \(quotes)")
      #expect(QuoteWidgetLayout.of(family, typeSize: .default) == QuoteWidgetLayout.of(family))
      #expect(
        QuoteWidgetLayout.of(family, typeSize: .accessibility5)
          == QuoteWidgetLayout.of(family, typeSize: QuoteWidgetLayout.largestTypeSize), "\(family): capped")
      // A larger phone's widget draws larger; a smaller one smaller.
      let phones = family.sizesOnPhones.map { QuoteWidgetLayout.of(family, size: $0).quoteSize }
      #expect(phones.first ?? 0 > phones.last ?? 0, "\(family): \(phones)")
      for typeSize in sizes {
        for size in family.sizesOnPhones {
          for length in [40, 100, 160] {
            let words = String(String(repeating: "Words worth keeping. ", count: length / 21 + 1).prefix(length))
            let quote = Quote(id: 10, text: words, author: "A. Author", category: "Wisdom")
            let scene = QuoteWidgetScene.make(
              family: family, quote: quote, scheme: .light, buttons: 2, typeSize: typeSize, size: size,
              measurer: renderer)
            let layout = QuoteWidgetLayout.of(family, quoteLength: length, typeSize: typeSize, size: size)
            #expect(scene.quoteFits, "\(family) \(size) at \(typeSize), \(length) characters: never cut")
            #expect(scene.quoteText.font.size >= layout.minimumQuoteSize)
            #expect(layout.minimumScaleFactor > 0 && layout.minimumScaleFactor <= 1)
          }
        }
      }
    }
  }
}
