import DesignSystem
import Foundation

/// The widget families the Insolent Bard offers (IB-3): all six of the shared set.
public typealias BardWidgetFamily = WidgetFamilyID

/// What each family shows and how: the values the SwiftUI widget views and the Linux previews both read.
public struct BardWidgetLayout: Equatable, Sendable {
  public var showsLogo: Bool
  public var title: String?
  public var insultFont: ThemeFont
  public var insultLineLimit: Int
  public var showsUpdatedLabel: Bool
  public var padding: Double
  public var showsDecorations: Bool
  public var showsAnotherInsultButton: Bool
  /// Lock screen families show only the first words of the insult, within this many characters.
  public var characterLimit: Int?
  /// Lock screen widgets are tinted by the system; home screen ones draw the parchment theme.
  public var usesThemeBackground: Bool
  /// The circular widget has room for two short lines: it shows the insult's epithet ("Thou canker-blossom!"),
  /// a complete insult, instead of a cut that says nothing ("Thou art a…").
  public var showsEpithet = false

  /// The largest text size the widgets follow: the view caps its Dynamic Type here
  /// (`.dynamicTypeSize(...)`), and the previews check every size up to it.
  public static let largestTypeSize = DynamicTypeSize.xxxLarge
  /// How far the insult may shrink to fit whole (SwiftUI's `minimumScaleFactor`, the previews' smallest size).
  public static let minimumScaleFactor = 0.6
  /// The title over the insult, relative to Dynamic Type (not a fixed point size).
  public var titleFont: ThemeFont {
    ThemeFont(role: .system, style: .caption2, basePointSize: showsDecorations ? 13 : 10, weight: .bold)
  }
  /// "Updated X ago", relative to Dynamic Type.
  public static let updatedFont = ThemeFont(role: .system, style: .caption2, basePointSize: 11)
  /// The "another insult" button's tap target: the 44-point minimum, whatever the icon's size.
  public static let anotherInsultButtonSize = HitTarget.minimum

  public static func of(_ family: BardWidgetFamily) -> BardWidgetLayout {
    let serif = FontRole.oldStyleSerif
    switch family {
    case .small:
      return BardWidgetLayout(
        showsLogo: true, title: nil, insultFont: ThemeFont(role: serif, style: .footnote, basePointSize: 14),
        insultLineLimit: 2, showsUpdatedLabel: false, padding: 12, showsDecorations: false,
        showsAnotherInsultButton: false, characterLimit: nil, usesThemeBackground: true)
    case .medium:
      return BardWidgetLayout(
        showsLogo: false, title: BardCopy.widgetTitle,
        insultFont: ThemeFont(role: serif, style: .body, basePointSize: 17),
        insultLineLimit: 4, showsUpdatedLabel: true, padding: 16, showsDecorations: false,
        showsAnotherInsultButton: true, characterLimit: nil, usesThemeBackground: true)
    case .large:
      return BardWidgetLayout(
        showsLogo: false, title: BardCopy.widgetTitle,
        insultFont: ThemeFont(role: serif, style: .title2, basePointSize: 24), insultLineLimit: 6,
        showsUpdatedLabel: true, padding: 24, showsDecorations: true, showsAnotherInsultButton: true,
        characterLimit: nil, usesThemeBackground: true)
    case .circular:
      return BardWidgetLayout(
        showsLogo: false, title: nil, insultFont: ThemeFont(role: .system, style: .caption2, basePointSize: 11),
        insultLineLimit: 2, showsUpdatedLabel: false, padding: 4, showsDecorations: false,
        showsAnotherInsultButton: false, characterLimit: nil, usesThemeBackground: false, showsEpithet: true)
    case .rectangular:
      return BardWidgetLayout(
        showsLogo: false, title: nil, insultFont: ThemeFont(role: .system, style: .footnote, basePointSize: 13),
        insultLineLimit: 3, showsUpdatedLabel: false, padding: 0, showsDecorations: false,
        showsAnotherInsultButton: false, characterLimit: 60, usesThemeBackground: false)
    case .inline:
      return BardWidgetLayout(
        showsLogo: false, title: nil, insultFont: ThemeFont(role: .system, style: .body, basePointSize: 17),
        insultLineLimit: 1, showsUpdatedLabel: false, padding: 0, showsDecorations: false,
        showsAnotherInsultButton: false, characterLimit: 28, usesThemeBackground: false)
    }
  }

  /// The text this family shows for an insult: whole, or its first words ending in "…".
  public func text(for insult: String) -> String {
    if showsEpithet { return Self.epithet(of: insult) }
    guard let characterLimit else { return insult }
    return FirstWords.of(insult, limit: characterLimit)
  }

  /// "Thou art a puking, tickle-brained canker-blossom!" → "Thou\ncanker-blossom!": the noun is the insult.
  /// Text of another shape (the fallback line) is returned as it is.
  public static func epithet(of insult: String) -> String {
    guard insult.hasPrefix("Thou art "), insult.hasSuffix("!"),
      let noun = insult.dropLast().split(separator: " ").last, !noun.isEmpty
    else { return insult }
    return "Thou\n\(noun)!"
  }
}
