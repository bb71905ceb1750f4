import AppServices
import Foundation
import Observation
import SharedStore

/// iCloud Sync of notes: every note, its words, colour and dates, through the user's private CloudKit
/// database, so each device signed in to the same Apple Account holds the same notes. Off until the user turns it
/// on in Profile Settings. What stays on each device: the board's order, the pin, the widget's settings and
/// recordings (audio is not synced yet; the Settings footer says so).
///
/// It works on the notes' files (`NotesRepository`, Recently Deleted), not on the app's board: what to send is the
/// difference between the files and the server's last word (`NoteSyncLedger.records`), so a change made anywhere
/// (the app, the widget's buttons, Siri) is sent, and a kill at any moment loses nothing. After it writes notes,
/// `onNotesChanged` tells the app's model to read them again.
@MainActor
@Observable
public final class NoteSync {
  public enum Status: Equatable, Sendable {
    /// The toggle is off.
    case off
    /// On, not yet synced this launch.
    case waiting
    case syncing
    case upToDate
    /// No network: changes wait on this iPhone and go when it is back.
    case offline
    /// iCloud cannot be used now (no account, restricted, not ready).
    case unavailable(CloudAccountStatus)
    /// Sync stopped on its own; the notes on this iPhone are kept.
    case stopped(NoteSyncStopReason)
    case storageFull
    /// Synced, except `count` notes the server did not take (each still pending, sent again at every sync).
    case notAllSent(count: Int, UnsentReason)
    /// A write on this iPhone or the server failed; tried again at the next sync.
    case failed
    /// Sync's own file (the ledger) cannot be read yet: the phone restarted and has not been unlocked. Sync waits,
    /// touching nothing, and reads it again once it can (`protectedDataBecameAvailable`, or the next sync).
    case waitingForUnlock
    /// Sync's file was written by a newer version of VocaPin (a TestFlight build, then this one again): sync stays
    /// off in this version and the file is kept as it is, for the newer version.
    case newerVersion
  }

  /// Why sync's file could not be used: it is neither read nor written over until it can be.
  public enum LedgerHold: Equatable, Sendable {
    /// Protected before the first unlock after a restart (iOS's default class), or another read refusal.
    case unreadable
    /// Written by a newer version of the app.
    case newerVersion
  }

  public internal(set) var status: Status
  public internal(set) var ledger: NoteSyncLedger
  /// Set while the ledger's file cannot be used; the ledger in memory is then a stand-in, never written.
  public internal(set) var ledgerHold: LedgerHold?
  public var isOn: Bool { ledger.isOn }
  /// Whether a sync should be asked for: on, or not yet known (the file waits for the first unlock).
  public var mayBeOn: Bool { ledger.isOn || ledgerHold == .unreadable }
  /// On, but iCloud has not yet said who is signed in this launch (the launch's sync has not answered, or iCloud
  /// was not ready): a delete made now goes to iCloud only if the same account turns out signed in.
  public var accountNotYetKnown: Bool {
    switch status {
    case .waiting, .waitingForUnlock, .unavailable(.temporarilyUnavailable), .unavailable(.couldNotDetermine): true
    default: false
    }
  }

  /// Tells the app's model the notes' files changed, so it reads them again.
  @ObservationIgnored public var onNotesChanged: @MainActor () -> Void = unimplemented("NoteSync.onNotesChanged")
  /// Tells the app's model fetched notes took the board past `NoteBoard.maximumCount` (all kept), to say so.
  @ObservationIgnored public var onPastBoardLimit: @MainActor () -> Void = unimplemented("NoteSync.onPastBoardLimit")
  /// How many times sync changed the notes' files in this process. Sync runs from the process's launch, before
  /// any board (`VocaPinProcess`): a board whose launch read the files before a change it was not yet told of
  /// reads them again (`VocaPinLaunch`).
  @ObservationIgnored public private(set) var filesChangedCount = 0
  /// Between the engine's `willFetchChanges` and `didFetchChanges`: a fetch of many batches tells the app (and
  /// the widgets, which WidgetKit's reload budget limits) once, when it ends, not after every batch.
  @ObservationIgnored var isFetching = false
  @ObservationIgnored var notesChangedInFetch = false

  @ObservationIgnored let client: NoteSyncClient
  @ObservationIgnored let store: SharedStore
  @ObservationIgnored let now: @Sendable () -> Date
  @ObservationIgnored let newID: @Sendable () -> UUID
  @ObservationIgnored var isStarted = false
  /// A send's refused records were settled and must go again in the same sync.
  @ObservationIgnored var needsAnotherSend = false
  /// Pending ids that turned out to have nothing to send (the engine asked for them; the record provider said nil).
  @ObservationIgnored var skippedIDs: Set<UUID> = []
  @ObservationIgnored private var running: Task<Void, Never>?
  /// The files as read for the batch being built (`recordToSave`); forgotten when the batch is sent.
  @ObservationIgnored var batchRead: (NotesLoad, [DeletedNote])?
  @ObservationIgnored private var rerun = false
  /// Notes the server did not take in this sync (or the engine's own sends since), with why.
  @ObservationIgnored var unsent: [UUID: NoteSyncError] = [:]
  /// The engine's state changed during the app's sync and is not yet in the ledger's file: written with the next
  /// write or when the sync ends (an older state on disk only makes the engine fetch or send again what the
  /// ledger already knows; the records themselves are always written before their event returns).
  @ObservationIgnored var stateNotWritten = false
  /// The signed-in user was asked and is the ledger's: asked once per sync, not before every batch (each ask is a
  /// server call), and again after an account event or when it could not be known (offline).
  @ObservationIgnored var accountConfirmed = false
  /// Whether the app's sync is running; events outside it come from the engine's own automatic syncs.
  var isAppSyncRunning: Bool { running != nil }

