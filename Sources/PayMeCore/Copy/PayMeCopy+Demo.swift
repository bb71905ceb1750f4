import Localization

// MARK: - The demo, said on every screen where money moves

/// App Review 2.2: after onboarding, nothing about the balance, a confirmation or a success screen may
/// pass for a real wallet. Each says it is a demo beside the words it already has (their own wording is kept), in
/// the same quiet style as Apple's own footnotes: a caption, an alert's last line, a subtitle.
extension PayMeCopy {
  /// Under the balance on the dashboard's card.
  public static let demoBalance = LocalizedCopy("payme.home.demoBalance", "Demo balance · No real money")
  /// What VoiceOver adds after the balance (the card is read as one element, so the caption is said with it).
  public static let demoBalanceSpoken = LocalizedCopy("payme.a11y.demoBalance", "demo balance, no real money")
  /// The last line of the "Send $25.00?" alert, and the review's footer under the Send button's form.
  public static let demoNoRealMoney = LocalizedCopy(
    "payme.send.demoNoRealMoney", "This is a demo: no real money moves.")
  /// The success screen's subtitle, under "Sent" or "Requested" and the amount.
  public static func doneDemoNote(_ transaction: Transaction) -> LocalizedCopy {
    switch transaction.kind {
    case .sent:
      LocalizedCopy("payme.done.demoPayment", "Demo payment: no real money moved.")
    case .request, .incoming, .received:
      LocalizedCopy("payme.done.demoRequest", "Demo request: no real money will move.")
    case .addedMoney, .bankTransfer:
      bankDemoFooter
    }
  }
}
