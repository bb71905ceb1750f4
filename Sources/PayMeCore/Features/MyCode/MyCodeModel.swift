import AppServices
import Foundation
import Localization
import Observation
import Presentation

/// The My Code sheet: the user's pay link as a QR code, plain or asking for a set amount, as Venmo's,
/// Cash App's and Apple Cash's codes can. The amount is typed on PayMe's keypad under the payment's rules (Decimal
/// text, the user's separator, the demo's limit), and the code re-renders with it. It lives in its destination
/// (`PayMeDestination.myCode`), so the amount stays while the sheet slides down and goes with it.
@MainActor
@Observable
public final class MyCodeModel {
  /// The code with no amount: who is paid.
  public let plainCode: PayCode
  /// The amount the code asks for; nil lets the payer choose.
  public private(set) var amount: Money?
  /// Whether the keypad is up to type an amount.
  public private(set) var isEnteringAmount = false {
    didSet { applyBrightness() }
  }
  /// What is typed on the keypad.
  public internal(set) var entry: AmountEntry
  /// Why the typed amount cannot be asked for, said under it once the user chose Done.
  public internal(set) var error: AmountError?

  /// Each amount key, taken (true) or refused (false): the parent plays its haptic, as on the payment's keypad.
  @ObservationIgnored var onKey: @MainActor (Bool) -> Void = unimplemented("MyCodeModel.onKey")
  /// What VoiceOver should say (a key refused, an amount refused): the parent posts it.
  @ObservationIgnored var onAnnounce: @MainActor (LocalizedCopy) -> Void = unimplemented("MyCodeModel.onAnnounce")
  /// Share: the parent presents the system share sheet over the code, with the pay link.
  @ObservationIgnored var onShare: @MainActor (PayCode) -> Void = unimplemented("MyCodeModel.onShare")
  /// Done: the parent takes the sheet down.
  @ObservationIgnored var onDone: @MainActor () -> Void = unimplemented("MyCodeModel.onDone")
  let locale: Locale
  /// The screen whose brightness the code raises (`MyCodeModel+Brightness`); nil (previews): left alone.
  @ObservationIgnored var screen: (any ScreenBrightnessClient)?
  /// The user's level while the code holds the screen at full; nil while it does not.
  @ObservationIgnored var userBrightness: Double?
  /// Whether the code is on screen (the sheet's content has appeared and not gone).
  @ObservationIgnored var isCodeVisible = false
  /// PayMe's scene phase, as the app model last passed it on.
  @ObservationIgnored var scenePhase = AppScenePhase.active
  /// Whether App Lock covers the app now (the app model's `isLocked`): the code is not seen behind it.
  @ObservationIgnored var isLocked: () -> Bool = { false }

  public init(code: PayCode, currency: Currency, locale: Locale = .current) {
    plainCode = code
    self.locale = locale
    entry = AmountEntry(currency: currency, locale: locale)
  }

  /// The code the sheet shows: with the amount when one is asked for.
  public var code: PayCode {
    guard let amount else { return plainCode }
    return PayCode(handle: plainCode.handle, name: plainCode.name, amount: amount.amount) ?? plainCode
  }

  /// "Scan to pay $12.00" under the code when it asks for an amount.
  public var amountCaption: LocalizedCopy? {
    amount.map { PayMeCopy.myCodeScanToPay($0.formatted(locale: locale)) }
  }

  /// Add Amount (or Edit Amount): the keypad rises with the amount asked for so far.
  public func addAmount() {
    entry = AmountEntry(currency: entry.currency, locale: locale)
    if let amount {
      entry.paste("\(amount.amount)".replacingOccurrences(of: ".", with: entry.decimalSeparator))
    }
    error = nil
    isEnteringAmount = true
  }

  /// Cancel on the keypad: the code stays as it was.
  public func cancelAmount() {
    isEnteringAmount = false
    error = nil
  }

  /// Done on the keypad: the amount is asked for if the rules take it (more than zero, within the demo's limit);
  /// otherwise the keypad stays with the reason in words. Returns whether the code now asks for it.
  @discardableResult
  public func confirmAmount() -> Bool {
    // The limit stands in for the balance: asking for money needs none (as a request's amount).
    switch entry.validated(balance: Money(Ledger.paymentLimit, entry.currency)) {
    case .success(let money):
      guard PayCode(handle: plainCode.handle, name: plainCode.name, amount: money.amount) != nil else {
        refuse(.malformed)
        return false
      }
      amount = money
      error = nil
      isEnteringAmount = false
      return true
    case .failure(let reason):
      refuse(reason)
      return false
    }
  }

  /// Remove Amount: the plain code again.
  public func removeAmount() {
    amount = nil
    error = nil
    isEnteringAmount = false
  }

  private func refuse(_ reason: AmountError) {
    if reason != error { onAnnounce(reason.message(locale: locale)) }
    error = reason
  }
}

extension MyCodeModel: HashableObject {}

/// My Code's amount is typed on the payment's keypad: the same keys, the same rules, the same haptic for each key.
extension MyCodeModel: AmountKeypadTyping {
  /// Share: the code's pay link (with its amount, if one was added) in the system share sheet.
  public func share() { onShare(code) }

  /// Done: the sheet goes, and the amount with it.
  public func done() { onDone() }

  public var keypad: AmountKeypad { AmountKeypad(entry: entry) }
  public var amountDisplay: String { keypad.display(entry, locale: locale) }
  public var amountSpoken: String { keypad.spoken(entry, locale: locale) }
  public var amountHint: LocalizedCopy { PayMeCopy.myCodeAmountHint }

  /// Keys are typed only while the keypad is up.
  public var acceptsAmountKeys: Bool { isEnteringAmount }

  /// Taken, it clears the reason said; refused with a reason (a third decimal, past the demo's limit), the reason
  /// shows in the keypad's bar (`barNote`) and is said.
  public func keep(_ change: AmountKeyChange) {
    entry = change.entry
    if change.taken { error = nil } else if let reason = change.refusal { refuse(reason) }
    onKey(change.taken)
  }
}

extension PayMeCopy {
  public static let myCodeAddAmount = LocalizedCopy("payme.code.addAmount", "Add Amount")
  public static let myCodeEditAmount = LocalizedCopy("payme.code.editAmount", "Edit Amount")
  public static let myCodeRemoveAmount = LocalizedCopy("payme.code.removeAmount", "Remove Amount")
  public static let myCodeAmountHint = LocalizedCopy(
    "payme.code.amountHint", "The amount your code asks for. Type it on the keypad below.")
  public static func myCodeScanToPay(_ amount: String) -> LocalizedCopy {
    LocalizedCopy("payme.code.scanToPay", "Scan to pay %@", .text(amount))
  }
}
