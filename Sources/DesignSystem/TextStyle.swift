/// The eleven iOS text styles. Sizes live in `TypeScale`; weights follow PayMe's spec
/// (Large Title bold, Title 2 semibold, Body regular, captions regular).
public enum TextStyle: String, CaseIterable, Sendable, Codable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

  /// The weight the design system draws this style in.
  public var weight: FontWeight {
    switch self {
    case .largeTitle, .title1: .bold
    case .title2, .title3, .headline: .semibold
    case .body, .callout, .subheadline, .footnote, .caption1, .caption2: .regular
    }
  }

  /// PayMe's "Caption" role (13-15 pt): Footnote, 13 pt at the default size.
  public static let caption: TextStyle = .footnote
}

public enum FontWeight: String, CaseIterable, Sendable, Codable, Comparable {
  case regular, medium, semibold, bold

  /// The CSS/OpenType weight number, used by the Linux renderer.
  public var numericValue: Int {
    switch self {
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    }
  }

  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.numericValue < rhs.numericValue }
}
