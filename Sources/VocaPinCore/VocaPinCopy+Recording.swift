import Localization

extension VocaPinCopy {
  public static let keepRecordings = LocalizedCopy("vocapin.settings.keepRecordings", "Keep Recordings")
  public static let keepRecordingsFooter = LocalizedCopy(
    "vocapin.settings.keepRecordingsFooter",
    "A dictated note keeps its audio next to the words, on this iPhone only. Sharing a note sends its words, not the recording."
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
  public static let recordingNotKept = LocalizedCopy(
    "vocapin.recording.notKept", "Your words were kept, but the recording could not be saved.")
  public static let recordingsFull = LocalizedCopy(
    "vocapin.recording.full",
    "Your words were kept, but not the recording: recordings already use the 100 MB VocaPin keeps for them. Delete notes with recordings, or turn off Keep Recordings in Profile Settings."
  )
}
