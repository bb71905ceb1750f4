#if os(iOS)
  import CloudKit
  import Foundation
  import VocaPinCore

  /// iCloud Sync's engine: `CKSyncEngine` on the user's private database, VocaPin's zone "Notes", one "Note"
  /// record per note (its words in `encryptedValues`, so they are end-to-end encrypted where the account has
  /// Advanced Data Protection). The core decides everything (`NoteSync`); this only translates. The engine also
  /// syncs on its own (`automaticallySync`, pushes), and its events reach the core the same way.
  public actor LiveNoteSyncEngine {
    static let zoneID = CKRecordZone.ID(zoneName: "Notes")
    private let container: CKContainer
    private var engine: CKSyncEngine?
    /// The engine's delegate, kept here: `CKSyncEngine.Configuration.delegate` is weak, so a delegate only the
    /// configuration names is freed at once and the engine never reaches the core.
    private var delegate: EngineDelegate?

    public init(containerIdentifier: String) {
      container = CKContainer(identifier: containerIdentifier)
    }

    /// The container the build names in Info.plist (`VocaPinCloudKitContainer`, from project.yml); nil without one.
    public static func inBundle() -> LiveNoteSyncEngine? {
      guard let id = Bundle.main.object(forInfoDictionaryKey: "VocaPinCloudKitContainer") as? String, !id.isEmpty
      else { return nil }
      return LiveNoteSyncEngine(containerIdentifier: id)
    }

    public nonisolated var client: NoteSyncClient {
      NoteSyncClient(
        accountStatus: { await self.accountStatus() }, currentUser: { await self.currentUser() },
        start: { await self.start($0, $1) },
        addPendingSaves: { await self.addPendingSaves($0) }, removePendingSaves: { await self.removePendingSaves($0) },
        fetchChanges: { try await self.fetchChanges() }, sendChanges: { try await self.sendChanges() },
        stop: { await self.stop() })
    }

    private func accountStatus() async -> CloudAccountStatus {
      switch try? await container.accountStatus() {
      case .available: .available
      case .noAccount: .noAccount
      case .restricted: .restricted
      case .temporarilyUnavailable: .temporarilyUnavailable
      default: .couldNotDetermine
      }
    }

    private func currentUser() async -> String? {
      try? await container.userRecordID().recordName
    }

    private func start(_ state: Data?, _ delegate: NoteSyncDelegate) {
      let serialization = state.flatMap { try? JSONDecoder().decode(CKSyncEngine.State.Serialization.self, from: $0) }
      let engineDelegate = EngineDelegate(delegate)
      self.delegate = engineDelegate
      let configuration = CKSyncEngine.Configuration(
        database: container.privateCloudDatabase, stateSerialization: serialization, delegate: engineDelegate)
      engine = CKSyncEngine(configuration)
    }

    private func addPendingSaves(_ ids: [UUID]) {
      guard let engine, !ids.isEmpty else { return }
      // Saving the zone again is harmless; it makes the zone after a first launch or after it was deleted.
      engine.state.add(pendingDatabaseChanges: [.saveZone(CKRecordZone(zoneID: Self.zoneID))])
      engine.state.add(pendingRecordZoneChanges: ids.map { .saveRecord(Self.recordID($0)) })
    }

    private func removePendingSaves(_ ids: [UUID]) {
      engine?.state.remove(pendingRecordZoneChanges: ids.map { .saveRecord(Self.recordID($0)) })
    }

    private func fetchChanges() async throws {
      guard let engine else { throw NoteSyncError.notAuthenticated }
      do { try await engine.fetchChanges() } catch { throw Self.syncError(error) }
    }

    private func sendChanges() async throws {
      guard let engine else { throw NoteSyncError.notAuthenticated }
      do { try await engine.sendChanges() } catch { throw Self.syncError(error) }
    }

    private func stop() {
      engine = nil
      delegate = nil
    }

    static func recordID(_ id: UUID) -> CKRecord.ID { CKRecord.ID(recordName: id.uuidString, zoneID: zoneID) }

    static func syncError(_ error: any Error) -> NoteSyncError {
      guard let error = error as? CKError else { return .other(String(describing: error)) }
      switch error.code {
      case .serverRecordChanged:
        guard let server = error.serverRecord.flatMap(NoteRecord.init(cloudKit:)) else {
          return .other("no server record")
        }
        return .serverRecordChanged(server: server)
      case .zoneNotFound: return .zoneNotFound
      // "The user deleted this zone through the settings UI": not made again and filled silently (CKError.h).
      case .userDeletedZone: return .userDeletedZone
      case .unknownItem: return .unknownItem
      case .networkUnavailable, .networkFailure: return .networkUnavailable
      case .notAuthenticated: return .notAuthenticated
      case .quotaExceeded: return .quotaExceeded
      // Refused as sent: the same record again fails again (a production schema without "Note" among them).
      case .invalidArguments, .serverRejectedRequest, .permissionFailure, .constraintViolation, .badContainer,
        .missingEntitlement, .incompatibleVersion, .assetFileNotFound:
        return .rejected("CKError \(error.code.rawValue)")
      // The request was too large, not the record ("refactor your request into multiple smaller batches",
      // CKError.limitExceeded): retryable, never said as refused. The record stays pending for the next send,
      // whose batch the engine builds again (`RecordZoneChangeBatch` sizes it).
      case .limitExceeded: return .other("CKError \(error.code.rawValue)")
      default: return .other("CKError \(error.code.rawValue)")
      }
    }
  }

  /// `CKSyncEngineDelegate`: each event and each batch, handed to the core.
  final class EngineDelegate: CKSyncEngineDelegate {
    private let core: NoteSyncDelegate

    init(_ core: NoteSyncDelegate) { self.core = core }

    func handleEvent(_ event: CKSyncEngine.Event, syncEngine: CKSyncEngine) async {
      guard let event = Self.translate(event) else { return }
      await core.handleEvent(event)
    }

    func nextRecordZoneChangeBatch(
      _ context: CKSyncEngine.SendChangesContext, syncEngine: CKSyncEngine
    ) async -> CKSyncEngine.RecordZoneChangeBatch? {
      let pending = syncEngine.state.pendingRecordZoneChanges.filter { context.options.scope.contains($0) }
      let core = core
      return await CKSyncEngine.RecordZoneChangeBatch(pendingChanges: pending) { recordID in
        guard let id = UUID(uuidString: recordID.recordName), let record = await core.recordToSave(id) else {
          return nil
        }
        return record.cloudKitRecord()
      }
    }

    static func translate(_ event: CKSyncEngine.Event) -> NoteSyncEvent? {
      switch event {
      case .stateUpdate(let update):
        return (try? JSONEncoder().encode(update.stateSerialization)).map(NoteSyncEvent.stateUpdate)
      case .accountChange(let change):
        switch change.changeType {
        case .signIn(let current): return .accountChange(.signIn(current: current.recordName))
        case .signOut(let previous): return .accountChange(.signOut(previous: previous.recordName))
        case .switchAccounts(let previous, let current):
          return .accountChange(.switchAccounts(previous: previous.recordName, current: current.recordName))
        @unknown default: return nil
        }
      case .fetchedDatabaseChanges(let changes):
        guard let deletion = changes.deletions.first(where: { $0.zoneID == LiveNoteSyncEngine.zoneID }) else {
          return nil
        }
        switch deletion.reason {
        case .purged: return .zoneDeleted(.purged)
        case .encryptedDataReset: return .zoneDeleted(.encryptedDataReset)
        case .deleted: return .zoneDeleted(.deleted)
        @unknown default: return .zoneDeleted(.deleted)
        }
      case .fetchedRecordZoneChanges(let changes):
        return .fetchedRecordZoneChanges(
          modifications: changes.modifications.compactMap { NoteRecord(cloudKit: $0.record) },
          deletions: changes.deletions.compactMap { UUID(uuidString: $0.recordID.recordName) })
      case .sentRecordZoneChanges(let sent):
        return .sentRecordZoneChanges(
          saved: sent.savedRecords.compactMap { NoteRecord(cloudKit: $0) },
          failed: sent.failedRecordSaves.compactMap { failure in
            NoteRecord(cloudKit: failure.record).map {
              NoteSyncEvent.FailedSave(record: $0, error: LiveNoteSyncEngine.syncError(failure.error))
            }
          })
      // The bounds of a fetch: the core asks the account once per fetch of the engine's own syncs.
      case .willFetchChanges: return .willFetchChanges
      case .didFetchChanges: return .didFetchChanges
      default:
        return nil
      }
    }
  }

  extension NoteRecord {
    static let recordType = "Note"

    /// A fetched record, read defensively: it is outside input (another device, another version of VocaPin).
    init?(cloudKit record: CKRecord) {
      guard record.recordType == Self.recordType, let id = UUID(uuidString: record.recordID.recordName) else {
        return nil
      }
      // VocaPin always writes the dates; a record without them reads as the oldest, so any edit here wins.
      let createdAt = record["createdAt"] as? Date ?? Date(timeIntervalSince1970: 0)
      let deletedAt = record["deletedAt"] as? Date
      // Words missing or not text are an unreadable record (never a note emptied, nor a delete): the core
      // leaves the note here as it is.
      let text = record.encryptedValues["text"] as? String
      self.init(
        id: id, text: text ?? "",
        color: (record["color"] as? String).flatMap(NoteColor.init(rawValue:)) ?? .default, createdAt: createdAt,
        editedAt: record["editedAt"] as? Date ?? createdAt, deletedAt: deletedAt,
        systemFields: Self.archivedSystemFields(of: record), modifiedAt: record.modificationDate,
        unreadable: text == nil && deletedAt == nil ? true : nil)
    }

    /// The record to send: the server's last version (its system fields, so the change tag goes with it) with
    /// this note's fields, or a new record.
    func cloudKitRecord() -> CKRecord {
      let record =
        systemFields.flatMap(Self.record(fromSystemFields:))
        ?? CKRecord(recordType: Self.recordType, recordID: LiveNoteSyncEngine.recordID(id))
      record.encryptedValues["text"] = text
      record["color"] = color.rawValue
      record["createdAt"] = createdAt
      record["editedAt"] = editedAt
      record["deletedAt"] = deletedAt
      return record
    }

    static func archivedSystemFields(of record: CKRecord) -> Data {
      let coder = NSKeyedArchiver(requiringSecureCoding: true)
      record.encodeSystemFields(with: coder)
      coder.finishEncoding()
      return coder.encodedData
    }

    static func record(fromSystemFields data: Data) -> CKRecord? {
      guard let coder = try? NSKeyedUnarchiver(forReadingFrom: data) else { return nil }
      coder.requiresSecureCoding = true
      defer { coder.finishDecoding() }
      return CKRecord(coder: coder)
    }
  }
#endif
