import Foundation

/// A code to be paid (My Code, as Venmo's and Cash App's): who is paid, and optionally how much. Shown as a QR
/// code of its link (`payme://pay/<handle>?name=…&amount=…`); a scanned one opens a filled-in payment through
/// the app's link handling. Outside input: what a camera reads is anyone's text, so only exactly this shape is
/// taken.
public struct PayCode: Hashable, Sendable {
  /// "@jamie.r": an "@" and up to 30 letters, digits, ".", "_" or "-".
  public let handle: String
  /// The name shown for them, at most `maximumNameLength` characters, no control characters.
  public let name: String
  /// A positive amount with at most two decimals, within the demo's payment limit; nil lets the payer choose.
  public let amount: Decimal?
  /// What it is for (a request sent in Messages: "Pizza"), filled into the payment's note; at most the payment's
  /// `PaymentFlow.maximumNoteLength`, no control characters; nil when there is none.
  public let note: String?

  public static let maximumNameLength = 60
  static let maximumHandleLength = 30

  /// Nil for anything a code could not carry: a bad handle, an empty or too long name, an odd amount.
  public init?(handle: String, name: String, amount: Decimal? = nil, note: String? = nil) {
    let body = handle.hasPrefix("@") ? handle.dropFirst() : Substring(handle)
    guard (1...Self.maximumHandleLength).contains(body.count),
      body.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) })
    else { return nil }
    let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard (1...Self.maximumNameLength).contains(name.count),
      !name.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) })
    else { return nil }
    if let amount {
      guard amount > 0, amount <= Ledger.paymentLimit, amount == amount.rounded(scale: 2) else { return nil }
    }
    let note = note?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    guard note.count <= PaymentFlow.maximumNoteLength, !PaymentNote.hasControlCharacters(note) else { return nil }
    self.handle = "@" + body
    self.name = name
    self.amount = amount
    self.note = note.isEmpty ? nil : note
  }

  /// The code read back from its link's parts; nil unless they are exactly what `url` writes.
  init?(path: [String], query: [URLQueryItem]) {
    guard path.count == 1, query.count <= 3, Set(query.map(\.name)).count == query.count,
      query.allSatisfy({ ["name", "amount", "note"].contains($0.name) }),
      let name = query.first(where: { $0.name == "name" })?.value
    else { return nil }
    var amount: Decimal?
    if let text = query.first(where: { $0.name == "amount" })?.value {
      // Plain digits and a point, as `url` writes them: never a locale's or a sign.
      guard (1...12).contains(text.count), text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
        let value = DecimalText.parse(text, decimalSeparator: ".")
      else { return nil }
      amount = value
    }
    // A note is written only when there is one: an empty or padded one is not what `url` writes.
    let note = query.first(where: { $0.name == "note" })?.value
    if let note, note.isEmpty || note != note.trimmingCharacters(in: .whitespacesAndNewlines) { return nil }
    self.init(handle: path[0], name: name, amount: amount, note: note)
  }

  /// The link the QR code holds.
  public var url: URL {
    var parts = URLComponents()
    parts.scheme = PayMeLink.scheme
    parts.host = "pay"
    parts.path = "/" + handle.dropFirst()
    parts.queryItems =
      [URLQueryItem(name: "name", value: name)]
      + (amount.map { [URLQueryItem(name: "amount", value: "\($0)")] } ?? [])
      + (note.map { [URLQueryItem(name: "note", value: $0)] } ?? [])
    return parts.url ?? URL(fileURLWithPath: "/")
  }

  /// The contact to pay: the one of the list with this handle (the name on file, never the code's), or them
  /// as someone new to PayMe.
  func contact(in ledger: Ledger, id: String) -> Contact {
    ledger.contact(handle: handle) ?? Contact(id: id, name: name, handle: handle, acceptsAtOnce: false)
  }
}

extension Decimal {
  /// The value rounded half-even to `scale` decimal places.
  fileprivate func rounded(scale: Int) -> Decimal {
    var value = self
    var result = Decimal()
    NSDecimalRound(&result, &value, scale, .bankers)
    return result
  }
}
