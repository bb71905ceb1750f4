import Foundation
import Localization

/// Add Money and Transfer to Bank type their amount on the payment's keypad: the same keys, the same rules, the
/// same haptic for each key.
extension BankTransferModel: AmountKeypadTyping {
  public var keypad: AmountKeypad { AmountKeypad(entry: entry) }
  public var amountDisplay: String { keypad.display(entry, locale: locale) }
  public var amountSpoken: String { keypad.spoken(entry, locale: locale) }
  public var amountHint: LocalizedCopy { PayMeCopy.bankAmountHint(move) }

  /// Nothing is typed while the check is up or after.
  public var acceptsAmountKeys: Bool { step == .entry }

  /// Taken, it clears the error the sheet said; refused with a reason (a third decimal, past the demo's limit),
  /// the reason shows in the keypad's bar and is said when it is new.
  public func keep(_ change: AmountKeyChange) {
    entry = change.entry
    if change.taken {
      error = nil
    } else if let reason = change.refusal {
      if reason != error { events.onAnnounce(reason.message(locale: locale)) }
      error = reason
    }
    events.onKey(change.taken)
  }
}
