import Foundation
import Testing

@testable import VocaPinCore

/// The user's private CloudKit database as the server keeps it, shared by every simulated device: per Apple
/// Account, VocaPin's zone with its records, each with a change tag the server changes on every save
/// (`CKRecord.recordChangeTag`), and a change counter a device fetches from (the server change token). A save
/// whose system fields name an older tag is refused with `serverRecordChanged` and the server's record
/// (`CKError.serverRecord`); a save into a missing zone with `zoneNotFound`. Each save is dated by the server's
/// clock (`CKRecord.modificationDate`).
actor SimulatedICloud {
  private struct Stored {
    var record: NoteRecord
    var changed: Int
  }
  private struct Zone {
    var records: [UUID: Stored] = [:]
    var deletions: [(id: UUID, changed: Int)] = []
  }
  private var zones: [String: Zone] = [:]
  /// Why each account's zone went, for the devices that fetch next.
  private var deletionReasons: [String: NoteSyncEvent.ZoneDeletionReason] = [:]
  /// Why the server refuses every record save of an account (a full iCloud: `quotaExceeded`; a production
  /// schema without the record type: `unknownItem` for new records), until cleared.
  private var refusals: [String: NoteSyncError] = [:]
  private var clock = 0
  /// The time as the server knows it: every save is dated by it (`CKRecord.modificationDate`), never by the
  /// device that sent the record. Each simulated iPhone's clock reads it, plus its own error.
  nonisolated let time = SimulatedTime()
  func refuseSaves(of account: String, with error: NoteSyncError?) { refusals[account] = error }

  /// Every record the account's zone holds now, tombstones included.
  func records(of account: String) -> [NoteRecord] {
    (zones[account]?.records.values.map(\.record) ?? []).sorted { $0.createdAt < $1.createdAt }
  }

  func saveZone(of account: String) {
    if zones[account] == nil { zones[account] = Zone() }
  }

  func deletionReason(of account: String) -> NoteSyncEvent.ZoneDeletionReason {
    deletionReasons[account] ?? .deleted
  }

  func hasZone(of account: String) -> Bool { zones[account] != nil }

  /// Another client deletes a record outright (not a tombstone): devices fetch it as a deletion.
  func deleteRecord(_ id: UUID, of account: String) {
    guard zones[account]?.records.removeValue(forKey: id) != nil else { return }
    clock += 1
    zones[account]?.deletions.append((id, clock))
  }

  /// The zone goes with every record: by default the user deleting VocaPin's data in Settings > Apple Account >
  /// iCloud (`purged`); `encryptedDataReset` for an account recovery that reset encrypted data.
  func deleteZone(of account: String, reason: NoteSyncEvent.ZoneDeletionReason = .purged) {
    zones[account] = nil
    deletionReasons[account] = reason
  }

  func save(_ record: NoteRecord, for account: String) -> Result<NoteRecord, NoteSyncError> {
    // A zone the user deleted in Settings says so (`CKError.userDeletedZone`), until an app makes it again.
    guard var zone = zones[account] else {
      return .failure(deletionReasons[account] == .purged ? .userDeletedZone : .zoneNotFound)
    }
    switch refusals[account] {
    case .unknownItem? where record.systemFields == nil: return .failure(.unknownItem)
    case .unknownItem?, nil: break
    case let refusal?: return .failure(refusal)
    }
    let sentTag = record.systemFields.flatMap { String(data: $0, encoding: .utf8) }
    if let current = zone.records[record.id] {
      // A new record (no system fields) whose id the server holds is refused the same way.
      guard sentTag == Self.tag(current.changed) else { return .failure(.serverRecordChanged(server: current.record)) }
    } else if sentTag != nil {
      return .failure(.unknownItem)
    }
    clock += 1
    var saved = record
    saved.systemFields = Data(Self.tag(clock).utf8)
    saved.modifiedAt = time.now
    zone.records[record.id] = Stored(record: saved, changed: clock)
    zones[account] = zone
    return .success(saved)
  }

  /// What changed in the account's zone after `token`: records (oldest first, as CloudKit typically orders
  /// them), outright deletions, and the token to fetch from next; nil when the zone is not there.
  func changes(of account: String, after token: Int) -> (modifications: [NoteRecord], deletions: [UUID], token: Int)? {
    guard let zone = zones[account] else { return nil }
    let modified = zone.records.values.filter { $0.changed > token }.sorted { $0.changed < $1.changed }
    let deleted = zone.deletions.filter { $0.changed > token }.map(\.id)
    return (modified.map(\.record), deleted, clock)
  }

  private static func tag(_ change: Int) -> String { "tag-\(change)" }
}

