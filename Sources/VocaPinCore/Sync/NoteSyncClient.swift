import Foundation

/// One note as a CloudKit record of type "Note" in VocaPin's own zone: its fields, and the record's system fields
/// (`CKRecord.encodeSystemFields`, its change tag among them) as the server last gave them, opaque to the core. A
/// deleted note is a tombstone: the same record with `deletedAt` set and no words, so a device that still holds
/// the note learns it was deleted (and when) instead of sending it back.
public struct NoteRecord: Codable, Equatable, Sendable {
  public var id: UUID
  public var text: String
  public var color: NoteColor
  public var createdAt: Date
  public var editedAt: Date
  /// When the note was deleted; nil for a note.
  public var deletedAt: Date?
  /// The server's system fields; nil for a record the server has never saved.
  public var systemFields: Data?
  /// When the server saved this version (`CKRecord.modificationDate`, set by the server's clock, never a device's);
  /// nil for a record the server has never saved, and in ledgers written before it was kept. Conflicts are
  /// settled by it where there is one (`NoteMerge`).
  public var modifiedAt: Date?
  /// True for a fetched record whose words could not be read (missing, or not text: another version of the app,
  /// a damaged record). Optional so ledgers written before it still decode.
  public var unreadable: Bool?

  public init(
    id: UUID, text: String, color: NoteColor, createdAt: Date, editedAt: Date, deletedAt: Date? = nil,
    systemFields: Data? = nil, modifiedAt: Date? = nil, unreadable: Bool? = nil
  ) {
    self.id = id
    self.text = text
    self.color = color
    self.createdAt = createdAt
    self.editedAt = editedAt
    self.deletedAt = deletedAt
    self.systemFields = systemFields
    self.modifiedAt = modifiedAt
    self.unreadable = unreadable
  }

  public init(note: Note, systemFields: Data?) {
    self.init(
      id: note.id, text: note.text, color: note.color, createdAt: note.createdAt, editedAt: note.editedAt,
      systemFields: systemFields)
  }

  /// A tombstone for `id`: no words are kept on the server once a note is deleted.
  public static func tombstone(id: UUID, createdAt: Date, deletedAt: Date, systemFields: Data?) -> NoteRecord {
    NoteRecord(
      id: id, text: "", color: .default, createdAt: createdAt, editedAt: deletedAt, deletedAt: deletedAt,
      systemFields: systemFields)
  }

  public var isTombstone: Bool { deletedAt != nil }

  /// Whether the app can take this record: a tombstone, or a note whose words it could read and a note can hold.
  /// One it cannot (words over `NoteBoard.maximumLength`, or unreadable) never deletes nor changes a local note.
  public var isReadable: Bool {
    isTombstone || (unreadable != true && text.count <= NoteBoard.maximumLength)
  }

  /// The note it carries; nil for a tombstone, or for words longer than a note can hold (outside input, never
  /// written to the board, as a damaged file is not).
  public var note: Note? {
    guard deletedAt == nil, text.count <= NoteBoard.maximumLength else { return nil }
    return Note(id: id, text: text, color: color, createdAt: createdAt, editedAt: editedAt)
  }

  /// Whether two records say the same thing, whatever their system fields and server date.
  func sameContent(as other: NoteRecord) -> Bool {
    var mine = self
    mine.systemFields = other.systemFields
    mine.modifiedAt = other.modifiedAt
    return mine == other
  }
}

/// The iCloud account's state (`CKContainer.accountStatus`).
public enum CloudAccountStatus: Equatable, Sendable {
  case available, noAccount, restricted, temporarilyUnavailable, couldNotDetermine
  /// This build of the app has no iCloud container (`NoteSyncClient.unavailable`): whatever the user's account,
  /// sync cannot run, and asking them to sign in would be wrong.
  case notInThisBuild
}

/// Why a record could not be sent or a sync could not run: the `CKError` codes the core acts on.
public enum NoteSyncError: Error, Equatable, Sendable {
  /// The server holds a newer version (`CKError.serverRecordChanged`), which comes with the error.
  case serverRecordChanged(server: NoteRecord)
  /// VocaPin's zone is not on the server (never made, or deleted): made again, and the record sent again.
  case zoneNotFound
  /// The record's system fields name a record the server no longer has; for a new record (no system fields), the
  /// record type the production schema lacks (a schema never deployed from the CloudKit Console).
  case unknownItem
  /// The user deleted VocaPin's data in Settings > Apple Account > iCloud (`CKError.userDeletedZone`): Apple
  /// says to remove local data or ask the user before uploading anything again, never to re-upload silently.
  case userDeletedZone
  case networkUnavailable
  case notAuthenticated
  /// The user's iCloud storage is full: the record waits until there is space.
  case quotaExceeded
  /// The server refused the record and retrying as it is cannot pass (`invalidArguments`,
  /// `serverRejectedRequest`, `permissionFailure`, `constraintViolation`, ...): said in words, tried at each sync.
  case rejected(String)
  /// Anything else (a busy or unavailable service, a rate limit), retried by the engine or at the next sync.
  case other(String)
}

