import DesignSystem
import Foundation

/// The insult card's lettering: IM FELL English at title2's scale, 28 pt at the default Dynamic Type size. At the
/// accessibility sizes a long word ("clapper-clawed!") is wider than the card at 28 pt, and SwiftUI then breaks it
/// mid-word; so the card takes the largest size step at which each word of the insult fits its narrowest width
/// whole. Only the words' lengths and the Dynamic Type size decide, so the same insult always reads at one size.
public enum InsultCardType {
  /// The size steps at the default Dynamic Type size, largest first: the card's own 28 pt, then down to what
  /// title3 and body are; each still grows with Dynamic Type (`relativeTo: .title2`).
  public static let steps: [Double] = [28, 24, 20, 17, 15, 13]
  /// The card's text on the narrowest iPhone iOS 17 runs on (375 pt, the SE): the screen's edge padding
  /// (`BardRootView`, 20 pt) and the card's own (`Spacing.medium`) each side.
  public static let narrowestWidth: Double = 375 - 2 * Spacing.screenEdgeRegular - 2 * Spacing.medium
  /// How wide IM FELL English draws a character, at most, as a share of its size, over a word of the kit: the
  /// widest word per character measured with the shipped font (InsultCardTypeTests), with room to spare.
  public static let widestCharacterShare = 0.58

  /// The card's font for `insult` at `typeSize`.
  public static func font(for insult: String, at typeSize: DynamicTypeSize) -> ThemeFont {
    ThemeFont(role: .oldStyleSerif, style: .title2, basePointSize: basePointSize(for: insult, at: typeSize))
  }

  /// The largest step at which the longest word, grown by Dynamic Type, fits the narrowest card; the smallest
  /// step for a word no step fits (only a hostile or made-up one: every word of the kit fits).
  public static func basePointSize(for insult: String, at typeSize: DynamicTypeSize) -> Double {
    let longest = insult.split(whereSeparator: \.isWhitespace).map(\.count).max() ?? 0
    let fits = steps.first { step in
      let size = TypeScale.scaled(step, relativeTo: .title2, at: typeSize)
      return Double(longest) * size * widestCharacterShare <= narrowestWidth
    }
    return fits ?? steps.last ?? 13
  }
}
