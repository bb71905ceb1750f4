/// An sRGB colour with alpha, components in 0...1.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `0xRRGGBB`, with an optional opacity.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, alpha: alpha)
  }

  /// Parses "#RRGGBB" or "#RRGGBBAA"; nil for anything else.
  public init?(hexString: String) {
    var digits = Substring(hexString)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
    if digits.count == 6 {
      self.init(hex: value)
    } else {
      self.init(hex: value >> 8, alpha: Double(value & 0xFF) / 255)
    }
  }

  public static let white = RGBAColor(hex: 0xFFFFFF)
  public static let black = RGBAColor(hex: 0x000000)

  /// "#RRGGBB", or "#RRGGBBAA" when not opaque.
  public var hexString: String {
    func byte(_ value: Double) -> String {
      let text = String(Int((value * 255).rounded()), radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
  }

  public var description: String { hexString }

  public func withAlpha(_ alpha: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// This colour drawn over an opaque `background` (source-over in sRGB, as the display composites it).
  public func composited(over background: RGBAColor) -> RGBAColor {
    func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
    return RGBAColor(
      red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
  }
}

/// In JSON a colour is its hex string ("#007AFF", "#00000080"), as people write colours.
extension RGBAColor: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let color = RGBAColor(hexString: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\"\(text)\" is not a colour: use #RRGGBB or #RRGGBBAA")
    }
    self = color
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(hexString)
  }
}

public enum ColorScheme: String, CaseIterable, Sendable, Codable {
  case light, dark
}

/// A colour with a light and a dark appearance, like an asset catalogue colour or a dynamic `UIColor`.
public struct ColorPair: Hashable, Sendable, Codable {
  public var light: RGBAColor
  public var dark: RGBAColor
  /// The iOS semantic colour this pair stands for, if any (`UIColor.systemBlue`, `.label`, ...). On iOS the
  /// view draws UIKit's own dynamic colour, with its Increase Contrast and elevated variants; `light` and
  /// `dark` are its standard values, for Linux previews and contrast checks. Not part of equality or of the
  /// stored form (a stored pair is drawn from its values).
  public var system: SystemColorRole? = nil

  private enum CodingKeys: String, CodingKey { case light, dark }

  public init(light: RGBAColor, dark: RGBAColor, system: SystemColorRole? = nil) {
    self.light = light
    self.dark = dark
    self.system = system
  }

  public init(light: UInt32, dark: UInt32, system: SystemColorRole? = nil) {
    self.init(light: RGBAColor(hex: light), dark: RGBAColor(hex: dark), system: system)
  }

  public static func == (lhs: ColorPair, rhs: ColorPair) -> Bool { lhs.light == rhs.light && lhs.dark == rhs.dark }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(light)
    hasher.combine(dark)
  }

  public func resolved(in scheme: ColorScheme) -> RGBAColor {
    switch scheme {
    case .light: light
    case .dark: dark
    }
  }
}
