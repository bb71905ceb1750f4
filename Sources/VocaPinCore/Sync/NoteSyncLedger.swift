import Foundation
import SharedStore

/// What iCloud Sync keeps between launches, in one file beside the notes ("icloud-sync.json"), written after
/// each event it handles and before the event returns, so a kill at any point loses nothing: the engine's state,
/// and each note as the server last had it. What is pending is not a list that could be lost: it is the
/// difference between the notes and these records, worked out again at every start (`NoteSync.pendingIDs`).
public struct NoteSyncLedger: Codable, Equatable, Sendable {
  /// Profile Settings' iCloud Sync toggle: off until the user turns it on.
  public var isOn = false
  /// The iCloud user (record name) these records belong to; another user's records are never mixed in.
  public var account: String?
  /// `CKSyncEngine.State.Serialization`, as the last `stateUpdate` gave it.
  public var engineState: Data?
  /// Each note the server holds, as it last said (tombstones included), by id.
  public var records: [UUID: NoteRecord] = [:]
  /// Fetched records this iPhone could not write yet (a full disk): kept here, since the engine will not fetch
  /// them again, and applied at the next sync.
  public var unapplied: [UUID: NoteRecord] = [:]
  /// How far this device's clock runs ahead of the server's (negative: behind), in seconds, as measured at the
  /// last save the server returned (its `modifiedAt` against this device's clock then). Conflicts read this
  /// device's dates on the server's clock by it (`NoteMerge`); nil until a save was seen. The device's, not the
  /// account's: kept when the account's records are forgotten.
  public var clockAhead: TimeInterval?
  /// Why sync stopped on its own (sign-out, another account, the zone deleted), until the user acts.
  public var stopReason: NoteSyncStopReason?

  public init() {}

  public static let key = StoreKey("icloud-sync", default: NoteSyncLedger())

  /// Everything that belonged to the account: the next account starts clean.
  mutating func forgetAccount() {
    account = nil
    engineState = nil
    records = [:]
    unapplied = [:]
  }
}

/// Why iCloud Sync is not running though it was on.
public enum NoteSyncStopReason: String, Codable, Equatable, Sendable {
  /// Signed out of iCloud: sync waits for the same account; the notes stay on this iPhone.
  case signedOut
  /// Another Apple Account signed in: sync was turned off so one account's notes are not added to another's.
  case accountChanged
  /// VocaPin's data was deleted from iCloud: sync was turned off, the notes on this iPhone kept.
  case zoneDeleted
}
