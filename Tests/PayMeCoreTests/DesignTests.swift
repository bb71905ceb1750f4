import AppServices
import AppServicesTestSupport
import DesignSystem
import Foundation
import SharedStore
import Testing

@testable import PayMeCore

/// PayMe's design as its screens apply it: the theme, text styles, button appearances, spacing, motion and
/// haptics that PayMeUI reads (each test says where), checked against Apple's values.
@Suite("PM-1, PM-2, PM-3, PM-6, PM-10, PM-11, PM-16 PayMe's design as its screens read it")
struct DesignTests {
  let theme = Theme.payMe

  @Test("Apple's text styles in the design system's weights (the criteria are Apple-only: iOS sizes the fonts)")
  func typography() {
    // Font.system(TextStyle) in DesignSystemUI is SwiftUI's system font at the style, in `weight`; on Linux
    // the previews draw the same role in Inter.
    #expect(theme.titleFont.role == .system && theme.bodyFont.role == .system)
    #expect(FontRole.system.linuxFamily == "Inter")
    #expect(TextStyle.largeTitle.weight == .bold && TypeScale.metrics(.largeTitle).pointSize == 34)
    #expect(BalanceCard.amountStyle == .largeTitle, "the balance is the Large Title")
    #expect(TextStyle.title2.weight == .semibold && TypeScale.metrics(.title2).pointSize == 22)
    #expect(TextStyle.body.weight == .regular && TypeScale.metrics(.body).pointSize == 17)
    // PayMe's captions (row subtitles, footers) are Footnote: 13 pt regular.
    #expect(TextStyle.footnote.weight == .regular && (13...15).contains(TypeScale.metrics(.footnote).pointSize))
  }

  @Test("PM-1.6 / PM-2.5 / PM-3.3: secondary text and secondary actions are system gray")
  func secondary() {
    #expect(theme.secondaryText == SystemColors.readableGray)
    let secondary = ButtonAppearance.of(.secondary, in: theme)  // "Not Now" in onboarding
    #expect(secondary.fill == nil && secondary.text == SystemColors.readableGray)
  }

