import HTTPTypes
import Hummingbird

/// PostgREST's root path (`GET /rest/v1/` behind Supabase's gateway): an OpenAPI 2.0 description of the tables
/// and functions it serves, in PostgREST's shape (`definitions` per table with each column's PostgreSQL type as
/// `format`, `paths` per table and `/rpc/` function, `rowFilter` parameters per column). Tools such as Swagger UI
/// and supabase's type generators read it. It describes the schema, never rows, so it is built once.
enum OpenAPIDescription {
  /// PostgREST's media type for it.
  static let contentType = "application/openapi+json; charset=utf-8"

  /// The answer: the same bytes every time.
  static var response: Response {
    Response(status: .ok, headers: [.contentType: contentType], body: ResponseBody(byteBuffer: serialized))
  }

  private static let serialized = ByteBuffer(string: document.serialized)

  static var document: JSON {
    let tables = TableSpec.all.values.sorted { $0.name < $1.name }
    let mediaTypes: JSON = .array(
      ["application/json", "application/vnd.pgrst.object+json", "text/csv"].map { .string($0) })
    var paths: [(String, JSON)] = [
      (
        "/",
        .object([
          (
            "get",
            .object([
              ("produces", .array([.string("application/openapi+json"), .string("application/json")])),
              ("responses", .object([("200", .object([("description", .string("OK"))]))])),
              ("summary", .string("OpenAPI description (this document)")), ("tags", .array([.string("Introspection")])),
            ])
          )
        ])
      )
    ]
    paths += tables.map { ("/\($0.name)", tablePath($0)) }
    paths += functions.map { name, summary in
      let operation: JSON = .object([
        ("summary", .string(summary)), ("tags", .array([.string("(rpc) \(name)")])),
        ("responses", .object([("200", .object([("description", .string("OK"))]))])),
      ])
      return ("/rpc/\(name)", .object([("get", operation), ("post", operation)]))
    }
    var parameters: [(String, JSON)] = [
      ("select", query("select", "Filtering Columns")), ("order", query("order", "Ordering")),
      ("offset", query("offset", "Limiting and Pagination")), ("limit", query("limit", "Limiting and Pagination")),
      (
        "preferReturn",
        .object([
          ("name", .string("Prefer")), ("in", .string("header")), ("required", .bool(false)),
          ("type", .string("string")),
          ("enum", .array([.string("return=representation"), .string("return=minimal"), .string("return=none")])),
        ])
      ),
    ]
    for table in tables {
      for column in table.columns {
        parameters.append(
          (
            "rowFilter.\(table.name).\(column.name)",
            .object([
              ("name", .string(column.name)), ("required", .bool(false)), ("in", .string("query")),
              ("type", .string("string")), ("format", .string(format(column.type))),
            ])
          ))
      }
    }
    return .object([
      ("swagger", .string("2.0")),
      (
        "info",
        .object([
          ("description", .string("")), ("title", .string("standard public schema")),
          ("version", .string("quotevault-server")),
        ])
      ),
      ("basePath", .string("/")), ("schemes", .array([.string("http")])),
      ("consumes", mediaTypes), ("produces", mediaTypes),
      ("paths", .object(paths)),
      ("definitions", .object(tables.map { ($0.name, definition($0)) })),
      ("parameters", .object(parameters)),
    ])
  }

  /// The functions /rest/v1/rpc answers (supabase/migrations), with what each does.
  static let functions: [(String, String)] = [
    ("quote_of_the_day", "The quote of a date (today by default), the same for every user"),
    ("quotes_of_the_days", "The quotes of consecutive dates from from_day, at most 62"),
    ("delete_account", "Deletes the signed-in user's account and everything of theirs"),
  ]

  private static func tablePath(_ table: TableSpec) -> JSON {
    let filters: [JSON] = table.columns.map { ref("parameters/rowFilter.\(table.name).\($0.name)") }
    let ok: JSON = .object([
      (
        "200",
        .object([
          ("description", .string("OK")),
          ("schema", .object([("items", ref("definitions/\(table.name)")), ("type", .string("array"))])),
        ])
      ),
      ("206", .object([("description", .string("Partial Content"))])),
    ])
    let body: JSON = .object([
      ("name", .string(table.name)), ("in", .string("body")), ("required", .bool(false)),
      ("schema", ref("definitions/\(table.name)")),
    ])
    let tags: JSON = .array([.string(table.name)])
    var operations: [(String, JSON)] = [
      (
        "get",
        .object([
          (
            "parameters",
            .array(
              filters + [
                ref("parameters/select"), ref("parameters/order"), ref("parameters/offset"), ref("parameters/limit"),
              ])
          ), ("responses", ok), ("tags", tags),
        ])
      ),
      (
        "post",
        .object([
          ("parameters", .array([body, ref("parameters/select"), ref("parameters/preferReturn")])),
          ("responses", .object([("201", .object([("description", .string("Created"))]))])), ("tags", tags),
        ])
      ),
      (
        "patch",
        .object([
          ("parameters", .array(filters + [body, ref("parameters/preferReturn")])),
          ("responses", .object([("204", .object([("description", .string("No Content"))]))])), ("tags", tags),
        ])
      ),
    ]
    if table.deletable {
      operations.append(
        (
          "delete",
          .object([
            ("parameters", .array(filters + [ref("parameters/preferReturn")])),
            ("responses", .object([("204", .object([("description", .string("No Content"))]))])), ("tags", tags),
          ])
        ))
    }
    return .object(operations)
  }

  private static func definition(_ table: TableSpec) -> JSON {
    let required = table.columns.filter { !$0.nullable && $0.insertDefault == nil && !$0.hasDatabaseDefault }
    return .object([
      ("required", .array(required.map { .string($0.name) })),
      (
        "properties",
        .object(
          table.columns.map { column in
            var fields: [(String, JSON)] = [
              ("format", .string(format(column.type))), ("type", .string(jsonType(column.type))),
            ]
            if table.primaryKey.contains(column.name) {
              fields.insert(("description", .string("Note:\nThis is a Primary Key.<pk/>")), at: 0)
            }
            return (column.name, .object(fields))
          })
      ),
      ("type", .string("object")),
    ])
  }

  /// The column's PostgreSQL type, as PostgREST writes it in `format`.
  static func format(_ type: TableSpec.ColumnType) -> String {
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

  private static func jsonType(_ type: TableSpec.ColumnType) -> String {
    switch type {
    case .bigint: "integer"
    case .real: "number"
    case .boolean: "boolean"
    case .text, .uuid, .timestamptz, .time: "string"
    case .textArray: "array"
    }
  }

  private static func ref(_ path: String) -> JSON { .object([("$ref", .string("#/\(path)"))]) }

  private static func query(_ name: String, _ description: String) -> JSON {
    .object([
      ("name", .string(name)), ("description", .string(description)), ("required", .bool(false)),
      ("in", .string("query")), ("type", .string("string")),
    ])
  }
}
