import DesignSystem
import Foundation
import Localization

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

/// One row of a grouped list, as the dashboard and detail screens show it. Its chevron is the system's: each row
/// that pushes is a `NavigationLink` in a `List` (PM-8.2, seen on a device only).
public struct RowValue: Equatable, Sendable, Identifiable {
  public let id: String
  public let title: String
  public let subtitle: String?
  public let value: String?
  public let systemImage: String?
  /// What VoiceOver reads for the whole row.
  public let accessibilityLabel: String
}

/// How a row lays out its title and value: side by side, or stacked at the accessibility text sizes, where
/// side by side would squeeze both into truncation (PM-16.1).
public enum RowLayout: Sendable, Equatable {
  case horizontal, vertical

  public static func of(_ size: DynamicTypeSize) -> RowLayout { size.isAccessibilitySize ? .vertical : .horizontal }
}

/// The dashboard as values: the Wallet-style summary, the actions, the recent activity (PM-8).
public struct Dashboard: Equatable, Sendable {
  public let balanceTitle: LocalizedCopy
  public let balance: String
  public let balanceAccessibilityLabel: String
  public let balanceAccessibilityHint: String?
  /// The card is a button only while Hide Balance is on (a tap shows or hides the amount); otherwise it is
  /// plain text, and VoiceOver does not announce a button that does nothing.
  public let balanceIsButton: Bool
  public let holder: String
  public let actions: [RowValue]
  /// Under the balance card, as Apple Cash's card offers them: Add Money and Transfer to Bank.
  public let balanceActions: [RowValue]
  public let recent: [RowValue]

  public static let recentCount = 5

  public init(ledger: Ledger, settings: PayMeSettings, revealed: Bool, locale: Locale = .current, now: Date) {
    let hidden = settings.hideBalance && !revealed
    balanceTitle = PayMeCopy.balance
    balance = hidden ? PayMeCopy.hiddenAmount : ledger.balance.formatted(locale: locale)
    balanceAccessibilityLabel =
      hidden
      ? LocalizedCopy("payme.a11y.balanceHidden", "Balance hidden").text
      : LocalizedCopy("payme.a11y.balance", "Balance, %@", .text(ledger.balance.formatted(locale: locale))).text
    // What a tap does is a hint, not part of the name (Voice Control and Switch Control users do not double-tap).
    balanceAccessibilityHint =
      settings.hideBalance
      ? (hidden
        ? LocalizedCopy("payme.a11y.showsBalance", "Shows the balance").text
        : LocalizedCopy("payme.a11y.hidesBalance", "Hides the balance").text) : nil
    balanceIsButton = settings.hideBalance
    holder = ledger.holderName
    actions = [
      RowValue(
        id: "send", title: PayMeCopy.sendMoney.text, subtitle: nil, value: nil, systemImage: "arrow.up.circle",
        accessibilityLabel: PayMeCopy.sendMoney.text),
      RowValue(
        id: "request", title: PayMeCopy.requestMoney.text, subtitle: nil, value: nil, systemImage: "arrow.down.circle",
        accessibilityLabel: PayMeCopy.requestMoney.text),
      RowValue(
        id: "split", title: PayMeCopy.splitBill.text, subtitle: nil, value: nil, systemImage: "person.3",
        accessibilityLabel: PayMeCopy.splitBill.text),
      RowValue(
        id: "mycode", title: PayMeCopy.myCode.text, subtitle: nil, value: nil, systemImage: "qrcode",
        accessibilityLabel: PayMeCopy.myCode.text),
      RowValue(
        id: "scan", title: PayMeCopy.scanCode.text, subtitle: nil, value: nil, systemImage: "qrcode.viewfinder",
        accessibilityLabel: PayMeCopy.scanCode.text),
    ]
    balanceActions = [
      RowValue(
        id: "addmoney", title: PayMeCopy.addMoney.text, subtitle: nil, value: nil, systemImage: "plus.circle",
        accessibilityLabel: PayMeCopy.addMoney.text),
      RowValue(
        id: "transfer", title: PayMeCopy.transferToBank.text, subtitle: nil, value: nil,
        systemImage: "building.columns", accessibilityLabel: PayMeCopy.transferToBank.text),
    ]
    recent = ledger.transactions.prefix(Self.recentCount).map {
      Self.row($0, hideAmounts: hidden, locale: locale, now: now)
    }
  }

  /// A request, or a payment not (or no longer) on its way, says where it stands in the row itself.
  static func showsStatus(_ transaction: Transaction) -> Bool {
    transaction.kind == .request || transaction.kind == .incoming || transaction.kind == .addedMoney
      || transaction.kind == .bankTransfer || (transaction.kind == .sent && transaction.status != .completed)
  }

