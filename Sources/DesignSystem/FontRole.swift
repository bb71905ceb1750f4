/// Which face a piece of text is set in. Each role names Apple's font and the Debian font that stands in for
/// it when the Linux renderer draws previews.
public enum FontRole: String, CaseIterable, Sendable, Codable {
  /// San Francisco.
  case system
  /// Marker Felt (VocaPin).
  case handwritten
  /// IM Fell English (The Insolent Bard), bundled with the app.
  case oldStyleSerif
  case emoji

  /// The font family name on iOS.
  public var appleFamily: String {
    switch self {
    case .system: ".AppleSystemUIFont"
    case .handwritten: "Marker Felt"
    case .oldStyleSerif: "IM Fell English"
    case .emoji: "Apple Color Emoji"
    }
  }

  /// PostScript names to ask for on iOS, by weight; the first that exists wins. They are the names inside the
  /// font files (IM Fell English's roman is `IM_FELL_English_Roman`, not its file name), which is what
  /// `UIFont(name:size:)` and `CTFontCreateWithName` look up.
  public var applePostScriptNames: [String] {
    switch self {
    case .system: []
    case .handwritten: ["MarkerFelt-Thin", "MarkerFelt-Wide"]
    case .oldStyleSerif: ["IM_FELL_English_Roman"]
    case .emoji: ["AppleColorEmoji"]
    }
  }

  /// The face for a weight, in the order to try: Marker Felt's bold is its own face, MarkerFelt-Wide, not a
  /// synthesised bold of MarkerFelt-Thin.
  public func applePostScriptNames(for weight: FontWeight) -> [String] {
    switch (self, weight) {
    case (.handwritten, .semibold), (.handwritten, .bold): ["MarkerFelt-Wide", "MarkerFelt-Thin"]
    default: applePostScriptNames
    }
  }

  /// The face to draw with, decided at run time: the first of `applePostScriptNames(for:)` that is installed
  /// (`isInstalled` asks UIFont on iOS), or the fallback family when none is (IM Fell English not bundled).
  /// Only a fallback needs the weight applied by the system; a named face already is that weight.
  public func appleFace(for weight: FontWeight, isInstalled: (String) -> Bool) -> (name: String, isFallback: Bool) {
    if let face = applePostScriptNames(for: weight).first(where: isInstalled) { return (face, false) }
    return (appleFallbackFamily, true)
  }

  /// If the font is missing (IM Fell English not bundled), the family to fall back to.
  public var appleFallbackFamily: String {
    switch self {
    case .oldStyleSerif: "Georgia"
    default: appleFamily
    }
  }

  /// The Debian font that stands in for it on Linux (fonts-kristi, fonts-ebgaramond, fonts-inter,
  /// fonts-noto-color-emoji).
  public var linuxFamily: String {
    switch self {
    case .system: "Inter"
    case .handwritten: "Kristi"
    case .oldStyleSerif: "EB Garamond"
    case .emoji: "Noto Color Emoji"
    }
  }
}
