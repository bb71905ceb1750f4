/// Where iOS is showing a widget instance, as far as its view can tell from WidgetKit's environment, and so
/// who may see it. A Home Screen widget is also shown where anyone near the phone can read it: in StandBy
/// (a charging, locked iPhone on its side), on the Always-On display, and in the Today View of a locked phone.
/// `privacySensitive()` alone covers these only where iOS applies the privacy redaction, which depends on
/// settings the app cannot read; so the face itself is chosen here, and the redaction stays as a second layer.
public struct VocaPinWidgetSurroundings: Equatable, Sendable {
  /// An accessory family (rectangular, inline): always the Lock Screen.
  public var isLockScreenFamily: Bool
  /// `showsWidgetContainerBackground`: false where iOS removes the background: StandBy, and tinted or
  /// accented Home Screens.
  public var showsContainerBackground: Bool
  /// `widgetRenderingMode == .fullColor`: true on the Home Screen and in StandBy, false when tinted (accented)
  /// or vibrant.
  public var isFullColor: Bool
  /// `isLuminanceReduced`: the Always-On display, or StandBy at night, both on a phone left alone.
  public var isLuminanceReduced: Bool
  /// `redactionReasons` holds `.privacy`: iOS itself asks for private content to be hidden here.
  public var isPrivacyRedacted: Bool

  public init(
    isLockScreenFamily: Bool, showsContainerBackground: Bool = true, isFullColor: Bool = true,
    isLuminanceReduced: Bool = false, isPrivacyRedacted: Bool = false
  ) {
    self.isLockScreenFamily = isLockScreenFamily
    self.showsContainerBackground = showsContainerBackground
    self.isFullColor = isFullColor
    self.isLuminanceReduced = isLuminanceReduced
    self.isPrivacyRedacted = isPrivacyRedacted
  }

  /// Seen by whoever is near the phone: the Lock Screen; StandBy, which draws Home Screen families in full
  /// colour without their container background (the one way a widget tells it is in StandBy on iOS 17); the
  /// Always-On display; or anywhere iOS redacts private content.
  public var isSeenByOthers: Bool {
    isLockScreenFamily || (isFullColor && !showsContainerBackground) || isLuminanceReduced || isPrivacyRedacted
  }

  /// The face drawn here: the Home Screen's (`home`) where only the phone's owner sees it; the Lock Screen's
  /// (`lockScreen`: a note's words only with Show Notes on Lock Screen on) where others may; and, where iOS
  /// redacts private content, the note's hidden face in words ("Note hidden") whatever the setting, rather
  /// than the redaction's grey bars over a note.
  public func face(home: VocaPinWidgetFace, lockScreen: VocaPinWidgetFace) -> VocaPinWidgetFace {
    if isPrivacyRedacted { return home.onLockScreen(showingNotes: false) }
    return isSeenByOthers ? lockScreen : home
  }
}
