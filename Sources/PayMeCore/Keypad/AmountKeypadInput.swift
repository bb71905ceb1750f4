import Foundation
import Localization

/// A sheet whose amount is typed on PayMe's keypad: the payment, Add Money and Transfer to Bank, and Split a
/// Bill. The view (`AmountDisplay`, `AmountKeypadView`) shows the big amount and sends each key and each paste
/// here, so every sheet types an amount the same way, through the same rules (`AmountKeypad`, `AmountEntry`):
/// Decimal text in the user's separator, never a binary floating point value.
@MainActor
public protocol AmountKeypadInput: AnyObject {
  /// The keys, for this sheet's currency and the user's separator.
  var keypad: AmountKeypad { get }
  /// The big amount as typed ("$12.5").
  var amountDisplay: String { get }
  /// What VoiceOver reads for the big amount: money, as the locale says it.
  var amountSpoken: String { get }
  /// What VoiceOver says the amount is for.
  var amountHint: LocalizedCopy { get }
  /// What the keypad's bar says beside the keys: why the sheet's button cannot go, or what to know first.
  var barNote: KeypadBarNote? { get }
  /// A key: taken or refused, felt either way (the haptics service, through the app model).
  func press(_ key: AmountKey)
  /// The Paste button's text: taken whole through the paste rules, or refused whole.
  func paste(_ text: String)
}

extension PaymentModel: AmountKeypadInput {
  public var amountHint: LocalizedCopy { PayMeCopy.amountHint(flow.purpose) }
}

/// What a key or a paste made of a sheet's amount, for the sheet to keep (`AmountKeypadTyping.keep`). Only the
/// keypad's shared `press` and `paste` make one (its initializer is internal), so a view cannot hand a sheet an
/// amount the rules never saw.
public struct AmountKeyChange: Sendable {
  /// The amount after the key: the new one when taken, the one before when refused.
  public let entry: AmountEntry
  /// The key or the paste was taken (felt as a tick), or refused (felt as the error).
  public let taken: Bool
  /// Why it was refused, when there is a reason to show and say (nil for Delete on nothing).
  public let refusal: AmountError?
}

/// A sheet typed on the keypad under the shared rules (My Code, Add Money and Transfer to Bank, Split a Bill, a
/// scheduled payment's edit): it says whether keys are taken now and keeps what each made; `press` and `paste`
/// are written once, here. The payment sheet types through its `PaymentFlow` instead, step by step.
@MainActor
public protocol AmountKeypadTyping: AmountKeypadInput {
  /// The amount as typed.
  var entry: AmountEntry { get }
  /// Keys are taken now: not while a device owner check is up, once sent, or with the keypad put away.
  var acceptsAmountKeys: Bool { get }
  /// Keeps what a key or a paste made: the amount, the reason under it (said when it is new), the haptic.
  func keep(_ change: AmountKeyChange)
}

extension AmountKeypadTyping {
  /// A key, through the keypad's rules; taken or refused, the sheet keeps what it made.
  public func press(_ key: AmountKey) {
    guard acceptsAmountKeys else { return }
    var entry = self.entry
    switch keypad.press(key, on: &entry) {
    case .taken: keep(AmountKeyChange(entry: entry, taken: true, refusal: nil))
    case .refused(let reason): keep(AmountKeyChange(entry: entry, taken: false, refusal: reason))
    }
  }

  /// The Paste button's text, through the paste rules and the keypad's limit; refused whole, the amount stays.
  public func paste(_ text: String) {
    guard acceptsAmountKeys else { return }
    var entry = self.entry
    let refusal = keypad.paste(text, on: &entry)
    keep(AmountKeyChange(entry: entry, taken: refusal == nil, refusal: refusal))
  }
}
