import Localization

// MARK: - Account, a transaction's details, Settings' other rows

extension PayMeCopy {
  public static let name = LocalizedCopy("payme.account.name", "Name")
  public static let currency = LocalizedCopy("payme.account.currency", "Currency")
  public static let contacts = LocalizedCopy("payme.account.contacts", "Contacts")
  public static let status = LocalizedCopy("payme.detail.status", "Status")
  public static let date = LocalizedCopy("payme.detail.date", "Date")
  public static let appearanceSystem = LocalizedCopy("payme.settings.appearanceSystem", "System")
  public static let appearanceLight = LocalizedCopy("payme.settings.appearanceLight", "Light")
  public static let appearanceDark = LocalizedCopy("payme.settings.appearanceDark", "Dark")
  public static let resetDemoDataHint = LocalizedCopy("payme.settings.resetDemoDataHint", "Asks before resetting")
  public static let privacyPolicy = LocalizedCopy("payme.settings.privacyPolicy", "Privacy Policy")
  public static let rateApp = LocalizedCopy("payme.settings.rate", "Rate PayMe")
  public static let contactSupport = LocalizedCopy("payme.settings.contactSupport", "Contact Support")
  public static let version = LocalizedCopy("payme.settings.version", "Version")
  /// The onboarding link's VoiceOver hint: it leaves PayMe.
  public static let opensSafari = LocalizedCopy("payme.onboarding.opensSafari", "Opens Apple Support in Safari")

  /// The status on a transaction's screen, in PayMe's words.
  public static func status(_ transaction: Transaction) -> LocalizedCopy {
    switch transaction.status {
    case .completed:
      switch transaction.kind {
      case .received: received
      case .incoming: paid
      case .sent, .request: sent
      case .addedMoney: moneyAdded
      case .bankTransfer: transferred
      }
    case .pending:
      switch transaction.kind {
      case .sent: waitingToAccept
      case .bankTransfer: transferOnItsWay
      default: pending
      }
    case .declined: declined
    case .cancelled: cancelled
    case .returned: returned
    }
  }
}
