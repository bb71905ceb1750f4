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

  /// Which collections an account took from the guest (`adoptGuestCollections`), so a sign-out that discards
  /// the account's unsent changes gives back to the guest those the server never had
  /// (`giveBackUnsentGuestCollections`).
  static func registerGuestCollections(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("guest-collections") { db in
      try db.execute(sql: "CREATE TABLE guest_adopted (collection_id TEXT PRIMARY KEY, user_id TEXT NOT NULL)")
    }
    // Which of an account's waiting changes the guest made before adoption: only those are given back.
    migrator.registerMigration("guest-origin") { db in
      try db.execute(sql: "ALTER TABLE outbox ADD COLUMN from_guest INTEGER NOT NULL DEFAULT 0")
    }
  }

  /// The copies an ended session gave the guest: whose account the original waits in, and the last outbox
  /// entry at the time, so a later guest change to the copy can be told apart (`dropUntouchedCopies`).
  /// Registered after every older migration: a device that has them all applies only this.
  static func registerGuestCopies(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("guest-copies") { db in
      try db.execute(
        sql: """
          CREATE TABLE guest_copies (collection_id TEXT PRIMARY KEY, from_user TEXT NOT NULL,
            original_id TEXT NOT NULL, through INTEGER NOT NULL)
          """)
    }
  }

  /// Gives the guest's collections, their quotes and their waiting changes to `user`, after that user's own
  /// collections; returns how many collections it gave.
  @discardableResult
  public func adoptGuestCollections(for user: String) throws -> Int {
    try database.write { db in
      let guest = Self.guestOwner
      try Self.dropUntouchedCopies(adoptedBy: user, in: db)
      let count =
        try Int.fetchOne(db, sql: "SELECT count(*) FROM collections WHERE user_id = ?", arguments: [guest]) ?? 0
      let waiting = try Self.guestOutboxCount(db)
      guard count > 0 || waiting > 0 else { return 0 }
      let after =
        try Int.fetchOne(
          db, sql: "SELECT coalesce(max(position), -1) + 1 FROM collections WHERE user_id = ?", arguments: [user]) ?? 0
      try db.execute(
        sql: """
          INSERT OR REPLACE INTO guest_adopted (collection_id, user_id) SELECT id, ? FROM collections WHERE user_id = ?
          """,
        arguments: [user, guest])
      try db.execute(
        sql: "UPDATE collections SET user_id = ?, position = position + ? WHERE user_id = ?",
        arguments: [user, after, guest])
      try db.execute(sql: "UPDATE collection_quotes SET user_id = ? WHERE user_id = ?", arguments: [user, guest])
      try db.execute(
        sql: "UPDATE outbox SET user_id = ?, from_guest = 1 WHERE user_id = ?", arguments: [user, guest])
      return count
    }
  }

  /// What a sign-out that lets `user`'s unsent changes go would give back to the guest: the collections taken
  /// from the guest whose creation the server never received, and how many waiting changes go back with them
  /// (the guest's own, made before adoption). The sign-out question says both.
  public func guestGiveBack(of user: String) throws -> (collections: Int, changes: Int) {
    try database.read { db in
      let plan = try Self.giveBackPlan(of: user, in: db)
      return (plan.collections.count, plan.entries.count)
    }
  }

  /// Before `user`'s data and outbox are discarded: each collection taken from the guest whose creation the
  /// server never acknowledged goes back to the guest as the guest left it: rebuilt from the guest's own waiting
  /// changes (those marked `from_guest` at adoption), which wait again for the next sign-in. What the account
  /// did to it after adoption (quotes added, renames) is the account's, and goes with the rest of its record,
  /// as the sign-out question said: no other account ever receives it.
  ///
  /// Each goes back under a fresh id (`newID`), its changes rewritten to it: a creation whose answer was lost may
  /// have reached the server, where that id is now the account's row. Sent again by the next account, the old id
  /// would be ignored as a duplicate (`ignoreDuplicates`) and that account's additions refused by RLS, so the
  /// collection would leave the phone at the pull after. A fresh id is nobody's on the server.
  static func giveBackUnsentGuestCollections(
    of user: String, in db: Database, newID: () -> String = { UUID().uuidString.lowercased() }
  ) throws {
    let plan = try giveBackPlan(of: user, in: db)
    try forgetAdoption(of: user, in: db)
    let guest = guestOwner
    var fresh: [String: String] = [:]
    for id in plan.collections {
      fresh[id] = newID()
      try db.execute(
        sql: "DELETE FROM collection_quotes WHERE collection_id = ? AND user_id = ?", arguments: [id, user])
      try db.execute(sql: "DELETE FROM collections WHERE id = ? AND user_id = ?", arguments: [id, user])
    }
    for entry in plan.entries {
      let change = entry.change.movedToCollection(fresh)
      try apply(change, user: guest, in: db)
      try db.execute(
        sql: "UPDATE outbox SET user_id = ?, from_guest = 0, change = ? WHERE sequence = ? AND user_id = ?",
        arguments: [guest, try outboxText(change), entry.sequence, user])
    }
  }

  /// A sign-out `user` did not choose (the server ended the session, or Apple's authorization was revoked) keeps
  /// the account's unsent changes for its next sign-in; the guest, who may never sign in to it again, gets a copy
  /// of each collection taken from them whose creation the server never acknowledged, as the guest left it
  /// (rebuilt from the guest's own changes, under a fresh id, waiting again). The account's outbox keeps its own
  /// copy with its edits, now simply the account's (no longer marked the guest's, so no later sign-out gives it
  /// back twice). Nothing is lost whoever signs in next, and no account's edits reach the guest. Returns how
  /// many collections the guest got.
  @discardableResult
  public func copyUnsentGuestCollectionsToGuest(of user: String) throws -> Int {
    try database.write { db in try Self.copyUnsentGuestCollectionsToGuest(of: user, in: db) }
  }

  static func copyUnsentGuestCollectionsToGuest(
    of user: String, in db: Database, newID: () -> String = { UUID().uuidString.lowercased() }
  ) throws -> Int {
    let plan = try giveBackPlan(of: user, in: db)
    try forgetAdoption(of: user, in: db)
    try db.execute(sql: "UPDATE outbox SET from_guest = 0 WHERE user_id = ?", arguments: [user])
    var fresh: [String: String] = [:]
    for id in plan.collections { fresh[id] = newID() }
    for entry in plan.entries {
      let change = entry.change.movedToCollection(fresh)
      try apply(change, user: guestOwner, in: db)
      try enqueue(try outboxText(change), user: guestOwner, in: db)
    }
    let through = try Int64.fetchOne(db, sql: "SELECT coalesce(max(sequence), 0) FROM outbox") ?? 0
    for (original, id) in fresh {
      try db.execute(
        sql: """
          INSERT OR REPLACE INTO guest_copies (collection_id, from_user, original_id, through) VALUES (?, ?, ?, ?)
          """,
        arguments: [id, user, original, through])
    }
    return fresh.count
  }

  /// At `user`'s sign-in, before the guest's collections become theirs: each copy an ended session of the same
  /// account gave the guest (`copyUnsentGuestCollectionsToGuest`) goes, with its waiting changes, when the guest
  /// has not changed it since: its original still waits in the account's outbox, and adopting the copy too would
  /// upload the collection twice ("Name" and "Name 2"). One the guest changed is the guest's work and is adopted
  /// as any of theirs. The record of copies goes either way: after this the guest has none.
  static func dropUntouchedCopies(adoptedBy user: String, in db: Database) throws {
    let copies = try Row.fetchAll(
      db, sql: "SELECT collection_id, original_id, through FROM guest_copies WHERE from_user = ?", arguments: [user]
    ).map {
      (id: $0["collection_id"] as String, original: $0["original_id"] as String, through: $0["through"] as Int64)
    }
    try db.execute(sql: "DELETE FROM guest_copies")
    guard !copies.isEmpty else { return }
    let entries = try outboxEntries(of: guestOwner, in: db)
    // Only while the original's creation still waits for the account: otherwise the copy is the only one.
    let waiting = Set(
      try outboxEntries(of: user, in: db).compactMap { entry -> String? in
        if case .createCollection(let id, _) = entry.change { id } else { nil }
      })
    for copy in copies where waiting.contains(copy.original) {
      let about = entries.filter { $0.change.collectionID == copy.id }
      guard !about.contains(where: { $0.sequence > copy.through }) else { continue }
      for entry in about {
        try db.execute(
          sql: "DELETE FROM outbox WHERE sequence = ? AND user_id = ?", arguments: [entry.sequence, guestOwner])
      }
      try db.execute(
        sql: "DELETE FROM collection_quotes WHERE collection_id = ? AND user_id = ?", arguments: [copy.id, guestOwner])
      try db.execute(sql: "DELETE FROM collections WHERE id = ? AND user_id = ?", arguments: [copy.id, guestOwner])
    }
  }

  /// After a pull that replaced `user`'s library (so the server has every collection the account took from the
  /// guest, and `renameAdoptedNameClashes` has seen them beside the account's own): the record of those taken
  /// goes, but for any whose creation still waits (taken by a sign-in since). Kept, it would grow with every
  /// sign-in and rename, weeks later, a collection long the account's.
  public func completeAdoptions(user: String) throws {
    try database.write { db in
      let waiting = try Self.giveBackPlan(of: user, in: db).collections
      let adopted = try String.fetchAll(
        db, sql: "SELECT collection_id FROM guest_adopted WHERE user_id = ?", arguments: [user])
      for id in adopted where !waiting.contains(id) {
        try db.execute(
          sql: "DELETE FROM guest_adopted WHERE collection_id = ? AND user_id = ?", arguments: [id, user])
      }
    }
  }

  /// The collections `user` took from the guest that the device still keeps a record of (tests).
  func adoptedCollectionIDs(user: String) throws -> Set<String> {
    try database.read { db in
      Set(
        try String.fetchAll(
          db, sql: "SELECT collection_id FROM guest_adopted WHERE user_id = ?", arguments: [user]))
    }
  }

  /// The account's record of what it took from the guest goes (a sign-out, or the account deleted).
  static func forgetAdoption(of user: String, in db: Database) throws {
    try db.execute(sql: "DELETE FROM guest_adopted WHERE user_id = ?", arguments: [user])
  }

  /// The collections `giveBackUnsentGuestCollections` gives back, and the guest's own changes (in order) that
  /// rebuild them.
  private static func giveBackPlan(
    of user: String, in db: Database
  ) throws -> (collections: Set<String>, entries: [(sequence: Int64, change: PendingChange)]) {
    let adopted = Set(
      try String.fetchAll(db, sql: "SELECT collection_id FROM guest_adopted WHERE user_id = ?", arguments: [user]))
    guard !adopted.isEmpty else { return ([], []) }
    let entries = try Row.fetchAll(
      db, sql: "SELECT sequence, change FROM outbox WHERE user_id = ? AND from_guest = 1 ORDER BY sequence",
      arguments: [user]
    ).compactMap { row -> (sequence: Int64, change: PendingChange)? in
      let text: String = row["change"]
      guard let change = try? JSONDecoder().decode(PendingChange.self, from: Data(text.utf8)) else { return nil }
      return (row["sequence"], change)
    }
    let unsent = Set(
      entries.compactMap { entry -> String? in
        if case .createCollection(let id, _) = entry.change, adopted.contains(id) { id } else { nil }
      })
    return (unsent, entries.filter { $0.change.collectionID.map(unsent.contains) == true })
  }

  /// Each collection `user` took from the guest whose name one of the account's own already has (those are known
  /// only once pulled, after adoption) is renamed as the first free "Name 2", "Name 3"…, as a change of the
  /// account's (so a sign-out gives the guest back their own name): two collections of one name could not be told
  /// apart, and `LibraryModel.validName` never makes them. Returns how many were renamed.
  @discardableResult
  public func renameAdoptedNameClashes(user: String) throws -> Int {
    try database.write { db in
      let adopted = Set(
        try String.fetchAll(db, sql: "SELECT collection_id FROM guest_adopted WHERE user_id = ?", arguments: [user]))
      guard !adopted.isEmpty else { return 0 }
      let rows = try Row.fetchAll(
        db, sql: "SELECT id, name FROM collections WHERE user_id = ? ORDER BY position", arguments: [user]
      ).map { (id: $0["id"] as String, name: $0["name"] as String) }
      var taken = Set(rows.filter { !adopted.contains($0.id) }.map { Self.collectionNameKey($0.name) })
      var renamed = 0
      for row in rows where adopted.contains(row.id) {
        guard taken.contains(Self.collectionNameKey(row.name)) else {
          taken.insert(Self.collectionNameKey(row.name))
          continue
        }
        let name = Self.freeCollectionName(row.name, taken: taken)
        taken.insert(Self.collectionNameKey(name))
        let change = PendingChange.renameCollection(id: row.id, name: name)
        try Self.apply(change, user: user, in: db)
        try Self.enqueue(try Self.outboxText(change), user: user, in: db)
        renamed += 1
      }
      return renamed
    }
  }

  /// A collection's name as a person reads it: two names with the same key could not be told apart in a list.
  static func collectionNameKey(_ name: String) -> String {
    name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }

  /// How long a collection's name may be: the migration's `char_length(btrim(name)) between 1 and 100`.
  public static let collectionNameLimit = 100

  /// A name's length as PostgreSQL's `char_length` counts it: in code points (an emoji of several, a flag or a
  /// family, counts each), not in the characters a person sees, so the app never accepts a name the server
  /// refuses.
  public static func collectionNameLength(_ name: String) -> Int { name.unicodeScalars.count }

  /// "Name 2" (or the first free number after), shortened (by whole characters) to fit the name's limit.
  private static func freeCollectionName(_ name: String, taken: Set<String>) -> String {
    var number = 2
    while true {
      let suffix = " \(number)"
      var base = Substring(name)
      while !base.isEmpty, collectionNameLength(String(base)) + suffix.count > collectionNameLimit {
        base = base.dropLast()
      }
      let candidate = base.trimmingCharacters(in: .whitespaces) + suffix
      if !taken.contains(collectionNameKey(candidate)) { return candidate }
      number += 1
    }
  }

  /// `user`'s readable waiting changes, in order.
  private static func outboxEntries(
    of user: String, in db: Database
  ) throws -> [(sequence: Int64, change: PendingChange)] {
    try Row.fetchAll(
      db, sql: "SELECT sequence, change FROM outbox WHERE user_id = ? ORDER BY sequence", arguments: [user]
    ).compactMap { row -> (sequence: Int64, change: PendingChange)? in
      let text: String = row["change"]
      guard let change = try? JSONDecoder().decode(PendingChange.self, from: Data(text.utf8)) else { return nil }
      return (row["sequence"], change)
    }
  }

  private static func guestOutboxCount(_ db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT count(*) FROM outbox WHERE user_id = ?", arguments: [guestOwner]) ?? 0
  }
}

