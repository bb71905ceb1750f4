/// How each kind of button looks in a theme. The SwiftUI button styles draw exactly this, so tests can check
/// it: a flat fill or none, never a shadow or gradient (PM-3.5).
public struct ButtonAppearance: Equatable, Sendable {
  public enum Kind: String, CaseIterable, Sendable {
    /// The main call to action: a filled rounded rectangle in the accent colour.
    case primary
    /// Delete, remove, sign out: the same shape in red.
    case destructive
    /// Cancel, "not now": plain gray text.
    case secondary
  }

  /// Nil for a text-only button.
  public var fill: ColorPair?
  public var text: ColorPair
  public var cornerRadius: Double
  public var minimumHeight: Double
  public var textStyle: TextStyle

  /// How much of a button shows while pressed: a primary fill fades less than plain text.
  public static func pressedOpacity(_ kind: Kind) -> Double { kind == .secondary ? 0.5 : 0.7 }
  /// How much shows while it cannot be tapped (SwiftUI's `.disabled`): fainter than any press, so a disabled
  /// Continue never looks like one that will answer.
  public static let disabledOpacity = 0.35

  /// The appearance of a `kind` of button in `theme`.
  public static func of(_ kind: Kind, in theme: Theme) -> ButtonAppearance {
    switch kind {
    case .primary:
      ButtonAppearance(
        fill: theme.accent, text: theme.onAccent, cornerRadius: CornerRadius.button,
        minimumHeight: HitTarget.largeButtonHeight, textStyle: .headline)
    case .destructive:
      ButtonAppearance(
        fill: theme.destructive, text: ColorPair(light: 0xFFFFFF, dark: 0xFFFFFF), cornerRadius: CornerRadius.button,
        minimumHeight: HitTarget.largeButtonHeight, textStyle: .headline)
    case .secondary:
      ButtonAppearance(
        fill: nil, text: theme.secondaryText, cornerRadius: 0, minimumHeight: HitTarget.minimum, textStyle: .body)
    }
  }
}
