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
  /// A key: taken or refused, felt either way (the haptics service, through the app model).
  func press(_ key: AmountKey)
  /// The Paste button's text: taken whole through the paste rules, or refused whole.
  func paste(_ text: String)
}

extension PaymentModel: AmountKeypadInput {
  public var amountHint: LocalizedCopy { PayMeCopy.amountHint(flow.purpose) }
}
