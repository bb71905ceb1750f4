import Foundation
import Localization

/// "You sent $12.50 to Ana Ruiz 3 minutes ago. Send again?": Venmo and Cash App ask before a payment that looks
/// like one just made, the same amount to the same person, because the usual cause is a second tap or a sheet
/// opened again, not a second debt. PayMe asks on Send, before its own confirmation: "Send Again" stands for
/// that confirmation (the device owner check follows, as ever), Cancel leaves the review as it was.
public enum DuplicatePayment {
  /// Ten minutes: long enough to catch a payment sent again after the sheet was closed and opened again (or a
  /// link followed twice), short enough not to ask about a second coffee bought later with the same friend.
  public static let window: TimeInterval = 10 * 60

  /// The user's latest payment of `amount` to `recipient` within the window before `now`: one that went (or is
  /// waiting for someone new to accept it); a cancelled or returned payment moved nothing, so it does not count.
  /// The same person is the same contact or the same handle (someone paid as typed, then picked from Contacts).
  public static func recent(of amount: Money, to recipient: Contact, in ledger: Ledger, now: Date) -> Transaction? {
    ledger.transactions.filter { earlier in
      let elapsed = now.timeIntervalSince(earlier.date)
      return earlier.kind == .sent && (earlier.status == .completed || earlier.status == .pending)
        && earlier.amount == amount && elapsed >= 0 && elapsed < window
        && (earlier.counterparty.id == recipient.id
          || earlier.counterparty.handle.caseInsensitiveCompare(recipient.handle) == .orderedSame)
    }.max { $0.date < $1.date }
  }
}

extension PayMeAlerts {
  /// The question, in the system alert's shape: a short title, what happened in the message, and the two
  /// answers. "Send Again" is the payment's confirmation (`.payment(.confirm)`), so nothing asks twice.
  public static func duplicatePayment(_ earlier: Transaction, now: Date, locale: Locale = .current) -> PayMeAlert {
    let amount = earlier.amount.formatted(locale: locale)
    let name = earlier.counterparty.name
    let minutes = max(0, Int(now.timeIntervalSince(earlier.date) / 60))
    // When, as its own phrase (a plural holds only its count): "just now", "1 minute ago", "3 minutes ago".
    let when =
      minutes == 0
      ? LocalizedCopy("payme.alert.duplicate.justNow", "just now")
      : .plural("payme.alert.duplicate.minutesAgo", count: minutes, one: "1 minute ago", other: "%lld minutes ago")
    let message = LocalizedCopy(
      "payme.alert.duplicate.message", "You sent %1$@ to %2$@ %3$@.", .text(amount), .text(name), .text(when.text))
    return PayMeAlert(
      id: PayMeAlertID.duplicatePayment,
      title: LocalizedCopy("payme.alert.duplicate.title", "Send Again?").text,
      message: message.text,
      buttons: [
        cancel, .init(LocalizedCopy("payme.alert.duplicate.sendAgain", "Send Again").text, action: .payment(.confirm)),
      ])
  }
}
