import AppLock
import AppServices
import Foundation
import Localization

/// PayMe's words (docs/architecture.md, "Localization"): String Catalog keys with the spec's English, looked up
/// in the user's language when a view or the core reads `.text`.
public enum PayMeCopy {
  /// The amount field's VoiceOver hint: what the amount is for.
  public static func amountHint(_ purpose: PaymentFlow.Purpose) -> LocalizedCopy {
    purpose == .send
      ? LocalizedCopy("payme.send.amountHint", "Enter the amount to send")
      : LocalizedCopy("payme.request.amountHint", "Enter the amount to request")
  }
  /// What the system's Face ID prompt says under its title (`localizedReason`): iOS's own sheet over PayMe, where
  /// a demo payment is confirmed as a real one would be, so it names the money as the demo's.
  public static func paymentReason(_ amount: Money, to recipient: RecipientCheck, locale: Locale) -> LocalizedCopy {
    LocalizedCopy(
      "payme.send.reason", "Send %@ of demo money to %@", .text(amount.formatted(locale: locale)),
      .text(recipient.nameAndHandle))
  }
  /// When the money arrives: at once for an accepted contact; someone new to PayMe accepts it first, and the
  /// payment can be cancelled until then.
  public static func arrival(name: String, acceptsAtOnce: Bool) -> LocalizedCopy {
    acceptsAtOnce
      ? LocalizedCopy(
        "payme.send.arrivalAtOnce", "%@ will receive it right away. You can't undo a payment.", .text(name))
      : LocalizedCopy(
        "payme.send.arrivalAfterAccept", "Waiting for %@ to accept. You can cancel until then.", .text(name))
  }
  /// The last step's headline: "Sent", or "Waiting to Accept" for a payment its recipient accepts first.
  public static func doneHeadline(_ transaction: Transaction) -> LocalizedCopy {
    switch transaction.kind {
    case .sent: transaction.status == .pending ? waitingToAccept : sent
    case .request, .incoming, .received: requested
    case .addedMoney: moneyAdded
    case .bankTransfer: transaction.status == .pending ? transferOnItsWay : transferred
    }
  }
  /// The last step's line under the name: said only for a payment still waiting to be accepted.
  public static func doneDetail(_ transaction: Transaction) -> LocalizedCopy? {
    guard transaction.kind == .sent, transaction.status == .pending else { return nil }
    return arrival(name: transaction.counterparty.name, acceptsAtOnce: false)
  }
  public static func turnOnReason(_ kind: BiometryType) -> LocalizedCopy {
    LocalizedCopy("payme.onboarding.turnOnReason", "Turn on %@ for payments", .text(kind.displayName))
  }
  /// What VoiceOver announces once the money has gone, or the request.
  public static func sentAnnouncement(_ transaction: Transaction, locale: Locale) -> LocalizedCopy {
    LocalizedCopy(
      "payme.a11y.sent", "Sent %@ to %@", .text(transaction.amount.formatted(locale: locale)),
      .text(transaction.counterparty.name))
  }
  public static func requestSentAnnouncement(_ transaction: Transaction, locale: Locale) -> LocalizedCopy {
    LocalizedCopy(
      "payme.a11y.requested", "Requested %@ from %@", .text(transaction.amount.formatted(locale: locale)),
      .text(transaction.counterparty.name))
  }

