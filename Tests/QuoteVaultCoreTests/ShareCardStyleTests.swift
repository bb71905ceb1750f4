import AppServicesTestSupport
import DesignSystem
import Foundation
import QuoteVaultCore
import Rendering
import RenderingCairo
import SharedStore
import Testing

/// The share card's backgrounds and fonts: each drawn by the same renderer (Cairo here), each fitting the quote,
/// each keeping its text at WCAG AA, and the last choice remembered for the next card.
@MainActor
@Suite("QuoteVault share card styles: backgrounds, fonts, remembered")
struct ShareCardStyleTests {
  let renderer = CairoRenderer()
  let quote = Quote(
    id: 1, text: "Do what you can, with what you have, where you are.", author: "Theodore Roosevelt",
    category: "Motivation")

  static var everyStyle: [ShareCardStyle] {
    ShareCardTemplate.allCases.flatMap { template in
      ShareCardBackground.allCases.flatMap { background in
        ShareCardFont.allCases.map { ShareCardStyle(template: template, background: background, font: $0) }
      }
    }
  }

  func texts(_ card: ShareCard) -> [TextItem] {
    card.list.items.compactMap { if case .text(let text) = $0 { text } else { nil } }
  }

  /// Every colour the card's background shows: a solid fill's, or each stop of a gradient.
  func backgroundColors(_ card: ShareCard) -> [RGBAColor] {
    guard case .fill(let fill) = card.list.items.first else { return [] }
    switch fill.paint {
    case .solid(let color): return [color]
    case .linearGradient(_, _, let stops): return stops.map(\.color)
    }
  }

  @Test(
    "QV-8.3: five backgrounds (My Theme among them) and four fonts, in every layout, hold the whole quote and its author inside the card"
  )
  func everyStyleFits() throws {
    #expect(ShareCardBackground.allCases.count == 5 && ShareCardFont.allCases.count == 4)
    for style in Self.everyStyle {
      let card = ShareCard.make(quote, style: style, measurer: renderer)
      #expect(!card.overflows, "\(style) fits the quote")
      let items = texts(card)
      #expect(items.map(\.text).contains("“\(quote.text)”") && items.map(\.text).contains("— Theodore Roosevelt"))
      for item in items {
        #expect(item.frame.minY >= 0 && item.frame.maxY <= ShareCardTemplate.size.height, "\(style): inside")
      }
    }
    // A very long quote still fits, smaller, in the widest face.
    let long = Quote(
      id: 2, text: String(repeating: "Words upon words. ", count: 80), author: "Anon", category: "Wisdom")
    let card = ShareCard.make(long, style: ShareCardStyle(font: .handwritten), measurer: renderer)
    #expect(card.quoteText.font.size >= 34 && card.quoteText.frame.maxY <= ShareCardTemplate.size.height)
  }

  @Test("QV-8.3: each background and each font draws a different card")
  func stylesLookDifferent() throws {
    let backgrounds = try ShareCardBackground.allCases.map {
      try renderer.renderPixels(
        ShareCard.make(quote, style: ShareCardStyle(background: $0), measurer: renderer).list, pixelWidth: 270)
    }
    for (index, image) in backgrounds.enumerated() {
      for other in backgrounds[(index + 1)...] { #expect((image.meanDifference(from: other) ?? 0) > 0.02) }
    }
    // Original is Classic's serif; the others are each a face of their own.
    let fonts = try [ShareCardFont.serif, .sans, .handwritten].map {
      try renderer.renderPixels(
        ShareCard.make(quote, style: ShareCardStyle(font: $0), measurer: renderer).list, pixelWidth: 270)
    }
    for (index, image) in fonts.enumerated() {
      for other in fonts[(index + 1)...] { #expect((image.meanDifference(from: other) ?? 0) > 0) }
    }
  }

  @Test("QV-8.3: every background keeps the quote and author at WCAG AA, and the app's name at AA for large text")
  func everyStyleReadable() throws {
    for style in Self.everyStyle {
      let card = ShareCard.make(quote, style: style, measurer: renderer)
      let items = texts(card)
      try #require(items.count == 3)
      for background in backgroundColors(card) {
        for item in items.prefix(2) {
          #expect(
            Contrast.ratio(item.color, on: background) >= Contrast.minimumForText, "\(style): \(item.text)")
        }
        // "QuoteVault" at 30 points semibold is large text (WCAG: 18 points and up).
        #expect(Contrast.ratio(items[2].color, on: background) >= Contrast.minimumForLargeText, "\(style): footer")
      }
    }
  }

  @Test("QV-8.2: the card is drawn in the background and font chosen, and the next card starts with them")
  func chosenStyleIsDrawnAndRemembered() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("card-style-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SharedStore(directory: folder)
    let first = ShareCardModel(quote: quote, renderer: renderer, photos: SimulatedPhotoLibrary(), store: store)
    #expect(first.style == ShareCardStyle(), "the first card is Classic, as before")
    await first.renderCard(pixelWidth: 270)
    let classic = try Bitmap(png: try #require(first.cardImage))
    first.background = .dark
    first.font = .handwritten
    // What the sheet's `.task(id: model.style)` does once the choice changes.
    await first.renderCard(pixelWidth: 270)
    let dark = try Bitmap(png: try #require(first.cardImage))
    #expect((dark.meanDifference(from: classic) ?? 0) > 0.02, "the preview and the shared image follow the choice")
    #expect(
      first.card.list.items.first == ShareCard.make(quote, style: first.style, measurer: renderer).list.items.first)

    let next = ShareCardModel(quote: quote, renderer: renderer, photos: SimulatedPhotoLibrary(), store: store)
    #expect(next.style == ShareCardStyle(template: .classic, background: .dark, font: .handwritten))
    #expect(store.read(QuoteVaultShared.shareCardStyle) == next.style)
  }
}
