import DesignSystem
import Foundation
import Localization

/// How a row lays out its title and value: side by side, or stacked at the accessibility text sizes, where
/// side by side would squeeze both into truncation (PM-16.1).
public enum RowLayout: Sendable, Equatable {
  case horizontal, vertical

  public static func of(_ size: DynamicTypeSize) -> RowLayout { size.isAccessibilitySize ? .vertical : .horizontal }
}
