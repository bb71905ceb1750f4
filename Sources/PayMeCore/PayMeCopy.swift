import Foundation

/// PayMe's words, as values the views and tests read.
public enum PayMeCopy {
  /// The amount field's VoiceOver hint: what the amount is for.
  public static func amountHint(_ purpose: PaymentFlow.Purpose) -> String {
    purpose == .send ? "Enter the amount to send" : "Enter the amount to request"
  }
  /// What the system's Face ID prompt says under its title (`localizedReason`).
  public static func paymentReason(_ amount: Money, to recipient: RecipientCheck, locale: Locale) -> String {
    "Send \(amount.formatted(locale: locale)) to \(recipient.nameAndHandle)"
  }
  /// When the money arrives: at once for an accepted contact; someone new to PayMe accepts it first, and the
  /// payment can be cancelled until then.
  public static func arrival(name: String, acceptsAtOnce: Bool) -> String {
    acceptsAtOnce
      ? "\(name) will receive it right away. You can't undo a payment."
      : "Waiting for \(name) to accept. You can cancel until then."
  }
  /// The last step's headline: "Sent", or "Waiting to Accept" for a payment its recipient accepts first.
  public static func doneHeadline(_ transaction: Transaction) -> String {
    switch transaction.kind {
    case .sent: transaction.status == .pending ? waitingToAccept : sent
    case .request, .incoming, .received: requested
    case .addedMoney: moneyAdded
    case .bankTransfer: transaction.status == .pending ? transferOnItsWay : transferred
    }
  }
  /// The last step's line under the name: said only for a payment still waiting to be accepted.
  public static func doneDetail(_ transaction: Transaction) -> String? {
    guard transaction.kind == .sent, transaction.status == .pending else { return nil }
    return arrival(name: transaction.counterparty.name, acceptsAtOnce: false)
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
  public static let myCode = "My Code"
  public static let scanCode = "Scan a Code"
  public static let myCodeCaption = "Show this code to be paid. Anyone with PayMe can scan it."
  public static let scanCaption = "Point your camera at someone's PayMe code."
  public static let chooseFromContacts = "Choose from Contacts"
  public static func myCodeLabel(_ name: String) -> String { "QR code to pay \(name)" }
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
  public static let reminded = "Reminded"
  public static let recents = "Recents"
  public static let searchContacts = "Name or @handle"
  public static let requestedFromYou = "Requested from You"
  public static let paid = "Paid"
  public static let pay = "Pay"
  public static let decline = "Decline"
  public static let cancelRequest = "Cancel Request"
  public static let cancel = "Cancel"
  public static let waitingToAccept = "Waiting to Accept"
  public static let cancelPayment = "Cancel Payment"
  public static let searchActivity = "Name, note or amount"
  public static let splitBill = "Split a Bill"
  public static let appLock = "App Lock"
  /// Named for what the device has: Touch ID iPhones are not told about Face ID.
  public static func appLockFooter(_ kind: BiometryKind, delay: AppLockDelay = .immediately) -> String {
    let check = kind == .none ? "your passcode" : "\(kind.displayName) or your passcode"
    let away: String
    switch delay {
    case .immediately: return "Asks for \(check) each time you come back to PayMe."
    case .oneMinute: away = "a minute"
    case .fiveMinutes: away = "5 minutes"
    case .fifteenMinutes: away = "15 minutes"
    }
    return "Asks for \(check) when PayMe has been away \(away) or more, and each time it opens."
  }
  /// App Lock's delay picker ("Require: After 5 Minutes").
  public static let appLockRequire = "Require"
  public static let unlock = "Unlock PayMe"
  public static let locked = "PayMe Is Locked"
  public static let unlockReason = "Unlock PayMe"
  public static let turnOnAppLockReason = "Turn on App Lock"
  public static let turnOffAppLockReason = "Turn off App Lock"
  public static let bill = "Bill"
  public static let includeMe = "Include My Share"
  public static let myShare = "My Share"
  public static let splitWith = "Split With"
  public static func sendSplitRequests(_ count: Int) -> String {
    count == 1 ? "Request from 1 Person" : "Request from \(count) People"
  }
  public static func splitAnnouncement(_ count: Int) -> String {
    count == 1 ? "Sent 1 request" : "Sent \(count) requests"
  }
  public static let filter = "Filter"
  public static let show = "Show"
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
  /// Where "Learn more" leads: PayMe's own page about the demo, or Apple's article on the device's check.
  public let learnMoreTarget: LearnMore
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
        learnMore: "Learn more about this demo", learnMoreTarget: .aboutDemo,
        action: "Continue", secondaryAction: nil),
      OnboardingPage(
        symbol: kind.systemImage, title: "Protect Your Payments",
        description: "Every payment is confirmed with \(protect) so only you can send money.",
        learnMore: "Learn more about \(name)", learnMoreTarget: .article(guide), action: turnOn,
        secondaryAction: "Not Now"),
    ]
  }
}

/// Where an onboarding page's "Learn more" leads.
public enum LearnMore: Equatable, Sendable {
  /// PayMe's own page (a sheet): what the demo is and is not.
  case aboutDemo
  /// Apple's support article, in Safari.
  case article(String)
}

/// What "Learn more about this demo" shows, in the app: what PayMe is, what it is not, and how to start over.
public enum AboutDemoCopy {
  public static let title = "About This Demo"
  public static let paragraphs = [
    "PayMe shows how sending and requesting money feels on iPhone. Your balance, your contacts and every payment are made up for the demo.",
    "No real money moves and nothing leaves this iPhone: there is no bank, no account and no server behind it.",
    "Payments are still confirmed with Face ID, Touch ID or your passcode, as a real payments app would ask.",
    "To start over, choose Reset Demo Data in PayMe's Settings.",
  ]
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
    case .nothing(let kind):
      value = "Not Set Up"
      // No button: PayMe's own Settings page cannot set a passcode.
      footer = "To send money, set a passcode for this iPhone in \(kind.passcodeSettings)."
      opensSettings = false
      sendHint = "Needs a passcode on this iPhone"
    }
  }
}
