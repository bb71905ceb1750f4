/// The SF Symbols the widget shows, each named once: the SwiftUI widget draws `systemName`
/// (`Image(systemName:)`), and the Linux scene lists the same cases (`BardWidgetScene.symbols`), drawing a stand-in
/// where Pango has no SF Symbols, so a test of the scene reads what the device shows.
public enum BardWidgetSymbol: String, CaseIterable, Sendable {
  /// The small widget's logo.
  case logo = "theatermasks.fill"
  /// The large widget's decorations either side of its title: the spec's "quill, scroll". SF Symbols has a
  /// scroll but no quill; a pen writing stands for it.
  case quill = "pencil.and.scribble"
  case scroll = "scroll"
  /// The inline Lock Screen widget's icon.
  case inlineIcon = "theatermasks"
  /// Another Insult's button.
  case anotherInsult = "arrow.triangle.2.circlepath"
  /// The heart: empty, or filled when the insult is in Favourites.
  case heart = "heart"
  case heartFilled = "heart.fill"

  public var systemName: String { rawValue }

  /// The large widget's title decorations, leading then trailing.
  public static let decorations: (leading: BardWidgetSymbol, trailing: BardWidgetSymbol) = (.quill, .scroll)

  /// The heart for an insult kept (filled) or not.
  public static func heart(kept: Bool) -> BardWidgetSymbol { kept ? .heartFilled : .heart }

  /// What the Linux preview draws in its place: a character its fonts have, of the same meaning.
  public var standIn: String {
    switch self {
    case .logo, .inlineIcon: "🎭"
    case .quill: "🖋"
    case .scroll: "📜"
    case .anotherInsult: "↻"
    case .heart: "♡"
    case .heartFilled: "♥"
    }
  }
}
