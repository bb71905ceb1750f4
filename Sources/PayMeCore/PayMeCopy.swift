/// PayMe's words, as values the views and tests read.
public enum PayMeCopy {
  public static let appName = "PayMe"
  public static let homeTitle = "PayMe"
  public static let balance = "Balance"
  public static let available = "Available"
  public static let hiddenAmount = "••••••"
  public static let send = "Send"
  public static let request = "Request"
  public static let sendMoney = "Send Money"
  public static let requestMoney = "Request Money"
  public static let recentActivity = "Recent Activity"
  public static let seeAll = "See All"
  public static let activity = "Activity"
  public static let account = "Account"
  public static let settings = "Settings"
  public static let chooseRecipient = "Choose Recipient"
  public static let amount = "Amount"
  public static let note = "Note"
  public static let notePlaceholder = "What's it for?"
  public static let review = "Review"
  public static let `continue` = "Continue"
  public static let sendRequest = "Send Request"
  public static let done = "Done"
  public static let sent = "Sent"
  public static let requested = "Requested"
  public static let received = "Received"
  public static let pending = "Pending"
  public static let declined = "Declined"

  public static let amountEmpty = "Enter an amount."
  public static let amountMalformed = "That doesn't look like an amount."
  public static let amountZero = "Enter an amount greater than zero."
  public static let amountNegative = "Amounts can't be negative."
  public static let amountAboveBalance = "That's more than your balance."

  // Settings (PM-6.3: grouped like Settings).
  public static let security = "Security"
  public static let faceIDForPayments = "Face ID for Payments"
  public static let faceIDFooter = "Confirm every payment with Face ID, or your passcode when Face ID is unavailable."
  public static let notifications = "Notifications"
  public static let appearance = "Appearance"
  public static let hideBalance = "Hide Balance"
  public static let hideBalanceFooter = "Shows •••••• until you tap the balance."
  public static let demo = "Demo"
  public static let resetDemoData = "Reset Demo Data"
  public static let demoFooter =
    "PayMe is a demo: every account, contact and payment is made up and stays on this iPhone."
}

/// The onboarding screens (PM-9): a centred symbol, a Large Title, a centred description, a blue "Learn more"
/// link and a bottom call to action.
public struct OnboardingPage: Equatable, Sendable {
  public let symbol: String
  public let title: String
  public let description: String
  public let learnMore: String
  public let learnMoreURL: String
  public let action: String
  public let secondaryAction: String?

  public static let pages = [
    OnboardingPage(
      symbol: "creditcard", title: "Welcome to PayMe",
      description: "Send and request money from friends in seconds. Your balance and activity are always a tap away.",
      learnMore: "Learn more", learnMoreURL: "https://support.apple.com/guide/iphone/welcome/ios",
      action: "Continue", secondaryAction: nil),
    OnboardingPage(
      symbol: "faceid", title: "Protect Your Payments",
      description: "Every payment is confirmed with Face ID, or your passcode, so only you can send money.",
      learnMore: "Learn more about Face ID",
      learnMoreURL: "https://support.apple.com/en-us/108411", action: "Turn On Face ID", secondaryAction: "Not Now"),
  ]
}
