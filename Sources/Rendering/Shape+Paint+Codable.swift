import DesignSystem

/// A shape is written as its rectangle, with `cornerRadius` for a rounded one:
/// `{"x": 20, "y": 20, "width": 350, "height": 120, "cornerRadius": 16}`.
extension Shape: Codable {
  private enum Keys: String, CodingKey { case cornerRadius }

  public init(from decoder: any Decoder) throws {
    let rect = try Rect(from: decoder)
    let radius = try decoder.container(keyedBy: Keys.self).decodeIfPresent(Double.self, forKey: .cornerRadius)
    self = radius.map { .roundedRect(rect, cornerRadius: $0) } ?? .rect(rect)
  }

  public func encode(to encoder: any Encoder) throws {
    try bounds.encode(to: encoder)
    if case .roundedRect(_, let radius) = self {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(radius, forKey: .cornerRadius)
    }
  }
}

/// A solid paint is its colour, `"#FFF6C7"`; a gradient is
/// `{"start": {"x": 0, "y": 0}, "end": {"x": 0, "y": 300}, "stops": [{"location": 0, "color": "#F3E7C9"}, …]}`.
extension Paint: Codable {
  private enum Keys: String, CodingKey { case start, end, stops }

  public init(from decoder: any Decoder) throws {
    if let color = try? decoder.singleValueContainer().decode(RGBAColor.self) {
      self = .solid(color)
      return
    }
    let container = try decoder.container(keyedBy: Keys.self)
    self = .linearGradient(
      start: try container.decode(Point.self, forKey: .start), end: try container.decode(Point.self, forKey: .end),
      stops: try container.decode([GradientStop].self, forKey: .stops))
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .solid(let color):
      var container = encoder.singleValueContainer()
      try container.encode(color)
    case .linearGradient(let start, let end, let stops):
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(start, forKey: .start)
      try container.encode(end, forKey: .end)
      try container.encode(stops, forKey: .stops)
    }
  }
}
