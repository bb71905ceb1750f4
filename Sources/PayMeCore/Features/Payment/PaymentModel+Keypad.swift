import Foundation

extension PaymentFlow {
  /// The amount step's keypad, for this payment's currency and the user's separator.
  public var keypad: AmountKeypad { AmountKeypad(entry: entry) }

  /// A keypad key: taken, it clears the error; refused with a reason, the reason shows in the keypad's bar.
  @discardableResult
  public mutating func press(_ key: AmountKey) -> AmountKeyResult {
    guard step == .amount else { return .refused(nil) }
    var entry = self.entry
    let result = keypad.press(key, on: &entry)
    self.entry = entry
    switch result {
    case .taken: amountError = nil
    case .refused(let reason): if let reason { amountError = reason }
    }
    return result
  }

  /// Pasted text, through the paste rules (a leading symbol and spaces trimmed, the locale's separator only,
  /// digits of any numbering system) and the keypad's limit; refused whole, the amount stays as it was.
  @discardableResult
  public mutating func pasteAmount(_ raw: String) -> AmountError? {
    guard step == .amount else { return nil }
    var entry = self.entry
    var refusal = entry.paste(raw)
    if refusal == nil { refusal = keypad.refusal(of: entry.text) }
    if refusal == nil { self.entry = entry }
    amountError = refusal
    return refusal
  }
}

extension PaymentModel {
  /// The amount step's keypad (the view lays out its rows).
  public var keypad: AmountKeypad { flow.keypad }

  /// The big amount as typed, and what VoiceOver reads for it.
  public var amountDisplay: String { flow.keypad.display(flow.entry, locale: locale) }
  public var amountSpoken: String { flow.keypad.spoken(flow.entry, locale: locale) }

  /// A key of the amount keypad: each is felt (a tick taken, the error haptic refused, as Apple Cash's), and a
  /// new reason is said to VoiceOver.
  public func press(_ key: AmountKey) {
    guard events.isCurrent() else { return }
    let before = flow.amountError
    let result = flow.press(key)
    if case .refused(let reason?) = result, reason != before { events.onAnnounce(reason.message(locale: locale)) }
    events.onKey(result == .taken)
  }

  /// The Paste button's text (or a hardware keyboard's paste): taken whole through the paste rules, or refused
  /// whole with the reason; felt and said as a key is.
  public func paste(_ text: String) {
    guard events.isCurrent() else { return }
    let refusal = flow.pasteAmount(text)
    if let refusal { events.onAnnounce(refusal.message(locale: locale)) }
    events.onKey(refusal == nil)
  }
}
