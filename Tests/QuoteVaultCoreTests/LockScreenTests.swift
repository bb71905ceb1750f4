import DesignSystem
import Foundation
import QuoteVaultCore
import Rendering
import RenderingCairo
import TestSupport
import Testing

/// The Lock Screen widgets (inline, rectangular): the quote shortened on a word boundary to what fits.
@Suite("QuoteVault Lock Screen widget text")
struct LockScreenTests {
  @Test("QV-10.4: a long quote is shortened on a word boundary and ends in an ellipsis; a short one stays whole")
  func shortening() {
    let quote = "Do what you can, with what you have, where you are."
    #expect(LockScreenQuote.shortened(quote, toFit: 30) == "Do what you can, with what…")
    #expect(LockScreenQuote.shortened(quote, toFit: 200) == quote)
    #expect(LockScreenQuote.shortened("Be yourself, everyone else is taken.", toFit: 14) == "Be yourself…")
    #expect(LockScreenQuote.shortened("Be\n\n yourself   now", toFit: 40) == "Be yourself now")
    #expect(LockScreenQuote.shortened("Supercalifragilisticexpialidocious", toFit: 10) == "Supercali…")
    #expect(LockScreenQuote.shortened("“Quoted twice.”", toFit: 40) == "Quoted twice.")
    #expect(LockScreenQuote.shortened("Anything", toFit: 1) == "…")
    #expect(LockScreenQuote.shortened("Anything", toFit: 0).isEmpty)
    #expect(LockScreenQuote.shortened("   ", toFit: 5).isEmpty)

    let love = Quote(id: 1, text: quote, author: "Theodore Roosevelt", category: "Motivation")
    #expect(LockScreenQuote.text(love, missing: "", family: .inline) == "“Do what you can, with what…”")
    #expect(LockScreenQuote.text(love, missing: "", family: .rectangular) == "“Do what you can, with what you…”")
    #expect(LockScreenQuote.author(love) == "— Theodore Roosevelt")
    #expect(
      LockScreenQuote.text(nil, missing: QuoteWidgetCopy.favoritesSignedOut, family: .inline)
        == "Sign in to QuoteVault to see…")
  }

  @Test("QV-10.4: shortened text never runs past its limit and keeps whole words, for any input")
  func shorteningAnyInput() {
    var fuzzer = Fuzzer(seed: 0x10C5)
    let pieces = ["word", "a", "longerword", " ", "  ", "\n", ",", "—", "“", "”", "é", "👍🏽", "\t", "x\u{301}"]
    fuzzer.run(iterations: Fuzzer.iterations(standard: 2_000)) { fuzzer in
      let text = (0..<fuzzer.int(0...40)).map { _ in fuzzer.pick(pieces) }.joined()
      let limit = fuzzer.int(0...60)
      let short = LockScreenQuote.shortened(text, toFit: limit)
      #expect(short.count <= limit, "\(text.debugDescription) to \(limit)")
      let tidy = text.trimmingCharacters(in: CharacterSet(charactersIn: "\"“”").union(.whitespacesAndNewlines))
        .split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
      if short != tidy, short.count > 1 {
        #expect(short.hasSuffix("…"))
        #expect(tidy.hasPrefix(String(short.dropLast())), "the first words, as written")
      }
    }
  }

  @Test("QV-10.4: the shortened quote fits the Lock Screen widgets on the smallest iPhone, measured as drawn")
  func fitsMeasured() {
    let renderer = CairoRenderer()
    let texts = [
      "Extraordinary circumstances demonstrate unquestionable determination everywhere, always.",
      "Do what you can, with what you have, where you are.",
      "I have not failed. I've just found 10,000 ways that won't work.",
      "Open QuoteVault to get today's quote.",
    ]
    let width = WidgetFamilyID.rectangular.sizesOnPhones.map(\.width).min() ?? 153
    let font = FontSpec(role: .system, size: LockScreenQuote.rectangularTextSize)
    for words in texts {
      let text = LockScreenQuote.text(
        Quote(id: 1, text: words, author: "A", category: "Wisdom"), missing: "", family: .rectangular)
      let measured = renderer.measure(text, font: font, width: width, lineSpacing: 0)
      #expect(measured.lineCount <= LockScreenQuote.rectangularQuoteLines, "\(text)")
    }
  }
}