extension PendingChange {
  /// A change to collections, which a guest may make on the device before having an account.
  /// The collection a change is about, if any.
  var collectionID: String? {
    switch self {
    case .createCollection(let id, _), .renameCollection(let id, _), .deleteCollection(let id): id
    case .addToCollection(let id, _, _), .removeFromCollection(let id, _): id
    default: nil
    }
  }

  /// The same change, about the collection `ids` maps its own to (unchanged when it maps nothing).
  func movedToCollection(_ ids: [String: String]) -> PendingChange {
    guard let old = collectionID, let id = ids[old] else { return self }
    switch self {
    case .createCollection(_, let name): return .createCollection(id: id, name: name)
    case .renameCollection(_, let name): return .renameCollection(id: id, name: name)
    case .deleteCollection: return .deleteCollection(id: id)
    case .addToCollection(_, let quoteID, let addedAt):
      return .addToCollection(collectionID: id, quoteID: quoteID, addedAt: addedAt)
    case .removeFromCollection(_, let quoteID): return .removeFromCollection(collectionID: id, quoteID: quoteID)
    default: return self
    }
  }

  var isCollectionChange: Bool {
    switch self {
    case .createCollection, .renameCollection, .deleteCollection, .addToCollection, .removeFromCollection: true
    default: false
    }
  }
}
