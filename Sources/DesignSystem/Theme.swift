/// One app's look, built on the system tokens. Views read colours and fonts only from here.
public struct Theme: Equatable, Sendable, Identifiable {
  public var id: String
  public var displayName: String
  /// The screen behind everything.
  public var background: ColorPair
  /// Cards, grouped rows, sheets.
  public var surface: ColorPair
  public var primaryText: ColorPair
  public var secondaryText: ColorPair
  /// Tint: links, toggles, primary buttons.
  public var accent: ColorPair
  /// Text and symbols drawn on a filled accent button.
  public var onAccent: ColorPair
  public var destructive: ColorPair
  /// Text that says something failed or was refused (systemRed is for icons and fills only: under 4.5:1).
  public var errorText: ColorPair
  /// Text that warns before an action ("check the recipient"); systemOrange is for its icon only.
  public var warningText: ColorPair
  /// Headings (the app's character: Marker Felt, IM Fell English, or San Francisco).
  public var titleFont: ThemeFont
  /// Running text.
  public var bodyFont: ThemeFont

  public init(
    id: String, displayName: String, background: ColorPair, surface: ColorPair, primaryText: ColorPair,
    secondaryText: ColorPair, accent: ColorPair, onAccent: ColorPair = ColorPair(light: 0xFFFFFF, dark: 0xFFFFFF),
    destructive: ColorPair = SystemColors.red, errorText: ColorPair = SystemColors.errorText,
    warningText: ColorPair = SystemColors.warningText, titleFont: ThemeFont, bodyFont: ThemeFont
  ) {
    self.id = id
    self.displayName = displayName
    self.background = background
    self.surface = surface
    self.primaryText = primaryText
    self.secondaryText = secondaryText
    self.accent = accent
    self.onAccent = onAccent
    self.destructive = destructive
    self.errorText = errorText
    self.warningText = warningText
    self.titleFont = titleFont
    self.bodyFont = bodyFont
  }

  /// The same theme with another tint (QuoteVault's accent colours).
  public func withAccent(_ accent: AccentColor) -> Theme {
    var copy = self
    copy.id = "\(id).\(accent.id)"
    copy.accent = accent.color
    copy.onAccent = accent.onColor
    return copy
  }
}

/// A user-selectable tint.
public struct AccentColor: Equatable, Sendable, Identifiable, Codable {
  public var id: String
  public var displayName: String
  public var color: ColorPair
  public var onColor: ColorPair

  public init(id: String, displayName: String, color: ColorPair, onColor: ColorPair) {
    self.id = id
    self.displayName = displayName
    self.color = color
    self.onColor = onColor
  }
}
