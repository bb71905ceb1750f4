import Foundation
import GRDB

/// The profile photo kept on the device: Settings shows it at once on every appearance and offline, and asks
/// the server for it only when the profile points at another photo. An uploaded photo is stored under a new
/// name each time (`QuoteVaultAPI.uploadAvatar`), so its URL is its version: the copy kept is the one for the
/// URL the profile names, replaced by an upload, and gone with the rest of the user's data at sign-out.
extension LocalCache {
  /// A user's photo as the device keeps it: the URL it was fetched from (or uploaded to), and its bytes.
  public struct CachedAvatar: Equatable, Sendable {
    public let url: String
    public let data: Data

    public init(url: String, data: Data) {
      self.url = url
      self.data = data
    }
  }

  static func registerAvatars(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("avatars") { db in
      try db.execute(
        sql: "CREATE TABLE avatars (user_id TEXT PRIMARY KEY, url TEXT NOT NULL, data BLOB NOT NULL)")
    }
  }

  /// The photo kept for `user`, whatever URL it came from (the caller compares it with the profile's).
  public func avatar(user: String) throws -> CachedAvatar? {
    try database.read { db in
      try Row.fetchOne(db, sql: "SELECT url, data FROM avatars WHERE user_id = ?", arguments: [user]).map {
        CachedAvatar(url: $0["url"], data: $0["data"])
      }
    }
  }

  /// Keeps `data` as `user`'s photo from `url`, replacing the one kept before (one photo a user).
  public func saveAvatar(_ data: Data, url: String, user: String) throws {
    try database.write { db in
      try db.execute(
        sql: "INSERT OR REPLACE INTO avatars (user_id, url, data) VALUES (?, ?, ?)", arguments: [user, url, data])
    }
  }

  /// Forgets `user`'s photo (their profile has none any more).
  public func removeAvatar(user: String) throws {
    try database.write { db in try Self.removeAvatar(user: user, in: db) }
  }

  static func removeAvatar(user: String, in db: Database) throws {
    try db.execute(sql: "DELETE FROM avatars WHERE user_id = ?", arguments: [user])
  }
}
