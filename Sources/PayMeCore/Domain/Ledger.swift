import Foundation

/// The demo's whole bank: the account, its contacts and history, seeded (PM-14.3 to PM-14.5) and kept in the
/// app's own container so payments survive a relaunch: nothing is fetched, nothing leaves the device.
public struct Ledger: Equatable, Sendable, Codable {
  public let holderName: String
  public private(set) var balance: Money
  /// The demo's people, then those added from a scanned code or the device's Contacts, oldest first.
  public private(set) var contacts: [Contact]
  /// Newest first.
  public internal(set) var transactions: [Transaction]
  /// How many older settled entries were moved to the archive (`LedgerArchive`); nil when none ever were.
  public internal(set) var archivedCount: Int?
  /// The most one payment may move in the demo.
  public static let paymentLimit = Decimal(10_000)

  public init(holderName: String, balance: Money, contacts: [Contact], transactions: [Transaction]) {
    self.holderName = holderName
    self.balance = balance
    self.contacts = contacts
    self.transactions = transactions.sorted { $0.date > $1.date }
  }

  public var currency: Currency { balance.currency }

  public func contact(_ id: String) -> Contact? { contacts.first { $0.id == id } }

  /// The contact known by `handle` (an @name, a phone number or an email), compared without case.
  public func contact(handle: String) -> Contact? {
    contacts.first { $0.handle.caseInsensitiveCompare(handle) == .orderedSame }
  }

  /// The most the demo balance holds: a saved ledger with more is not believed, so Add Money stops below it.
  public static let maximumBalance = paymentLimit * 1_000

  /// The most people the list holds (a saved ledger with more is not believed).
  public static let maximumContacts = 1_000

  /// The most entries the history holds (a saved ledger with more is not believed). A save moves the oldest
  /// settled ones to the archive well before it (`archiveThreshold`), so a new entry is refused only when every
  /// entry is still open (`PaymentError.historyFull`).
  public static let maximumTransactions = 10_000

  /// Someone to pay from outside the list (a scanned code, a picked contact): the one already known by that
  /// handle, else them, added. Nil when the list is full.
  public mutating func add(_ contact: Contact) -> Contact? {
    if let known = self.contact(handle: contact.handle) ?? self.contact(contact.id) { return known }
    guard contacts.count < Self.maximumContacts else { return nil }
    contacts.append(contact)
    return contact
  }

  /// Whether any entry of the history is with this contact (their entries keep their name, so they stay).
  public func hasHistory(_ contactID: String) -> Bool { transactions.contains { $0.counterparty.id == contactID } }

  /// Takes a contact off the list, only one with no history.
  public mutating func remove(contact id: String) -> Bool {
    guard !hasHistory(id), let index = contacts.firstIndex(where: { $0.id == id }) else { return false }
    contacts.remove(at: index)
    return true
  }

  /// Pays or asks `contact` through `move`, adding them to the list only if it succeeds: a link or a picked
  /// contact that is never paid leaves no trace.
  mutating func adding(
    _ contact: Contact, _ move: (inout Ledger, Contact) throws(PaymentError) -> Transaction
  ) throws(PaymentError) -> Transaction {
    var trial = self
    guard let known = trial.add(contact) else { throw .contactsFull }
    let transaction = try move(&trial, known)
    self = trial
    return transaction
  }

  /// The people the user last paid or asked, most recent first, each once.
  public func recentContacts(limit: Int = 3) -> [Contact] {
    var seen = Set<String>()
    var recents: [Contact] = []
    for transaction in transactions where transaction.kind == .sent || transaction.kind == .request {
      guard recents.count < limit else { break }
      if seen.insert(transaction.counterparty.id).inserted, let contact = contact(transaction.counterparty.id) {
        recents.append(contact)
      }
    }
    return recents
  }

  /// Contacts whose name or handle contains `query`, ignoring case and accents ("chloe" finds Chloé).
  public func contacts(matching query: String) -> [Contact] {
    let query = query.trimmingCharacters(in: .whitespaces)
    guard !query.isEmpty else { return contacts }
    let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
    return contacts.filter {
      $0.name.range(of: query, options: options) != nil || $0.handle.range(of: query, options: options) != nil
    }
  }
  public func transaction(_ id: String) -> Transaction? { transactions.first { $0.id == id } }

