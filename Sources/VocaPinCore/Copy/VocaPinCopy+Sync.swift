import Localization

extension VocaPinCopy {
  // Profile Settings' iCloud Sync section (NoteSync).
  public static let syncToggle = LocalizedCopy("vocapin.sync.toggle", "iCloud Sync")
  public static let syncFooter = LocalizedCopy(
    "vocapin.sync.footer",
    "Keeps your notes the same on every iPhone signed in to your Apple Account, through your iCloud. Voice recordings stay on this iPhone and are not synced. The order of the board, the pinned note and widgets are set on each device."
  )

  /// Done on a note another device changed while it was open here: both sets of words are kept.
  public static let keptOtherDevicesWords = LocalizedCopy(
    "vocapin.sync.keptOtherDevicesWords",
    "This note was changed on another device while you were editing it. Your words are saved, and the other device's words are kept in a note beside it."
  )

  /// Delete Now in Recently Deleted while iCloud Sync is off, for a note iCloud still holds.
  public static let deleteForeverSyncOffMessage = LocalizedCopy(
    "vocapin.deleted.deleteForeverSyncOffMessage",
    "It cannot be brought back. iCloud Sync is off, so its words stay in iCloud until you turn iCloud Sync on again on this iPhone, which deletes them there."
  )

  /// Delete Now while sync is on but iCloud is signed out, for a note iCloud still holds: the delete goes when the
  /// same account signs in again.
  public static let deleteForeverSignedOutMessage = LocalizedCopy(
    "vocapin.deleted.deleteForeverSignedOutMessage",
    "It cannot be brought back. This iPhone is signed out of iCloud, so its words stay in iCloud until you sign in again to the same Apple Account, which deletes them there."
  )

  /// Delete Now while iCloud Sync is on but has not yet learnt who is signed in (the launch's sync has not answered,
  /// iCloud is not ready, or sync's own file cannot be used): whether its words go from iCloud is not yet known.
  public static let deleteForeverNotYetKnownMessage = LocalizedCopy(
    "vocapin.deleted.deleteForeverNotYetKnownMessage",
    "It cannot be brought back. iCloud Sync has not yet checked iCloud, so its words may stay in iCloud until it does while you are signed in to the same Apple Account, which deletes them there."
  )

  /// Delete Now after sync stopped because another Apple Account signed in: the previous account's records were
  /// forgotten, so a copy there is never deleted from this iPhone.
  public static let deleteForeverAccountChangedMessage = LocalizedCopy(
    "vocapin.deleted.deleteForeverAccountChangedMessage",
    "It cannot be brought back. iCloud Sync stopped when another Apple Account signed in, so any copy of its words in the previous account's iCloud stays there; delete it from a device signed in to that account."
  )

  /// Notes from other devices took the board past its 500 notes: every one is kept.
  public static let syncPastBoardLimit = LocalizedCopy(
    "vocapin.sync.pastBoardLimit",
    "Notes from your other devices take VocaPin past 500 notes. Every note is kept; delete some before adding new ones."
  )

  /// What the section says under the toggle, in words; nil when there is nothing to say.
  public static func syncStatus(_ status: NoteSync.Status) -> LocalizedCopy? {
    switch status {
    case .off, .waiting: nil
    case .syncing: LocalizedCopy("vocapin.sync.syncing", "Syncing…")
    case .upToDate: LocalizedCopy("vocapin.sync.upToDate", "Up to date.")
    case .offline:
      LocalizedCopy(
        "vocapin.sync.offline", "Offline. Your changes are kept on this iPhone and sync when you are back online.")
    case .storageFull:
      LocalizedCopy(
        "vocapin.sync.storageFull",
        "Your iCloud storage is full. Your changes are kept on this iPhone and sync once there is space.")
    case .failed:
      LocalizedCopy(
        "vocapin.sync.failed", "Syncing did not finish. Your notes are safe on this iPhone, and VocaPin will try again."
      )
    case .notAllSent(let count, let reason): unsentWords(count: count, reason)
    case .unavailable(let account): accountWords(account)
    case .stopped(let reason): stoppedWords(reason)
    case .waitingForUnlock:
      LocalizedCopy(
        "vocapin.sync.waitingForUnlock",
        "iCloud Sync is waiting for this iPhone to be unlocked. Your notes stay on this iPhone and sync after that.")
    case .newerVersion:
      LocalizedCopy(
        "vocapin.sync.newerVersion",
        "iCloud Sync was set up by a newer version of VocaPin, so it is off in this version. Update VocaPin to sync again. Your notes stay on this iPhone."
      )
    }
  }

  /// Notes the server did not take: how many, why, and that they are kept here and tried again.
  private static func unsentWords(count: Int, _ reason: NoteSync.UnsentReason) -> LocalizedCopy {
    switch reason {
    case .iCloudFull:
      .plural(
        "vocapin.sync.unsent.iCloudFull", count: count,
        one:
          "Your iCloud storage is full. 1 note is waiting to sync: it is kept on this iPhone and syncs once there is space.",
        other:
          "Your iCloud storage is full. %lld notes are waiting to sync: they are kept on this iPhone and sync once there is space."
      )
    case .refused:
      .plural(
        "vocapin.sync.unsent.refused", count: count,
        one:
          "iCloud did not accept 1 note, so it is only on this iPhone. VocaPin tries again each time it syncs; if this stays, updating VocaPin may help.",
        other:
          "iCloud did not accept %lld notes, so they are only on this iPhone. VocaPin tries again each time it syncs; if this stays, updating VocaPin may help."
      )
    case .willRetry:
      .plural(
        "vocapin.sync.unsent.willRetry", count: count,
        one: "1 note is waiting to sync. It is kept on this iPhone, and VocaPin will try again.",
        other: "%lld notes are waiting to sync. They are kept on this iPhone, and VocaPin will try again.")
    }
  }

  private static func accountWords(_ account: CloudAccountStatus) -> LocalizedCopy? {
    switch account {
    case .available: nil
    case .noAccount:
      LocalizedCopy(
        "vocapin.sync.noAccount", "Sign in to iCloud in Settings to sync your notes. Your notes stay on this iPhone.")
    case .restricted:
      LocalizedCopy(
        "vocapin.sync.restricted",
        "iCloud is restricted on this iPhone (Screen Time or a management profile). Your notes stay on this iPhone.")
    case .notInThisBuild:
      LocalizedCopy(
        "vocapin.sync.notInThisBuild",
        "iCloud Sync is not available in this version of VocaPin. Your notes stay on this iPhone.")
    case .temporarilyUnavailable, .couldNotDetermine:
      LocalizedCopy(
        "vocapin.sync.notReady", "iCloud is not ready yet. Your notes stay on this iPhone and sync when it is.")
    }
  }

  private static func stoppedWords(_ reason: NoteSyncStopReason) -> LocalizedCopy {
    switch reason {
    case .signedOut:
      LocalizedCopy(
        "vocapin.sync.signedOut",
        "You signed out of iCloud, so syncing stopped. Your notes stay on this iPhone and sync again when you sign in to the same Apple Account."
      )
    case .accountChanged:
      LocalizedCopy(
        "vocapin.sync.accountChanged",
        "A different Apple Account is signed in, so iCloud Sync was turned off and none of your notes were added to it. Your notes stay on this iPhone. Turning iCloud Sync on adds them to this account."
      )
    case .zoneDeleted:
      LocalizedCopy(
        "vocapin.sync.dataDeleted",
        "VocaPin's data was deleted from iCloud, so iCloud Sync was turned off. Your notes stay on this iPhone. Turning iCloud Sync on puts them back in iCloud."
      )
    }
  }
}
