import Foundation

/// VocaPin's deep links (`vocapin://`): what a widget tap opens, cold or warm.
public enum VocaPinRoute: Equatable, Sendable {
  case note(UUID)
  case newNote
  /// A new note that starts with these words ("Create note with text" in Shortcuts): outside input, kept whole,
  /// even past the note's limit (the editor counts and Done waits until it fits, as for a paste).
  case newNoteWithText(String)
  /// A new note with the microphone listening at once: the "New Voice Note" quick action and App Shortcut
  /// (which the Action button and Spotlight run too), as the board's microphone does.
  case newVoiceNote
  case settings
  /// The board, with nothing over it (the widget's face when its files could not be read).
  case board

  public static let scheme = "vocapin"
  /// The Home Screen quick action's type (`UIApplicationShortcutItems` in Apps/project.yml): "New Note".
  public static let newNoteShortcutType = "new-note"
  /// The "New Voice Note" Home Screen quick action's type.
  public static let newVoiceNoteShortcutType = "new-voice-note"
  /// The new-note link's words: `vocapin://new?text=…`.
  static let textQueryItem = "text"

  /// The route of the "New Note" App Shortcut: the quick action's, with the words it was given, if any.
  public static func newNote(text: String?) -> VocaPinRoute {
    guard let text, !text.isEmpty else { return .newNote }
    return .newNoteWithText(text)
  }

  /// The route a Home Screen quick action names, or nil for a type the app does not offer.
  public init?(shortcutType: String) {
    switch shortcutType {
    case Self.newNoteShortcutType: self = .newNote
    case Self.newVoiceNoteShortcutType: self = .newVoiceNote
    default: return nil
    }
  }

  /// The note a Spotlight result names (`CSSearchableItemActivityIdentifier`, the entry's id:
  /// `VocaPinSpotlight.entry(for:)`), or nil for anything else: the activity's user info is outside input.
  public init?(spotlightIdentifier: String) {
    guard let id = UUID(uuidString: spotlightIdentifier) else { return nil }
    self = .note(id)
  }

  public var url: URL {
    var components = URLComponents()
    components.scheme = Self.scheme
    switch self {
    case .note(let id):
      components.host = "note"
      components.path = "/" + id.uuidString
    case .newNote: components.host = "new"
    case .newNoteWithText(let text):
      components.host = "new"
      // URLComponents percent-encodes the value, so any text (an "&", "=", "#", a newline) comes back as it went.
      components.queryItems = [URLQueryItem(name: Self.textQueryItem, value: text)]
    case .newVoiceNote: components.host = "voice-note"
    case .settings: components.host = "settings"
    case .board: components.host = "board"
    }
    // Every part above is a fixed ASCII word or a UUID, so the URL always forms.
    return components.url ?? URL(fileURLWithPath: "/")
  }

  /// The route a URL names, or nil for anything else (another scheme, an unknown host, a malformed ID).
  public init?(_ url: URL) {
    guard url.scheme?.lowercased() == Self.scheme, let host = url.host?.lowercased() else { return nil }
    let parts = url.path.split(separator: "/")
    switch host {
    case "note":
      guard parts.count == 1, let id = UUID(uuidString: String(parts[0])) else { return nil }
      self = .note(id)
    case "new" where parts.isEmpty:
      let text = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
        .first { $0.name == Self.textQueryItem }?.value
      if let text, !text.isEmpty { self = .newNoteWithText(text) } else { self = .newNote }
    case "voice-note" where parts.isEmpty: self = .newVoiceNote
    case "settings" where parts.isEmpty: self = .settings
    case "board" where parts.isEmpty: self = .board
    default: return nil
    }
  }
}

/// Where a route came from, which decides whether New Voice Note may turn the microphone on by itself.
public enum VocaPinRouteSource: Equatable, Sendable {
  /// A `vocapin://` link: a widget's tap, or any other app's, which iOS does not tell apart.
  case link
  /// VocaPin's Home Screen quick action or App Shortcut, handed over inside the app's process.
  case app
}
