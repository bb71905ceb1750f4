/// Which face a piece of text is set in. Each role names Apple's font and the font the Linux renderer draws
/// previews with: a Debian stand-in, or the very file the app bundles (IM FELL English).
public enum FontRole: String, CaseIterable, Sendable, Codable {
  /// San Francisco.
  case system
  /// Marker Felt (VocaPin).
  case handwritten
  /// IM FELL English (The Insolent Bard): Apps/InsolentBard/Fonts/IMFeENrm28P.otf, bundled with the app and its
  /// widget, and drawn from the same file on Linux.
  case oldStyleSerif
  /// Georgia (QuoteVault's classic share card and its icon): a serif every iPhone has, for an app that does not
  /// bundle IM FELL English.
  case classicSerif
  case emoji

  /// The font family name on iOS.
  public var appleFamily: String {
    switch self {
    case .system: ".AppleSystemUIFont"
    case .handwritten: "Marker Felt"
    case .oldStyleSerif: "IM FELL English"
    case .classicSerif: "Georgia"
    case .emoji: "Apple Color Emoji"
    }
  }

  /// PostScript names to ask for on iOS, by weight; the first that exists wins. They are the names inside the
  /// font files (IM FELL English's roman is `IM_FELL_English_Roman`, not its file name), which is what
  /// `UIFont(name:size:)` and `CTFontCreateWithName` look up.
  public var applePostScriptNames: [String] {
    switch self {
    case .system: []
    case .handwritten: ["MarkerFelt-Thin", "MarkerFelt-Wide"]
    case .oldStyleSerif: ["IM_FELL_English_Roman"]
    case .classicSerif: ["Georgia"]
    case .emoji: ["AppleColorEmoji"]
    }
  }

  /// The face for a weight, in the order to try: Marker Felt's bold is its own face, MarkerFelt-Wide, not a
  /// synthesised bold of MarkerFelt-Thin.
  public func applePostScriptNames(for weight: FontWeight) -> [String] {
    switch (self, weight) {
    case (.handwritten, .semibold), (.handwritten, .bold): ["MarkerFelt-Wide", "MarkerFelt-Thin"]
    case (.classicSerif, .semibold), (.classicSerif, .bold): ["Georgia-Bold", "Georgia"]
    default: applePostScriptNames
    }
  }

  /// The face to draw with, decided at run time: the first of `applePostScriptNames(for:)` that is installed
  /// (`isInstalled` asks UIFont on iOS), or the fallback family when none is (the bundled file missing).
  /// Only a fallback needs the weight applied by the system; a named face already is that weight.
  public func appleFace(for weight: FontWeight, isInstalled: (String) -> Bool) -> (name: String, isFallback: Bool) {
    if let face = applePostScriptNames(for: weight).first(where: isInstalled) { return (face, false) }
    return (appleFallbackFamily, true)
  }

  /// If the font is missing (not bundled by this app), the family to fall back to.
  public var appleFallbackFamily: String {
    switch self {
    case .oldStyleSerif: "Georgia"
    default: appleFamily
    }
  }

  /// The family the Linux renderer asks fontconfig for: Debian stand-ins (fonts-inter, fonts-kristi,
  /// fonts-ebgaramond, fonts-noto-color-emoji), and for the Bard's serif the bundled IM FELL English itself
  /// (RenderingCairo gives fontconfig the repository's Fonts folder).
  public var linuxFamily: String {
    switch self {
    case .system: "Inter"
    case .handwritten: "Kristi"
    case .oldStyleSerif: "IM FELL English"
    case .classicSerif: "EB Garamond"
    case .emoji: "Noto Color Emoji"
    }
  }
}
