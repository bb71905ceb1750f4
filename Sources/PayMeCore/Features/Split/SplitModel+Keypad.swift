import Foundation
import Localization

/// Split a Bill types the bill on the payment's keypad: the same keys, the same rules, the same haptic for each
/// key. The shares are worked out from the Decimal bill (`BillSplit`), the remainder cents exactly.
extension SplitModel: AmountKeypadTyping {
  /// A bill may be more than one payment's limit (four people sharing $12,000): each share is held to the limit
  /// when it is requested (`SplitModel.send`, all or none), so the bill's own bound is the limit for each
  /// person it can be split between.
  public var keypad: AmountKeypad {
    AmountKeypad(entry: entry, limit: Ledger.paymentLimit * Decimal(BillSplit.maximumPeople))
  }
  public var amountDisplay: String { keypad.display(entry, locale: locale) }
  public var amountSpoken: String { keypad.spoken(entry, locale: locale) }
  public var amountHint: LocalizedCopy { PayMeCopy.splitAmountHint }

  /// Nothing is typed once sent.
  public var acceptsAmountKeys: Bool { sent == nil }

  /// Taken, the preview follows the new bill; refused with a reason, the reason is shown and said (and felt as
  /// the error); refused for nothing to say (Delete on nothing), felt only.
  public func keep(_ change: AmountKeyChange) {
    entry = change.entry
    if change.taken {
      events.onKey(true)
      changed()
    } else if let reason = change.refusal {
      refuse(.amount(reason))
    } else {
      events.onKey(false)
    }
  }
}
