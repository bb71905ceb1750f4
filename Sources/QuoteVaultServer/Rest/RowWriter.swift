import GRDB

/// Writes a row as a JSON object for a select list, precomputed once per request: which column, under which
/// key, of which type.
struct RowWriter {
  private let fields: [(key: String, index: Int, type: TableSpec.ColumnType)]

  init(table: TableSpec, items: [PostgrestQuery.SelectItem]) {
    var fields: [(String, Int, TableSpec.ColumnType)] = []
    for item in items {
      switch item.kind {
      case .all:
        for (index, column) in table.columns.enumerated() { fields.append((column.name, index, column.type)) }
      case .column(let name):
        if let index = table.columns.firstIndex(where: { $0.name == name }) {
          fields.append((item.alias ?? name, index, table.columns[index].type))
        }
      case .embed: continue
      }
    }
    self.fields = fields.map { (key: $0.0, index: $0.1, type: $0.2) }
  }

  func write(_ row: Row, into output: inout String) {
    output += "{"
    for (position, field) in fields.enumerated() {
      if position > 0 { output += "," }
      JSON.writeString(field.key, into: &output)
      output += ":"
      let value: DatabaseValue = row[field.index]
      switch value.storage {
      case .null: output += "null"
      case .int64(let integer):
        switch field.type {
        case .boolean: output += integer != 0 ? "true" : "false"
        case .real: output += String(Double(integer))
        default: output += String(integer)
        }
      case .double(let double): output += double.isFinite ? String(double) : "null"
      case .string(let text): JSON.writeString(text, into: &output)
      case .blob: output += "null"
      }
    }
    output += "}"
  }
}
