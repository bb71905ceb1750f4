import DesignSystem
import Foundation
import Testing

/// The colours PayMe's words are drawn in, held to WCAG 2.x AA (4.5:1) on every background they sit on: light,
/// dark, dark's elevated sheets and the Increase Contrast variants UIKit draws for the grouped backgrounds. The
/// second test proves the views read exactly these roles for text, and systemRed/systemOrange (3:1, fine for a
/// symbol or a fill) never for words.
@Suite("PM-16.2 PayMe's error, warning and secondary text roles")
struct TextContrastTests {
  let theme = Theme.payMe

  /// UIKit's values for the backgrounds behind PayMe's text. The design system's pairs hold the standard light
  /// and dark ones; these add dark's elevated level (sheets: the payment, Add Money, My Code) and Increase
  /// Contrast. Forms' footers sit on the grouped background, rows on the cell colour, the Messages extension on
  /// the system background.
  static let backgrounds: [(name: String, color: RGBAColor)] = [
    ("grouped light", RGBAColor(hex: 0xF2F2F7)), ("grouped light, Increase Contrast", RGBAColor(hex: 0xEBEBF0)),
    ("grouped dark", RGBAColor(hex: 0x000000)), ("grouped dark elevated", RGBAColor(hex: 0x1C1C1E)),
    ("grouped dark elevated, Increase Contrast", RGBAColor(hex: 0x242426)),
    ("cell light", RGBAColor(hex: 0xFFFFFF)), ("cell dark", RGBAColor(hex: 0x1C1C1E)),
    ("cell dark, Increase Contrast", RGBAColor(hex: 0x242426)), ("cell dark elevated", RGBAColor(hex: 0x2C2C2E)),
    ("cell dark elevated, Increase Contrast", RGBAColor(hex: 0x363638)),
    ("system light", RGBAColor(hex: 0xFFFFFF)), ("system dark", RGBAColor(hex: 0x000000)),
  ]

  @Test("PM-16.2: error, warning and secondary text reach 4.5:1 on every background, elevated and Increase Contrast")
  func rolesAreReadable() {
    // The design system's own standard values are among those listed.
    for pair in [theme.background, theme.surface, SystemColors.systemBackground] {
      for scheme in ColorScheme.allCases {
        #expect(Self.backgrounds.contains { $0.color == pair.resolved(in: scheme) }, "\(pair) \(scheme)")
      }
    }
    let roles = [
      ("error", theme.errorText), ("warning", theme.warningText), ("secondary", theme.secondaryText),
      ("primary", theme.primaryText),
    ]
    for (role, pair) in roles {
      for (name, background) in Self.backgrounds {
        // A dark background is drawn under dark text colours only, and a light under light ones.
        let scheme: ColorScheme = Contrast.relativeLuminance(background) > 0.5 ? .light : .dark
        let ratio = Contrast.ratio(pair.resolved(in: scheme), on: background)
        #expect(ratio >= Contrast.minimumForText, "\(role) text on \(name): \(ratio)")
      }
    }
    // Why the roles exist: the system colours they replace are under 4.5:1 for words.
    #expect(Contrast.ratio(SystemColors.red.light, on: .white) < Contrast.minimumForText)
    #expect(Contrast.ratio(SystemColors.orange.light, on: .white) < Contrast.minimumForText)
    // ... and are kept for symbols, where 3:1 (WCAG non-text contrast) is enough on the cells they sit in.
    #expect(Contrast.ratio(SystemColors.red.light, on: .white) >= Contrast.minimumForLargeText)
  }

  @Test("Source guard: PayMe's views draw words in the text roles, never in systemRed, systemOrange or .secondary")
  func viewsReadTheRoles() throws {
    let source = try PayMeUISource.text() + "\n" + (try PayMeMessagesSource.text())
    #expect(source.contains("Color(Theme.payMe.errorText)"))
    #expect(source.contains("Color(Theme.payMe.warningText)"))
    #expect(source.contains("Color(Theme.payMe.secondaryText)"))
    for banned in [".foregroundStyle(.red)", ".foregroundStyle(.orange)", ".foregroundStyle(Color.red)"] {
      #expect(!source.contains(banned), "\(banned)")
    }
    // The system colours (and `.secondary`) only ever colour a symbol or a control's tint.
    let lines = source.components(separatedBy: "\n")
    for line in lines
    where line.contains("SystemColors.red") || line.contains("SystemColors.orange")
      || line.contains(".foregroundStyle(.secondary)")
    {
      #expect(line.contains("Image(") || line.contains(".tint("), "\(line)")
    }
  }
}

/// The Messages extension's views (Apps/PayMe/Messages), read as PayMeUISource reads PayMeUI's.
enum PayMeMessagesSource {
  static func text() throws -> String {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Apps/PayMe/Messages")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
      .sorted()
    guard !files.isEmpty else { throw CocoaError(.fileNoSuchFile) }
    return try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
      .joined(separator: "\n")
  }
}
