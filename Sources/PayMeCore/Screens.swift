import DesignSystem
import Foundation

/// Where the navigation stack can go (PM-4): pushed screens slide in with the system's transition.
public enum PayMeRoute: Hashable, Sendable {
  case account
  case activity
  case transaction(String)
  case settings
}

/// How each screen's navigation bar looks: a large title on top-level screens (it collapses as the list
/// scrolls), an inline one on detail screens; the back button shows the previous screen's title (PM-4.2, 4.3).
public struct NavigationBarStyle: Equatable, Sendable {
  public let title: String
  public let largeTitle: Bool

  public static let home = NavigationBarStyle(title: PayMeCopy.homeTitle, largeTitle: true)
  public static let account = NavigationBarStyle(title: PayMeCopy.account, largeTitle: true)
  public static let activity = NavigationBarStyle(title: PayMeCopy.activity, largeTitle: true)
  public static let settings = NavigationBarStyle(title: PayMeCopy.settings, largeTitle: true)
  public static let transaction = NavigationBarStyle(title: "Payment", largeTitle: false)

  public static func of(_ route: PayMeRoute) -> NavigationBarStyle {
    switch route {
    case .account: account
    case .activity: activity
    case .transaction: transaction
    case .settings: settings
    }
  }

  /// The system's push transition (PM-4.4, PM-10.1): UINavigationController's slide, about 0.25 s.
  public static let transition = Motion.standard
}

/// One row of a grouped list, as the dashboard and detail screens show it (PM-8.2).
public struct RowValue: Equatable, Sendable, Identifiable {
  public let id: String
  public let title: String
  public let subtitle: String?
  public let value: String?
  public let systemImage: String?
  public let showsChevron: Bool
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
  public let balanceTitle: String
  public let balance: String
  public let balanceAccessibilityLabel: String
  public let holder: String
  public let actions: [RowValue]
  public let recent: [RowValue]

  public static let recentCount = 5

  public init(ledger: Ledger, settings: PayMeSettings, revealed: Bool, locale: Locale = .current, now: Date) {
    let hidden = settings.hideBalance && !revealed
    balanceTitle = PayMeCopy.balance
    balance = hidden ? PayMeCopy.hiddenAmount : ledger.balance.formatted(locale: locale)
    balanceAccessibilityLabel =
      hidden ? "Balance hidden. Double-tap to show." : "Balance, \(ledger.balance.formatted(locale: locale))"
    holder = ledger.holderName
    actions = [
      RowValue(
        id: "send", title: PayMeCopy.sendMoney, subtitle: nil, value: nil, systemImage: "arrow.up.circle",
        showsChevron: true, accessibilityLabel: PayMeCopy.sendMoney),
      RowValue(
        id: "request", title: PayMeCopy.requestMoney, subtitle: nil, value: nil, systemImage: "arrow.down.circle",
        showsChevron: true, accessibilityLabel: PayMeCopy.requestMoney),
    ]
    recent = ledger.transactions.prefix(Self.recentCount).map {
      Self.row($0, hideAmounts: hidden, locale: locale, now: now)
    }
  }

  /// A history row: who, what for, and the signed amount (or the request's status).
  public static func row(_ transaction: Transaction, hideAmounts: Bool, locale: Locale, now: Date) -> RowValue {
    let amount = hideAmounts ? PayMeCopy.hiddenAmount : signedAmount(transaction, locale: locale)
    let status =
      switch (transaction.kind, transaction.status) {
      case (.request, .pending): PayMeCopy.pending
      case (.request, .declined): PayMeCopy.declined
      case (.request, .cancelled): PayMeCopy.cancelled
      case (.request, _): PayMeCopy.requested
      case (.sent, _): PayMeCopy.sent
      case (.received, _): PayMeCopy.received
      }
    let when = RelativeDay.text(transaction.date, now: now)
    return RowValue(
      id: transaction.id, title: transaction.counterparty.name, subtitle: "\(transaction.note) · \(when)",
      value: amount, systemImage: nil, showsChevron: true,
      accessibilityLabel:
        "\(status), \(transaction.counterparty.name), \(hideAmounts ? "amount hidden" : amount), \(transaction.note), \(when)"
    )
  }