  @Test("PM-2.1 / PM-2.2 / PM-2.3 / PM-2.4 / PM-6.4: PayMe's colours are iOS's semantic colours, which UIKit draws")
  func backgrounds() {
    // The views draw `Color(pair)` (DesignSystemUI), which is `UIColor(pair.system)` whenever the pair has a
    // role: UIKit's own colour, with its Increase Contrast variant, not a repainted hex value.
    #expect(theme.background.system == .systemGroupedBackground)
    #expect(
      theme.surface.system == .secondarySystemGroupedBackground && BalanceCard.fill.system == theme.surface.system)
    #expect(theme.accent.system == .systemBlue && theme.primaryText.system == .label)
    #expect(ButtonAppearance.of(.destructive, in: theme).fill?.system == .systemRed)
    // Secondary text is the one exception, said here: no semantic grey reaches 4.5:1 on the grouped
    // backgrounds (PM-16.2), so it is systemGray's Increase Contrast value, a shade darker in light
    // (TextContrastTests holds it to every background it sits on).
    #expect(theme.secondaryText.system == nil)
  }

  @Test("PM-2.1: the launch screen is the first frame's colour, light and dark, so nothing flashes at launch")
  func launchScreen() throws {
    let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Apps")
    let project = try String(contentsOf: apps.appendingPathComponent("project.yml"), encoding: .utf8)
    let payMe =
      try #require(project.components(separatedBy: "\n  PayMe:\n").dropFirst().first)
      .components(separatedBy: "\n  NoteWall:").first ?? ""
    #expect(payMe.contains("UILaunchScreen:\n          UIColorName: LaunchBackground"))
    // An asset catalog cannot name a system colour, so its values are those of the role the first frame draws
    // (the dashboard's and onboarding's background, Theme.payMe.background).
    let json = try Data(
      contentsOf: apps.appendingPathComponent("PayMe/App/Assets.xcassets/LaunchBackground.colorset/Contents.json"))
    let colorset = try JSONDecoder().decode(Colorset.self, from: json)
    func value(_ dark: Bool) throws -> RGBAColor {
      let entry = try #require(colorset.colors.first { ($0.appearances?.isEmpty == false) == dark })
      let parts = [entry.color.components.red, entry.color.components.green, entry.color.components.blue]
        .compactMap { UInt32($0.dropFirst(2), radix: 16) }
      try #require(parts.count == 3)
      return RGBAColor(hex: parts[0] << 16 | parts[1] << 8 | parts[2])
    }
    #expect(try value(false) == theme.background.light && value(true) == theme.background.dark)
    #expect(theme.background.system == .systemGroupedBackground)
  }

  struct Colorset: Decodable {
    struct Entry: Decodable {
      struct Appearance: Decodable { let value: String }
      struct Value: Decodable {
        struct Components: Decodable { let red, green, blue: String }
        let components: Components
      }
      let appearances: [Appearance]?
      let color: Value
    }
    let colors: [Entry]
  }

  @Test("Primary actions use the system's prominent button (a source guard; the look is Apple-only)")
  func primaryButtons() throws {
    // Continue, Send, Send Request, Done and the onboarding's action are ProminentButton: SwiftUI's
    // .borderedProminent at the large size with a rounded rectangle border, tinted by the root with system blue.
    let source = try PayMeUISource.text()
    let button = try PayMeUISource.prominentButton()
    #expect(
      button.contains(".buttonStyle(.borderedProminent)") && button.contains(".buttonBorderShape(.roundedRectangle)"))
    #expect(source.contains(".tint(Color(Theme.payMe.accent))") && Theme.payMe.accent.system == .systemBlue)
    #expect(source.components(separatedBy: "ProminentButton(").count - 1 >= 5, "every primary action uses it")
    #expect(!source.contains(".primary(.payMe)"), "no hand-drawn primary button")
  }

  @Test("PM-3.1: the root's tint, which every prominent button takes, is system blue: iOS's #007AFF")
  func prominentTint() {
    // PayMeRootView tints the app with exactly this value, `.tint(Color(Theme.payMe.accent))`, and
    // ProminentButton (.borderedProminent) draws in it.
    let tint = Theme.payMe.accent
    #expect(tint.system == .systemBlue, "the system's own colour, so it follows Increase Contrast")
    #expect(tint.light.hexString == "#007AFF" && tint.dark.hexString == "#0A84FF")
  }

  @Test("PM-2.4 / PM-3.2: destructive actions are system red, with Apple's destructive role")
  func destructive() throws {
    #expect(ButtonAppearance.of(.destructive, in: theme).fill == SystemColors.red)
    #expect(PayMeAlerts.resetDemoData.buttons.last?.role == .destructive)
    let request = try #require(DemoData.ledger(now: PayMeHarness.now).transactions.first { $0.status == .pending })
    #expect(PayMeAlerts.cancelRequest(request).buttons.last?.role == .destructive)
  }

  @Test("PayMe's source holds no gradient, glow, neon or glass (a guard; the criteria are Apple-only)")
  func flat() throws {
    let source = try PayMeUISource.text()
    for effect in ["Gradient", ".shadow(", ".blur(", "Material", ".glow", "neon"] {
      #expect(!source.contains(effect), "PayMeUI uses \(effect)")
    }
    for color in [theme.background, theme.surface, theme.accent, theme.primaryText, theme.secondaryText] {
      // Neon is a fully saturated, very bright colour: none of PayMe's is both.
      let rgb = color.light
      let high = max(rgb.red, rgb.green, rgb.blue)
      let low = min(rgb.red, rgb.green, rgb.blue)
      #expect(!(high > 0.95 && high - low > 0.9 && rgb.green > 0.9), "\(color)")
    }
  }

  @Test("DesignSystem's spacings are on the 8-point grid, edges 16-20 points (a guard; the criteria are Apple-only)")
  func spacing() throws {
    let tokens: [String: Double] = [
      "xSmall": Spacing.xSmall, "small": Spacing.small, "medium": Spacing.medium, "large": Spacing.large,
      "xLarge": Spacing.xLarge, "xxLarge": Spacing.xxLarge, "screenEdgeCompact": Spacing.screenEdgeCompact,
      "screenEdgeRegular": Spacing.screenEdgeRegular,
    ]
    let source = try PayMeUISource.text()
    let used = Set(
      source.components(separatedBy: "Spacing.").dropFirst().compactMap { $0.prefix { $0.isLetter }.description })
    #expect(!used.isEmpty)
    for name in used {
      let value = try #require(tokens[name], "Spacing.\(name) is not a design token")
      // The grid's half step (4 pt, `xSmall / 2`) is Apple's too; every token is a multiple of it.
      #expect(value.truncatingRemainder(dividingBy: 4) == 0, "\(name)")
    }
    #expect((16...20).contains(Spacing.screenEdgeRegular) && (16...20).contains(Spacing.screenEdgeCompact))
    #expect(source.contains(".padding(Spacing.screenEdgeRegular)") || source.contains("Spacing.screenEdgeRegular)"))
  }

  @Test("DesignSystem's press animation lasts 200 ms with no bounce (PayMe adds none; the criterion is Apple-only)")
  func pressAnimation() {
    #expect((0.2...0.3).contains(Motion.quick.duration) && Motion.quick.bounce == 0)
  }

  @Test("PM-11.1 / PM-11.2 / PM-11.5: a press is a light impact, a confirmation medium: the system's patterns")
  @MainActor func haptics() async {
    let app = PayMeHarness().model()
    app.startSend()
    #expect(app.haptic?.intent == .buttonPress && HapticIntent.buttonPress.feedback == .impact(.light))
    app.payment?.close()
    await app.finishEverything()
    app.settingsScreen.askToResetDemoData()
    await app.tapAlert("Reset")
    #expect(app.haptic?.intent == .confirmation && HapticIntent.confirmation.feedback == .impact(.medium))
    // Every intent maps to a UIFeedbackGenerator pattern: impact, selection or notification, nothing custom.
    let system: [HapticFeedback] = [.impact(.light), .impact(.medium), .impact(.heavy), .selection, .success, .error]
    #expect(HapticIntent.allCases.allSatisfy { system.contains($0.feedback) })
  }

  @Test("PM-11.4: rapid presses do not each buzz; a confirmation always does")
  @MainActor func hapticsThinned() async {
    let harness = PayMeHarness()
    let frozen = PayMeModel(
      dependencies: PayMeDependencies(
        store: SharedStore(directory: harness.directory), deviceOwner: harness.owner, notifications: harness.center,
        now: { PayMeHarness.now },
        openSettings: unimplemented("PayMe's Settings link"), uptime: { 100 },
        echoFrame: unimplemented("PayMe's echo frame")))
    frozen.startSend()
    let first = frozen.haptic
    frozen.payment?.close()
    await frozen.finishEverything()
    frozen.startSend()
    #expect(frozen.haptic == first, "a second press at the same instant is not played")
    frozen.payment?.close()
    await frozen.finishEverything()
    frozen.settingsScreen.askToResetDemoData()
    await frozen.tapAlert("Reset")
    #expect(frozen.haptic?.intent == .confirmation && frozen.haptic != first, "a confirmation always plays")
  }

  @Test("PM-16.2 / PM-6.5: PayMe's text reaches 4.5:1 on its backgrounds, light and dark")
  func contrast() {
    for scheme in ColorScheme.allCases {
      for background in [theme.background, theme.surface] {
        #expect(Contrast.ratio(theme.primaryText.resolved(in: scheme), on: background.resolved(in: scheme)) >= 4.5)
        #expect(Contrast.ratio(theme.secondaryText.resolved(in: scheme), on: background.resolved(in: scheme)) >= 4.5)
      }
    }
  }

  @Test("DesignSystem's hit target is 44 x 44 points (the rows are List's own; the criterion is Apple-only)")
  func hitTargets() throws {
    #expect(HitTarget.minimum == 44)
    #expect(ButtonAppearance.Kind.allCases.allSatisfy { ButtonAppearance.of($0, in: theme).minimumHeight >= 44 })
    // The prominent buttons are the system's large control size (50 points tall).
    #expect(try PayMeUISource.prominentButton().contains(".controlSize(.large)"))
    let source = try PayMeUISource.text()
    #expect(source.components(separatedBy: "minHeight: HitTarget.minimum").count - 1 >= 2, "rows")
  }

  @Test("PM-14.1 / PM-14.2: no Convex file, import, URL or key anywhere in the project")
  func noConvex() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var offenders: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasPrefix(".build") || path.hasPrefix(".git") || path.contains("/.build") {
        enumerator?.skipDescendants()
        continue
      }
      let lower = path.lowercased()
      if lower.contains("convex") { offenders.append(path) }
      guard [".swift", ".yml", ".json", ".toml", ".plist", ".xcconfig"].contains(where: lower.hasSuffix),
        !lower.hasSuffix("designtests.swift"),
        let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      else { continue }
      if text.lowercased().contains("convex") { offenders.append(path) }
    }
    #expect(offenders.isEmpty, "\(offenders)")
  }
}
