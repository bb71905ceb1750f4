import GRDB
import GRDBSQLite

/// Writes the current row of a statement as a JSON object for a select list, straight from SQLite's column
/// bytes into the response's bytes: no `Row` value, `String` or `JSON` per row or column. The select list is
/// worked out once per request: which column, under which key (its `"key":` bytes), of which type.
struct RowWriter {
  private struct Field {
    /// Where its `"key":` is in `prefixes`, with the comma before it for every field but the first.
    let prefix: Range<Int>
    let index: Int32
    let type: TableSpec.ColumnType
  }
  private let fields: [Field]
  /// Every field's `"key":` in one buffer, so writing a row retains no array per field.
  private let prefixes: [UInt8]

  init(table: TableSpec, items: [PostgrestQuery.SelectItem]) {
    var fields: [Field] = []
    var prefixes: [UInt8] = []
    func add(_ key: [UInt8], _ index: Int, _ type: TableSpec.ColumnType) {
      let start = prefixes.count
      if !fields.isEmpty { prefixes.append(UInt8(ascii: ",")) }
      prefixes += key
      fields.append(Field(prefix: start..<prefixes.count, index: Int32(index), type: type))
    }
    for item in items {
      switch item.kind {
      case .all:
        for (index, column) in table.columns.enumerated() { add(column.jsonKey, index, column.type) }
      case .column(let name):
        if let index = table.columns.firstIndex(where: { $0.name == name }) {
          let column = table.columns[index]
          add(item.alias.map(Self.jsonKey) ?? column.jsonKey, index, column.type)
        }
      case .embed: continue
      }
    }
    self.fields = fields
    self.prefixes = prefixes
  }

  /// Runs `statement` with `arguments` and appends its rows as a JSON array; answers how many. Bound and
  /// stepped through SQLite's own calls, as a GRDB cursor's per-row work costs more than writing the row. The
  /// statement is reset afterwards, whatever happens, so it holds no snapshot and is ready for its next use.
  func writeArray(_ statement: Statement, arguments: [DatabaseValue], into output: inout [UInt8]) throws -> Int {
    let handle = statement.sqliteStatement
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    defer { sqlite3_reset(handle) }
    for (offset, value) in arguments.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32 =
        switch value.storage {
        case .null: sqlite3_bind_null(handle, index)
        case .int64(let integer): sqlite3_bind_int64(handle, index, integer)
        case .double(let double): sqlite3_bind_double(handle, index, double)
        case .string(let text):
          // With its length in bytes, so a NUL inside the text is bound too, as GRDB binds it.
          Int32(exactly: text.utf8.count).map { sqlite3_bind_text(handle, index, text, $0, Self.transient) }
            ?? SQLITE_TOOBIG
        case .blob(let data):
          data.withUnsafeBytes { bytes in
            Int32(exactly: bytes.count).map { sqlite3_bind_blob(handle, index, bytes.baseAddress, $0, Self.transient) }
              ?? SQLITE_TOOBIG
          }
        }
      guard code == SQLITE_OK else { throw Self.error(code, statement) }
    }
    output.append(UInt8(ascii: "["))
    var count = 0
    while true {
      let code = sqlite3_step(handle)
      if code == SQLITE_DONE { break }
      guard code == SQLITE_ROW else { throw Self.error(code, statement) }
      if count > 0 { output.append(UInt8(ascii: ",")) }
      prefixes.withUnsafeBufferPointer { prefixes in write(handle, prefixes: prefixes, into: &output) }
      count += 1
    }
    output.append(UInt8(ascii: "]"))
    return count
  }

  /// SQLite copies bound values (they do not outlive the Swift values they come from).
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  private static func error(_ code: Int32, _ statement: Statement) -> DatabaseError {
    let connection = sqlite3_db_handle(statement.sqliteStatement)
    return DatabaseError(
      resultCode: ResultCode(rawValue: code),
      message: connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }, sql: statement.sql)
  }

  /// Appends the statement's current row as an object.
  private func write(_ handle: SQLiteStatement, prefixes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "{"))
    for field in fields {
      output.append(contentsOf: UnsafeBufferPointer(rebasing: prefixes[field.prefix]))
      switch sqlite3_column_type(handle, field.index) {
      case SQLITE_INTEGER:
        let integer = sqlite3_column_int64(handle, field.index)
        switch field.type {
        case .boolean: Self.append(integer != 0 ? "true" : "false", to: &output)
        case .real: Self.append(String(Double(integer)), to: &output)
        default: Self.appendDecimal(integer, to: &output)
        }
      case SQLITE_FLOAT:
        let double = sqlite3_column_double(handle, field.index)
        Self.append(double.isFinite ? String(double) : "null", to: &output)
      case SQLITE_TEXT:
        // The pointer is valid until the next step; the length is read after it, as SQLite asks.
        let text = sqlite3_column_text(handle, field.index)
        let count = Int(sqlite3_column_bytes(handle, field.index))
        if let text, field.type == .textArray {
          // Checked, not copied: whatever the file holds, the answer is a JSON array.
          let stored = String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
          Self.append(Values.storedArray(stored).serialized, to: &output)
        } else if let text {
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

  /// `"key":` as JSON writes a member's key (`JSON.writeString`'s bytes).
  static func jsonKey(_ key: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var key = key
    key.withUTF8 { JSON.appendString($0, to: &bytes) }
    bytes.append(UInt8(ascii: ":"))
    return bytes
  }

  /// `integer` in decimal, the text `String(integer)` has, written without making a `String` (ids are in every
  /// row of every page).
  static func appendDecimal(_ integer: Int64, to output: inout [UInt8]) {
    var magnitude = integer.magnitude
    // 20 digits hold UInt64.max; the sign is written before them.
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &digits) { buffer in
      var index = buffer.count
      repeat {
        index -= 1
        buffer[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      if integer < 0 { output.append(UInt8(ascii: "-")) }
      output.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[index...]))
    }
  }

  private static func append(_ text: String, to output: inout [UInt8]) {
    output.append(contentsOf: text.utf8)
  }
}
