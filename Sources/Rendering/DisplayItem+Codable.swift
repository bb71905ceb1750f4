/// Items are written as one object with a `type` field ("fill", "image", "text") beside the item's own fields,
/// which is what a person writes by hand for `render-scene`.
extension DisplayItem: Codable {
  private enum TypeKey: String, CodingKey { case type }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: TypeKey.self)
    let type = try container.decode(String.self, forKey: .type)
    switch type {
    case "fill": self = .fill(try ShapeFill(from: decoder))
    case "image": self = .image(try ImageItem(from: decoder))
    case "text": self = .text(try TextItem(from: decoder))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .type, in: container, debugDescription: "unknown item type \"\(type)\" (fill, image or text)")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TypeKey.self)
    switch self {
    case .fill(let fill):
      try container.encode("fill", forKey: .type)
      try fill.encode(to: encoder)
    case .image(let image):
      try container.encode("image", forKey: .type)
      try image.encode(to: encoder)
    case .text(let text):
      try container.encode("text", forKey: .type)
      try text.encode(to: encoder)
    }
  }
}