  /// "−$18.75" for money out, "+$42.50" for money in, the plain amount for a request.
  public static func signedAmount(_ transaction: Transaction, locale: Locale) -> String {
    let text = transaction.amount.formatted(locale: locale)
    switch transaction.kind {
    case .sent: return "−" + text
    case .received: return "+" + text
    case .request: return text
    }
  }
}

/// "Today", "Yesterday", or the date, as Wallet labels activity.
public enum RelativeDay {
  public static func text(_ date: Date, now: Date, calendar: Calendar = .current) -> String {
    if calendar.isDate(date, inSameDayAs: now) { return "Today" }
    if let yesterday = calendar.date(byAdding: .day, value: -1, to: now), calendar.isDate(date, inSameDayAs: yesterday)
    {
      return "Yesterday"
    }
    return date.formatted(date: .abbreviated, time: .omitted)
  }
}

/// Every interactive element of every screen, as VoiceOver meets it (PM-16.3, PM-16.4): label, hint where the
/// action is not obvious, traits, and the hit target it is laid out at.
public struct AccessibleControl: Equatable, Sendable {
  public enum Trait: String, Sendable { case button, header, link, toggle, adjustable, staticText, selected }

  public let screen: String
  public let label: String
  public let hint: String?
  public let traits: Set<Trait>
  public let hitTarget: (width: Double, height: Double)

  public static func == (a: AccessibleControl, b: AccessibleControl) -> Bool {
    a.screen == b.screen && a.label == b.label && a.hint == b.hint && a.traits == b.traits
      && a.hitTarget == b.hitTarget
  }

  /// The catalogue the SwiftUI views read their labels from.
  public static let all: [AccessibleControl] = {
    let row = (width: 390.0, height: HitTarget.minimum)
    let button = (width: 390.0, height: HitTarget.largeButtonHeight)
    var controls: [AccessibleControl] = [
      .init(screen: "Onboarding", label: "Continue", hint: nil, traits: [.button], hitTarget: button),
      .init(
        screen: "Onboarding", label: "Learn more", hint: "Opens Apple Support in Safari", traits: [.link],
        hitTarget: row),
      .init(screen: "Onboarding", label: "Turn On Face ID", hint: nil, traits: [.button], hitTarget: button),
      .init(screen: "Onboarding", label: "Not Now", hint: nil, traits: [.button], hitTarget: row),
      .init(
        screen: "Home", label: "Balance", hint: "Double-tap to show or hide", traits: [.button], hitTarget: (390, 88)),
      .init(screen: "Home", label: PayMeCopy.sendMoney, hint: nil, traits: [.button], hitTarget: row),
      .init(screen: "Home", label: PayMeCopy.requestMoney, hint: nil, traits: [.button], hitTarget: row),
      .init(screen: "Home", label: PayMeCopy.seeAll, hint: "Shows all activity", traits: [.button], hitTarget: row),
      .init(screen: "Home", label: PayMeCopy.settings, hint: nil, traits: [.button], hitTarget: (44, 44)),
      .init(screen: "Send", label: PayMeCopy.amount, hint: "Enter the amount to send", traits: [], hitTarget: row),
      .init(screen: "Send", label: PayMeCopy.note, hint: nil, traits: [], hitTarget: row),
      .init(screen: "Send", label: PayMeCopy.continue, hint: nil, traits: [.button], hitTarget: button),
      .init(
        screen: "Review", label: PayMeCopy.send, hint: PayMeCopy.confirmsWith(.faceID), traits: [.button],
        hitTarget: button),
      .init(
        screen: "Settings", label: PayMeCopy.biometricsForPayments(.faceID), hint: nil, traits: [.toggle],
        hitTarget: row),
      .init(screen: "Settings", label: PayMeCopy.notifications, hint: nil, traits: [.toggle], hitTarget: row),
      .init(screen: "Settings", label: PayMeCopy.hideBalance, hint: nil, traits: [.toggle], hitTarget: row),
      .init(screen: "Settings", label: PayMeCopy.appearance, hint: nil, traits: [.adjustable], hitTarget: row),
      .init(
        screen: "Settings", label: PayMeCopy.resetDemoData, hint: "Asks before resetting", traits: [.button],
        hitTarget: row),
    ]
    controls += DemoData.contacts.map {
      .init(screen: "Choose Recipient", label: "\($0.name), \($0.handle)", hint: nil, traits: [.button], hitTarget: row)
    }
    return controls
  }()
}