  public static let appName = LocalizedCopy("payme.app.name", "PayMe")
  public static let myCode = LocalizedCopy("payme.code.myCode", "My Code")
  public static let scanCode = LocalizedCopy("payme.code.scan", "Scan a Code")
  public static let myCodeCaption = LocalizedCopy(
    "payme.code.myCodeCaption", "Show this code to be paid. Anyone with PayMe can scan it.")
  public static let scanCaption = LocalizedCopy("payme.code.scanCaption", "Point your camera at someone's PayMe code.")
  public static let chooseFromContacts = LocalizedCopy("payme.send.chooseFromContacts", "Choose from Contacts")
  public static func myCodeLabel(_ name: String) -> LocalizedCopy {
    LocalizedCopy("payme.code.myCodeLabel", "QR code to pay %@", .text(name))
  }
  public static let homeTitle = LocalizedCopy("payme.home.title", "PayMe")
  public static let balance = LocalizedCopy("payme.home.balance", "Balance")
  public static let available = LocalizedCopy("payme.home.available", "Available")
  /// Not words: the dots stand for the amount in every language.
  public static let hiddenAmount = "••••••"
  public static let amountHidden = LocalizedCopy("payme.home.amountHidden", "Amount hidden")
  public static let send = LocalizedCopy("payme.send.send", "Send")
  public static let request = LocalizedCopy("payme.request.request", "Request")
  public static let sendMoney = LocalizedCopy("payme.home.sendMoney", "Send Money")
  public static let requestMoney = LocalizedCopy("payme.home.requestMoney", "Request Money")
  public static let recentActivity = LocalizedCopy("payme.home.recentActivity", "Recent Activity")
  public static let seeAll = LocalizedCopy("payme.home.seeAll", "See All")
  public static let activity = LocalizedCopy("payme.activity.title", "Activity")
  public static let account = LocalizedCopy("payme.account.title", "Account")
  public static let settings = LocalizedCopy("payme.settings.title", "Settings")
  public static let chooseRecipient = LocalizedCopy("payme.send.chooseRecipient", "Choose Recipient")
  public static let amount = LocalizedCopy("payme.send.amount", "Amount")
  public static let note = LocalizedCopy("payme.send.note", "Note")
  public static let notePlaceholder = LocalizedCopy("payme.send.notePlaceholder", "What's it for?")
  public static let review = LocalizedCopy("payme.send.review", "Review")
  public static let `continue` = LocalizedCopy("payme.send.continue", "Continue")
  public static let sendRequest = LocalizedCopy("payme.request.sendRequest", "Send Request")
  public static let done = LocalizedCopy("payme.common.done", "Done")
  public static let sent = LocalizedCopy("payme.status.sent", "Sent")
  public static let requested = LocalizedCopy("payme.status.requested", "Requested")
  public static let received = LocalizedCopy("payme.status.received", "Received")
  public static let pending = LocalizedCopy("payme.status.pending", "Pending")
  public static let declined = LocalizedCopy("payme.status.declined", "Declined")
  public static let cancelled = LocalizedCopy("payme.status.cancelled", "Canceled")
  public static let remind = LocalizedCopy("payme.request.remind", "Remind")
  public static let reminded = LocalizedCopy("payme.request.reminded", "Reminded")
  public static let recents = LocalizedCopy("payme.send.recents", "Recents")
  public static let searchContacts = LocalizedCopy("payme.send.searchContacts", "Name or @handle")
  public static let requestedFromYou = LocalizedCopy("payme.status.requestedFromYou", "Requested from You")
  public static let paid = LocalizedCopy("payme.status.paid", "Paid")
  public static let pay = LocalizedCopy("payme.request.pay", "Pay")
  public static let decline = LocalizedCopy("payme.request.decline", "Decline")
  public static let cancelRequest = LocalizedCopy("payme.request.cancelRequest", "Cancel Request")
  public static let cancel = LocalizedCopy("payme.common.cancel", "Cancel")
  public static let waitingToAccept = LocalizedCopy("payme.status.waitingToAccept", "Waiting to Accept")
  public static let cancelPayment = LocalizedCopy("payme.send.cancelPayment", "Cancel Payment")
  public static let searchActivity = LocalizedCopy("payme.activity.search", "Name, note or amount")
  public static let splitBill = LocalizedCopy("payme.split.title", "Split a Bill")
  public static let appLock = LocalizedCopy("payme.settings.appLock", "App Lock")
  /// Named for what the device has: Touch ID iPhones are not told about Face ID.
  public static func appLockFooter(_ kind: BiometryType, delay: AppLockDelay = .immediately) -> LocalizedCopy {
    let away: LocalizedCopy
    switch delay {
    case .immediately:
      return kind == .none
        ? LocalizedCopy(
          "payme.settings.appLockFooterPasscode", "Asks for your passcode each time you come back to PayMe.")
        : LocalizedCopy(
          "payme.settings.appLockFooter", "Asks for %@ or your passcode each time you come back to PayMe.",
          .text(kind.displayName))
    case .oneMinute: away = LocalizedCopy("payme.settings.awayOneMinute", "a minute")
    case .fiveMinutes: away = LocalizedCopy("payme.settings.awayFiveMinutes", "5 minutes")
    case .fifteenMinutes: away = LocalizedCopy("payme.settings.awayFifteenMinutes", "15 minutes")
    case .oneHour: away = LocalizedCopy("payme.settings.awayOneHour", "an hour")
    }
    return kind == .none
      ? LocalizedCopy(
        "payme.settings.appLockFooterAwayPasscode",
        "Asks for your passcode when PayMe has been away %@ or more, and each time it opens.", .text(away.text))
      : LocalizedCopy(
        "payme.settings.appLockFooterAway",
        "Asks for %@ or your passcode when PayMe has been away %@ or more, and each time it opens.",
        .text(kind.displayName), .text(away.text))
  }
  /// App Lock's delay picker ("Require: After 5 Minutes").
  public static let appLockRequire = LocalizedCopy("payme.settings.appLockRequire", "Require")
  public static let unlock = LocalizedCopy("payme.lock.unlock", "Unlock PayMe")
  public static let locked = LocalizedCopy("payme.lock.locked", "PayMe Is Locked")
  public static let unlockReason = LocalizedCopy("payme.lock.unlockReason", "Unlock PayMe")
  public static let turnOnAppLockReason = LocalizedCopy("payme.settings.turnOnAppLockReason", "Turn on App Lock")
  public static let turnOffAppLockReason = LocalizedCopy("payme.settings.turnOffAppLockReason", "Turn off App Lock")
  /// Face ID's reason (and the passcode sheet's) when a longer Require loosens App Lock.
  public static let requireLongerReason = LocalizedCopy(
    "payme.settings.requireLongerReason", "Let App Lock ask less often")
  public static let bill = LocalizedCopy("payme.split.bill", "Bill")
  public static let includeMe = LocalizedCopy("payme.split.includeMe", "Include My Share")
  public static let myShare = LocalizedCopy("payme.split.myShare", "My Share")
  public static let splitWith = LocalizedCopy("payme.split.splitWith", "Split With")
  public static func sendSplitRequests(_ count: Int) -> LocalizedCopy {
    .plural("payme.split.sendRequests", count: count, one: "Request from 1 Person", other: "Request from %lld People")
  }
  public static let choosePeopleToSplit = LocalizedCopy("payme.split.choosePeople", "Choose People to Split With")
  public static func splitAnnouncement(_ count: Int) -> LocalizedCopy {
    .plural("payme.a11y.splitSent", count: count, one: "Sent 1 request", other: "Sent %lld requests")
  }
  public static let filter = LocalizedCopy("payme.activity.filter", "Filter")
  public static let show = LocalizedCopy("payme.activity.show", "Show")
  public static let receipt = LocalizedCopy("payme.receipt.title", "PayMe Receipt")
  public static let shareReceipt = LocalizedCopy("payme.receipt.share", "Share Receipt")

