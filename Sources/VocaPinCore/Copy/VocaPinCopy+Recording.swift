import Localization

extension VocaPinCopy {
  public static let keepRecordings = LocalizedCopy("vocapin.settings.keepRecordings", "Keep Recordings")
  public static let keepRecordingsFooter = LocalizedCopy(
    "vocapin.settings.keepRecordingsFooter",
    "A dictated note keeps its audio next to the words, on this iPhone and in its backups, as your notes are. Sharing a note sends its words, not the recording."
  )
  public static func playRecording(seconds: Int) -> LocalizedCopy {
    .plural(
      "vocapin.recording.play", count: seconds, one: "Play recording, 1 second", other: "Play recording, %lld seconds")
  }
  public static let pauseRecording = LocalizedCopy("vocapin.recording.pause", "Pause recording")
  public static let recordingCouldNotPlay = LocalizedCopy(
    "vocapin.recording.couldNotPlay",
    "The recording can't be played right now. Try again after a call or other audio ends.")
  public static let recordingUnreadable = LocalizedCopy(
    "vocapin.recording.unreadable",
    "This recording can't be played: its audio is missing or incomplete. The note's words are not affected.")
  /// Said once, the first time dictation keeps its audio: where the audio is, and how to keep only words.
  public static let recordingsKeptNotice = LocalizedCopy(
    "vocapin.recording.keptNotice",
    "Your voice is kept as a recording with this note, on this iPhone only. To keep only the words, turn off Keep Recordings in Profile Settings."
  )
  public static let recordingNotKept = LocalizedCopy(
    "vocapin.recording.notKept", "Your words were kept, but the recording could not be saved.")
  public static let recordingsFull = LocalizedCopy(
    "vocapin.recording.full",
    "Your words are kept, but recordings are not being saved: they already use the 100 MB VocaPin keeps for them. To make room, delete recordings or notes with recordings, then tap Delete Now in Recently Deleted (deleted notes' recordings count until then), or turn off Keep Recordings in Profile Settings."
  )
  public static let deleteRecording = LocalizedCopy("vocapin.recording.delete", "Delete Recording")
  public static let deleteRecordingTitle = LocalizedCopy("vocapin.recording.deleteTitle", "Delete this recording?")
  public static let deleteRecordingMessage = LocalizedCopy(
    "vocapin.recording.deleteMessage", "The recording will be deleted. The note's words stay.")
  /// Only shown past three recordings; the count in digits, so both forms read alike in English.
  public static func showAllRecordings(_ count: Int) -> LocalizedCopy {
    .plural("vocapin.recording.showAll", count: count, one: "Show All (%lld)", other: "Show All (%lld)")
  }
  public static let showFewerRecordings = LocalizedCopy("vocapin.recording.showFewer", "Show Fewer")
}
