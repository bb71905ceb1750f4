import Foundation
import Localization

/// Add Money and Transfer to Bank type their amount on the payment's keypad: the same keys, the same rules, the
/// same haptic for each key.
extension BankTransferModel: AmountKeypadInput {
  public var keypad: AmountKeypad { AmountKeypad(entry: entry) }
  public var amountDisplay: String { keypad.display(entry, locale: locale) }
  public var amountSpoken: String { keypad.spoken(entry, locale: locale) }
  public var amountHint: LocalizedCopy { PayMeCopy.bankAmountHint(move) }

  /// A key: taken, it clears the error the sheet said; refused with a reason (a third decimal, past the demo's
  /// limit), the reason shows under the amount and is said. Nothing is typed while the check is up or after.
  public func press(_ key: AmountKey) {
    guard step == .entry else { return }
    var entry = self.entry
    let result = keypad.press(key, on: &entry)
    self.entry = entry
    switch result {
    case .taken: error = nil
    case .refused(let reason?):
      if reason != error { onMessage(reason.message(locale: locale)) }
      error = reason
    case .refused(nil): break
    }
    onKey(result == .taken)
  }

  /// The Paste button's text, through the paste rules and the keypad's limit; refused whole, the amount stays.
  public func paste(_ text: String) {
    guard step == .entry else { return }
    let refusal = keypad.paste(text, on: &entry)
    error = refusal
    if let refusal { onMessage(refusal.message(locale: locale)) }
    onKey(refusal == nil)
  }
}
