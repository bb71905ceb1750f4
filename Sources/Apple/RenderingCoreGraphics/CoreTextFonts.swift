#if canImport(CoreText) && canImport(CoreGraphics)
  import CoreGraphics
  import CoreText
  import DesignSystem
  import Foundation
  import Rendering

  /// Apple's fonts for the design system's roles, and attributed strings for Core Text.
  enum CoreTextFonts {
    static func font(_ spec: FontSpec) -> CTFont {
      let size = CGFloat(spec.size)
      let base: CTFont
      switch spec.role {
      case .system:
        base =
          CTFontCreateUIFontForLanguage(.system, size, nil) ?? CTFontCreateWithName("Helvetica" as CFString, size, nil)
      case .handwritten:
        base = CTFontCreateWithName(
          (spec.weight >= .semibold ? "MarkerFelt-Wide" : "MarkerFelt-Thin") as CFString, size, nil)
      case .oldStyleSerif:
        // IM Fell English is bundled with the app; without it, Georgia (FontRole.appleFallbackFamily).
        let bundled = CTFontCreateWithName("IMFellEnglish-Roman" as CFString, size, nil)
        let name = CTFontCopyPostScriptName(bundled) as String
        base = name.hasPrefix("IMFell") ? bundled : CTFontCreateWithName("Georgia" as CFString, size, nil)
      case .emoji:
        base = CTFontCreateWithName("AppleColorEmoji" as CFString, size, nil)
      }
      var traits: CTFontSymbolicTraits = []
      if spec.weight >= .semibold { traits.insert(.traitBold) }
      if spec.italic { traits.insert(.traitItalic) }
      guard !traits.isEmpty, spec.role != .handwritten else { return base }
      return CTFontCreateCopyWithSymbolicTraits(base, size, nil, traits, traits) ?? base
    }

    static func attributed(
      _ text: String, font spec: FontSpec, color: RGBAColor, alignment: TextAlignment, lineSpacing: Double
    ) -> NSAttributedString {
      var ctAlignment: CTTextAlignment
      switch alignment {
      case .leading: ctAlignment = .natural
      case .center: ctAlignment = .center
      case .trailing: ctAlignment = .right
      }
      var spacing = CGFloat(lineSpacing)
      var breakMode = CTLineBreakMode.byWordWrapping
      let settings = [
        CTParagraphStyleSetting(spec: .alignment, valueSize: MemoryLayout<CTTextAlignment>.size, value: &ctAlignment),
        CTParagraphStyleSetting(spec: .lineSpacingAdjustment, valueSize: MemoryLayout<CGFloat>.size, value: &spacing),
        CTParagraphStyleSetting(spec: .lineBreakMode, valueSize: MemoryLayout<CTLineBreakMode>.size, value: &breakMode),
      ]
      let attributes: [NSAttributedString.Key: Any] = [
        NSAttributedString.Key(kCTFontAttributeName as String): font(spec),
        NSAttributedString.Key(kCTForegroundColorAttributeName as String): CoreGraphicsPainter.cgColor(color),
        NSAttributedString.Key(kCTParagraphStyleAttributeName as String): CTParagraphStyleCreate(
          settings, settings.count),
      ]
      return NSAttributedString(string: text, attributes: attributes)
    }

    /// Glyphs Core Text could not find in any font (drawn as .notdef boxes).
    static func missingGlyphs(in line: CTLine) -> Int {
      let runs = (CTLineGetGlyphRuns(line) as? [CTRun]) ?? []
      return runs.reduce(0) { count, run in
        var glyphs = [CGGlyph](repeating: 0, count: CTRunGetGlyphCount(run))
        CTRunGetGlyphs(run, CFRange(), &glyphs)
        return count + glyphs.filter { $0 == 0 }.count
      }
    }
  }
#endif