/// One device's `CKSyncEngine` as Apple documents it: the state it hands over to persist (`stateUpdate`) and
/// starts from, pending changes kept until sent (kept on retryable errors, dropped on others, as
/// `pendingRecordZoneChanges` says), batches built from them through the record provider (nil skips one),
/// `sentRecordZoneChanges` with saved and failed records, fetched changes as `fetchedRecordZoneChanges`, a
/// deleted zone as a database change, and account changes found against the state's user at start or while it
/// runs, after which its state is reset. What a test never scripted (the device's account) fails the test.
/// As `CKSyncEngine.Configuration.delegate` (`@property (weak)`), the engine holds its delegate weakly: the client
/// that starts it must keep the delegate, or the engine has no one to talk to and fails the test when used.
actor SimulatedSyncEngine {
  /// `CKSyncEngineDelegate` as an object, which the engine holds weakly.
  final class Delegate: Sendable {
    let core: NoteSyncDelegate
    init(_ core: NoteSyncDelegate) { self.core = core }
  }

  struct State: Codable {
    var user: String?
    var token = 0
    var pending: [UUID] = []
    var zoneSaved = false
  }
  /// The app was killed: the server did its part, the device heard nothing.
  struct Killed: Error {}

  let cloud: SimulatedICloud
  private let createdAt: SourceLocation
  private var account: String??
  /// Weak, as `CKSyncEngine.Configuration.delegate` is.
  private weak var delegate: Delegate?
  /// The client's strong reference (`LiveNoteSyncEngine` keeps its `EngineDelegate` the same way).
  private var keptDelegate: Delegate?
  /// Off: the client forgets the delegate it made, as `LiveNoteSyncEngine` once did.
  private var keepsDelegate = true
  private var state = State()
  private var killsAfterServerSave = false
  private var killsAfterFetchedEvent = false
  var isOnline = true
  /// Records per batch (CKSyncEngine's own limit is set by size; small here so batching shows).
  var batchSize = 400
  /// The ids of each batch sent, in order.
  private(set) var sentBatches: [[UUID]] = []
  /// Every save the server refused, with why.
  private(set) var refusals: [NoteSyncError] = []

  init(cloud: SimulatedICloud, sourceLocation: SourceLocation = #_sourceLocation) {
    self.cloud = cloud
    createdAt = sourceLocation
  }

  var pending: [UUID] { state.pending }

  func setOnline(_ online: Bool) { isOnline = online }
  func setBatchSize(_ size: Int) { batchSize = size }
  func killAfterNextServerSave() { killsAfterServerSave = true }
  func killAfterNextFetchedEvent() { killsAfterFetchedEvent = true }
  func forgetDelegateAtStart() { keepsDelegate = false }
  /// Runs once, after this device's next fetch and before its send: another device's save landing in between.
  func beforeNextSend(_ action: @escaping @Sendable () async -> Void) { beforeSend = action }
  private var beforeSend: (@Sendable () async -> Void)?

  /// The device signs in to iCloud (Settings); a running engine reports it.
  func signIn(_ user: String) async {
    let previous = account ?? nil
    account = .some(user)
    guard delegate != nil else { return }
    await reportAccount(previous: previous)
  }

  func signOut() async {
    let previous = account ?? nil
    account = .some(nil)
    guard delegate != nil else { return }
    await reportAccount(previous: previous)
  }

  private var currentUser: String? {
    guard let account else {
      Issue.record("Unscripted iCloud account: sign the device in or out first.", sourceLocation: createdAt)
      return nil
    }
    return account
  }

  func accountStatus() -> CloudAccountStatus { currentUser == nil ? .noAccount : .available }
  /// `CKContainer.userRecordID()`: the user signed in now, whatever the engine has reported. A server call, so
  /// it fails offline (`accountStatus` does not: the device knows who is signed in). Counted.
  func userRecordName() -> String? {
    userRecordCalls += 1
    return isOnline ? currentUser : nil
  }
  private(set) var userRecordCalls = 0

  /// Off by default. On: account changes are reported as `CKSyncEngine` does, asynchronously (the engine's state
  /// is reset at once, the event comes later: after the next fetch's records, or at `deliverAccountEvents`).
  func reportAccountChangesLate() { reportsAccountLate = true }
  private var reportsAccountLate = false
  private var lateAccountEvents: [NoteSyncEvent] = []

  func deliverAccountEvents() async {
    let events = lateAccountEvents
    lateAccountEvents = []
    for event in events { await emit(event) }
  }

  /// What `CKSyncEngine` does on its own (`automaticallySync`: a push from another device's change, or pending
  /// changes added): fetch, then send while changes are pending. The app hears only the events; an error is the
  /// engine's to retry later. Nothing happens while the engine is not running.
  func syncAutomatically() async {
    guard delegate != nil else { return }
    do {
      try await fetchChanges()
      var passes = 0
      while !state.pending.isEmpty, delegate != nil, passes < 3 {
        passes += 1
        try await sendChanges()
      }
    } catch {
      // Retried by the engine later; the pending changes stay in its state.
    }
  }

  /// The client's start: makes the engine's delegate and keeps it (unless told to forget it), then starts it.
  private func clientStart(_ serialized: Data?, _ core: NoteSyncDelegate) async {
    let delegate = Delegate(core)
    keptDelegate = keepsDelegate ? delegate : nil
    await start(serialized, delegate)
  }

  /// How many engines were made (`CKSyncEngine(configuration)`) on this device's process.
  private(set) var startCount = 0

  /// `CKSyncEngine(configuration)`: the engine holds `delegate` weakly.
  private func start(_ serialized: Data?, _ delegate: Delegate) async {
    startCount += 1
    self.delegate = delegate
    state = serialized.flatMap { try? JSONDecoder().decode(State.self, from: $0) } ?? State()
    await reportAccount(previous: state.user)
  }

  /// One event for the move from the state's user to the device's (several moves while quit read as one).
  private func reportAccount(previous: String?) async {
    let current = currentUser
    let change: NoteSyncEvent.AccountChange? =
      switch (previous, current) {
      case (nil, let now?): .signIn(current: now)
      case (let before?, nil): .signOut(previous: before)
      case (let before?, let now?) where before != now: .switchAccounts(previous: before, current: now)
      default: nil
      }
    guard let change else { return }
    state = State(user: current)
    if reportsAccountLate {
      lateAccountEvents.append(.accountChange(change))
    } else {
      await emit(.accountChange(change))
    }
    await emit(.stateUpdate(encodedState()))
  }

  func addPendingSaves(_ ids: [UUID]) async {
    for id in ids where !state.pending.contains(id) { state.pending.append(id) }
    await emit(.stateUpdate(encodedState()))
  }

  func removePendingSaves(_ ids: [UUID]) async {
    state.pending.removeAll { ids.contains($0) }
    await emit(.stateUpdate(encodedState()))
  }

  func stop() {
    delegate = nil
    keptDelegate = nil
  }

  private func signedInUser() throws -> String {
    guard delegate != nil else {
      Issue.record(
        "The sync engine was used before start, after stop, or with a delegate its client did not keep (held weakly).",
        sourceLocation: createdAt)
      throw NoteSyncError.notAuthenticated
    }
    guard let user = currentUser, user == state.user else { throw NoteSyncError.notAuthenticated }
    guard isOnline else { throw NoteSyncError.networkUnavailable }
    return user
  }

  /// A fetch, within `willFetchChanges` and `didFetchChanges` as `CKSyncEngine` brackets one; account changes
  /// not yet reported come after its records (`reportAccountChangesLate`).
  func fetchChanges() async throws {
    await emit(.willFetchChanges)
    do {
      try await fetchRecords()
    } catch {
      await deliverAccountEvents()
      await emit(.didFetchChanges)
      throw error
    }
    await deliverAccountEvents()
    await emit(.didFetchChanges)
  }

  private func fetchRecords() async throws {
    let user = try signedInUser()
    guard let changes = await cloud.changes(of: user, after: state.token) else {
      if state.zoneSaved {
        state = State(user: user)
        await emit(.zoneDeleted(await cloud.deletionReason(of: user)))
        await emit(.stateUpdate(encodedState()))
      }
      return
    }
    var modifications = changes.modifications[...]
    repeat {
      let batch = Array(modifications.prefix(batchSize))
      modifications = modifications.dropFirst(batch.count)
      let deletions = modifications.isEmpty ? changes.deletions : []
      await emit(.fetchedRecordZoneChanges(modifications: batch, deletions: deletions))
      if killsAfterFetchedEvent {
        killsAfterFetchedEvent = false
        stop()
        throw Killed()
      }
      // The state between batches, as the real engine may post it (its server change token moved on).
      if !modifications.isEmpty { await emit(.stateUpdate(encodedState())) }
    } while !modifications.isEmpty
    state.token = changes.token
    await emit(.stateUpdate(encodedState()))
  }

  func sendChanges() async throws {
    let user = try signedInUser()
    if let action = beforeSend {
      beforeSend = nil
      await action()
    }
    if !state.zoneSaved, !state.pending.isEmpty {
      await cloud.saveZone(of: user)
      state.zoneSaved = true
    }
    var asked = Set<UUID>()
    while let delegate = self.delegate {
      let batchIDs = Array(state.pending.filter { !asked.contains($0) }.prefix(batchSize))
      guard !batchIDs.isEmpty else { break }
      asked.formUnion(batchIDs)
      var records: [NoteRecord] = []
      for id in batchIDs {
        if let record = await delegate.core.recordToSave(id) { records.append(record) }
      }
      guard !records.isEmpty else { continue }
      sentBatches.append(records.map(\.id))
      var saved: [NoteRecord] = []
      var failed: [NoteSyncEvent.FailedSave] = []
      for record in records {
        switch await cloud.save(record, for: user) {
        case .success(let record): saved.append(record)
        case .failure(let error):
          failed.append(.init(record: record, error: error))
          refusals.append(error)
        }
      }
      if killsAfterServerSave {
        killsAfterServerSave = false
        stop()
        throw Killed()
      }
      if failed.contains(where: { $0.error == .zoneNotFound }) { state.zoneSaved = false }
      // Saved changes leave the list; so do failures that retrying cannot fix (the app adds them again).
      let done = Set(saved.map(\.id) + failed.filter { $0.error != .networkUnavailable }.map(\.record.id))
      state.pending.removeAll { done.contains($0) }
      await emit(.sentRecordZoneChanges(saved: saved, failed: failed))
      await emit(.stateUpdate(encodedState()))
    }
  }

  private func emit(_ event: NoteSyncEvent) async {
    await delegate?.core.handleEvent(event)
  }

  private func encodedState() -> Data {
    (try? JSONEncoder().encode(state)) ?? Data()
  }

  /// The engine as the core's client.
  nonisolated var client: NoteSyncClient {
    NoteSyncClient(
      accountStatus: { await self.accountStatus() },
      currentUser: { await self.userRecordName() },
      start: { await self.clientStart($0, $1) },
      addPendingSaves: { await self.addPendingSaves($0) },
      removePendingSaves: { await self.removePendingSaves($0) },
      fetchChanges: { try await self.fetchChanges() },
      sendChanges: { try await self.sendChanges() },
      stop: { await self.stop() })
  }
}
