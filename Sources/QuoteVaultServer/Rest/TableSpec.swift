/// The tables /rest/v1 serves: every column a client may name, its type, and who may touch which rows. Nothing
/// outside this whitelist ever reaches SQL as an identifier.
struct TableSpec: Sendable {
  enum ColumnType: Sendable {
    case bigint, text, uuid, boolean, real, timestamptz, time
    /// PostgreSQL's `text[]`, kept in SQLite as the JSON array text it is sent and answered as.
    case textArray
  }
  enum InsertDefault: Sendable { case authUID, now, newUUID }

  struct Column: Sendable {
    let name: String
    let type: ColumnType
    let nullable: Bool
    let insertDefault: InsertDefault?
    /// SQLite has a default for it (so leaving it out of an insert is fine).
    let hasDatabaseDefault: Bool
    /// `"name":`, the bytes a row's JSON object has before this column's value (`RowWriter`), made once.
    let jsonKey: [UInt8]
    /// `"name"`, the column as SQL names it, made once: every read's WHERE and ORDER BY name their columns.
    let quotedName: String

    init(
      _ name: String, _ type: ColumnType, nullable: Bool = false, default insertDefault: InsertDefault? = nil,
      databaseDefault: Bool = false
    ) {
      self.name = name
      self.type = type
      self.nullable = nullable
      self.insertDefault = insertDefault
      self.hasDatabaseDefault = databaseDefault
      jsonKey = RowWriter.jsonKey(name)
      quotedName = "\"" + name + "\""
    }
  }

  /// The row level security of supabase/migrations, restated.
  enum Access: Sendable {
    /// Signed-in users read and write the rows whose `column` is their user id.
    case owner(column: String)
    /// Signed-in users read and write the rows of collections they own (collection_quotes).
    case ownerThroughCollection
    /// Everyone reads the rows whose `column` is null (the catalogue); signed-in users read and write the rows
    /// whose `column` is their user id (their own quotes).
    case catalogueOrOwner(column: String)
  }

  /// The column naming a row's owner, which a user may only set to themselves.
  var ownerColumn: String? {
    switch access {
    case .owner(let column), .catalogueOrOwner(let column): column
    case .ownerThroughCollection: nil
    }
  }

  let name: String
  /// `"name"`, made once.
  let quotedName: String
  let columns: [Column]
  let primaryKey: [String]
  let access: Access
  /// The table's foreign keys into other exposed tables (supabase/migrations' `references`); embedding follows
  /// them in every direction.
  let foreignKeys: [ForeignKey]
  /// Set to now() on every update, as the profiles trigger does.
  let touchesUpdatedAt: Bool
  /// Whether the table has a delete policy for its owners; without one, RLS hides every row from DELETE.
  let deletable: Bool
  /// The quoted column list every statement selects or returns, built once per table rather than per request.
  let columnList: String
  /// The quoted lists of every subset of the columns, in the table's order, by the bits of their positions
  /// (`columnList(selecting:)`), for tables of at most `maximumSubsetColumns` columns; built once per table.
  private let subsetColumnLists: [String]
  static let maximumSubsetColumns = 10

  init(
    name: String, columns: [Column], primaryKey: [String], access: Access, foreignKeys: [ForeignKey] = [],
    touchesUpdatedAt: Bool, deletable: Bool = true
  ) {
    self.deletable = deletable
    self.name = name
    quotedName = "\"" + name + "\""
    self.columns = columns
    self.primaryKey = primaryKey
    self.access = access
    self.foreignKeys = foreignKeys
    self.touchesUpdatedAt = touchesUpdatedAt
    columnList = columns.map { "\"\($0.name)\"" }.joined(separator: ", ")
    subsetColumnLists =
      columns.count > Self.maximumSubsetColumns
      ? []
      : (0..<(1 << columns.count)).map { bits in
        columns.indices.filter { bits & (1 << $0) != 0 }.map { "\"\(columns[$0].name)\"" }.joined(separator: ", ")
      }
  }

  /// The quoted list of the columns whose positions are the bits of `used`, in the table's order (a read
  /// selects only the columns its answer has); nil when the table has too many columns for the subsets or `used`
  /// names none or one it does not have.
  func columnList(selecting used: UInt64) -> String? {
    guard used != 0, let index = Int(exactly: used), index < subsetColumnLists.count else { return nil }
    return subsetColumnLists[index]
  }

  func column(_ name: String) -> Column? { columns.first { $0.name == name } }

  static let all: [String: TableSpec] = Dictionary(
    uniqueKeysWithValues: [profiles, quotes, favorites, collections, collectionQuotes].map { ($0.name, $0) })

  static let profiles = TableSpec(
    name: "profiles",
    columns: [
      Column("id", .uuid), Column("display_name", .text, nullable: true), Column("avatar_url", .text, nullable: true),
      Column("theme", .text, databaseDefault: true), Column("accent_color", .text, databaseDefault: true),
      Column("font_scale", .real, databaseDefault: true),
      Column("notifications_enabled", .boolean, databaseDefault: true),
      Column("notification_time", .time, databaseDefault: true), Column("updated_at", .timestamptz, default: .now),
      Column("topics", .textArray, databaseDefault: true),
    ], primaryKey: ["id"], access: .owner(column: "id"), touchesUpdatedAt: true,
    // The migration gives profiles select, insert and update policies but none for delete: a profile goes only
    // with its user.
    deletable: false)

