import Foundation
import Localization
import SharedStore

/// The "Send Money" App Shortcut's parameters as one of PayMe's links: nothing, `payme://send`; a recipient (and
/// an amount), `payme://pay/<handle>?name=…&amount=…`, which opens the filled-in payment for the user to review,
/// confirm and pass Face ID, as a scanned code does. Nothing is sent from here. What Siri, Shortcuts or
/// Spotlight hand over is outside input: an amount is parsed by the amount field's own rules in the user's
/// locale, and a recipient must be one of PayMe's contacts; anything else is refused in words.
public enum SendMoneyShortcut {
  /// Why the parameters cannot open a payment, in the words the shortcut shows.
  public enum Refusal: Error, Equatable, Sendable {
    /// An amount with no one to pay: the shortcut asks who (`needsValueError`).
    case needsRecipient
    /// The recipient is not one of PayMe's contacts (removed, or a forged identifier).
    case unknownRecipient
    case amount(AmountError)

    public func message(locale: Locale) -> LocalizedCopy {
      switch self {
      case .needsRecipient: PayMeCopy.shortcutWhoToPay
      case .unknownRecipient: PayMeCopy.shortcutUnknownRecipient
      case .amount(let reason): reason.message(locale: locale)
      }
    }
  }

  /// The longest amount or identifier taken at all: anything longer is refused before it is read.
  public static let maximumInputLength = 64

  /// The link the shortcut opens (through `PayMeModel.open`, as the quick actions' links do), or why not.
  public static func link(amount: String?, recipient: String?, ledger: Ledger, locale: Locale)
    -> Result<PayMeLink, Refusal>
  {
    let amountText = amount?.trimmingCharacters(in: .whitespacesAndNewlines)
    let handle = recipient?.trimmingCharacters(in: .whitespacesAndNewlines)
    var value: Decimal?
    if let amountText, !amountText.isEmpty {
      guard amountText.count <= maximumInputLength else { return .failure(.amount(.malformed)) }
      // The amount field's paste rules (the locale's separator, a leading currency symbol, other digits), after
      // what people say and type that a paste would not hold: "$1,000.00", "20 dollars", "20 USD".
      var entry = AmountEntry(currency: ledger.currency, locale: locale)
      let spoken = spokenAmount(amountText, currency: ledger.currency, locale: locale)
      if let error = entry.paste(spoken) { return .failure(.amount(error)) }
      guard let parsed = entry.amount else { return .failure(.amount(.malformed)) }
      if let error = AmountRules.violation(parsed, currency: ledger.currency, balance: nil) {
        return .failure(.amount(error))
      }
      value = parsed
    }
    guard let handle, !handle.isEmpty else {
      return value == nil ? .success(.send) : .failure(.needsRecipient)
    }
    guard handle.count <= maximumInputLength, let contact = ledger.contact(handle: handle),
      let code = PayCode(handle: contact.handle, name: contact.name, amount: value)
    else { return .failure(.unknownRecipient) }
    return .success(.pay(code))
  }

  /// An amount as Siri or Shortcuts hands it over, made what the amount field reads: a currency word or code at
  /// the end goes, and the locale's grouping separator goes where it separates groups of three digits (the
  /// whole number only; "1,00" keeps it, and the paste rules refuse it).
  static func spokenAmount(_ text: String, currency: Currency, locale: Locale) -> String {
    var text = text
    let words = [currency.code] + (currency == .usd ? ["dollars", "dollar", "bucks"] : [])
    for word in words where text.lowercased().hasSuffix(word.lowercased()) {
      let rest = text.dropLast(word.count)
      guard let last = rest.last, last == " " || isDigit(last) else { continue }
      text = rest.trimmingCharacters(in: .whitespaces)
      break
    }
    let grouping = locale.groupingSeparator ?? ","
    let decimal = locale.decimalSeparator ?? "."
    guard !grouping.isEmpty, grouping != decimal, text.contains(grouping) else { return text }
    let parts = text.components(separatedBy: decimal)
    guard parts.count <= 2, let whole = parts.first else { return text }
    let sign = whole.prefix { !isDigit($0) }
    let groups = whole.dropFirst(sign.count).components(separatedBy: grouping)
    guard let first = groups.first, (1...3).contains(first.count),
      groups.dropFirst().allSatisfy({ $0.count == 3 }), groups.allSatisfy({ $0.allSatisfy(isDigit) })
    else { return text }
    let joined = String(sign) + groups.joined()
    return parts.count == 2 ? joined + decimal + parts[1] : joined
  }

  private static func isDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }

  /// The contacts the shortcut's recipient parameter offers: by handle (the entity's identifier), by a typed or
  /// spoken name (the list's own search), or all of them as suggestions.
  public static func contacts(handles: [String], in ledger: Ledger) -> [Contact] {
    handles.prefix(Ledger.maximumContacts).compactMap { handle in
      handle.count <= maximumInputLength ? ledger.contact(handle: handle) : nil
    }
  }

  public static func contacts(matching text: String, in ledger: Ledger) -> [Contact] {
    guard text.count <= maximumInputLength else { return [] }
    return ledger.contacts(matching: text)
  }

  /// Whether Siri, Shortcuts and Spotlight may list PayMe's contacts or match a spoken or typed name: not while
  /// App Lock is on, nor when its setting cannot be read, as VocaPin's lock keeps its notes' titles from Siri. Who
  /// the user pays is theirs; a shortcut already set to someone still resolves them by handle.
  public static func mayListContacts(_ store: SharedStore) -> Bool {
    guard case .success(let saved) = store.load(PayMeShared.settings) else { return false }
    return !(saved ?? PayMeShared.settings.defaultValue).appLock
  }

  /// The ledger as PayMe last saved it in `store` (the app's own folder), or the seed when there is none PayMe
  /// would believe: what the recipient list shows before the app has run.
  public static func savedLedger(_ store: SharedStore, now: Date) -> Ledger {
    if case .success(let saved?) = store.load(PayMeShared.ledger).map({ $0.flatMap { $0 } }), saved.isPlausible {
      return saved
    }
    return DemoData.ledger(now: now)
  }
}

extension PayMeCopy {
  /// The Send Money shortcut's question when it has an amount but no one to pay.
  public static let shortcutWhoToPay = LocalizedCopy("payme.shortcut.whoToPay", "Who do you want to pay?")
  public static let shortcutUnknownRecipient = LocalizedCopy(
    "payme.shortcut.unknownRecipient", "That person isn't one of your PayMe contacts. Choose someone from the list.")
}
