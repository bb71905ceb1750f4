import DesignSystem
import Foundation

// Hand-written scenes may leave out fields that have an obvious default.

extension ImageItem {
  private enum Keys: String, CodingKey { case data, frame, contentMode, cornerRadius, opacity }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    self.init(
      data: try container.decode(Data.self, forKey: .data), frame: try container.decode(Rect.self, forKey: .frame),
      contentMode: try container.decodeIfPresent(ContentMode.self, forKey: .contentMode) ?? .fill,
      cornerRadius: try container.decodeIfPresent(Double.self, forKey: .cornerRadius) ?? 0,
      opacity: try container.decodeIfPresent(Double.self, forKey: .opacity) ?? 1)
  }
}

extension FontSpec {
  private enum Keys: String, CodingKey { case role, weight, size, italic }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    self.init(
      role: try container.decodeIfPresent(FontRole.self, forKey: .role) ?? .system,
      weight: try container.decodeIfPresent(FontWeight.self, forKey: .weight) ?? .regular,
      size: try container.decode(Double.self, forKey: .size),
      italic: try container.decodeIfPresent(Bool.self, forKey: .italic) ?? false)
  }
}

extension TextItem {
  private enum Keys: String, CodingKey {
    case text, frame, font, color, alignment, lineSpacing, maximumLines, truncates, shadow
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    self.init(
      text: try container.decode(String.self, forKey: .text), frame: try container.decode(Rect.self, forKey: .frame),
      font: try container.decode(FontSpec.self, forKey: .font),
      color: try container.decodeIfPresent(RGBAColor.self, forKey: .color) ?? .black,
      alignment: try container.decodeIfPresent(TextAlignment.self, forKey: .alignment) ?? .leading,
      lineSpacing: try container.decodeIfPresent(Double.self, forKey: .lineSpacing) ?? 0,
      maximumLines: try container.decodeIfPresent(Int.self, forKey: .maximumLines),
      truncates: try container.decodeIfPresent(Bool.self, forKey: .truncates) ?? true,
      shadow: try container.decodeIfPresent(Shadow.self, forKey: .shadow))
  }
}