  /// Sends money: the amount leaves the balance exactly, and the payment heads the history.
  @discardableResult
  public mutating func send(
    _ amount: Money, to contactID: String, note: String, at date: Date, id: String, scheduledFor: Date? = nil
  ) throws(PaymentError) -> Transaction {
    guard let contact = contact(contactID) else { throw .unknownContact }
    try check(amount)
    guard amount <= balance else { throw .insufficientFunds }
    let transaction = Transaction(
      id: id, kind: .sent, counterparty: contact, amount: amount, note: note, date: date,
      status: contact.acceptsAtOnce ? .completed : .pending, scheduledFor: scheduledFor)
    balance = balance - amount
    transactions.insert(transaction, at: 0)
    return transaction
  }

  /// Asks a contact for money: a pending request, the balance untouched.
  @discardableResult
  public mutating func request(_ amount: Money, from contactID: String, note: String, at date: Date, id: String)
    throws(PaymentError) -> Transaction
  {
    guard let contact = contact(contactID) else { throw .unknownContact }
    try check(amount)
    let transaction = Transaction(
      id: id, kind: .request, counterparty: contact, amount: amount, note: note, date: date, status: .pending)
    transactions.insert(transaction, at: 0)
    return transaction
  }

  /// Remind on a pending request: marked once; anything else (or one already reminded) is left as it is.
  public mutating func markReminded(_ id: String, at date: Date) -> Bool {
    guard let index = transactions.firstIndex(where: { $0.id == id }), transactions[index].kind == .request,
      transactions[index].status == .pending, transactions[index].remindedAt == nil
    else { return false }
    transactions[index].remindedAt = date
    return true
  }

  /// Withdraws a request still waiting for an answer; any other entry is left as it is.
  public mutating func cancelRequest(_ id: String) -> Bool {
    guard let index = transactions.firstIndex(where: { $0.id == id }), transactions[index].kind == .request,
      transactions[index].status == .pending
    else { return false }
    transactions[index].status = .cancelled
    return true
  }

  /// Pays a contact's request: the payment is made as any other, and the request is answered.
  @discardableResult
  public mutating func pay(request requestID: String, at date: Date, id: String) throws(PaymentError) -> Transaction {
    guard let index = transactions.firstIndex(where: { $0.id == requestID }), transactions[index].kind == .incoming,
      transactions[index].status == .pending
    else { throw .requestAnswered }
    let request = transactions[index]
    let payment = try send(request.amount, to: request.counterparty.id, note: request.note, at: date, id: id)
    if let answered = transactions.firstIndex(where: { $0.id == requestID }) {
      transactions[answered].status = .completed
    }
    return payment
  }

  /// Cancels a payment its recipient has not accepted yet: the money comes back, exactly.
  public mutating func cancelPayment(_ id: String) -> Bool {
    guard let index = transactions.firstIndex(where: { $0.id == id }), transactions[index].kind == .sent,
      transactions[index].status == .pending
    else { return false }
    transactions[index].status = .cancelled
    balance = Money(balance.amount + transactions[index].amount.amount, balance.currency)
    return true
  }

  /// How long someone new has to accept a payment before it comes back (as Venmo and Cash App return unclaimed
  /// payments).
  public static let acceptanceWindow: TimeInterval = 7 * 24 * 60 * 60

  /// Payments still waiting to be accepted `acceptanceWindow` after they were made come back, exactly: each is
  /// marked returned once, so running this again changes nothing. Returns those it returned, oldest first.
  public mutating func returnUnaccepted(now: Date) -> [Transaction] {
    var returned: [Transaction] = []
    for index in transactions.indices.reversed() {
      let payment = transactions[index]
      guard payment.kind == .sent, payment.status == .pending,
        now.timeIntervalSince(payment.date) >= Self.acceptanceWindow
      else { continue }
      transactions[index].status = .returned
      balance = Money(balance.amount + payment.amount.amount, balance.currency)
      returned.append(transactions[index])
    }
    return returned
  }

