import DesignSystem

/// What a locked phone never shows or says: an insult with one of the kit's coarse words ("bawdy", "strumpet"),
/// whatever the family-friendly setting (which leaves those words out of the kit altogether). One rule for every
/// way an insult reaches a locked phone: the widgets mark such an insult private (`privacySensitive`, which iOS
/// redacts while the phone is locked), the Insult of the Day words its notification without it, and the
/// "Insult me" App Shortcut, which Siri runs on a locked phone too, says to unlock instead.
public enum LockScreenPrivacy {
  public static func isPrivate(_ insult: String) -> Bool {
    InsultKit.full.insult(parsing: insult)?.isCoarse ?? false
  }

  /// Whether a widget of `family` draws only insults without coarse words: a Lock Screen one, which anyone who
  /// picks the phone up reads (iOS redacts `privacySensitive` only while the phone is locked, and Face ID unlocks
  /// it as soon as it is looked at), unless the user allowed them there (`BardSettings.coarseOnLockScreen`).
  /// The home screen follows the app's family-friendly setting.
  public static func drawsCleanOnly(_ family: WidgetFamilyID, settings: BardSettings) -> Bool {
    family.isLockScreen && !settings.coarseOnLockScreen
  }
}
