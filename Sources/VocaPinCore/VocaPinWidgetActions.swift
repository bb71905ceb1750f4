/// The widget's buttons (App Intents run by `Button(intent:)` in the widget extension) and whether iOS must see
/// the iPhone unlocked before running one. Apple's default, `IntentAuthenticationPolicy.alwaysAllowed`, runs an
/// intent "at any time, including when the device is locked", so StandBy and the Lock Screen would let anyone
/// holding the phone tick a note's items or move its pin.
///
/// Both ask, always, not only while Lock VocaPin is on:
/// - each changes the user's data: the box changes a note's words and edit date (which iCloud Sync sends on), and
///   Next Note changes the pin the app and every widget show;
/// - `authenticationPolicy` is a static property of the intent type that the system reads, not something asked
///   per tap, and Apple does not say when it is read, so a value following Lock VocaPin could be stale exactly
///   when it matters; a locked phone is never the owner's by default, whatever VocaPin's own lock says;
/// - the cost is one glance for Face ID in StandBy; on the Home Screen the phone is unlocked already.
/// The policy is `.requiresLocalDeviceAuthentication`, as Pin Note's: the phone running the intent is the one
/// whose files change, so it is the one to unlock (an unlocked Apple Watch does not vouch for it).
public enum VocaPinWidgetAction: CaseIterable, Sendable {
  /// The checklist box: checks or unchecks one item (`VocaPinQuickActions.toggleItem`).
  case toggleItem
  /// Next Note: pins the note after the pinned one (`VocaPinQuickActions.pinNext`).
  case nextNote

  /// Whether the intent's `authenticationPolicy` is `.requiresLocalDeviceAuthentication` (else `.alwaysAllowed`).
  public var requiresUnlockedPhone: Bool {
    switch self {
    case .toggleItem, .nextNote: true
    }
  }
}
