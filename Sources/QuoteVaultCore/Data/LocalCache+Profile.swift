import Foundation
import GRDB

/// The signed-in user's profile as last seen, so Settings shows it offline; a change waiting in the outbox is
/// applied to it as it will be on the server (`apply(_:user:)`).
extension LocalCache {
  public func saveProfile(_ profile: Profile) throws {
    try database.write { db in try Self.saveProfile(profile, in: db) }
  }

  static func saveProfile(_ profile: Profile, in db: Database) throws {
    let json = String(decoding: try JSONEncoder().encode(profile), as: UTF8.self)
    try db.execute(sql: "INSERT OR REPLACE INTO profile (id, json) VALUES (?, ?)", arguments: [profile.id, json])
  }

  public func profile(_ id: String) throws -> Profile? {
    try database.read { db in
      try String.fetchOne(db, sql: "SELECT json FROM profile WHERE id = ?", arguments: [id]).flatMap {
        try? JSONDecoder().decode(Profile.self, from: Data($0.utf8))
      }
    }
  }
}
