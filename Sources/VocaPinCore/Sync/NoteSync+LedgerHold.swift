import Foundation
import SharedStore

/// The ledger's file when it cannot be used now (2026-12-01 review): held, never set aside nor written over, unless
/// it is really damaged.
extension NoteSync {
  /// The ledger's file as it can be used now. Only real damage is set aside (its bytes kept, never guessed at:
  /// sync reads as off; turned on again, every note is settled against the server's copy, same words taken,
  /// never doubled). A file that cannot be read yet (before the first unlock; the process starts in the
  /// background too) or was written by a newer version is not damage: it is held, untouched, as
  /// `SharedStore.update` holds it.
  static func loadLedger(_ store: SharedStore) -> (NoteSyncLedger, LedgerHold?) {
    switch store.load(NoteSyncLedger.key) {
    case .success(let stored): return (stored ?? NoteSyncLedger(), nil)
    case .failure(.corrupt):
      _ = try? store.setAside(NoteSyncLedger.key)
      return (NoteSyncLedger(), nil)
    case .failure(.newerSchema): return (NoteSyncLedger(), .newerVersion)
    case .failure: return (NoteSyncLedger(), .unreadable)
    }
  }

  static func status(of ledger: NoteSyncLedger, _ hold: LedgerHold?) -> Status {
    switch hold {
    case .unreadable: .waitingForUnlock
    case .newerVersion: .newerVersion
    case nil: ledger.stopReason.map(Status.stopped) ?? (ledger.isOn ? .waiting : .off)
    }
  }

  /// Reads the ledger's file again when it could not be read; true when the ledger is the file's (or there is
  /// none). A newer version's file is not read again: this version cannot use it.
  @discardableResult
  func readHeldLedger() -> Bool {
    guard ledgerHold == .unreadable else { return ledgerHold == nil }
    let (loaded, hold) = Self.loadLedger(store)
    guard hold != .unreadable else { return false }
    ledger = loaded
    ledgerHold = hold
    status = Self.status(of: loaded, hold)
    return hold == nil
  }

  /// iOS says the protected files can be read (`UIApplication.protectedDataDidBecomeAvailableNotification`, the
  /// first unlock after a restart): a ledger that waited is read, and sync runs if it is on.
  public func protectedDataBecameAvailable() async {
    guard ledgerHold == .unreadable else { return }
    if readHeldLedger(), isOn { await sync() }
  }
}
