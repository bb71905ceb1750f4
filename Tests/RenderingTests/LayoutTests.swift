import DesignSystem
import Foundation
import Rendering
import RenderingCairo
import Testing

let renderer = CairoRenderer()

@Suite("Text layout, on numbers")
struct LayoutTests {
  let body = FontSpec(role: .system, size: 17)

  @Test("A short line measures as one line, narrower than its box")
  func oneLine() {
    let measured = renderer.measure("Hello", font: body, width: 300, lineSpacing: 0)
    #expect(measured.lineCount == 1)
    #expect(measured.size.width > 20 && measured.size.width < 80)
    #expect(measured.size.height > 17 && measured.size.height < 30)
  }

  @Test("Text wraps at the width; lines and line spacing add height")
  func wrapping() {
    let text = "Thou art a puking, tickle-brained canker-blossom!"
    let wide = renderer.measure(text, font: body, width: 1000, lineSpacing: 0)
    let narrow = renderer.measure(text, font: body, width: 120, lineSpacing: 0)
    let spaced = renderer.measure(text, font: body, width: 120, lineSpacing: 6)
    #expect(wide.lineCount == 1)
    #expect(narrow.lineCount >= 3)
    #expect(narrow.size.width <= 120)
    #expect(abs(narrow.size.height - wide.size.height * Double(narrow.lineCount)) < 2)
    #expect(abs(spaced.size.height - narrow.size.height - 6 * Double(narrow.lineCount - 1)) < 1)
  }

  @Test("A single very long word breaks between characters instead of overflowing")
  func longWord() {
    let word = String(repeating: "Honorificabilitudinitatibus", count: 8)
    let measured = renderer.measure(word, font: body, width: 100, lineSpacing: 0)
    #expect(measured.size.width <= 100)
    #expect(measured.lineCount > 10)
  }

  @Test("Empty text measures as one empty line and draws nothing")
  func emptyText() throws {
    let measured = renderer.measure("", font: body, width: 100, lineSpacing: 0)
    #expect(measured.size.width == 0)
    #expect(measured.lineCount == 1)
    let list = DisplayList(
      size: Size(width: 20, height: 20),
      items: [.text(TextItem(text: "", frame: Rect(x: 0, y: 0, width: 20, height: 20), font: body, color: .black))])
    let bitmap = try renderer.renderPixels(list, pixelWidth: 20)
    #expect(bitmap.rgba.allSatisfy { $0 == 0 })
  }

  @Test(
    "Emoji, accented Latin, Chinese and Arabic render without missing-glyph boxes, in every font role",
    arguments: FontRole.allCases)
  func scripts(role: FontRole) {
    for text in ["🎭 ✨ 👩🏽‍💻 🇬🇧", "Café naïve façade Ærø Łódź ñ", "你好，世界。记住重要的事情", "مرحبا بالعالم", "Ελληνικά кириллица"] {
      let measured = renderer.measure(text, font: FontSpec(role: role, size: 20), width: 400, lineSpacing: 0)
      #expect(measured.missingGlyphs == 0, "\(role): \(text)")
      #expect(measured.size.width > 0)
    }
  }

  @Test("Fitting picks the largest half-point size that fits between the bounds")
  func fitting() {
    let text = "Call the dentist before Friday and water the plants"
    let box = Size(width: 200, height: 90)
    let fit = renderer.fit(text, in: box, font: body, maximumSize: 40, minimumSize: 10)
    #expect(!fit.overflows)
    #expect(fit.font.size < 40 && fit.font.size >= 10)
    #expect(fit.font.size * 2 == (fit.font.size * 2).rounded(), "half-point steps")
    #expect(fit.measurement.size.height <= box.height)
    let larger = renderer.measure(text, font: body.withSize(fit.font.size + 0.5), width: box.width, lineSpacing: 0)
    #expect(larger.size.height > box.height, "half a point larger would not fit")
    // Short text keeps the maximum size; a line cap is honoured.
    #expect(renderer.fit("Hi", in: box, font: body, maximumSize: 30, minimumSize: 10).font.size == 30)
    let capped = renderer.fit(
      text, in: Size(width: 200, height: 500), font: body, maximumSize: 40, minimumSize: 8, maximumLines: 2)
    #expect(capped.measurement.lineCount <= 2)
  }

  @Test("A 10,000-character note reports overflow instead of being cut silently")
  func hugeNote() {
    let note = String(repeating: "Remember the milk. ", count: 527).prefix(10_000)
    #expect(note.count == 10_000)
    let fit = renderer.fit(
      String(note), in: Size(width: 300, height: 200), font: body, maximumSize: 28, minimumSize: 12)
    #expect(fit.overflows)
    #expect(fit.font.size == 12)
    #expect(fit.measurement.size.height > 200)
  }

  @Test("Geometry helpers")
  func geometry() {
    let rect = Rect(x: 10, y: 10, width: 100, height: 50)
    #expect(rect.insetBy(dx: 10, dy: 5) == Rect(x: 20, y: 15, width: 80, height: 40))
    #expect(rect.intersects(Rect(x: 100, y: 50, width: 10, height: 10)))
    #expect(!rect.intersects(Rect(x: 110, y: 10, width: 10, height: 10)))
    #expect(rect.contains(Rect(x: 20, y: 20, width: 10, height: 10)))
  }
}
