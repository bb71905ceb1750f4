import DesignSystem
import Foundation
import Rendering

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
  /// From this text size on, the family shows the insult's epithet ("Thou canker-blossom!"), a complete insult,
  /// instead of a cut that says nothing ("Thou art a…"): always on the circular widget, which has room for a few
  /// short words and nothing else (a mask over them would push the last line's ends past the disc's edge); on the small one from xLarge up, where the longest insults no longer fit its two lines (IB-3.1)
  /// at a readable size on the smallest iPhones.
  public var epithetFrom: DynamicTypeSize?
  /// The largest text size this family follows (the view caps its Dynamic Type here): `largestTypeSize`, lower
  /// on the circular widget, whose 68-point disc holds its few words inside its edge only up to the default size.
  public var typeSizeLimit = Self.largestTypeSize
  /// The circular widget's epithet breaks a hyphenated noun after its hyphen ("Thou\ncanker-\nblossom!"):
  /// "canker-blossom!" on one line is wider than the smallest iPhone's 68-point disc at a readable size.
  public var epithetBreaksAtHyphen = false

  /// The largest text size the widgets follow: the view caps its Dynamic Type here
  /// (`.dynamicTypeSize(...)`), and the previews check every size up to it and every phone's widget size. Past
  /// xxxLarge the medium widget gives its title's row to the insult (`showsTitle(at:)`).
  public static let largestTypeSize = DynamicTypeSize.accessibility2
  /// How far the insult may shrink to fit whole (SwiftUI's `minimumScaleFactor`, the previews' smallest size).
  public static let minimumScaleFactor = 0.6
  /// The title over the insult: a system text style, so it follows Dynamic Type exactly as SwiftUI draws it.
  public var titleFont: ThemeFont {
    ThemeFont(role: .system, style: showsDecorations ? .footnote : .caption2, weight: .bold)
  }
  /// The small widget's mask over the insult.
  public static let logoFont = ThemeFont(role: .system, style: .title3)
  /// "Updated X ago", relative to Dynamic Type.
  public static let updatedFont = ThemeFont(role: .system, style: .caption2)
  /// How far those words shrink, on up to two lines, to fit beside the buttons (a translation may be longer than
  /// the English).
  public static let updatedMinimumScaleFactor = 0.7
  public static let updatedLineLimit = 2
  /// The rectangular lock screen widget's title ("Insult of the Hour") over the insult's first words.
  public static let lockScreenTitleFont = ThemeFont(role: .system, style: .headline)
  /// How far that title shrinks to stay on its one line: a translation can be longer than "Insult of the Hour".
  public static let lockScreenTitleMinimumScaleFactor = 0.6
  /// The lines for an entry's words: an insult's limit, but a message in the interface's words (the fallback,
  /// a Favourites Only widget with none yet) has five on the small widget, and may shrink further
  /// (`minimumScaleFactor(for:)`): a translation is longer than the English and would not fit two.
  public func lineLimit(for entry: WidgetEntry) -> Int {
    entry.isFallback && showsLogo ? max(insultLineLimit, 5) : insultLineLimit
  }
  /// At a text size: an epithet has exactly its own lines, so a long noun shrinks rather than breaking mid-word
  /// onto a spare line ("skainsmat / e!"), as SwiftUI would break a word wider than its line.
  public func lineLimit(for entry: WidgetEntry, at typeSize: DynamicTypeSize) -> Int {
    let shown = text(for: entry.insult, at: typeSize)
    guard showsEpithet(at: typeSize), shown != entry.insult else { return lineLimit(for: entry) }
    return shown.split(separator: "\n").count
  }
  public static func minimumScaleFactor(for entry: WidgetEntry) -> Double {
    entry.isFallback ? 0.35 : minimumScaleFactor
  }
  /// The heart (keep in Favourites) sits beside the "another insult" button, on the same widgets.
  public var showsFavouriteButton: Bool { showsAnotherInsultButton }
  /// The footer's buttons, side by side: the heart, then "another insult" at the trailing edge.
  public var footerButtonsWidth: Double {
    let buttons = (showsAnotherInsultButton ? 1.0 : 0) + (showsFavouriteButton ? 1.0 : 0)
    return buttons * Self.anotherInsultButtonSize
  }
  /// The "another insult" button's tap target: the 44-point minimum, whatever the icon's size.
  public static let anotherInsultButtonSize = HitTarget.minimum
  /// Between the logo or title and the insult.
  public static let headerGap = Spacing.xSmall
  /// Between lines of the insult: a little air on the parchment; none on the lock screen's few pixels.
  public var insultLineSpacing: Double { usesThemeBackground ? 2 : 0 }

  /// Whether the title shows at a text size: always on the large widget; on the medium one up to xxxLarge,
  /// beyond which its row goes to the insult, which must fit whole.
  public func showsTitle(at typeSize: DynamicTypeSize) -> Bool {
    title != nil && (showsDecorations || !min(typeSize, Self.largestTypeSize).isAccessibilitySize)
  }

  /// Where everything sits at a Dynamic Type size (capped at `largestTypeSize`, as the view caps it).
  public func metrics(at typeSize: DynamicTypeSize) -> BardWidgetMetrics {
    let size = min(typeSize, typeSizeLimit)
    let showsTitle = showsTitle(at: size)
    let label = Self.updatedFont.metrics(at: size)
    let button = showsAnotherInsultButton ? Self.anotherInsultButtonSize : 0
    let insult = insultFont.metrics(at: size).pointSize
    return BardWidgetMetrics(
      typeSize: size, padding: padding,
      logoHeight: showsLogo ? Self.logoFont.metrics(at: size).leading : 0,
      titleHeight: showsTitle ? titleFont.metrics(at: size).leading : 0,
      gap: showsLogo || showsTitle ? Self.headerGap : 0,
      footerHeight: showsUpdatedLabel || showsAnotherInsultButton ? max(label.leading, button) : 0,
      insultSize: insult, insultMinimumSize: insult * Self.minimumScaleFactor, labelSize: label.pointSize)
  }

  public static func of(_ family: BardWidgetFamily) -> BardWidgetLayout {
    let serif = FontRole.oldStyleSerif
    switch family {
    case .small:
      return BardWidgetLayout(
        showsLogo: true, title: nil, insultFont: ThemeFont(role: serif, style: .footnote, basePointSize: 14),
        insultLineLimit: 2, showsUpdatedLabel: false, padding: 12, showsDecorations: false,
        showsAnotherInsultButton: false, characterLimit: nil, usesThemeBackground: true,
        epithetFrom: .xLarge)
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
        showsLogo: false, title: nil, insultFont: ThemeFont(role: .system, style: .caption2, weight: .semibold),
        insultLineLimit: 3, showsUpdatedLabel: false, padding: 4, showsDecorations: false,
        showsAnotherInsultButton: false, characterLimit: nil, usesThemeBackground: false,
        epithetFrom: .xSmall, typeSizeLimit: .large, epithetBreaksAtHyphen: true)
    case .rectangular:
      return BardWidgetLayout(
        showsLogo: false, title: nil, insultFont: ThemeFont(role: .system, style: .footnote),
        insultLineLimit: 3, showsUpdatedLabel: false, padding: 0, showsDecorations: false,
        showsAnotherInsultButton: false, characterLimit: 60, usesThemeBackground: false)
    case .inline:
      return BardWidgetLayout(
        showsLogo: false, title: nil, insultFont: ThemeFont(role: .system, style: .body),
        insultLineLimit: 1, showsUpdatedLabel: false, padding: 0, showsDecorations: false,
        showsAnotherInsultButton: false, characterLimit: 28, usesThemeBackground: false)
    }
  }

  /// Whether the widget marks `insult` private (SwiftUI's `privacySensitive`): an insult with one of the kit's
  /// coarse words ("bawdy", "strumpet") is, on every family, whatever the family-friendly setting. iOS redacts
  /// private content only while the phone is locked, where anyone near it can read the widget: the Lock Screen's
  /// families, and a Home Screen family in StandBy on a charging, locked phone; the unlocked Home Screen shows it.
  public static func isPrivacySensitive(_ insult: String, on family: BardWidgetFamily) -> Bool {
    LockScreenPrivacy.isPrivate(insult)
  }

  /// Whether the family shows the epithet at a text size (capped as the view caps it).
  public func showsEpithet(at typeSize: DynamicTypeSize) -> Bool {
    guard let epithetFrom else { return false }
    return min(typeSize, typeSizeLimit) >= epithetFrom
  }

  /// The text this family shows for an insult at a text size: whole, its epithet, or its first words ending
  /// in "…".
  public func text(for insult: String, at typeSize: DynamicTypeSize = .default) -> String {
    if showsEpithet(at: typeSize) {
      let epithet = Self.epithet(of: insult)
      guard epithetBreaksAtHyphen, epithet != insult else { return epithet }
      return epithet.replacingOccurrences(of: "-", with: "-\n")
    }
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

/// Where each part of a home screen widget sits, in points, at one Dynamic Type size. The SwiftUI view lays its
/// rows out with exactly these heights and gaps (no free stack spacing), and the Linux preview and its "whole
/// insult fits" checks measure the same boxes, so what the tests fit is what the widget draws.
///
/// From the top: `padding`, the logo row (`logoHeight`), the title row (`titleHeight`), `gap` after them, the
/// insult (all the height left, the text centred in it), the footer (`footerHeight`: "Updated X ago" and the
/// 44-point button), `padding`.
public struct BardWidgetMetrics: Equatable, Sendable {
  public var typeSize: DynamicTypeSize
  public var padding: Double
  public var logoHeight: Double
  public var titleHeight: Double
  public var gap: Double
  public var footerHeight: Double
  /// The insult's largest and smallest point sizes (SwiftUI's font and `minimumScaleFactor`).
  public var insultSize: Double
  public var insultMinimumSize: Double
  public var labelSize: Double

  /// The insult's box in a widget of this size.
  public func insultFrame(width: Double, height: Double) -> Rect {
    let top = padding + logoHeight + titleHeight + gap
    return Rect(
      x: padding, y: top, width: max(1, width - 2 * padding),
      height: max(1, height - top - footerHeight - padding))
  }
}