  public init(
    client: NoteSyncClient, store: SharedStore, now: @escaping @Sendable () -> Date = { Date() },
    newID: @escaping @Sendable () -> UUID = { UUID() }
  ) {
    self.client = client
    self.store = store
    self.now = now
    self.newID = newID
    let (loaded, hold) = Self.loadLedger(store)
    ledger = loaded
    ledgerHold = hold
    status = Self.status(of: loaded, hold)
  }

  /// Reads the notes' files (`NotesRepository.load`: every note, the settings, Recently Deleted), off the main
  /// actor; a test counts the reads.
  @ObservationIgnored var loadNotes: @Sendable (SharedStore) -> NotesLoad = { NotesRepository(store: $0).load() }

  /// The notes and Recently Deleted, read off the main actor, as the launch reads them (`VocaPinLaunch`): a board
  /// of hundreds of notes is as many files, read at every return to the app and after every saved change.
  func readNotesOffMainActor() async -> (NotesLoad, [DeletedNote]) {
    let load = loadNotes
    let store = store
    return await Task.detached(priority: .userInitiated) {
      (load(store), RecentlyDeleted.collection(in: store).load().items)
    }.value
  }

  /// The toggle. On: sync starts (the notes on this iPhone go to the account signed in). Off: the engine goes;
  /// nothing is deleted here or in iCloud, and turning it on again picks up where it stopped.
  public func setOn(_ on: Bool) async {
    // The file that says what sync knows cannot be used now: the toggle changes nothing rather than write over it.
    guard readHeldLedger() else { return }
    ledger.isOn = on
    ledger.stopReason = nil
    persist()
    if on {
      status = .waiting
      await sync()
    } else {
      await stopEngine()
      status = .off
    }
  }

  /// Fetches, then sends what changed here: at launch, on each return to the app and after each save. One sync
  /// at a time: a call during one waits for it and has it run once more, so no change made meanwhile is missed.
  public func sync() async {
    if let running {
      rerun = true
      await running.value
      return
    }
    let task = Task { [weak self] in
      while let self, self.rerun {
        self.rerun = false
        await self.syncOnce()
      }
      // Cleared in the same turn as the loop's last look at `rerun`: a call before this was seen by the loop, a
      // call after it starts a sync of its own; none is lost as the last sync ends.
      self?.running = nil
    }
    rerun = true
    running = task
    await task.value
  }

  private func syncOnce() async {
    guard readHeldLedger(), ledger.isOn, ledger.stopReason == nil || ledger.stopReason == .signedOut else { return }
    if !isStarted { await start() }
    guard isStarted else { return }
    status = .syncing
    // The engine's state, kept in memory during the sync, is written once at its end. The account is asked
    // again at the next sync.
    defer {
      if stateNotWritten { persist() }
      accountConfirmed = false
      fetchEnded()
    }
    do {
      await retryUnapplied()
      try await client.fetchChanges()
      guard isStarted else { return }
      unsent = [:]
      needsAnotherSend = true
      // A refused record is settled and sent again; twice more at most, the engine retries later anyway.
      var rounds = 0
      while needsAnotherSend, isStarted, rounds < 3 {
        needsAnotherSend = false
        rounds += 1
        await queuePending()
        try await client.sendChanges()
      }
      if !skippedIDs.isEmpty {
        await client.removePendingSaves(Array(skippedIDs))
        skippedIDs = []
      }
      // A write that failed during the sync (the ledger, a fetched note) stays said: not "Up to date"; so do notes
      // the server did not take.
      if isStarted, status == .syncing { status = settledStatus }
    } catch let error as NoteSyncError {
      guard isStarted else { return }
      switch error {
      case .networkUnavailable: status = .offline
      case .notAuthenticated: status = .unavailable(.noAccount)
      case .quotaExceeded: status = .storageFull
      case .userDeletedZone: await stop(.zoneDeleted)
      default: status = .failed
      }
    } catch {
      if isStarted { status = .failed }
    }
  }

