import Foundation
import GRDB
import GRDBSQLite

/// Writes the current row of a statement as a JSON object for a select list, straight from SQLite's column
/// bytes into the page's bytes (`PageBytes`): no `Row` value, `String` or `JSON` per row or column. The select list is worked out once per request: which column, under which key (its `"key":`
/// bytes), of which type; and which of the table's columns the statement has to select (`columnList`).
struct RowWriter {
  private struct Field {
    /// Where its `"key":` is in `prefixes`, with the comma before it for every field but the first.
    let prefix: Range<Int>
    /// The column's position in the statement's result (`columnList`).
    let index: Int32
    let type: TableSpec.ColumnType
  }
  private let fields: [Field]
  /// Every field's `"key":` in one buffer, so writing a row retains no array per field.
  private let prefixes: [UInt8]
  /// The quoted columns the statement selects: only those the fields name, in the table's order, each once (a
  /// column SQLite reads and nobody writes costs its decoding and copy on every row).
  let columnList: String

  init(table: TableSpec, items: [PostgrestQuery.SelectItem]) {
    var chosen: [(key: [UInt8], column: Int, type: TableSpec.ColumnType)] = []
    for item in items {
      switch item.kind {
      case .all:
        for (index, column) in table.columns.enumerated() { chosen.append((column.jsonKey, index, column.type)) }
      case .column(let name):
        if let index = table.columns.firstIndex(where: { $0.name == name }) {
          let column = table.columns[index]
          chosen.append((item.alias.map(Self.jsonKey) ?? column.jsonKey, index, column.type))
        }
      case .embed: continue
      }
    }
    var used: UInt64 = 0
    for field in chosen where field.column < 64 { used |= 1 << UInt64(field.column) }
    // A select that names no column still runs its statement (its rows are `{}`): it selects every column, as
    // it does from a table too wide for the subsets.
    let subset = table.columnList(selecting: used)
    var fields: [Field] = []
    var prefixes: [UInt8] = []
    for field in chosen {
      let start = prefixes.count
      if !fields.isEmpty { prefixes.append(UInt8(ascii: ",")) }
      prefixes += field.key
      // Within a subset, a column's position is the number of chosen columns before it in the table.
      let position = subset == nil ? field.column : (used & ((1 << UInt64(field.column)) &- 1)).nonzeroBitCount
      fields.append(Field(prefix: start..<prefixes.count, index: Int32(position), type: field.type))
    }
    self.fields = fields
    self.prefixes = prefixes
    columnList = subset ?? table.columnList
  }

