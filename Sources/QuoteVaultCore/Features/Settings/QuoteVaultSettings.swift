import DesignSystem
import Foundation
import Localization

/// Appearance, accent and quote size (QV-9): kept on the device at once, synced to the profile when signed in.
public struct QuoteVaultSettings: Codable, Equatable, Sendable {
  public enum Appearance: String, CaseIterable, Codable, Sendable { case system, light, dark }

  public var appearance = Appearance.system
  public var accent = "blue"
  /// Quote text size relative to the default, 0.8 to 1.6 as the profile column allows.
  public var fontScale = 1.0
  public var notificationsEnabled = false
  /// HH:mm, local time.
  public var notificationTime = "08:00"

  public init() {}

  public static let fontScales: ClosedRange<Double> = 0.8...1.6
  /// The Quote Size picker's choices, with their names.
  public static var fontScaleChoices: [(scale: Double, name: String)] {
    QuoteVaultCopy.Settings.sizes.map { ($0.scale, $0.name.text) }
  }
  /// The choice the picker shows for any stored scale (another device may have stored one between two choices).
  public static func nearestFontScaleChoice(_ scale: Double) -> Double {
    fontScaleChoices.min { abs($0.scale - scale) < abs($1.scale - scale) }?.scale ?? 1.0
  }

  /// The accent colours the app offers (QV-9.3): the default and four more.
  public static var accents: [AccentColor] { AccentColor.quoteVault }

  /// What the root view asks SwiftUI for (`.preferredColorScheme`): the user's choice, or nil, which follows
  /// the system (QV-9.1, QV-9.2).
  public var preferredScheme: ColorScheme? {
    switch appearance {
    case .system: nil
    case .light: .light
    case .dark: .dark
    }
  }

  /// The scheme the app shows: the user's choice, or the system's when they left it on System.
  public func colorScheme(system: ColorScheme) -> ColorScheme { preferredScheme ?? system }

  public var theme: Theme {
    let color = AccentColor.quoteVault.first { $0.id == accent } ?? AccentColor.quoteVault[0]
    return Theme.quoteVault.withAccent(color)
  }

  /// The point size of quote text at a Dynamic Type setting (QV-9.5).
  public func quoteTextSize(at size: DynamicTypeSize) -> Double { Self.scaled(.title3, at: size, by: fontScale) }

  /// The Quote of the Day card's and the quote page's text: a step above the rows (Title 2 instead of Title 3), at
  /// the same Quote Size and under the same cap.
  public func featuredQuoteTextSize(at size: DynamicTypeSize) -> Double {
    Self.scaled(.title2, at: size, by: fontScale)
  }

  /// The full-screen reader's text: Large Title, at the same Quote Size and under the same cap.
  public func readerQuoteTextSize(at size: DynamicTypeSize) -> Double {
    Self.scaled(.largeTitle, at: size, by: fontScale)
  }

  /// Larger than this, Quote Size adds nothing: at the accessibility sizes Dynamic Type alone is already large,
  /// and Quote Size on top (up to 1.6 times) would leave a few letters a line, words broken mid-word.
  static let largestQuoteSize = 60.0

  private static func scaled(_ style: TextStyle, at size: DynamicTypeSize, by scale: Double) -> Double {
    let base = TypeScale.metrics(style, at: size).pointSize
    let scaled = base * min(max(scale, 0.8), 1.6)
    return (min(scaled, max(base, largestQuoteSize)) * 2).rounded() / 2
  }
}
