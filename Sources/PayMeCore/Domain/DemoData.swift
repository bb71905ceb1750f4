import Foundation

/// The seeded demo bank (PM-14.3): the same people and history on every launch and after "Reset Demo Data".
public enum DemoData {
  public static let contacts = [
    Contact(id: "c-ana", name: "Ana Costa", handle: "@anacosta"),
    Contact(id: "c-ben", name: "Ben Okafor", handle: "@benok"),
    Contact(id: "c-chloe", name: "Chloé Martin", handle: "@chloe.m"),
    Contact(id: "c-dev", name: "Dev Patel", handle: "@devp"),
    // New to PayMe: each payment waits for her to accept it, and may be cancelled until then.
    Contact(id: "c-emi", name: "Emi Tanaka", handle: "@emit", acceptsAtOnce: false),
  ]

  /// The demo account holder's name, on every launch (the Messages extension names the requester with it).
  public static let holderName = "Jamie Rivera"

  /// A ledger whose history ends just before `now`.
  public static func ledger(now: Date, currency: Currency = .usd) -> Ledger {
    func contact(_ id: String) -> Contact { contacts.first { $0.id == id } ?? contacts[0] }
    func money(_ text: String) -> Money { Money(DecimalText.parse(text, decimalSeparator: ".") ?? 0, currency) }
    let day = 86_400.0
    let history: [(String, Transaction.Kind, String, String, String, Double, Transaction.Status)] = [
      ("t-1", .received, "c-ana", "42.50", "Concert tickets", 0.2, .completed),
      ("t-2", .sent, "c-ben", "18.75", "Lunch", 1.1, .completed),
      ("t-3", .request, "c-dev", "60.00", "Climbing gym", 2.3, .pending),
      ("t-4", .sent, "c-chloe", "120.00", "Rent share", 4.0, .completed),
      ("t-5", .received, "c-emi", "9.99", "Coffee beans", 6.5, .completed),
      ("t-6", .request, "c-ben", "25.00", "Taxi", 9.0, .declined),
      // Asked of the user: Pay (through the same confirmation and Face ID) or Decline.
      ("t-7", .incoming, "c-chloe", "15.00", "Movie tickets", 3.0, .pending),
    ]
    let transactions = history.map { id, kind, who, amount, note, daysAgo, status in
      Transaction(
        id: id, kind: kind, counterparty: contact(who), amount: money(amount), note: note,
        date: now.addingTimeInterval(-daysAgo * day), status: status)
    }
    return Ledger(holderName: holderName, balance: money("2480.35"), contacts: contacts, transactions: transactions)
  }
}