/// What the engine tells the core (`CKSyncEngine.Event`), in the order it happens.
public enum NoteSyncEvent: Equatable, Sendable {
  /// The engine's state changed: persist it with the notes (`CKSyncEngine.State.Serialization`, opaque here).
  case stateUpdate(Data)
  case accountChange(AccountChange)
  /// VocaPin's zone was deleted from iCloud (`fetchedDatabaseChanges`' deletions), and why.
  case zoneDeleted(ZoneDeletionReason)
  /// Records another device changed (tombstones among them) and records deleted outright.
  case fetchedRecordZoneChanges(modifications: [NoteRecord], deletions: [UUID])
  /// What a send did: records saved (with their new system fields) and those refused, each with its error.
  case sentRecordZoneChanges(saved: [NoteRecord], failed: [FailedSave])
  /// A fetch begins and ends (`willFetchChanges`, `didFetchChanges`): the bounds of the engine's own syncs, which
  /// the core sees only through events (a `stateUpdate` may come between any two batches, so it is none).
  case willFetchChanges
  case didFetchChanges

  /// `CKSyncEngine.Event.AccountChange`: users by their record names.
  public enum AccountChange: Equatable, Sendable {
    case signIn(current: String)
    case signOut(previous: String)
    case switchAccounts(previous: String, current: String)
  }

  /// `CKDatabase.DatabaseChange.Deletion.Reason` (`CKSyncEngineZoneDeletionReason`).
  public enum ZoneDeletionReason: Equatable, Sendable {
    /// An app deleted the zone (VocaPin on another device, say).
    case deleted
    /// The user deleted VocaPin's data in Settings > Apple Account > iCloud.
    case purged
    /// The user reset their encrypted data in account recovery and still wants the data on their devices:
    /// Apple's advice is to upload it again.
    case encryptedDataReset
  }

  public struct FailedSave: Equatable, Sendable {
    public var record: NoteRecord
    public var error: NoteSyncError

    public init(record: NoteRecord, error: NoteSyncError) {
      self.record = record
      self.error = error
    }
  }
}

/// The core's side of the engine (`CKSyncEngineDelegate`): each event, and each record the engine asks for to
/// build a batch (`RecordZoneChangeBatch(pendingChanges:recordProvider:)`; nil skips the change).
public struct NoteSyncDelegate: Sendable {
  public var handleEvent: @Sendable (NoteSyncEvent) async -> Void
  public var recordToSave: @Sendable (UUID) async -> NoteRecord?

  public init(
    handleEvent: @escaping @Sendable (NoteSyncEvent) async -> Void,
    recordToSave: @escaping @Sendable (UUID) async -> NoteRecord?
  ) {
    self.handleEvent = handleEvent
    self.recordToSave = recordToSave
  }
}

/// The sync engine as the core uses it (isowords style: the live one over `CKSyncEngine` in VocaPinUI, a
/// simulated one in tests). Every change is a record save (a delete is a tombstone's save), so pending changes
/// are note ids.
public struct NoteSyncClient: Sendable {
  public var accountStatus: @Sendable () async -> CloudAccountStatus
  /// The signed-in iCloud user's record name (`CKContainer.userRecordID()`); nil when it cannot be known now.
  /// Asked before the engine starts, so the account is checked whenever (and whether) the engine's own
  /// `accountChange` event comes.
  public var currentUser: @Sendable () async -> String?
  /// Makes the engine with the last persisted state (nil the first time); its events and batches go to
  /// `delegate`. The engine reports an account change against the state's account (`accountChange`).
  public var start: @Sendable (_ state: Data?, _ delegate: NoteSyncDelegate) async -> Void
  /// Adds pending saves (`state.add(pendingRecordZoneChanges:)`) and VocaPin's zone's save, when not yet saved.
  /// The engine sends them on its own soon after (`automaticallySync`), as well as at `sendChanges`.
  public var addPendingSaves: @Sendable (_ ids: [UUID]) async -> Void
  /// Takes pending saves back (`state.remove(pendingRecordZoneChanges:)`): a record that no longer exists.
  public var removePendingSaves: @Sendable (_ ids: [UUID]) async -> Void
  public var fetchChanges: @Sendable () async throws -> Void
  public var sendChanges: @Sendable () async throws -> Void
  /// Lets the engine go: nothing is sent or fetched until the next `start`.
  public var stop: @Sendable () async -> Void

  public init(
    accountStatus: @escaping @Sendable () async -> CloudAccountStatus,
    currentUser: @escaping @Sendable () async -> String?,
    start: @escaping @Sendable (Data?, NoteSyncDelegate) async -> Void,
    addPendingSaves: @escaping @Sendable ([UUID]) async -> Void,
    removePendingSaves: @escaping @Sendable ([UUID]) async -> Void,
    fetchChanges: @escaping @Sendable () async throws -> Void,
    sendChanges: @escaping @Sendable () async throws -> Void,
    stop: @escaping @Sendable () async -> Void
  ) {
    self.accountStatus = accountStatus
    self.currentUser = currentUser
    self.start = start
    self.addPendingSaves = addPendingSaves
    self.removePendingSaves = removePendingSaves
    self.fetchChanges = fetchChanges
    self.sendChanges = sendChanges
    self.stop = stop
  }

  /// Never syncs: for previews and builds without iCloud, which say so (not "sign in").
  public static let unavailable = NoteSyncClient(
    accountStatus: { .notInThisBuild }, currentUser: { nil }, start: { _, _ in }, addPendingSaves: { _ in },
    removePendingSaves: { _ in },
    fetchChanges: { throw NoteSyncError.notAuthenticated }, sendChanges: { throw NoteSyncError.notAuthenticated },
    stop: {})
}
