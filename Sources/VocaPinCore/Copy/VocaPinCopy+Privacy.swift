import AppServices
import Localization

extension VocaPinCopy {
  // Profile Settings' About rows (DesignSystemUI's `AboutRows` shows them as given).
  public static let rateApp = LocalizedCopy("vocapin.about.rate", "Rate VocaPin")
  public static let contactSupport = LocalizedCopy("vocapin.about.contactSupport", "Contact Support")
  public static let version = LocalizedCopy("vocapin.about.version", "Version")

  /// Profile Settings' "Privacy Policy" row.
  public static let privacyPolicy = LocalizedCopy("vocapin.privacy.title", "Privacy Policy")

  /// The row's account without a configured page: what VocaPin keeps, and where, in the reader's language.
  public static var privacySummary: [PrivacyPolicy.Section] {
    let sections: [(LocalizedCopy, LocalizedCopy)] = [
      (
        LocalizedCopy("vocapin.privacy.notesTitle", "Your notes"),
        LocalizedCopy(
          "vocapin.privacy.notes",
          "Your notes are kept on this iPhone, in a folder VocaPin shares with its widget so the widget can show them, and in your iPhone's backups if you make them (iCloud Backup or a computer). VocaPin has no account and no server of its own: it sends nothing you write anywhere unless you share it or turn on iCloud Sync."
        )
      ),
      (
        LocalizedCopy("vocapin.privacy.syncTitle", "iCloud Sync"),
        LocalizedCopy(
          "vocapin.privacy.sync",
          "iCloud Sync is off until you turn it on in Profile Settings. When it is on, your notes' words, colours and dates are kept in your own iCloud (your private database, which VocaPin's developer cannot read) and on your devices signed in to the same Apple Account; with Advanced Data Protection on, the words are end-to-end encrypted. Voice recordings are not synced. Turning it off stops syncing; what is already in iCloud stays until you delete VocaPin's data in Settings > your name > iCloud."
        )
      ),
      (
        LocalizedCopy("vocapin.privacy.lockScreenTitle", "Lock Screen and StandBy"),
        LocalizedCopy(
          "vocapin.privacy.lockScreen",
          "VocaPin's widgets on the Lock Screen, in StandBy and on the Always-On display say a note is there without showing its words unless you turn on Show Notes on Lock Screen in Profile Settings. A Home Screen widget shows its note on your unlocked iPhone; with Lock VocaPin on, Hide Note on Widget hides it there too. To keep every widget off your locked iPhone, turn off Lock Screen Widgets in Settings > Face ID & Passcode, under Allow Access When Locked."
        )
      ),
      (
        LocalizedCopy("vocapin.privacy.dictationTitle", "Dictation"),
        LocalizedCopy(
          "vocapin.privacy.dictation",
          "When you tap the microphone, VocaPin listens until you stop and turns what you say into words on your iPhone (on-device speech recognition). With Keep Recordings on (Profile Settings), the audio is kept with its note on this iPhone (and in its backups, as your notes are), never in the folder the widget reads, and is removed when the note is deleted for good; turn it off and none is kept. Nothing you say is sent anywhere."
        )
      ),
      (
        LocalizedCopy("vocapin.privacy.searchTitle", "Search"),
        LocalizedCopy(
          "vocapin.privacy.search",
          "Your notes are added to your iPhone's own search (Spotlight) so you can find them from the Home Screen; a deleted note is removed from it, and while Lock VocaPin is on no note is in it."
        )
      ),
      (
        LocalizedCopy("vocapin.privacy.photosTitle", "Photos"),
        LocalizedCopy(
          "vocapin.privacy.photos",
          "VocaPin adds a picture of a note to your photo library only when you share it and choose Save Image. It cannot see your photos."
        )
      ),
      (
        LocalizedCopy("vocapin.privacy.trackingTitle", "No tracking"),
        LocalizedCopy(
          "vocapin.privacy.tracking", "VocaPin shows no ads, uses no analytics and shares nothing with anyone.")
      ),
      (
        LocalizedCopy("vocapin.privacy.deletingTitle", "Deleting your data"),
        .plural(
          "vocapin.privacy.deleting", count: RecentlyDeleted.retentionDays,
          one:
            "A deleted note stays in Recently Deleted for 1 day, then is gone. Deleting VocaPin removes every note from this iPhone; what iCloud Sync keeps stays in your iCloud until you delete it there.",
          other:
            "A deleted note stays in Recently Deleted for %lld days, then is gone. Deleting VocaPin removes every note from this iPhone; what iCloud Sync keeps stays in your iCloud until you delete it there."
        )
      ),
    ]
    return sections.map { PrivacyPolicy.Section($0.text, $1.text) }
  }
}
