import DesignSystem
import Testing

@Suite("Colours and contrast")
struct ColorTests {
  @Test("The WCAG contrast function gives the published ratios")
  func contrastFunction() {
    #expect(abs(Contrast.ratio(.black, on: .white) - 21) < 0.001)
    #expect(abs(Contrast.ratio(.white, on: .white) - 1) < 0.001)
    // #767676 is the lightest gray that passes AA on white (4.54:1); #777777 fails (4.48:1).
    #expect(Contrast.ratio(RGBAColor(hex: 0x767676), on: .white) >= 4.5)
    #expect(Contrast.ratio(RGBAColor(hex: 0x777777), on: .white) < 4.5)
    // Order does not matter; translucent text is composited first.
    #expect(Contrast.ratio(.white, on: .black) == Contrast.ratio(.black, on: .white))
    #expect(Contrast.ratio(RGBAColor.black.withAlpha(0.5), on: .white) < 5)
  }

  @Test("Hex strings round-trip and bad ones are rejected")
  func hexStrings() {
    #expect(RGBAColor(hexString: "#007AFF") == RGBAColor(hex: 0x007AFF))
    #expect(RGBAColor(hexString: "#007AFF")?.hexString == "#007AFF")
    #expect(RGBAColor(hexString: "3C3C4399")?.alpha == Double(0x99) / 255)
    #expect(RGBAColor(hexString: "#12345") == nil)
    #expect(RGBAColor(hexString: "#GGGGGG") == nil)
  }

  @Test("PM-2.1: the primary background is iOS's systemGroupedBackground, which UIKit draws")
  func groupedBackground() {
    #expect(Theme.payMe.background.system == .systemGroupedBackground)
    // Its standard values, which Linux previews and the contrast checks read.
    #expect(Theme.payMe.background == ColorPair(light: 0xF2F2F7, dark: 0x000000))
  }

  @Test("PM-2.2 / PM-6.4: cards and sections use iOS's secondarySystemGroupedBackground, which UIKit draws")
  func cardBackground() {
    #expect(Theme.payMe.surface.system == .secondarySystemGroupedBackground)
    #expect(Theme.payMe.surface == ColorPair(light: 0xFFFFFF, dark: 0x1C1C1E))
  }

  @Test("PM-2.3: primary actions are iOS's systemBlue (#007AFF, #0A84FF dark), which UIKit draws")
  func systemBlue() {
    #expect(Theme.payMe.accent.system == .systemBlue)
    #expect(Theme.payMe.accent.light.hexString == "#007AFF")
    #expect(Theme.payMe.accent.dark.hexString == "#0A84FF")
  }

  @Test("PM-2.4: destructive actions are iOS's systemRed, which UIKit draws")
  func systemRed() {
    #expect(Theme.payMe.destructive.system == .systemRed)
    #expect(SystemColors.red.light.hexString == "#FF3B30")
  }

  @Test("PM-2.5 / PM-1.6: secondary text is system gray, in its high-contrast variant")
  func secondaryGray() {
    let gray = Theme.payMe.secondaryText
    #expect(gray == SystemColors.readableGray)
    for scheme in ColorScheme.allCases {
      let color = gray.resolved(in: scheme)
      #expect(color.red == color.green, "a gray has no hue")
      #expect(abs(color.blue - color.red) < 0.02)
    }
  }

  @Test("PayMe's backgrounds are flat neutral system colours, its tint the system's (the criterion is Apple-only)")
  func noNeon() {
    for scheme in ColorScheme.allCases {
      for pair in [Theme.payMe.background, Theme.payMe.surface] {
        let color = pair.resolved(in: scheme)
        #expect(max(color.red, color.green, color.blue) - min(color.red, color.green, color.blue) < 0.03)
      }
    }
    // Neon is a saturated accent glowing on a dark page; PayMe's tint is exactly the system's.
    #expect(Theme.payMe.accent == SystemColors.blue)
  }

  @Test("PM-6.5 / PM-16.2: every theme's text reaches 4.5:1 on its backgrounds, light and dark")
  func themesAreReadable() {
    for theme in Theme.all {
      for scheme in ColorScheme.allCases {
        for surface in [theme.background, theme.surface] {
          let background = surface.resolved(in: scheme)
          for text in [theme.primaryText, theme.secondaryText] {
            let ratio = Contrast.ratio(text.resolved(in: scheme), on: background)
            #expect(ratio >= Contrast.minimumForText, "\(theme.id) \(scheme): \(text) on \(background) is \(ratio)")
          }
        }
      }
    }
  }

  @Test("Accent controls and the labels on them reach 3:1 (WCAG large text and non-text contrast)")
  func accentsAreVisible() {
    for theme in Theme.all {
      for scheme in ColorScheme.allCases {
        let accent = theme.accent.resolved(in: scheme)
        let label = Contrast.ratio(theme.onAccent.resolved(in: scheme), on: accent)
        let control = Contrast.ratio(accent, on: theme.background.resolved(in: scheme))
        #expect(label >= Contrast.minimumForLargeText, "\(theme.id) \(scheme) label on accent: \(label)")
        #expect(control >= Contrast.minimumForLargeText, "\(theme.id) \(scheme) accent on background: \(control)")
      }
    }
  }

  @Test("Every app has a theme; QuoteVault offers at least three accents beyond the default")
  func appThemes() {
    #expect(Set(Theme.all.map(\.id)).isSuperset(of: ["payme", "vocapin", "insolentbard", "notewall", "quotevault"]))
    #expect(AccentColor.quoteVault.count >= 4)
    #expect(Set(AccentColor.quoteVault.map(\.color)).count == AccentColor.quoteVault.count)
    #expect(Theme.vocaPin.titleFont.role == .handwritten)
    #expect(Theme.insolentBard.titleFont.role == .oldStyleSerif)
    #expect(FontRole.handwritten.appleFamily == "Marker Felt")
    #expect(FontRole.oldStyleSerif.appleFamily == "IM FELL English")
  }

  @Test("Each serif is a face its app has: the Bard's bundled IM FELL English, QuoteVault's system Georgia")
  func serifs() {
    // The name the Bard's code asks for is the one inside the bundled file (scripts/check-xcode-project reads it).
    #expect(FontRole.oldStyleSerif.applePostScriptNames == ["IM_FELL_English_Roman"])
    // QuoteVault does not bundle IM FELL English: its classic serif is Georgia, which every iPhone has, bold as its
    // own face, drawn on Linux in EB Garamond.
    let georgia = ["Georgia", "Georgia-Bold"]
    #expect(FontRole.classicSerif.appleFace(for: .regular, isInstalled: georgia.contains) == ("Georgia", false))
    #expect(FontRole.classicSerif.appleFace(for: .bold, isInstalled: georgia.contains) == ("Georgia-Bold", false))
    #expect(FontRole.classicSerif.linuxFamily == "EB Garamond")
  }
}
