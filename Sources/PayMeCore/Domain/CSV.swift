import Foundation

/// Comma-separated values as RFC 4180 writes them, safe to open in a spreadsheet.
public enum CSV {
  /// RFC 4180's line end.
  public static let lineEnd = "\r\n"

  /// A record: its fields escaped, joined by commas, ended by CRLF.
  public static func record(_ fields: [String]) -> String {
    fields.map(escape).joined(separator: ",") + lineEnd
  }

  /// A field as RFC 4180 writes it: in double quotes, its own quotes doubled, when it holds a comma, a quote, a
  /// carriage return or a line feed; as it is otherwise.
  public static func escape(_ field: String) -> String {
    let needsQuotes = field.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }
    guard needsQuotes else { return field }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// Text from the user or a contact (a name, a handle, a note), defused against formula injection (OWASP's CSV
  /// injection): a spreadsheet runs a cell starting with =, +, -, @, a tab or a carriage return as a formula, so
  /// such text starts with a single quote, which the spreadsheet shows as text. Numbers never pass through here.
  public static func text(_ value: String) -> String {
    guard let first = value.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) else {
      return value
    }
    return "'" + value
  }

  /// An amount as a plain decimal number ("-18.75", "120.00"), from the `Decimal` itself, never through a
  /// `Double`, with exactly the currency's minor units: a spreadsheet reads it as the number it is, negative
  /// amounts included, which is why it is not defused as text.
  public static func number(_ amount: Decimal, minorUnits: Int) -> String {
    var value = amount
    var rounded = Decimal()
    NSDecimalRound(&rounded, &value, minorUnits, .plain)
    let negative = rounded < 0
    var digits = "\(negative ? -rounded : rounded)"
    guard minorUnits > 0 else { return (negative ? "-" : "") + digits }
    if !digits.contains(".") { digits += "." }
    let places = digits.split(separator: ".", omittingEmptySubsequences: false).last?.count ?? 0
    digits += String(repeating: "0", count: max(0, minorUnits - places))
    return (negative ? "-" : "") + digits
  }
}
