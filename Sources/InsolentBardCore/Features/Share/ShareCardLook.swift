import DesignSystem
import Localization

/// The share card's colours: the peer insult and quote apps offer a few looks, and the Bard keeps its own font in
/// each, so every card still reads as the Bard's.
public enum ShareCardStyle: String, Codable, CaseIterable, Hashable, Sendable {
  /// The app's own look: the insult in oxblood on parchment.
  case parchment
  /// Parchment-coloured words on near-black, for stories and dark feeds.
  case dark
  /// Black on white with a quiet title, for pasting where ornament is unwelcome.
  case minimal

  /// The picker's words.
  public var title: LocalizedCopy {
    switch self {
    case .parchment: BardCopy.ShareCard.parchment
    case .dark: BardCopy.ShareCard.dark
    case .minimal: BardCopy.ShareCard.minimal
    }
  }

  /// The card's background, its title's and its insult's colours, light values only: a picture has no dark mode.
  public var palette: (background: RGBAColor, title: RGBAColor, insult: RGBAColor) {
    let theme = Theme.insolentBard
    switch self {
    case .parchment: return (theme.background.light, theme.secondaryText.light, theme.accent.light)
    case .dark: return (theme.background.dark, theme.secondaryText.dark, theme.primaryText.dark)
    case .minimal: return (RGBAColor(hex: 0xFFFFFF), RGBAColor(hex: 0x6B6B6B), RGBAColor(hex: 0x111111))
    }
  }
}

/// The share card's shape: a square, which messaging apps and feeds show whole, or a 9:16 story (Instagram's and
/// Snapchat's full-screen stories, 1080 x 1920).
public enum ShareCardSize: String, Codable, CaseIterable, Hashable, Sendable {
  case square
  case story

  public var title: LocalizedCopy {
    switch self {
    case .square: BardCopy.ShareCard.square
    case .story: BardCopy.ShareCard.story
    }
  }
}

/// What the user chose on the share card: its style and its size. The style is remembered between shares
/// (`BardShared.shareCardLook`) and the one-tap Shares draw it; the size is the card's share alone, so the one-tap
/// Shares and the next card are square.
public struct ShareCardLook: Codable, Hashable, Sendable {
  public var style: ShareCardStyle
  public var size: ShareCardSize

  public init(style: ShareCardStyle = .parchment, size: ShareCardSize = .square) {
    self.style = style
    self.size = size
  }

  /// Every look, for the tests that fit the kit's longest insults in each.
  public static let all: [ShareCardLook] = ShareCardStyle.allCases.flatMap { style in
    ShareCardSize.allCases.map { ShareCardLook(style: style, size: $0) }
  }
}
