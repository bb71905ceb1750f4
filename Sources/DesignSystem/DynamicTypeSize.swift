/// The twelve Dynamic Type settings a user can pick, from Settings > Accessibility > Larger Text.
public enum DynamicTypeSize: String, CaseIterable, Sendable, Codable, Comparable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// The system default.
  public static let `default`: DynamicTypeSize = .large

  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  var index: Int { Self.allCases.firstIndex(of: self)! }

  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.index < rhs.index }
}
