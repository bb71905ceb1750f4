import Foundation
import NIOCore

/// PostgREST's `Accept: text/csv`: the rows of a read as CSV, a header line of the columns, then one line per
/// row. Text with a comma, a quote or a line break is quoted (quotes doubled), null is empty, embedded objects and
/// arrays are their JSON text. Built from the JSON answer, so only a CSV request pays for it.
enum CSVAnswer {
  static func csv(fromJSONArray bytes: ByteBuffer) -> ByteBuffer? {
    guard case .array(let rows)? = try? JSON.parse(Data(bytes.readableBytesView)) else { return nil }
    let columns = rows.first?.objectMembers?.map(\.0) ?? []
    var text = columns.map(field).joined(separator: ",")
    for row in rows {
      let members = row.objectMembers ?? []
      text += "\n"
      text += columns.map { column in
        switch members.first(where: { $0.0 == column })?.1 ?? .null {
        case .null: ""
        case .string(let value): field(value)
        case .bool(let value): value ? "t" : "f"
        case .int(let value): String(value)
        case .double(let value): String(value)
        case let other: field(other.serialized)
        }
      }.joined(separator: ",")
    }
    return ByteBuffer(string: text)
  }

  private static func field(_ value: String) -> String {
    guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
    return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
