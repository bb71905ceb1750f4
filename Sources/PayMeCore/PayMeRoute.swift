/// Where the navigation stack can go (PM-4): pushed screens slide in with the system's transition.
public enum PayMeRoute: Hashable, Sendable {
  case account
  case activity
  /// Activity's Statements: each month with activity, shared as a CSV file.
  case statements
  case transaction(String)
  case settings
  /// Settings' Scheduled Payments: the repeating payments and their next dates, where their reminder lands.
  case scheduledPayments
  /// Settings' privacy policy: the app's own account, when the build configures no page (`PrivacyPolicyRow`).
  case privacyPolicy
}
