import AppLock
import AppServices
import Localization

extension VocaPinCopy {
  /// Lock VocaPin's words: Settings' section, the lock screen, the system prompt's reason and what is said.
  public enum Lock {
    public static let toggle = LocalizedCopy("vocapin.lock.toggle", "Lock VocaPin")
    public static let require = LocalizedCopy("vocapin.lock.require", "Require")
    public static let hideWidgetNote = LocalizedCopy("vocapin.lock.hideWidgetNote", "Hide Note on Widget")

    /// Settings' footer: what the lock asks for (named for what the device has), what it hides, and what the
    /// widget still shows.
    public static func footer(_ method: AppLockMethod, hidesWidget: Bool) -> LocalizedCopy {
      let widget =
        hidesWidget
        ? LocalizedCopy(
          "vocapin.lock.footerWidgetHidden",
          "Turning on the lock hides your notes on VocaPin's widgets too, new ones included: they say Locked and show no words until you turn off Hide Note on Widget."
        )
        : LocalizedCopy(
          "vocapin.lock.footerWidgetShown",
          "Your pinned note still shows on the widget, which you put on your Home Screen to see it; turn on Hide Note on Widget to hide it too."
        )
      switch method {
      // Never `.none` here: without biometrics the method is `.passcode`.
      case .biometrics(let type):
        return LocalizedCopy(
          "vocapin.lock.footer",
          "Asks for %@ or your iPhone passcode to open VocaPin. While Lock VocaPin is on, your notes stay out of Spotlight search. %@",
          .text(type.name ?? ""), .text(widget.text))
      case .passcode:
        return LocalizedCopy(
          "vocapin.lock.footerPasscode",
          "Asks for your iPhone passcode to open VocaPin. While Lock VocaPin is on, your notes stay out of Spotlight search. %@",
          .text(widget.text))
      case .unavailable:
        return needsPasscode
      }
    }

    /// A device with no passcode: why the lock cannot be turned on, and where to set one.
    public static let needsPasscode = LocalizedCopy(
      "vocapin.lock.needsPasscode",
      "This iPhone has no passcode, so VocaPin can't lock. Set a passcode in Settings > Face ID & Passcode, then turn on Lock VocaPin."
    )
    public static let locked = LocalizedCopy("vocapin.lock.locked", "VocaPin Is Locked")
    public static let unlock = LocalizedCopy("vocapin.lock.unlock", "Unlock VocaPin")
    /// The system prompt's reason (shown under Touch ID's and the passcode's prompts).
    public static let unlockReason = LocalizedCopy("vocapin.lock.unlockReason", "Unlock your notes")
    public static let turnOnReason = LocalizedCopy("vocapin.lock.turnOnReason", "Turn on Lock VocaPin")
    public static let turnOffReason = LocalizedCopy("vocapin.lock.turnOffReason", "Turn off Lock VocaPin")
    public static let requireLongerReason = LocalizedCopy(
      "vocapin.lock.requireLongerReason", "Let Lock VocaPin ask less often")
    public static let showWidgetNoteReason = LocalizedCopy(
      "vocapin.lock.showWidgetNoteReason", "Show your note on VocaPin's widgets")
    public static let showOnLockScreenReason = LocalizedCopy(
      "vocapin.lock.showOnLockScreenReason", "Show your notes on the Lock Screen")
    public static let turnedOff = LocalizedCopy(
      "vocapin.lock.turnedOff",
      "This iPhone no longer has a passcode, so Lock VocaPin turned off. Set a passcode, then turn it on again in Settings."
    )
    public static let notSaved = LocalizedCopy(
      "vocapin.lock.notSaved", "Lock VocaPin's setting couldn't be saved, so it stays as it was. Try again.")
    /// Siri's and Shortcuts' name for a note while Lock VocaPin is on: its place on the board, no words of it.
    public static func noteByPlace(_ place: Int) -> LocalizedCopy {
      LocalizedCopy("vocapin.lock.noteByPlace", "Note %@", .text(place.formatted()))
    }
    /// What Siri says once "Pin Note" pinned a note while Lock VocaPin is on: no words of the note.
    public static let pinnedWhileLocked = LocalizedCopy(
      "vocapin.lock.pinnedWhileLocked", "Pinned the note to the widget.")
    public static let settingsDamaged = LocalizedCopy(
      "vocapin.lock.settingsDamaged",
      "Lock VocaPin's settings couldn't be read, so VocaPin locked to be safe and hides the widget's note. Check them in Settings."
    )
  }
}