  private func start() async {
    let account = await client.accountStatus()
    guard account == .available else {
      // Not ready or signed out: nothing is deleted, nothing is sent; the next sync asks again.
      status = .unavailable(account)
      return
    }
    // `userRecordID()` needs the network; offline, the user saved in the ledger is taken (the account status,
    // which does not, says someone is signed in) so the engine runs and the status says "Offline", and the user is
    // asked again at the next batch, sync or account event. With none saved, nothing can be checked yet: the
    // account status said someone is signed in, so what is missing is the network, and the words say Offline
    // (never "iCloud is not ready"); the next sync asks again.
    let fetchedUser = await client.currentUser()
    guard let user = fetchedUser ?? ledger.account else {
      status = .offline
      return
    }
    // The account is checked here, before the engine runs: its `accountChange` event may come after fetched
    // records (it is asynchronous), which would be applied to, or sent from, another account's ledger by then.
    // Records of no known account may be another account's too (a ledger from before the account was kept).
    let otherAccount = ledger.account.map { $0 != user } ?? (!ledger.records.isEmpty || !ledger.unapplied.isEmpty)
    if otherAccount {
      await stop(.accountChanged)
      return
    }
    // Signed in again to the same account: sync picks up where it stopped.
    ledger.stopReason = nil
    ledger.account = user
    persist()
    isStarted = true
    accountConfirmed = fetchedUser != nil
    let delegate = NoteSyncDelegate(
      handleEvent: { [weak self] event in await self?.handle(event) },
      recordToSave: { [weak self] id in await self?.recordToSave(id) })
    await client.start(ledger.engineState, delegate)
  }

  func stopEngine() async {
    guard isStarted else { return }
    isStarted = false
    accountConfirmed = false
    fetchEnded()
    await client.stop()
  }

  /// Tells the engine about every note that differs from the server's last word.
  func queuePending() async {
    batchRead = nil
    guard let ids = await pendingIDs(), !ids.isEmpty, await isStillLedgersAccount() else { return }
    await client.addPendingSaves(ids)
  }

  /// The notes to send: each note on the board the server does not hold as it is here, and each note the
  /// server holds that is no longer on the board (deleted here: its tombstone). Unreadable notes are neither
  /// sent nor read as deleted. Nil when the folder cannot be used.
  public func pendingIDs() async -> [UUID]? {
    let (load, _) = await readNotesOffMainActor()
    guard load.folderProblem == nil else { return nil }
    var ids: [UUID] = []
    var onBoard = Set<UUID>()
    for note in load.board.notes {
      onBoard.insert(note.id)
      if ledger.records[note.id]?.note != note { ids.append(note.id) }
    }
    let unavailable = Set(load.board.unavailableIDs)
    let deleted = ledger.records.values.filter {
      !$0.isTombstone && !onBoard.contains($0.id) && !unavailable.contains($0.id)
    }
    return ids + deleted.map(\.id).sorted { $0.uuidString < $1.uuidString }
  }

  /// The record the engine sends for `id`, built from the files as they are now.
  func recordToSave(_ id: UUID) async -> NoteRecord? {
    // The engine asks once per record of a batch: the folder is read once per batch (off the main actor), not
    // once per note. A note edited while a batch is built goes as it was read; the next sync sends the edit (it
    // differs from the record then saved).
    let (load, trash): (NotesLoad, [DeletedNote])
    if let batchRead {
      (load, trash) = batchRead
    } else {
      (load, trash) = await readNotesOffMainActor()
      batchRead = (load, trash)
    }
    guard load.folderProblem == nil, !load.board.unavailableIDs.contains(id) else {
      skippedIDs.insert(id)
      return nil
    }
    let known = ledger.records[id]
    if let note = load.board.notes.first(where: { $0.id == id }) {
      return NoteRecord(note: note, systemFields: known?.systemFields)
    }
    guard let known, !known.isTombstone else {
      skippedIDs.insert(id)
      return nil
    }
    let trashed = trash.first { $0.id == id }
    return .tombstone(
      id: id, createdAt: known.createdAt, deletedAt: trashed?.deletedAt ?? now(), systemFields: known.systemFields)
  }

  /// The notes' files changed: counted at once (a launch reading the files compares the count), and the app's
  /// model (or, before there is one, the widgets) told; during a fetch, once, when it ends (`fetchEnded`).
  func notesChanged() {
    filesChangedCount += 1
    if isFetching { notesChangedInFetch = true } else { onNotesChanged() }
  }

  /// A fetch ended (`didFetchChanges`; or the app's fetch returned, or the engine stopped, should the event never
  /// come): what it changed is told now, once.
  func fetchEnded() {
    isFetching = false
    guard notesChangedInFetch else { return }
    notesChangedInFetch = false
    onNotesChanged()
  }

  /// Writes the ledger's file; a test counts the writes.
  @ObservationIgnored var writeLedger: @MainActor (SharedStore, NoteSyncLedger) throws -> Void = {
    try $0.write($1, for: NoteSyncLedger.key)
  }

  @discardableResult
  func persist() -> Bool {
    // A held file is never written over by the stand-in (nothing runs that would change it; this is the guard).
    guard ledgerHold == nil else { return false }
    do {
      try writeLedger(store, ledger)
      stateNotWritten = false
      return true
    } catch {
      // Not saved: the engine's state is in the ledger too, so the next launch fetches again from the last saved
      // point; nothing is lost, some work is redone.
      status = .failed
      return false
    }
  }
}
