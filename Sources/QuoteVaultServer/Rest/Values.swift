import Foundation
import GRDB

/// Converting between PostgREST's text and JSON values and SQLite's, by column type, with PostgreSQL's error
/// for a value that is not of the column's type.
enum Values {
  /// A filter operand (text) as the column's type.
  static func parse(_ raw: String, as column: TableSpec.Column, table: TableSpec) throws(APIError) -> (
    any DatabaseValueConvertible
  )? {
    switch column.type {
    case .bigint:
      guard let value = Int64(raw) else { throw invalid(raw, column) }
      return value
    case .real:
      guard let value = Double(raw), value.isFinite else { throw invalid(raw, column) }
      return value
    case .boolean:
      switch raw.lowercased() {
      case "true", "t", "1", "yes", "on": return 1
      case "false", "f", "0", "no", "off": return 0
      default: throw invalid(raw, column)
      }
    case .uuid:
      guard UUIDText.isValid(raw) else { throw invalid(raw, column) }
      return raw.lowercased()
    case .timestamptz:
      guard let value = Timestamp.parse(raw) else { throw invalid(raw, column) }
      return value
    case .time:
      guard let value = time(raw) else { throw invalid(raw, column) }
      return value
    case .text:
      return raw
    case .textArray:
      guard let elements = ArrayLiteral.parse(raw) else { throw invalid(raw, column) }
      return JSON.array(elements.map { $0.map(JSON.string) ?? .null }).serialized
    }
  }

  /// A JSON body value as the column's type.
  static func fromJSON(_ json: JSON, as column: TableSpec.Column, table: TableSpec) throws(APIError) -> (
    any DatabaseValueConvertible
  )? {
    switch (json, column.type) {
    case (.null, _):
      guard column.nullable else {
        throw .rest(
          .badRequest, "23502",
          "null value in column \"\(column.name)\" of relation \"\(table.name)\" violates not-null constraint")
      }
      return nil
    case (.int(let value), .bigint): return value
    case (.int(let value), .real): return Double(value)
    case (.double(let value), .real): return value
    case (.bool(let value), .boolean): return value ? 1 : 0
    case (.string(let text), .text):
      guard text.utf8.count <= 10_000 else {
        throw .rest(.badRequest, "22001", "value too long for column \"\(column.name)\"")
      }
      return text
    case (.array(let items), .textArray):
      // PostgREST hands the body to PostgreSQL, which takes strings and nulls as a text[]'s elements; the
      // table's check (a trigger here) then judges them. Anything else is not an element of text.
      guard items.allSatisfy({ $0 == .null || $0.string != nil }) else {
        throw .rest(.badRequest, "22P02", "malformed array literal: \(json.serialized.prefix(200))")
      }
      return json.serialized
    case (.string(let text), _): return try parse(text, as: column, table: table)
    default:
      throw .rest(.badRequest, "22P02", "invalid input syntax for type \(typeName(column.type)): \(json.serialized)")
    }
  }

  /// A stored value as JSON, typed as PostgreSQL would send it.
  static func toJSON(_ value: DatabaseValue, as type: TableSpec.ColumnType) -> JSON {
    switch value.storage {
    case .null: return .null
    case .int64(let integer):
      switch type {
      case .boolean: return .bool(integer != 0)
      case .real: return .double(Double(integer))
      default: return .int(integer)
      }
    case .double(let double): return .double(double)
    case .string(let text) where type == .textArray: return storedArray(text)
    case .string(let text): return .string(text)
    case .blob: return .null
    }
  }

  static func typeName(_ type: TableSpec.ColumnType) -> String {
    switch type {
    case .bigint: "bigint"
    case .text: "text"
    case .uuid: "uuid"
    case .boolean: "boolean"
    case .real: "real"
    case .timestamptz: "timestamp with time zone"
    case .time: "time without time zone"
    case .textArray: "text[]"
    }
  }

  /// A stored text[] (JSON array text, written only by `fromJSON`/`parse`): as an array, or `[]` for anything
  /// else a damaged database file may hold, so an answer is always valid JSON of the column's type.
  static func storedArray(_ text: String) -> JSON {
    guard case .array(let items)? = try? JSON.parse(Data(text.utf8)) else { return .array([]) }
    return .array(items)
  }

  /// "8:05" or "08:05:30" as "08:05:00" / "08:05:30".
  static func time(_ raw: String) -> String? {
    let parts = raw.split(separator: ":")
    guard (2...3).contains(parts.count), let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<24).contains(hour),
      (0..<60).contains(minute)
    else { return nil }
    let second = parts.count == 3 ? Int(parts[2].prefix(2)) : 0
    guard let second, (0..<60).contains(second) else { return nil }
    return String(format: "%02d:%02d:%02d", hour, minute, second)
  }

  private static func invalid(_ raw: String, _ column: TableSpec.Column) -> APIError {
    if column.type == .textArray {
      return .rest(.badRequest, "22P02", "malformed array literal: \"\(raw.prefix(200))\"")
    }
    return .rest(.badRequest, "22P02", "invalid input syntax for type \(typeName(column.type)): \"\(raw)\"")
  }
}