  public static let amountEmpty = LocalizedCopy("payme.amount.empty", "Enter an amount.")
  public static let amountMalformed = LocalizedCopy("payme.amount.malformed", "That doesn't look like an amount.")
  public static let amountZero = LocalizedCopy("payme.amount.zero", "Enter an amount greater than zero.")
  public static let amountNegative = LocalizedCopy("payme.amount.negative", "Amounts can't be negative.")
  public static let amountAboveBalance = LocalizedCopy("payme.amount.aboveBalance", "That's more than your balance.")

  public static let security = LocalizedCopy("payme.settings.security", "Security")
  public static let notifications = LocalizedCopy("payme.settings.notifications", "Notifications")
  public static let appearance = LocalizedCopy("payme.settings.appearance", "Appearance")
  public static let hideBalance = LocalizedCopy("payme.settings.hideBalance", "Hide Balance")
  public static let hideBalanceFooter = LocalizedCopy(
    "payme.settings.hideBalanceFooter", "Shows •••••• until you tap the balance.")
  public static let demo = LocalizedCopy("payme.settings.demo", "Demo")
  public static let openSettings = LocalizedCopy("payme.common.openSettings", "Open Settings")
  public static let receiptDisclaimer = LocalizedCopy(
    "payme.receipt.disclaimer", "Made in the PayMe demo: no real money was moved.")
  public static let resetDemoData = LocalizedCopy("payme.settings.resetDemoData", "Reset Demo Data")
  public static let demoFooter = LocalizedCopy(
    "payme.settings.demoFooter",
    "PayMe is a demo: every account, contact and payment is made up and stays on this iPhone.")
}

/// The onboarding screens (PM-9): a centred symbol, a Large Title, a centred description, a blue "Learn more"
/// link and a bottom call to action.
public struct OnboardingPage: Equatable, Sendable {
  public let symbol: String
  public let title: LocalizedCopy
  public let description: LocalizedCopy
  public let learnMore: LocalizedCopy
  /// Where "Learn more" leads: PayMe's own page about the demo, or Apple's article on the device's check.
  public let learnMoreTarget: LearnMore
  public let action: LocalizedCopy
  public let secondaryAction: LocalizedCopy?

