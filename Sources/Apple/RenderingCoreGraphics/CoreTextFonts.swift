#if os(iOS)
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
      case .handwritten, .oldStyleSerif, .classicSerif:
        // The same run-time choice as SwiftUI's Font.theme (FontRole.appleFace): Core Text substitutes another
        // face for a missing name, so a face counts as installed only if it comes back under its own name.
        let face = spec.role.appleFace(for: spec.weight) { wanted in
          CTFontCopyPostScriptName(CTFontCreateWithName(wanted as CFString, size, nil)) as String == wanted
        }
        base = CTFontCreateWithName(face.name as CFString, size, nil)
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
      // The settings point at the three values, so the style is created while those pointers are valid.
      let paragraphStyle = withUnsafeBytes(of: &ctAlignment) { alignmentBytes in
        withUnsafeBytes(of: &spacing) { spacingBytes in
          withUnsafeBytes(of: &breakMode) { breakBytes -> CTParagraphStyle? in
            guard let alignment = alignmentBytes.baseAddress, let spacing = spacingBytes.baseAddress,
              let breaks = breakBytes.baseAddress
            else { return nil }
            let settings = [
              CTParagraphStyleSetting(spec: .alignment, valueSize: alignmentBytes.count, value: alignment),
              CTParagraphStyleSetting(spec: .lineSpacingAdjustment, valueSize: spacingBytes.count, value: spacing),
              CTParagraphStyleSetting(spec: .lineBreakMode, valueSize: breakBytes.count, value: breaks),
            ]
            return CTParagraphStyleCreate(settings, settings.count)
          }
        }
      }
      var attributes: [NSAttributedString.Key: Any] = [
        NSAttributedString.Key(kCTFontAttributeName as String): font(spec),
        NSAttributedString.Key(kCTForegroundColorAttributeName as String): CoreGraphicsPainter.cgColor(color),
      ]
      if let paragraphStyle {
        attributes[NSAttributedString.Key(kCTParagraphStyleAttributeName as String)] = paragraphStyle
      }
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
