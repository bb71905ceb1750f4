import Foundation
import GRDB
import Testing

@testable import QuoteVaultServer

/// The uncached read path writes rows straight from SQLite's values into the response's buffer, selecting only
/// the columns its answer has (`RowWriter`). Its bytes must be the general path's: rows read whole as GRDB rows
/// and written as `JSON` objects (`Embedding.objects`, the path of reads with embeds), for every select and
/// every value a file may hold, odd ones included.
@Suite("Rows written from SQLite's values are the general path's")
struct RowWriterTests {
  /// Tables shaped as two of the API's (no constraints, so a column may hold any type, as a damaged or
  /// hand-edited file may), with ordinary and odd rows.
  static func database() throws -> DatabaseQueue {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(
        sql: """
          CREATE TABLE quotes (id, text, author, category, created_at, owner_id);
          INSERT INTO quotes VALUES (1, 'Plain words of a quote, more than sixteen bytes', 'Lao Tzu', 'Wisdom',
            '2026-11-30T10:00:00Z', NULL);
          INSERT INTO quotes VALUES (2, 'say "hi"\\ ' || char(10) || char(13) || char(9) || char(1) || ' café',
            'Ünïcode “quotes”', 'Love', '2026-11-30T10:00:01Z', 'b2c4e1a0-0000-4000-8000-000000000001');
          INSERT INTO quotes VALUES (-9223372036854775808, CAST(X'61FF22C3' AS TEXT), 42, 3.5, NULL, 1e999);
          INSERT INTO quotes VALUES (9223372036854775807, '', X'00', -0.0, 7, '');
          CREATE TABLE profiles (id, display_name, avatar_url, theme, accent_color, font_scale,
            notifications_enabled, notification_time, updated_at, topics);
          INSERT INTO profiles VALUES ('u1', 'Ana', NULL, 'dark', 'blue', 1.25, 1, '09:00', 'now', '["a","b\\"c"]');
          INSERT INTO profiles VALUES ('u2', NULL, 'x', 'light', 'red', 2, 0, NULL, NULL, 'not json');
          INSERT INTO profiles VALUES ('u3', 5, 6.5, NULL, NULL, 'text', 2, 3, 4, 5);
          """)
    }
    return queue
  }

  static let selects = [
    "*", "id,text,author,category", "id,text,author", "author,id,id,who:author", "created_at,owner_id,category",
    "owner_id", "category,id", "nonexistent", "id,nonexistent", "text", "display_name,font_scale,topics,id",
    "notifications_enabled,font_scale,accent_color,notification_time,updated_at,avatar_url,theme",
  ]

  @Test("Every select, every value: the same bytes as the general path, from a new writer and a kept one")
  func sameBytes() throws {
    let queue = try Self.database()
    // Kept writers (`RowWriters`) are asked for each select twice in a row (made, then kept), the selects of both
    // tables in turn and then again in reverse, so a kept writer is never another select's.
    let kept = RowWriters()
    let rounds = [Self.selects, Self.selects.reversed()].flatMap { selects in
      selects.flatMap { select in [TableSpec.quotes, TableSpec.profiles].map { (select, $0) } }
    }
    for (select, table) in rounds {
      let items = try PostgrestQuery.parseSelect(select)
      let writers = [
        RowWriter(table: table, items: items), kept.writer(table: table, items: items),
        kept.writer(table: table, items: items),
      ]
      for writer in writers {
        #expect(writer.columnList == writers[0].columnList, "\(table.name): \(select)")
        let order = " ORDER BY rowid"
        let (written, count, expected) = try queue.read { db in
          // A small page, so it grows while rows are written.
          var page = PageBytes(capacity: 8)
          defer { page.free() }
          let count = try writer.writeArray(
            db.makeStatement(sql: "SELECT \(writer.columnList) FROM \(table.name)\(order)"), arguments: [],
            into: &page)
          let rows = try Row.fetchAll(db, sql: "SELECT \(table.columnList) FROM \(table.name)\(order)")
          let objects = try Embedding(principal: .serviceRole).objects(db, rows: rows, table: table, items: items)
          return (Array(page.bytes), count, JSON.array(objects).serialized)
        }
        #expect(String(decoding: written, as: UTF8.self) == expected, "\(table.name): \(select)")
        #expect(count == (table.name == "quotes" ? 4 : 3))
      }
    }
  }

  @Test("A select names only the columns it writes, in the table's order, each once")
  func columnLists() throws {
    func list(_ select: String, _ table: TableSpec = .quotes) throws -> String {
      RowWriter(table: table, items: try PostgrestQuery.parseSelect(select)).columnList
    }
    #expect(try list("id,text,author,category") == #""id", "text", "author", "category""#)
    #expect(try list("author,id,id,who:author") == #""id", "author""#)
    #expect(try list("*") == TableSpec.quotes.columnList)
    // Naming no column, the statement still selects (every column): its rows are `{}`.
    #expect(try list("nonexistent") == TableSpec.quotes.columnList)
    #expect(try list("topics,id", .profiles) == #""id", "topics""#)
  }

  @Test("Decimals and strings fit the room they reserve")
  func room() {
    #expect(RowWriter.maximumDecimalBytes >= String(Int64.min).utf8.count)
    for text: [UInt8] in [[0x01], [0xFF], [0x01, 0xFF, 0x22, 0xC3], Array(repeating: 0x1F, count: 40)] {
      var bytes: [UInt8] = []
      text.withUnsafeBufferPointer { JSON.appendString($0, to: &bytes) }
      #expect(bytes.count <= JSON.maximumStringBytes(text.count))
    }
  }
}
