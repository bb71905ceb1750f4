import Foundation
import GRDB

/// A guest's collections: made before signing up, kept on the device under `guestOwner` (an id no account has:
/// accounts are UUIDs), with their changes queued in the outbox under it too, where no flush sends them (only a
/// signed-in user's entries are sent). At sign-in or sign-up they become the account's in one transaction
/// (`adoptGuestCollections`): the rows and the waiting changes together, so the outbox then uploads them to the
/// account as any change made while signed in, and a crash in between loses or doubles nothing.
extension LocalCache {
  /// The owner of what a guest makes before any account is theirs.
  public static let guestOwner = "guest"

  /// Gives the guest's collections, their quotes and their waiting changes to `user`, after that user's own
  /// collections; returns how many collections it gave.
  @discardableResult
  public func adoptGuestCollections(for user: String) throws -> Int {
    try database.write { db in
      let guest = Self.guestOwner
      let count =
        try Int.fetchOne(db, sql: "SELECT count(*) FROM collections WHERE user_id = ?", arguments: [guest]) ?? 0
      let waiting = try Self.guestOutboxCount(db)
      guard count > 0 || waiting > 0 else { return 0 }
      let after =
        try Int.fetchOne(
          db, sql: "SELECT coalesce(max(position), -1) + 1 FROM collections WHERE user_id = ?", arguments: [user]) ?? 0
      try db.execute(
        sql: "UPDATE collections SET user_id = ?, position = position + ? WHERE user_id = ?",
        arguments: [user, after, guest])
      try db.execute(sql: "UPDATE collection_quotes SET user_id = ? WHERE user_id = ?", arguments: [user, guest])
      try db.execute(sql: "UPDATE outbox SET user_id = ? WHERE user_id = ?", arguments: [user, guest])
      return count
    }
  }

  private static func guestOutboxCount(_ db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT count(*) FROM outbox WHERE user_id = ?", arguments: [guestOwner]) ?? 0
  }
}

extension PendingChange {
  /// A change to collections, which a guest may make on the device before having an account.
  var isCollectionChange: Bool {
    switch self {
    case .createCollection, .renameCollection, .deleteCollection, .addToCollection, .removeFromCollection: true
    default: false
    }
  }
}
