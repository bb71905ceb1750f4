/// The five apps' themes. Every colour here is held by tests to WCAG contrast in light and dark.
extension Theme {
  /// PayMe: the pure system look of Settings and Wallet.
  public static let payMe = Theme(
    id: "payme", displayName: "PayMe",
    background: SystemColors.groupedBackground, surface: SystemColors.secondaryGroupedBackground,
    primaryText: SystemColors.label, secondaryText: SystemColors.readableGray, accent: SystemColors.blue,
    titleFont: ThemeFont(role: .system, style: .largeTitle), bodyFont: ThemeFont(role: .system, style: .body))

  /// VocaPin: a cream/yellow sticky note in Marker Felt.
  public static let vocaPin = Theme(
    id: "vocapin", displayName: "VocaPin",
    background: ColorPair(light: 0xFFF6C7, dark: 0x2B2614), surface: ColorPair(light: 0xFFEE99, dark: 0x3A3319),
    primaryText: ColorPair(light: 0x3B3016, dark: 0xFFF3C4), secondaryText: ColorPair(light: 0x6B5A2E, dark: 0xD9CB97),
    accent: ColorPair(light: 0x8A5A00, dark: 0xFFCC4D), onAccent: ColorPair(light: 0xFFFFFF, dark: 0x2B2614),
    titleFont: ThemeFont(role: .handwritten, style: .largeTitle, basePointSize: 34),
    bodyFont: ThemeFont(role: .handwritten, style: .body, basePointSize: 18))

  /// The Insolent Bard: parchment and burgundy in IM Fell English.
  public static let insolentBard = Theme(
    id: "insolentbard", displayName: "The Insolent Bard",
    background: ColorPair(light: 0xF3E7C9, dark: 0x1E1812), surface: ColorPair(light: 0xEADBB4, dark: 0x2C231A),
    primaryText: ColorPair(light: 0x2B1D12, dark: 0xF1E4C8), secondaryText: ColorPair(light: 0x5E4A36, dark: 0xC9B79A),
    accent: ColorPair(light: 0x7A1F2B, dark: 0xE08A96), onAccent: ColorPair(light: 0xFFF8E7, dark: 0x1E1812),
    titleFont: ThemeFont(role: .oldStyleSerif, style: .title2, basePointSize: 22),
    bodyFont: ThemeFont(role: .oldStyleSerif, style: .body, basePointSize: 19, weight: .regular))

  /// NoteWall: black and white, so the user's wallpaper is the colour.
  public static let noteWall = Theme(
    id: "notewall", displayName: "NoteWall",
    background: SystemColors.systemBackground, surface: SystemColors.gray6,
    primaryText: SystemColors.label, secondaryText: SystemColors.accessibleGray,
    accent: ColorPair(light: 0xD92D20, dark: 0xFF6961), onAccent: ColorPair(light: 0xFFFFFF, dark: 0x000000),
    titleFont: ThemeFont(role: .system, style: .largeTitle), bodyFont: ThemeFont(role: .system, style: .body))

  /// QuoteVault's default; `QuoteVaultAccents` lists the tints the user may pick instead.
  public static let quoteVault = Theme(
    id: "quotevault", displayName: "QuoteVault",
    background: SystemColors.systemBackground, surface: SystemColors.gray6,
    primaryText: SystemColors.label, secondaryText: SystemColors.accessibleGray, accent: SystemColors.blue,
    titleFont: ThemeFont(role: .system, style: .title2),
    bodyFont: ThemeFont(role: .system, style: .title3, basePointSize: 20, weight: .regular))

  public static let all: [Theme] =
    [payMe, vocaPin, insolentBard, noteWall, quoteVault]
    + AccentColor.quoteVault.map { quoteVault.withAccent($0) }
}

extension AccentColor {
  /// QuoteVault's accent colours: the default blue and four more.
  public static let quoteVault: [AccentColor] = [
    AccentColor(
      id: "blue", displayName: "Blue", color: SystemColors.blue, onColor: ColorPair(light: 0xFFFFFF, dark: 0xFFFFFF)),
    AccentColor(
      id: "indigo", displayName: "Indigo", color: SystemColors.indigo,
      onColor: ColorPair(light: 0xFFFFFF, dark: 0xFFFFFF)),
    AccentColor(
      id: "teal", displayName: "Teal", color: ColorPair(light: 0x0E7C86, dark: 0x5AD8E0),
      onColor: ColorPair(light: 0xFFFFFF, dark: 0x00272A)),
    AccentColor(
      id: "rose", displayName: "Rose", color: ColorPair(light: 0xC2185B, dark: 0xFF7AA8),
      onColor: ColorPair(light: 0xFFFFFF, dark: 0x3A0018)),
    AccentColor(
      id: "forest", displayName: "Forest", color: ColorPair(light: 0x2E7D32, dark: 0x7BD88A),
      onColor: ColorPair(light: 0xFFFFFF, dark: 0x00210A)),
  ]
}
