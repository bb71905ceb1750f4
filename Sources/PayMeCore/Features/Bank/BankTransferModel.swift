import AppServices
import DesignSystem
import Foundation
import Localization
import Observation
import Presentation

/// The Add Money or Transfer to Bank sheet: the amount on PayMe's keypad (the payment's amount rules and the
/// user's locale), for a transfer its speed, and what the fee leaves for the bank, to the cent. It lives in its
/// destination (`PayMeDestination.bank`), so it keeps what was entered while it slides down and goes with it.
/// It owns its intents (BankTransferModel+Intents.swift: review, the check and the move, cancel, close); the
/// ledger and the device owner check come in as values, and what happens goes up through closures, which the
/// app sets when it presents the sheet (`PayMeModel.wire(_:)`, PayMeModel+Bank.swift) and which save the move.
@MainActor
@Observable
public final class BankTransferModel {
  public enum Step: Equatable, Sendable {
    case entry
    /// The device owner check is up: nothing closes the sheet, and nothing is edited.
    case authenticating
    case done(Transaction)
  }

  public let move: BankMove
  public internal(set) var entry: AmountEntry
  /// Instant or 1–3 business days; Add Money has no choice. The free one is chosen first: paying is a choice.
  /// Fixed once the check is up: what the user confirmed is what moves.
  public var speed: TransferSpeed {
    get { chosenSpeed }
    set { if step == .entry { chosenSpeed = newValue } }
  }
  private var chosenSpeed = TransferSpeed.standard
  public internal(set) var step = Step.entry
  /// Why the amount cannot move, said in the keypad's bar once the user asked to go on.
  public internal(set) var error: AmountError?

  /// What it reports to the app that presented it, and whether it is still up (SheetClients.swift).
  @ObservationIgnored var events = SheetEvents()
  /// Whether an alert is up over the sheet now.
  @ObservationIgnored var isAlertShowing: @MainActor () -> Bool = { false }
  /// The app's ledger, its clock and ids, and the save (nil until a parent presents the sheet: then nothing
  /// moves).
  @ObservationIgnored var ledgerAccess: LedgerAccess?
  /// The device owner check, as App Lock asks it.
  @ObservationIgnored var ownerCheck: OwnerCheck?
  /// The home screen's balance card as it is now (Hide Balance, revealed or not), and its tap: the app's.
  @ObservationIgnored var dashboard: @MainActor () -> Dashboard?
  @ObservationIgnored var onToggleBalance: @MainActor () -> Void = unimplemented("BankTransferModel.onToggleBalance")
  /// The locale the sheet was opened in: its amounts, fees and messages are written in it.
  public let locale: Locale

  public init(_ move: BankMove, currency: Currency, locale: Locale = .current) {
    self.move = move
    self.locale = locale
    entry = AmountEntry(currency: currency, locale: locale)
    dashboard = { nil }
  }

  /// The currency the sheet moves.
  public var currency: Currency { entry.currency }

  /// The balance line under the amount, by the home screen's rule: dots while Hide Balance hides it, until the
  /// user taps it (the card's own toggle, `toggleBalance`); nil until the app connects the sheet. One value, so
  /// the view reads the card once a drawing.
  public var balance: Balance? { dashboard().map(Balance.init) }
  public func toggleBalance() { onToggleBalance() }

  /// The line, what VoiceOver says for it ("Balance hidden", never six "bullet"s), what a tap does, and whether
  /// it is the card's button (Hide Balance on): a tap reveals it, or hides it again.
  public struct Balance {
    public let line: LocalizedCopy
    public let label: String
    public let hint: String?
    public let isButton: Bool

    init(_ card: Dashboard) {
      line = PayMeCopy.balanceLine(card.balance)
      label = card.balanceAccessibilityLabel
      hint = card.balanceAccessibilityHint
      isButton = card.balanceIsButton
    }
  }

  public var title: LocalizedCopy { PayMeCopy.bankTitle(move) }

  /// The amount as entered, if it is one.
  public var amount: Money? {
    entry.amount.flatMap { $0 > 0 ? Money($0, entry.currency) : nil }
  }

  /// The fee this transfer costs at the chosen speed; nil for Add Money or before an amount.
  public var fee: Money? {
    guard move == .transferToBank, let amount else { return nil }
    return speed.fee(for: amount)
  }

  /// What reaches the bank: the amount less its fee (nothing below zero is shown).
  public var bankReceives: Money? {
    guard let amount, let fee, fee < amount else { return nil }
    return amount - fee
  }

  /// Whether the sheet's button can be tapped: an amount is there and nothing is under way.
  public var canContinue: Bool { step == .entry && !entry.text.isEmpty }

  /// What the user typed or chose would be lost by closing the sheet: a swipe down is held back then
  /// (`interactiveDismissDisabled`) and Cancel asks first. While the check is up nothing closes it.
  public var holdsUserInput: Bool {
    switch step {
    case .entry: !entry.text.isEmpty
    case .authenticating: true
    case .done: false
    }
  }

  public var refusesSwipeDown: Bool { holdsUserInput }

  /// Cancel belongs to the entry, not to the check (it may be moving the money) nor after (Done).
  public var showsCancel: Bool { step == .entry }

  /// The money this sheet would move, or why it cannot: tried on a copy of the ledger, so what the sheet says
  /// is exactly what the ledger would do.
  func validated(in ledger: Ledger, now: Date) -> Result<Money, AmountError> {
    // The entry's own rules first (empty, malformed, zero, decimals, the demo's limit); the balance is the ledger's.
    let entered = entry.validated(balance: Money(Ledger.maximumBalance, entry.currency))
    guard case .success(let amount) = entered else { return entered }
    var trial = ledger
    do {
      try apply(amount, to: &trial, at: now, id: "trial")
      return .success(amount)
    } catch {
      switch error {
      case .invalidAmount(let reason): return .failure(reason)
      case .historyFull: return .failure(.historyFull)
      default: return .failure(.malformed)
      }
    }
  }

  /// The ledger change itself, balance and history together.
  @discardableResult
  func apply(_ amount: Money, to ledger: inout Ledger, at date: Date, id: String) throws(PaymentError) -> Transaction {
    switch move {
    case .addMoney: try ledger.addMoney(amount, at: date, id: id)
    case .transferToBank: try ledger.transfer(amount, speed: speed, at: date, id: id)
    }
  }
}

/// Destinations compare their models by identity: two sheets with the same entries are two sheets.
extension BankTransferModel: HashableObject {}

// Kept apart from the keypad (BankTransferModel+Keypad.swift): Add Money filled in for a shortfall
// (`PayMeModel.startAddMoney(filledWith:)`).
extension BankTransferModel {
  /// Fills the amount in (Add Money for a shortfall): rounded up to the currency's minor units, written with the
  /// user's decimal separator, and taken through the same paste rules as anything typed.
  func fill(_ amount: Money) {
    guard amount.amount > 0 else { return }
    var exact = amount.amount
    var rounded = Decimal()
    NSDecimalRound(&rounded, &exact, amount.currency.minorUnits, .up)
    let text = rounded.description.replacingOccurrences(of: ".", with: entry.decimalSeparator)
    _ = entry.paste(text)
  }
}
