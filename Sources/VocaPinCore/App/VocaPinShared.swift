import Foundation
import SharedStore

/// Everything VocaPin shares with its widgets: one type owns the App Group, the widget kind and the keys.
public enum VocaPinShared {
  public static let widgetKind = "VocaPinNoteWidget"
  /// The Lock Screen's New Voice Note button (a circular widget with no data to reload, so it is not among the
  /// App Group's reloaded kinds, nor counted as a placed note widget). iOS 18's Control Center controls need an
  /// SDK this project does not build with; this is iOS 17's one-tap way in from a locked phone.
  public static let voiceNoteWidgetKind = "VocaPinVoiceNoteWidget"
  /// Where the New Voice Note widget's tap goes: the same link as the quick action and the App Shortcut.
  public static var voiceNoteWidgetURL: URL { VocaPinRoute.newVoiceNote.url }
  public static let appGroup = AppGroup(suffix: "vocapin", widgetKinds: [widgetKind])

  public static let settings = StoreKey("settings", default: VocaPinSettings())
  /// A draft that could not be saved when the app went to the background (over the limit, or a failed write):
  /// kept here, so iOS ending the app loses no word; the editor opens with it at the next launch.
  public static let unsavedDraft = StoreKey<NoteDraft?>("editor-draft", default: nil)
  /// The notes, one file each (`ItemCollection`), so a damaged file costs one note, never the board.
  public static let notesCollection = "notes"

  public static func notes(in store: SharedStore) -> ItemCollection<Note> {
    ItemCollection(notesCollection, in: store) { $0.createdAt < $1.createdAt }
  }
}

/// The user's choices, shared with the widget.
public struct VocaPinSettings: Codable, Equatable, Sendable {
  /// The Profile Settings widget toggle (VP-1.2): true or false once the user has chosen, nil before. Off, the
  /// widget shows a neutral "turned off" face instead of note text, so a note never sits on the Home Screen
  /// against the user's wish; before any choice a widget the user adds anyway shows the pinned note.
  public var widgetEnabled: Bool?
  /// The note the widget shows unless a widget instance was configured to show another (VP-0.1).
  public var pinnedNoteID: UUID?
  /// The user said "Not Now" to the board's offer to put a note on the Home Screen: it is not offered again.
  public var widgetOfferDismissed: Bool
  /// The language dictation listens in (a BCP 47 identifier, "fr-FR"); nil: the iPhone's own.
  public var dictationLanguage: String?
  /// Keep Recordings: dictation keeps its audio with the note (on unless the user turned it off). On by default,
  /// as Apple Notes keeps a recording beside its transcript: hearing what was said is how a user checks words
  /// the recognizer got wrong, and the audio never leaves the app's own container (no App Group, no server);
  /// Profile Settings' footer and the privacy summary say so, and the switch is one tap away.
  public var keepRecordings: Bool = true
  /// The editor has said, once, that dictation keeps its audio on this iPhone (the first recording kept).
  public var recordingsKeptSaid: Bool = false
  /// Show Notes on Lock Screen: whether Lock Screen widgets show a note's words. Anyone can see the Lock Screen
  /// without unlocking, and iOS redacts `privacySensitive` words there only when the user has turned off Lock
  /// Screen widgets' access while locked, so the safe side is the default: off, the widget says a note is there
  /// without its words (`VocaPinWidgetFace.noteHidden`).
  public var lockScreenShowsNotes: Bool = false
  /// How the board orders its notes (Sort By): the user's own order until they choose another.
  public var noteOrder: NoteOrder = .default

  public init(
    widgetEnabled: Bool? = false, pinnedNoteID: UUID? = nil, widgetOfferDismissed: Bool = false,
    dictationLanguage: String? = nil
  ) {
    self.widgetEnabled = widgetEnabled
    self.pinnedNoteID = pinnedNoteID
    self.widgetOfferDismissed = widgetOfferDismissed
    self.dictationLanguage = dictationLanguage
  }

  /// Files written before a field existed still read: a missing field takes its first-launch value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    widgetEnabled = try container.decodeIfPresent(Bool.self, forKey: .widgetEnabled)
    pinnedNoteID = try container.decodeIfPresent(UUID.self, forKey: .pinnedNoteID)
    widgetOfferDismissed = try container.decodeIfPresent(Bool.self, forKey: .widgetOfferDismissed) ?? false
    // A damaged value is the iPhone's language, not an unreadable settings file.
    dictationLanguage = (try? container.decodeIfPresent(String.self, forKey: .dictationLanguage))
      .flatMap { $0 }.flatMap(DictationLanguages.accepted)
    keepRecordings = (try? container.decodeIfPresent(Bool.self, forKey: .keepRecordings)).flatMap { $0 } ?? true
    recordingsKeptSaid =
      (try? container.decodeIfPresent(Bool.self, forKey: .recordingsKeptSaid)).flatMap { $0 } ?? false
    lockScreenShowsNotes =
      (try? container.decodeIfPresent(Bool.self, forKey: .lockScreenShowsNotes)).flatMap { $0 } ?? false
    // An unknown or damaged value is the user's own order, not an unreadable settings file.
    noteOrder = NoteOrder(saved: (try? container.decodeIfPresent(String.self, forKey: .noteOrder)).flatMap { $0 })
  }

  /// Whether the widget may show note text: unless the user turned it off.
  public var widgetShowsNotes: Bool { widgetEnabled != false }

  /// A fresh install, before the user has chosen: the toggle shows off until a VocaPin widget is on the Home
  /// Screen, so turning it on brings up the guidance (VP-1.1); a widget added from the gallery anyway shows the
  /// pinned note (or invites a first one) at once, as Apple Notes' does. Settings that cannot be read fall back
  /// to off (`init()`), never to showing notes against an earlier choice.
  public static let firstLaunch = VocaPinSettings(widgetEnabled: nil)
}
