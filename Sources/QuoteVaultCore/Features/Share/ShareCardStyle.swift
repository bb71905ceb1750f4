import DesignSystem
import Foundation
import Localization
import Rendering
import SharedStore

/// What the user chose on the share card: the layout (`ShareCardTemplate`), a background and a font. Remembered
/// on the device (`QuoteVaultShared.shareCardStyle`), so the next card starts as the last one was shared.
public struct ShareCardStyle: Hashable, Sendable, Codable {
  public var template: ShareCardTemplate
  public var background: ShareCardBackground
  public var font: ShareCardFont

  public init(
    template: ShareCardTemplate = .classic, background: ShareCardBackground = .original,
    font: ShareCardFont = .original
  ) {
    self.template = template
    self.background = background
    self.font = font
  }

  /// What the card is painted with; "My Theme" is the reading theme's background (its photo is drawn over it).
  func paint(in size: Size, theme: ReadingTheme = .standard) -> Paint {
    background == .myTheme ? theme.background.paint(in: size) : background.paint ?? template.background(in: size)
  }
  /// The text's colour: dark on the light backgrounds, light on the dark ones, each at WCAG AA or better.
  func ink(theme: ReadingTheme = .standard) -> RGBAColor {
    background == .myTheme ? theme.ink : background.ink ?? template.ink
  }
  /// The face: the one chosen, else "My Theme"'s reading font, else the layout's own.
  func fontRole(theme: ReadingTheme = .standard) -> FontRole {
    font.role ?? (background == .myTheme ? theme.font.role : template.font)
  }
}

/// The card's background. Each keeps its text at WCAG AA: the ink is chosen with it.
public enum ShareCardBackground: String, CaseIterable, Hashable, Sendable, Codable {
  /// The layout's own (Classic's cream, Bold's blue to violet, Minimal's white).
  case original, dark, paper, accent
  /// The reading theme (`ReadingTheme`): its gradient, colour or photo, its ink, and its font unless one is chosen.
  case myTheme

  public var displayName: LocalizedCopy {
    switch self {
    case .original: LocalizedCopy("quotevault.shareCard.background.original", "Original")
    case .dark: LocalizedCopy("quotevault.shareCard.background.dark", "Dark")
    case .paper: LocalizedCopy("quotevault.shareCard.background.paper", "Paper")
    case .accent: LocalizedCopy("quotevault.shareCard.background.accent", "Accent")
    case .myTheme: LocalizedCopy("quotevault.shareCard.background.myTheme", "My Theme")
    }
  }

  var paint: Paint? {
    switch self {
    case .original, .myTheme: nil
    case .dark: .solid(RGBAColor(hex: 0x121212))
    // A warm, flat paper tone (no gradient, so text over it reads the same everywhere).
    case .paper: .solid(RGBAColor(hex: 0xEFE4CC))
    // A bold burnt orange, dark enough for white text and its 80 % author line at AA.
    case .accent: .solid(RGBAColor(hex: 0x9A3412))
    }
  }

  var ink: RGBAColor? {
    switch self {
    case .original, .myTheme: nil
    case .dark: RGBAColor(hex: 0xF5F5F5)
    case .paper: RGBAColor(hex: 0x3B2A1A)
    case .accent: .white
    }
  }
}

/// The card's font: faces every iPhone has, drawn on Linux with the stand-ins `FontRole.linuxFamily` names. (My
/// Theme's own font, IM FELL English among them, comes from the reading theme: `ReadingFont`.)
public enum ShareCardFont: String, CaseIterable, Hashable, Sendable, Codable {
  /// The layout's own (Classic's serif, Bold's and Minimal's sans).
  case original
  /// Georgia.
  case serif
  /// San Francisco.
  case sans
  /// Marker Felt.
  case handwritten

  public var displayName: LocalizedCopy {
    switch self {
    case .original: LocalizedCopy("quotevault.shareCard.font.original", "Original")
    case .serif: LocalizedCopy("quotevault.shareCard.font.serif", "Serif")
    case .sans: LocalizedCopy("quotevault.shareCard.font.sans", "Sans Serif")
    case .handwritten: LocalizedCopy("quotevault.shareCard.font.handwritten", "Handwritten")
    }
  }

  var role: FontRole? {
    switch self {
    case .original: nil
    case .serif: .classicSerif
    case .sans: .system
    case .handwritten: .handwritten
    }
  }
}

extension QuoteVaultShared {
  /// The share card's last style, layout, background and font, on this device.
  public static let shareCardStyle = StoreKey("quotevault-share-card-style", default: ShareCardStyle())
}