  /// A history row: who, what for, and the signed amount (or the request's status).
  public static func row(_ transaction: Transaction, hideAmounts: Bool, locale: Locale, now: Date) -> RowValue {
    let amount = hideAmounts ? PayMeCopy.hiddenAmount : signedAmount(transaction, locale: locale)
    let statusCopy: LocalizedCopy =
      switch (transaction.kind, transaction.status) {
      case (.request, .pending): PayMeCopy.pending
      case (.request, .declined): PayMeCopy.declined
      case (.request, .cancelled): PayMeCopy.cancelled
      case (.request, _): PayMeCopy.requested
      case (.incoming, .pending): PayMeCopy.requestedFromYou
      case (.incoming, .declined): PayMeCopy.declined
      case (.incoming, _): PayMeCopy.paid
      case (.sent, .pending): PayMeCopy.waitingToAccept
      case (.sent, .cancelled): PayMeCopy.cancelled
      case (.sent, .returned): PayMeCopy.returned
      case (.sent, _): PayMeCopy.sent
      case (.received, _): PayMeCopy.received
      case (.addedMoney, _): PayMeCopy.addMoney
      case (.bankTransfer, _): transaction.speed?.title ?? PayMeCopy.transferToBank
      }
    let status = statusCopy.text
    let when = RelativeDay.text(transaction.date, now: now, locale: locale)
    // A request shows where it stands (Pending, Declined, Cancelled) in the row itself, not only to VoiceOver;
    // an empty note leaves no separator behind.
    let subtitle =
      ([Self.showsStatus(transaction) ? status : nil, transaction.note, when]
      as [String?])
      .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
    let spoken = [
      status, transaction.counterparty.name,
      hideAmounts ? LocalizedCopy("payme.a11y.amountHidden", "amount hidden").text : amount, transaction.note, when,
    ]
    .filter { !$0.isEmpty }.joined(separator: ", ")
    return RowValue(
      id: transaction.id, title: transaction.counterparty.name, subtitle: subtitle, value: amount, systemImage: nil,
      accessibilityLabel: spoken)
  }

  /// Money out or in with its sign where the locale puts it ("-$18.75", "+$42.50", "-18,75 €"), the plain
  /// amount for a request.
  public static func signedAmount(_ transaction: Transaction, locale: Locale) -> String {
    switch transaction.kind {
    case .request, .incoming: transaction.amount.formatted(locale: locale)
    case .sent, .received, .addedMoney, .bankTransfer: transaction.balanceChange.signedFormatted(locale: locale)
    }
  }
}

/// "Today", "Yesterday" (in the user's language, from the formatter's own relative day names), or the date in
/// the user's locale, as Wallet labels activity. Days are counted in `calendar`, from `now`, never the clock.
public enum RelativeDay {
  public static func text(_ date: Date, now: Date, locale: Locale = .current, calendar: Calendar = .current)
    -> String
  {
    let day = calendar.startOfDay(for: date)
    let today = calendar.startOfDay(for: now)
    if let days = calendar.dateComponents([.day], from: today, to: day).day, days == 0 || days == -1,
      let named = named(day, from: today, days: days, locale: locale, calendar: calendar)
    {
      return named
    }
    var style = Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, calendar: calendar)
    style.timeZone = calendar.timeZone
    return date.formatted(style)
  }

  /// The locale's word for the day `days` away from today ("Today", "Hier", "昨日"): Foundation's relative
  /// day names (ICU's), from `RelativeDateTimeFormatter` on Apple platforms (iOS 13+; the iOS 17 SDK has no
  /// anchored format style) and from the anchored relative format style in swift-foundation elsewhere.
  private static func named(_ day: Date, from today: Date, days: Int, locale: Locale, calendar: Calendar) -> String? {
    #if canImport(Darwin)
      let formatter = RelativeDateTimeFormatter()
      formatter.locale = locale
      formatter.calendar = calendar
      formatter.dateTimeStyle = .named
      formatter.unitsStyle = .full
      formatter.formattingContext = .beginningOfSentence
      return formatter.localizedString(from: DateComponents(day: days))
    #else
      return Date.AnchoredRelativeFormatStyle(
        anchor: day, allowedFields: [.day], presentation: .named, unitsStyle: .wide, locale: locale,
        calendar: calendar, capitalizationContext: .beginningOfSentence
      ).format(today)
    #endif
  }
}

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

extension Contact {
  /// What VoiceOver reads for a contact row: the name, then the handle.
  public var accessibilityLabel: String { "\(name), \(handle)" }
}
