import Foundation

extension PaymentFlow {
  /// A payment to a code's owner (`contact`), filled in with the code's amount as the amount field would hold it
  /// (one the rules refuse leaves the field empty) and its note. Who they are is checked on Review and in the
  /// confirmation (`Ledger.check`).
  static func paying(_ code: PayCode, to contact: Contact, currency: Currency, locale: Locale) -> PaymentFlow {
    var flow = PaymentFlow(purpose: .send, currency: currency, locale: locale)
    flow.choose(contact)
    if let amount = code.amount { flow.fillAmount(amount) }
    flow.note = code.note ?? ""
    return flow
  }

  /// A payment filled in from a "Send" bubble in Messages: its amount and note, at the recipients (Messages names
  /// nobody PayMe knows).
  static func offered(_ offer: SendOffer, currency: Currency, locale: Locale) -> PaymentFlow {
    var flow = PaymentFlow(purpose: .send, currency: currency, locale: locale)
    flow.fillAmount(offer.amount)
    flow.note = offer.note ?? ""
    return flow
  }

  /// `amount` as the amount field would hold it, typed in the locale's way; one the rules refuse leaves it empty.
  private mutating func fillAmount(_ amount: Decimal) {
    editAmount("\(amount)".replacingOccurrences(of: ".", with: entry.decimalSeparator))
    if amountError != nil { editAmount("") }
  }
}