  /// Runs `statement` with `arguments` and appends its rows as a JSON array; answers how many. Bound and
  /// stepped through SQLite's own calls, as a GRDB cursor's per-row work costs more than writing the row. The
  /// statement is reset afterwards, whatever happens, so it holds no snapshot and is ready for its next use.
  func writeArray(_ statement: Statement, arguments: [DatabaseValue], into output: inout PageBytes) throws -> Int {
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

  /// Appends the statement's current row as an object. Each column is read through its value (one call finds
  /// the column; the type, text and length are then plain reads of it), and each field, key and value, is
  /// written into one reservation of the page's bytes.
  private func write(_ handle: SQLiteStatement, prefixes: UnsafeBufferPointer<UInt8>, into output: inout PageBytes) {
    output.append(UInt8(ascii: "{"))
    for field in fields {
      let key = UnsafeBufferPointer(rebasing: prefixes[field.prefix])
      guard let value = sqlite3_column_value(handle, field.index) else {
        Self.write(key, "null", into: &output)
        continue
      }
      switch sqlite3_value_type(value) {
      case SQLITE_INTEGER:
        let integer = sqlite3_value_int64(value)
        switch field.type {
        case .boolean: Self.write(key, integer != 0 ? "true" : "false", into: &output)
        case .real: Self.write(key, String(Double(integer)), into: &output)
        default: Self.write(key, decimal: integer, into: &output)
        }
      case SQLITE_FLOAT:
        let double = sqlite3_value_double(value)
        Self.write(key, double.isFinite ? String(double) : "null", into: &output)
      case SQLITE_TEXT:
        // The pointer is valid until the next step; the length is read after it, as SQLite asks.
        let text = sqlite3_value_text(value)
        let count = Int(sqlite3_value_bytes(value))
        if let text, field.type == .textArray {
          // Checked, not copied: whatever the file holds, the answer is a JSON array.
          let stored = String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
          Self.write(key, Values.storedArray(stored).serialized, into: &output)
        } else if let text {
          Self.write(key, string: UnsafeBufferPointer(start: text, count: count), into: &output)
        } else {
          Self.write(key, "\"\"", into: &output)
        }
      default:  // NULL, and blobs (no column of these tables is one)
        Self.write(key, "null", into: &output)
      }
    }
    output.append(UInt8(ascii: "}"))
  }

  /// `key`, then `text` as it is.
  private static func write(_ key: UnsafeBufferPointer<UInt8>, _ text: String, into output: inout PageBytes) {
    var text = text
    text.withUTF8 { text in
      let base = output.room(key.count.saturatingAdd(text.count))
      let written = JSON.copy(key, to: base)
      output.advance(written + JSON.copy(text, to: base + written))
    }
  }

  /// `key`, then `text` as a JSON string (`JSON.writeString`).
  private static func write(
    _ key: UnsafeBufferPointer<UInt8>, string text: UnsafeBufferPointer<UInt8>, into output: inout PageBytes
  ) {
    let base = output.room(key.count.saturatingAdd(JSON.maximumStringBytes(text.count)))
    let written = JSON.copy(key, to: base)
    output.advance(written + JSON.writeString(text, to: base + written))
  }

  /// `key`, then `integer` in decimal (`writeDecimal`).
  private static func write(_ key: UnsafeBufferPointer<UInt8>, decimal integer: Int64, into output: inout PageBytes) {
    let base = output.room(key.count.saturatingAdd(maximumDecimalBytes))
    let written = JSON.copy(key, to: base)
    output.advance(written + writeDecimal(integer, to: base + written))
  }

  /// `"key":` as JSON writes a member's key (`JSON.writeString`'s bytes).
  static func jsonKey(_ key: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var key = key
    key.withUTF8 { JSON.appendString($0, to: &bytes) }
    bytes.append(UInt8(ascii: ":"))
    return bytes
  }

  /// The most bytes `writeDecimal` writes: a sign and the 19 digits of Int64.min.
  static let maximumDecimalBytes = 20

  /// `integer` in decimal, the text `String(integer)` has (`writeDecimal`).
  static func appendDecimal(_ integer: Int64, to output: inout [UInt8]) {
    output += [UInt8](unsafeUninitializedCapacity: maximumDecimalBytes) { buffer, count in
      count = buffer.baseAddress.map { writeDecimal(integer, to: $0) } ?? 0
    }
  }

  /// Writes `integer` in decimal at `output`, which has room for `maximumDecimalBytes`, without making a
  /// `String` (ids are in every row of every page); answers how many bytes.
  static func writeDecimal(_ integer: Int64, to output: UnsafeMutablePointer<UInt8>) -> Int {
    var magnitude = integer.magnitude
    var digits = 0
    var rest = magnitude
    repeat {
      digits += 1
      rest /= 10
    } while rest > 0
    let sign = integer < 0 ? 1 : 0
    if integer < 0 { output[0] = UInt8(ascii: "-") }
    var index = sign + digits
    repeat {
      index -= 1
      output[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
    return sign + digits
  }
}

/// The row writer each table was last read with, kept with its select list: a feed or search sends the same
/// select on every request, and working a select list out again (`RowWriter.init`: its fields, their `"key":`
/// bytes, the column list) cost about 6,000 instructions a request. A writer depends on nothing but the table and
/// the select, so one made before is the one a new `RowWriter` would be (`RowWriterTests`). One entry per table.
final class RowWriters: @unchecked Sendable {
  static let shared = RowWriters()

  // NSLock rather than Mutex, which needs macOS 15: the server builds on a developer's Mac too.
  private let lock = NSLock()
  private var last: [(table: String, columns: String, items: [PostgrestQuery.SelectItem], writer: RowWriter)] = []

  /// `RowWriter(table:items:)`, made again only when the table's last select was another.
  func writer(table: TableSpec, items: [PostgrestQuery.SelectItem]) -> RowWriter {
    let kept = lock.withLock {
      last.first { $0.table == table.name && $0.columns == table.columnList && $0.items == items }?.writer
    }
    if let kept { return kept }
    let writer = RowWriter(table: table, items: items)
    lock.withLock {
      last.removeAll { $0.table == table.name }
      // Tables are few (`TableSpec.all`); the bound only guards against tables made elsewhere (tests).
      if last.count >= 64 { last.removeAll() }
      last.append((table.name, table.columnList, items, writer))
    }
    return writer
  }
}

/// A page's bytes while its rows are written: memory this read owns, grown by doubling, written through a
/// pointer. A `[UInt8]` checks its uniqueness and capacity on every append, and a `ByteBuffer` its storage's
/// exclusive access too: a page has about a hundred writes. Freed by its owner (`free`) once copied out.
struct PageBytes {
  private(set) var start: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    start = .allocate(capacity: self.capacity)
  }

  func free() { start.deallocate() }

  /// The bytes written.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

  /// Where the next `bytes` may be written: the caller writes at most that many and then `advance`s.
  @inline(__always) mutating func room(_ bytes: Int) -> UnsafeMutablePointer<UInt8> {
    if bytes > capacity - count { grow(to: count.saturatingAdd(bytes)) }
    return start + count
  }

  /// Counts `bytes` written at `room`'s pointer (never more than the room asked for).
  @inline(__always) mutating func advance(_ bytes: Int) { count += bytes }

  @inline(__always) mutating func append(_ byte: UInt8) {
    room(1).pointee = byte
    count += 1
  }

  @inline(never) private mutating func grow(to needed: Int) {
    var larger = capacity
    while larger < needed { larger = larger.saturatingMultiply(2) }
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    moved.initialize(from: start, count: count)
    start.deallocate()
    start = moved
    capacity = larger
  }
}
