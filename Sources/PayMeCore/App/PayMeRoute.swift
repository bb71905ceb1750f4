/// Where the navigation stack can go (PM-4): pushed screens slide in with the system's transition.
///
/// A pushed screen that keeps state of its own carries its model in its route, as swift-navigation's
/// destinations do: `.transaction` holds the screen's `TransactionModel` (its Repeat section's choices), made
/// when the route is made and freed when the route leaves `PayMeModel.path`. The model lives exactly as long as
/// the screen is in the stack, with no table of screens beside the path to keep in step with it, and the view
/// reads the very model a test drives. The other routes' screens keep nothing a pop should end (or their
/// model is the app's for good: `activity`, `settingsScreen`, `statements`, `scheduledPayments`).
public enum PayMeRoute: Hashable, Sendable {
  case account
  case activity
  /// Activity's Statements: each month with activity, shared as a CSV file.
  case statements
  /// A history entry's screen: its own model, compared by identity (`PayMeModel.transactionRoute(_:)` makes it
  /// for an id, for a row's link and a `payme://transaction/…` link).
  case transaction(TransactionModel)
  case settings
  /// Settings' Scheduled Payments: the repeating payments and their next dates, where their reminder lands.
  case scheduledPayments
  /// Settings' privacy policy: the app's own account, when the build configures no page (`PrivacyPolicyRow`).
  case privacyPolicy

  /// The transaction screen's model, if this is a transaction's route.
  public var transactionScreen: TransactionModel? {
    if case .transaction(let screen) = self { screen } else { nil }
  }
}
