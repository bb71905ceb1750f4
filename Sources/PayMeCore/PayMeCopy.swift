import Foundation

/// PayMe's words, as values the views and tests read.
public enum PayMeCopy {
  /// The amount field's VoiceOver hint: what the amount is for.
  public static func amountHint(_ purpose: PaymentFlow.Purpose) -> String {
    purpose == .send ? "Enter the amount to send" : "Enter the amount to request"
  }
  /// What the system's Face ID prompt says under its title (`localizedReason`).
  public static func paymentReason(_ amount: Money, to contact: Contact, locale: Locale) -> String {
    "Send \(amount.formatted(locale: locale)) to \(contact.name)"
  }
  public static func turnOnReason(_ kind: BiometryKind) -> String { "Turn on \(kind.displayName) for payments" }
  /// What VoiceOver announces once the money has gone, or the request.
  public static func sentAnnouncement(_ transaction: Transaction, locale: Locale) -> String {
    "Sent \(transaction.amount.formatted(locale: locale)) to \(transaction.counterparty.name)"
  }
  public static func requestSentAnnouncement(_ transaction: Transaction, locale: Locale) -> String {
    "Requested \(transaction.amount.formatted(locale: locale)) from \(transaction.counterparty.name)"
  }

  public static let appName = "PayMe"
  public static let homeTitle = "PayMe"
  public static let balance = "Balance"
  public static let available = "Available"
  public static let hiddenAmount = "••••••"
  public static let amountHidden = "Amount hidden"
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
  public static let cancelled = "Cancelled"
  public static let remind = "Remind"
  public static let recents = "Recents"
  public static let searchContacts = "Name or @handle"
  public static let requestedFromYou = "Requested from You"
  public static let paid = "Paid"
  public static let pay = "Pay"
  public static let decline = "Decline"
  public static let cancelRequest = "Cancel Request"
  public static let receipt = "PayMe Receipt"
  public static let shareReceipt = "Share Receipt"

  public static let amountEmpty = "Enter an amount."
  public static let amountMalformed = "That doesn't look like an amount."
  public static let amountZero = "Enter an amount greater than zero."
  public static let amountNegative = "Amounts can't be negative."
  public static let amountAboveBalance = "That's more than your balance."

  // Settings (PM-6.3: grouped like Settings).
  public static let security = "Security"
  public static let notifications = "Notifications"
  public static let appearance = "Appearance"
  public static let hideBalance = "Hide Balance"
  public static let hideBalanceFooter = "Shows •••••• until you tap the balance."
  public static let demo = "Demo"
  public static let openSettings = "Open Settings"
  public static let receiptDisclaimer = "Made in the PayMe demo: no real money was moved."
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

  /// The pages for a device: the second names what it really has (Face ID, Touch ID, Optic ID or a passcode).
  public static func pages(for kind: BiometryKind) -> [OnboardingPage] {
    let name = kind.displayName
    let (guide, protect, turnOn): (String, String, String) =
      switch kind {
      case .faceID: ("https://support.apple.com/en-us/108411", "Face ID, or your passcode,", "Turn On Face ID")
      case .touchID: ("https://support.apple.com/en-us/102528", "Touch ID, or your passcode,", "Turn On Touch ID")
      case .opticID: ("https://support.apple.com/en-us/118483", "Optic ID, or your passcode,", "Turn On Optic ID")
      case .none: ("https://support.apple.com/en-us/119586", "your passcode", "Use Passcode")
      }
    return [
      OnboardingPage(
        symbol: "creditcard", title: "Welcome to PayMe",
        description:
          "Send and request money from friends in seconds. This is a demo: the money and the people are made up, and nothing leaves your iPhone.",
        learnMore: "Learn more", learnMoreURL: "https://support.apple.com/guide/iphone/welcome/ios",
        action: "Continue", secondaryAction: nil),
      OnboardingPage(
        symbol: kind.systemImage, title: "Protect Your Payments",
        description: "Every payment is confirmed with \(protect) so only you can send money.",
        learnMore: "Learn more about \(name)", learnMoreURL: guide, action: turnOn, secondaryAction: "Not Now"),
    ]
  }
}

/// The Security section and the Send button's hint: what confirms a payment on this device, as it is now.
public struct SecurityCopy: Equatable, Sendable {
  /// The row's label and value ("Confirm Payments", "Face ID or Passcode").
  public let title = "Confirm Payments"
  public let value: String
  public let footer: String
  /// The Open Settings button under the row: shown where the user can change something in Settings.
  public let opensSettings: Bool
  public let sendHint: String

  public init(_ method: PaymentCheck.Method) {
    switch method {
    case .biometrics(let kind):
      let name = kind.displayName
      value = "\(name) or Passcode"
      footer = "Every payment asks for \(name). If \(name) doesn't recognize you, you can enter your passcode."
      opensSettings = false
      sendHint = "Confirms with \(name)"
    case .passcodeBecauseDenied(let kind):
      let name = kind.displayName
      value = "Passcode"
      footer = "\(name) is off for PayMe, so payments ask for your passcode. To use \(name), allow it in Settings."
      opensSettings = true
      sendHint = "Confirms with your passcode"
    case .passcode:
      value = "Passcode"
      footer = "Every payment asks for your iPhone passcode."
      opensSettings = false
      sendHint = "Confirms with your passcode"
    case .nothing:
      value = "Not Set Up"
      // No button: PayMe's own Settings page cannot set a passcode.
      footer = "To send money, set a passcode for this iPhone in Settings > Face ID & Passcode."
      opensSettings = false
      sendHint = "Needs a passcode on this iPhone"
    }
  }
}
