/// What a locked phone never shows or says: an insult with one of the kit's coarse words ("bawdy", "strumpet"),
/// whatever the family-friendly setting (which leaves those words out of the kit altogether). One rule for every
/// way an insult reaches a locked phone: the widgets mark such an insult private (`privacySensitive`, which iOS
/// redacts while the phone is locked), the Insult of the Day words its notification without it, and the
/// "Insult me" App Shortcut, which Siri runs on a locked phone too, says to unlock instead.
public enum LockScreenPrivacy {
  public static func isPrivate(_ insult: String) -> Bool {
    InsultKit.full.insult(parsing: insult)?.isCoarse ?? false
  }
}
