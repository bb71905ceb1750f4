import Foundation

extension NoteSync {
  /// Why some notes are not in iCloud after a sync.
  public enum UnsentReason: Equatable, Sendable {
    /// The user's iCloud storage is full (`quotaExceeded`): they go once there is space.
    case iCloudFull
    /// The server refused them as they are (`invalidArguments`, a schema without VocaPin's record type, ...):
    /// retrying alone may never pass, so the words say so.
    case refused
    /// Network or server trouble on those records: the engine and the next sync try again.
    case willRetry
  }

  /// The status a finished sync leaves: up to date, or how many notes the server did not take and why (the
  /// reason the user can act on first).
  var settledStatus: Status {
    guard !unsent.isEmpty else { return .upToDate }
    let errors = unsent.values
    let reason: UnsentReason =
      if errors.contains(.quotaExceeded) {
        .iCloudFull
      } else if errors.contains(where: \.cannotPassAsItIs) {
        .refused
      } else {
        .willRetry
      }
    return .notAllSent(count: unsent.count, reason)
  }

  /// After an event of the engine's own automatic sync (not the app's): what it settled (a conflict's kept words,
  /// a record to send again as new, a zone made again) goes into the engine's pending changes at once, as
  /// `CKSyncEngine` expects (`state.add(pendingRecordZoneChanges:)`, then it sends on its own), rather than wait for
  /// the app's next sync. During the app's sync, its own loop queues them before it sends.
  func queueFixesOfAutomaticSync() async {
    guard !isAppSyncRunning, isStarted, needsAnotherSend else { return }
    needsAnotherSend = false
    await queuePending()
  }
}

extension NoteSync.Status {
  var isNotAllSent: Bool {
    if case .notAllSent = self { return true }
    return false
  }
}

extension NoteSyncError {
  /// Whether sending the same record again, unchanged, can be expected to fail again.
  var cannotPassAsItIs: Bool {
    switch self {
    case .rejected, .unknownItem: true
    default: false
    }
  }
}