  /// The pages for a device: the second names what it really has (Face ID, Touch ID, Optic ID or a passcode).
  public static func pages(for kind: BiometryType) -> [OnboardingPage] {
    let name = kind.displayName
    let guide: String
    let description: LocalizedCopy
    let turnOn: LocalizedCopy
    switch kind {
    case .none:
      guide = "https://support.apple.com/en-us/119586"
      description = LocalizedCopy(
        "payme.onboarding.protectPasscode",
        "Every payment is confirmed with your passcode so only you can send money.")
      turnOn = LocalizedCopy("payme.onboarding.usePasscode", "Use Passcode")
    case .faceID, .touchID, .opticID:
      guide =
        kind == .faceID
        ? "https://support.apple.com/en-us/108411"
        : kind == .touchID ? "https://support.apple.com/en-us/102528" : "https://support.apple.com/en-us/118483"
      description = LocalizedCopy(
        "payme.onboarding.protectBiometry",
        "Every payment is confirmed with %@, or your passcode, so only you can send money.", .text(name))
      turnOn = LocalizedCopy("payme.onboarding.turnOn", "Turn On %@", .text(name))
    }
    return [
      OnboardingPage(
        symbol: "creditcard", title: LocalizedCopy("payme.onboarding.welcomeTitle", "Welcome to PayMe"),
        description: LocalizedCopy(
          "payme.onboarding.welcomeDescription",
          "Send and request money from friends in seconds. This is a demo: the money and the people are made up, and nothing leaves your iPhone."
        ),
        learnMore: LocalizedCopy("payme.onboarding.learnMoreDemo", "Learn more about this demo"),
        learnMoreTarget: .aboutDemo, action: PayMeCopy.continue, secondaryAction: nil),
      OnboardingPage(
        symbol: kind.systemImage, title: LocalizedCopy("payme.onboarding.protectTitle", "Protect Your Payments"),
        description: description,
        learnMore: LocalizedCopy("payme.onboarding.learnMoreCheck", "Learn more about %@", .text(name)),
        learnMoreTarget: .article(guide), action: turnOn,
        secondaryAction: LocalizedCopy("payme.onboarding.notNow", "Not Now")),
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
  public static let title = LocalizedCopy("payme.aboutDemo.title", "About This Demo")
  public static let paragraphs = [
    LocalizedCopy(
      "payme.aboutDemo.what",
      "PayMe shows how sending and requesting money feels on iPhone. Your balance, your contacts and every payment are made up for the demo."
    ),
    LocalizedCopy(
      "payme.aboutDemo.nothingMoves",
      "No real money moves and nothing leaves this iPhone: there is no bank, no account and no server behind it."),
    LocalizedCopy(
      "payme.aboutDemo.confirmed",
      "Payments are still confirmed with Face ID, Touch ID or your passcode, as a real payments app would ask."),
    LocalizedCopy("payme.aboutDemo.startOver", "To start over, choose Reset Demo Data in PayMe's Settings."),
  ]
}

/// The Security section and the Send button's hint: what confirms a payment on this device, as it is now.
public struct SecurityCopy: Equatable, Sendable {
  /// The row's label and value ("Confirm Payments", "Face ID or Passcode").
  public let title = LocalizedCopy("payme.settings.confirmPayments", "Confirm Payments")
  public let value: LocalizedCopy
  public let footer: LocalizedCopy
  /// The Open Settings button under the row: shown where the user can change something in Settings.
  public let opensSettings: Bool
  public let sendHint: LocalizedCopy

  public init(_ method: PaymentCheck.Method) {
    let passcode = LocalizedCopy("payme.settings.passcode", "Passcode")
    let withPasscode = LocalizedCopy("payme.send.hintPasscode", "Confirms with your passcode")
    switch method {
    case .biometrics(let kind):
      let name = kind.displayName
      value = LocalizedCopy("payme.settings.biometryOrPasscode", "%@ or Passcode", .text(name))
      footer = LocalizedCopy(
        "payme.settings.footerBiometry",
        "Every payment asks for %@. If %@ doesn't recognize you, you can enter your passcode.", .text(name),
        .text(name))
      opensSettings = false
      sendHint = LocalizedCopy("payme.send.hintBiometry", "Confirms with %@", .text(name))
    case .passcodeBecauseDenied(let kind):
      let name = kind.displayName
      value = passcode
      footer = LocalizedCopy(
        "payme.settings.footerDenied",
        "%@ is off for PayMe, so payments ask for your passcode. To use %@, allow it in Settings.", .text(name),
        .text(name))
      opensSettings = true
      sendHint = withPasscode
    case .passcode:
      value = passcode
      footer = LocalizedCopy("payme.settings.footerPasscode", "Every payment asks for your iPhone passcode.")
      opensSettings = false
      sendHint = withPasscode
    case .nothing(let kind):
      value = LocalizedCopy("payme.settings.notSetUp", "Not Set Up")
      // No button: PayMe's own Settings page cannot set a passcode.
      footer = LocalizedCopy(
        "payme.settings.footerNoPasscode", "To send money, set a passcode for this iPhone in %@.",
        .text(kind.passcodeSettings))
      opensSettings = false
      sendHint = LocalizedCopy("payme.send.hintNoPasscode", "Needs a passcode on this iPhone")
    }
  }
}

extension PayMeCopy {
  /// A new entry refused at the history's cap (`PaymentError.historyFull`), in the payment alert and under a
  /// bank move's amount.
  public static let activityFull = LocalizedCopy(
    "payme.alert.paymentFailed.historyFull",
    "PayMe's activity is full. Share your statements from Activity if you want them, then Reset Demo Data in Settings to start again."
  )
}
