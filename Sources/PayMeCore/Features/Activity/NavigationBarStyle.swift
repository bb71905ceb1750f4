import DesignSystem
import Foundation
import Localization

/// How each screen's navigation bar looks: a large title on top-level screens (it collapses as the list
/// scrolls), an inline one on detail screens; the back button shows the previous screen's title (PM-4.2, 4.3).
public struct NavigationBarStyle: Equatable, Sendable {
  public let title: LocalizedCopy
  public let largeTitle: Bool

  public static let home = NavigationBarStyle(title: PayMeCopy.homeTitle, largeTitle: true)
  public static let account = NavigationBarStyle(title: PayMeCopy.account, largeTitle: true)
  public static let activity = NavigationBarStyle(title: PayMeCopy.activity, largeTitle: true)
  public static let settings = NavigationBarStyle(title: PayMeCopy.settings, largeTitle: true)
  public static let statements = NavigationBarStyle(title: PayMeCopy.statements, largeTitle: false)
  public static let scheduledPayments = NavigationBarStyle(title: ScheduledCopy.listTitle, largeTitle: false)
  public static let transaction = NavigationBarStyle(title: payment, largeTitle: false)
  static let payment = LocalizedCopy("payme.detail.payment", "Payment")
  static let request = LocalizedCopy("payme.detail.request", "Request")

  /// A history entry's screen, titled for what it is: a payment, a request, or money received.
  public static func of(_ transaction: Transaction) -> NavigationBarStyle {
    let title =
      switch transaction.kind {
      case .sent: payment
      case .received: LocalizedCopy("payme.detail.moneyReceived", "Money Received")
      case .request: request
      case .incoming: transaction.status == .completed ? payment : request
      case .addedMoney: PayMeCopy.addMoney
      case .bankTransfer: PayMeCopy.transferToBank
      }
    return NavigationBarStyle(title: title, largeTitle: false)
  }

  public static func of(_ route: PayMeRoute) -> NavigationBarStyle {
    switch route {
    case .account: account
    case .activity: activity
    case .statements: statements
    case .transaction: transaction
    case .settings: settings
    case .scheduledPayments: scheduledPayments
    case .privacyPolicy: NavigationBarStyle(title: PayMeCopy.privacyPolicy, largeTitle: false)
    }
  }

  /// The system's push transition (PM-4.4, PM-10.1): UINavigationController's slide, about 0.25 s.
  public static let transition = Motion.standard
}
