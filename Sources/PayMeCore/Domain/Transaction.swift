import Foundation

/// One entry of the history.
public struct Transaction: Hashable, Identifiable, Sendable, Codable {
  /// `request`: the user asked a contact; `incoming`: a contact asks the user, who may pay or decline;
  /// `addedMoney`: from the demo bank into the balance; `bankTransfer`: from the balance to the demo bank.
  public enum Kind: String, Sendable, Codable { case sent, received, request, incoming, addedMoney, bankTransfer }
  public enum Status: String, Sendable, Codable {
    case completed, pending, declined, cancelled
    /// A payment to someone new not accepted within `Ledger.acceptanceWindow`: the money came back by itself.
    case returned
  }

  public let id: String
  public let kind: Kind
  public let counterparty: Contact
  public let amount: Money
  public let note: String
  public let date: Date
  public var status: Status
  /// A bank transfer's speed and fee (taken out of `amount`; the bank receives the rest). Nil for anything else.
  public let speed: TransferSpeed?
  public let fee: Money?
  /// When the user reminded the contact of this request (Remind): saved with the ledger, so "Reminded" holds
  /// across launches. Nil for anything not reminded; a file from before it existed reads as not reminded.
  public internal(set) var remindedAt: Date?
  /// The due day of a scheduled payment (Repeat), which may be before `date`: PayMe moves money only while it
  /// is open, so a payment due while it was closed goes when it next opens. `date` stays when the money moved
  /// (the balance changed then, and a payment to someone new has seven days from then to be accepted); this
  /// says which day it paid for. Nil for anything not scheduled, and in a file from before it existed.
  public let scheduledFor: Date?

  public init(
    id: String, kind: Kind, counterparty: Contact, amount: Money, note: String, date: Date, status: Status,
    speed: TransferSpeed? = nil, fee: Money? = nil, scheduledFor: Date? = nil
  ) {
    self.id = id
    self.kind = kind
    self.counterparty = counterparty
    self.amount = amount
    self.note = note
    self.date = date
    self.status = status
    self.speed = speed
    self.fee = fee
    self.scheduledFor = scheduledFor
  }

  /// When a bank transfer reaches the bank (its speed's business days after it was made); nil for the rest.
  public func expectedArrival(calendar: Calendar) -> Date? {
    guard kind == .bankTransfer, let speed else { return nil }
    return speed.arrival(after: date, calendar: calendar)
  }

  /// What reached the bank: the amount less its fee.
  public var amountToBank: Money? {
    guard kind == .bankTransfer else { return nil }
    return amount - (fee ?? .zero(amount.currency))
  }

  /// What it did to the balance: minus for money sent, plus for money received, nothing for a request.
  public var balanceChange: Money {
    switch kind {
    case .sent:
      status == .cancelled || status == .returned ? .zero(amount.currency) : Money(-amount.amount, amount.currency)
    case .received, .addedMoney: amount
    case .bankTransfer: Money(-amount.amount, amount.currency)
    case .request, .incoming: .zero(amount.currency)
    }
  }
}

/// Why a payment was refused.
public enum PaymentError: Error, Equatable, Sendable {
  case invalidAmount(AmountError)
  case unknownContact
  /// Someone new, when the list already holds `Ledger.maximumContacts`.
  case contactsFull
  /// A new entry, when the history holds `Ledger.maximumTransactions` entries all still open: none can move to
  /// the archive (`LedgerArchive`), and a longer file would not be read at the next launch.
  case historyFull
  case insufficientFunds
  /// Pay on a request that is no longer waiting: answered, declined or withdrawn meanwhile (another screen, a
  /// notification's action).
  case requestAnswered
}