  static let quotes = TableSpec(
    name: "quotes",
    columns: [
      Column("id", .bigint, databaseDefault: true), Column("text", .text), Column("author", .text),
      Column("category", .text), Column("created_at", .timestamptz, default: .now),
      Column("owner_id", .uuid, nullable: true, default: .authUID),
    ], primaryKey: ["id"], access: .catalogueOrOwner(column: "owner_id"), touchesUpdatedAt: false)

  static let favorites = TableSpec(
    name: "favorites",
    columns: [
      Column("user_id", .uuid, default: .authUID), Column("quote_id", .bigint),
      Column("created_at", .timestamptz, default: .now),
    ], primaryKey: ["user_id", "quote_id"], access: .owner(column: "user_id"),
    foreignKeys: [ForeignKey(column: "quote_id", table: "quotes", targetColumn: "id")], touchesUpdatedAt: false)

  static let collections = TableSpec(
    name: "collections",
    columns: [
      Column("id", .uuid, default: .newUUID), Column("user_id", .uuid, default: .authUID), Column("name", .text),
      Column("created_at", .timestamptz, default: .now),
    ], primaryKey: ["id"], access: .owner(column: "user_id"), touchesUpdatedAt: false)

  static let collectionQuotes = TableSpec(
    name: "collection_quotes",
    columns: [
      Column("collection_id", .uuid), Column("quote_id", .bigint), Column("added_at", .timestamptz, default: .now),
    ], primaryKey: ["collection_id", "quote_id"], access: .ownerThroughCollection,
    foreignKeys: [
      ForeignKey(column: "collection_id", table: "collections", targetColumn: "id"),
      ForeignKey(column: "quote_id", table: "quotes", targetColumn: "id"),
    ], touchesUpdatedAt: false)
}

/// `column REFERENCES table(targetColumn)`.
struct ForeignKey: Sendable, Equatable {
  let column: String
  let table: String
  let targetColumn: String
}

/// How PostgREST joins an embedded resource, derived from foreign keys as its schema cache does.
struct Relationship: Sendable {
  enum Cardinality: Sendable {
    /// This row's foreign key names one target row (favorites -> quotes): an object or null.
    case manyToOne
    /// Target rows' foreign keys name this row (quotes -> favorites): an array.
    case oneToMany
    /// Through a junction table whose primary key holds both foreign keys (collections -> quotes through
    /// collection_quotes): an array.
    case manyToMany(junction: TableSpec, junctionLocal: String, junctionTarget: String)
  }

  let target: TableSpec
  let cardinality: Cardinality
  var isToOne: Bool { if case .manyToOne = cardinality { true } else { false } }
  /// The column of this table whose value joins (its key, or its foreign key for many-to-one).
  let localColumn: String
  /// The column of the target that the local value is matched against (for many-to-many: the target's key).
  let targetColumn: String
}

extension TableSpec {
  /// Every relationship between this table and the table `name`, as PostgREST's schema cache finds them: this
  /// table's foreign keys to it, its foreign keys to this table, and junctions whose primary key holds two
  /// distinct foreign keys, one to each. Sorted, so the answer never depends on dictionary order.
  func relationships(to name: String, in schema: [String: TableSpec] = Self.all) -> [Relationship] {
    guard let target = schema[name] else { return [] }
    var found: [Relationship] = []
    for key in foreignKeys where key.table == name {
      found.append(
        Relationship(target: target, cardinality: .manyToOne, localColumn: key.column, targetColumn: key.targetColumn))
    }
    for key in target.foreignKeys where key.table == self.name && target.name != self.name {
      found.append(
        Relationship(target: target, cardinality: .oneToMany, localColumn: key.targetColumn, targetColumn: key.column))
    }
    for junction in schema.values.sorted(by: { $0.name < $1.name })
    where junction.name != self.name && junction.name != name {
      for local in junction.foreignKeys where local.table == self.name && junction.primaryKey.contains(local.column) {
        for remote in junction.foreignKeys
        where remote.table == name && remote.column != local.column && junction.primaryKey.contains(remote.column) {
          found.append(
            Relationship(
              target: target,
              cardinality: .manyToMany(junction: junction, junctionLocal: local.column, junctionTarget: remote.column),
              localColumn: local.targetColumn, targetColumn: remote.targetColumn))
        }
      }
    }
    return found
  }

  /// The one relationship named `name`: PGRST200 when there is none, PGRST201 (300 Multiple Choices) when
  /// there is more than one, as PostgREST answers rather than guessing.
  func relationship(to name: String, in schema: [String: TableSpec] = Self.all) throws(APIError) -> Relationship {
    let found = relationships(to: name, in: schema)
    guard let first = found.first else {
      throw .rest(
        .badRequest, "PGRST200",
        "Could not find a relationship between '\(self.name)' and '\(name)' in the schema cache",
        details: "Searched for a foreign key relationship between '\(self.name)' and '\(name)' in the schema 'public'")
    }
    guard found.count == 1 else {
      throw .rest(
        .multipleChoices, "PGRST201",
        "Could not embed because more than one relationship was found for '\(self.name)' and '\(name)'",
        hint: "Try changing '\(name)' to name one relationship explicitly")
    }
    return first
  }
}
