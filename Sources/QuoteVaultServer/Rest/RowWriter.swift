import GRDB
import GRDBSQLite

/// Writes the current row of a statement as a JSON object for a select list, straight from SQLite's column
/// bytes into the response's bytes: no `Row` value, `String` or `JSON` per row or column. The select list is
/// worked out once per request: which column, under which key (its `"key":` bytes), of which type.
struct RowWriter {
  private struct Field {
    /// `"key":`, with the comma before it for every field but the first.
    let prefix: [UInt8]
    let index: Int32
    let type: TableSpec.ColumnType
  }
  private let fields: [Field]

  init(table: TableSpec, items: [PostgrestQuery.SelectItem]) {
    var fields: [Field] = []
    func add(_ key: String, _ index: Int, _ type: TableSpec.ColumnType) {
      var prefix = fields.isEmpty ? "" : ","
      JSON.writeString(key, into: &prefix)
      prefix += ":"
      fields.append(Field(prefix: Array(prefix.utf8), index: Int32(index), type: type))
    }
    for item in items {
      switch item.kind {
      case .all:
        for (index, column) in table.columns.enumerated() { add(column.name, index, column.type) }
      case .column(let name):
        if let index = table.columns.firstIndex(where: { $0.name == name }) {
          add(item.alias ?? name, index, table.columns[index].type)
        }
      case .embed: continue
      }
    }
    self.fields = fields
  }

  /// Appends the statement's current row (the one its cursor just stepped to) as an object.
  func write(_ statement: Statement, into output: inout [UInt8]) {
    let handle = statement.sqliteStatement
    output.append(UInt8(ascii: "{"))
    for field in fields {
      output.append(contentsOf: field.prefix)
      switch sqlite3_column_type(handle, field.index) {
      case SQLITE_INTEGER:
        let integer = sqlite3_column_int64(handle, field.index)
        switch field.type {
        case .boolean: Self.append(integer != 0 ? "true" : "false", to: &output)
        case .real: Self.append(String(Double(integer)), to: &output)
        default: Self.append(String(integer), to: &output)
        }
      case SQLITE_FLOAT:
        let double = sqlite3_column_double(handle, field.index)
        Self.append(double.isFinite ? String(double) : "null", to: &output)
      case SQLITE_TEXT:
        // The pointer is valid until the next step; the length is read after it, as SQLite asks.
        let text = sqlite3_column_text(handle, field.index)
        let count = Int(sqlite3_column_bytes(handle, field.index))
        if let text {
          JSON.appendString(UnsafeBufferPointer(start: text, count: count), to: &output)
        } else {
          Self.append("\"\"", to: &output)
        }
      default:  // NULL, and blobs (no column of these tables is one)
        Self.append("null", to: &output)
      }
    }
    output.append(UInt8(ascii: "}"))
  }

  private static func append(_ text: String, to output: inout [UInt8]) {
    output.append(contentsOf: text.utf8)
  }
}