  /// Declines a contact's request still waiting for an answer.
  public mutating func decline(request id: String) -> Bool {
    guard let index = transactions.firstIndex(where: { $0.id == id }), transactions[index].kind == .incoming,
      transactions[index].status == .pending
    else { return false }
    transactions[index].status = .declined
    return true
  }

  /// A ledger read back from disk is believed only if it is one this app could have written: one currency, a
  /// bounded history, amounts within the rules, and a balance the history does not contradict.
  public var isPlausible: Bool {
    guard transactions.count <= Self.maximumTransactions, contacts.count <= Self.maximumContacts, balance.amount >= 0,
      balance.amount <= Ledger.maximumBalance, (0...LedgerArchive.maximumTransactions).contains(archivedCount ?? 0)
    else { return false }
    return transactions.allSatisfy { entry in
      entry.amount.currency == currency && entry.amount.amount > 0
        && (entry.fee.map { $0.currency == currency && $0.amount >= 0 && $0 < entry.amount } ?? true)
    }
  }

  /// Add Money: the amount comes from the demo bank into the balance, and heads the history, in one change.
  @discardableResult
  public mutating func addMoney(_ amount: Money, at date: Date, id: String) throws(PaymentError) -> Transaction {
    try check(amount)
    // Payments not yet accepted may still come back: room is kept for them, so a return never lifts the balance
    // past what a launch believes.
    guard balance.amount + outstanding + amount.amount <= Self.maximumBalance else {
      throw .invalidAmount(.balanceFull(Money(Self.maximumBalance - outstanding, currency)))
    }
    let transaction = Transaction(
      id: id, kind: .addedMoney, counterparty: DemoBank.account, amount: amount, note: "", date: date,
      status: .completed)
    balance = balance + amount
    transactions.insert(transaction, at: 0)
    return transaction
  }

  /// Transfer to Bank: the amount leaves the balance exactly and heads the history, in one change; its fee is
  /// taken out of it, so an Instant Transfer must be more than its fee.
  @discardableResult
  public mutating func transfer(_ amount: Money, speed: TransferSpeed, at date: Date, id: String)
    throws(PaymentError) -> Transaction
  {
    try check(amount)
    guard amount <= balance else { throw .invalidAmount(.aboveBalance) }
    let fee = speed.fee(for: amount)
    guard fee < amount else { throw .invalidAmount(.notAboveFee(fee)) }
    let transaction = Transaction(
      id: id, kind: .bankTransfer, counterparty: DemoBank.account, amount: amount, note: "", date: date,
      status: speed == .instant ? .completed : .pending, speed: speed, fee: fee)
    balance = balance - amount
    transactions.insert(transaction, at: 0)
    return transaction
  }

  /// Standard transfers whose business days have passed have reached the bank: completed. The money left the
  /// balance when they were made, so only their status changes. True when one did.
  public mutating func completeArrivedTransfers(now: Date, calendar: Calendar) -> Bool {
    var changed = false
    for index in transactions.indices {
      let transaction = transactions[index]
      guard transaction.kind == .bankTransfer, transaction.status == .pending,
        let arrival = transaction.expectedArrival(calendar: calendar), arrival <= now
      else { continue }
      transactions[index].status = .completed
      changed = true
    }
    return changed
  }

  /// What payments not yet accepted would bring back if they all came back.
  var outstanding: Decimal {
    transactions.filter(\.isUnacceptedPayment).reduce(Decimal(0)) { $0 + $1.amount.amount }
  }

  /// The history holds as many entries as a launch accepts, none of which can move to the archive: a new one is
  /// refused (`check`).
  public var isHistoryFull: Bool {
    transactions.count >= Self.maximumTransactions && transactions.allSatisfy { $0.status == .pending }
  }

  /// Every new entry passes here (send, request, Add Money, Transfer to Bank, and paying a request).
  private func check(_ amount: Money) throws(PaymentError) {
    guard !isHistoryFull else { throw .historyFull }
    guard amount.currency == currency else { throw .invalidAmount(.malformed) }
    if let error = AmountRules.violation(amount.amount, currency: currency, balance: nil) {
      throw .invalidAmount(error)
    }
  }
}
