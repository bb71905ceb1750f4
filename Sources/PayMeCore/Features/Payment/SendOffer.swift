import Foundation

/// A payment to send, filled in but with nobody chosen yet: what a "Send" bubble in Messages opens on the sender's
/// phone (`payme://send?amount=25&note=Pizza`). Messages tells an iMessage app nobody's PayMe handle (only
/// identifiers of its own), so the sender picks the recipient in PayMe, then reviews and confirms as for any
/// payment. Outside input: only exactly what `url` writes is taken.
public struct SendOffer: Hashable, Sendable {
  /// A positive amount with at most two decimals, within the demo's payment limit.
  public let amount: Decimal
  /// What it is for; nil when there is none.
  public let note: String?

  /// Nil for anything a payment could not carry: a zero, negative or over-limit amount, a third decimal, a note
  /// longer than the payment's or with control characters.
  public init?(amount: Decimal, note: String? = nil) {
    // The payment's own rules; the balance is checked in PayMe, when the payment is made.
    guard AmountRules.violation(amount, currency: .usd, balance: nil) == nil else { return nil }
    let note = note?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    guard note.count <= PaymentFlow.maximumNoteLength, !PaymentNote.hasControlCharacters(note) else { return nil }
    self.amount = amount
    self.note = note.isEmpty ? nil : note
  }

  /// The offer read back from `payme://send`'s query; nil unless it is exactly what `url` writes.
  init?(query: [URLQueryItem]) {
    guard (1...2).contains(query.count), Set(query.map(\.name)).count == query.count,
      query.allSatisfy({ $0.name == "amount" || $0.name == "note" }),
      let text = query.first(where: { $0.name == "amount" })?.value,
      // Plain digits and a point, as `url` writes them: never a locale's or a sign.
      (1...12).contains(text.count), text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      let amount = DecimalText.parse(text, decimalSeparator: ".")
    else { return nil }
    let note = query.first(where: { $0.name == "note" })?.value
    if let note, note.isEmpty || note != note.trimmingCharacters(in: .whitespacesAndNewlines) { return nil }
    self.init(amount: amount, note: note)
  }

  public var url: URL {
    var parts = URLComponents()
    parts.scheme = PayMeLink.scheme
    parts.host = "send"
    parts.queryItems =
      [URLQueryItem(name: "amount", value: "\(amount)")] + (note.map { [URLQueryItem(name: "note", value: $0)] } ?? [])
    return parts.url ?? URL(fileURLWithPath: "/")
  }
}

/// A payment's note as links carry it: the payment's length, no control or bidi characters.
public enum PaymentNote {
  /// Control (Cc) and format (Cf, the bidi overrides among them) characters: a line break in a bubble's caption,
  /// or text that reads backwards.
  public static func hasControlCharacters(_ text: String) -> Bool {
    text.unicodeScalars.contains { CharacterSet.controlCharacters.contains($0) }
  }

  /// What the user typed, made into a note a link can carry: control characters (a pasted line break) become
  /// spaces, the ends are trimmed and it is cut to the payment's length, so typing never loses more than that.
  public static func clean(_ text: String) -> String {
    let spaced = String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { CharacterSet.controlCharacters.contains($0) ? " " : $0 }))
    return String(spaced.trimmingCharacters(in: .whitespacesAndNewlines).prefix(PaymentFlow.maximumNoteLength))
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
