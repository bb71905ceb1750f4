import DesignSystem
import Foundation
import Localization

/// The balance as Wallet shows a card: a credit-card shape on the grouped background, the amount large, the
/// holder's name at the foot. Values the dashboard's card reads.
public enum BalanceCard {
  /// ISO/IEC 7810 ID-1, a bank card's proportions.
  public static let aspectRatio = 85.60 / 53.98
  public static let cornerRadius = 16.0
  /// The card sits on the secondary background (white in light mode), as Wallet's cards sit on the system's.
  public static let fill = SystemColors.secondaryGroupedBackground
  public static let amountStyle = TextStyle.largeTitle

  /// The card keeps a bank card's proportions at the usual text sizes; at the accessibility sizes it grows
  /// with its text instead, so a large balance never overflows a fixed shape.
  public static func keepsCardShape(at size: DynamicTypeSize) -> Bool { !size.isAccessibilitySize }
}
