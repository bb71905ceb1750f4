import Foundation
import Localization
import SharedStore

/// Notes as Siri, Shortcuts ("Pin Note") and the widget's "Edit Widget" list them. Those lists are drawn outside
/// VocaPin for anyone holding the unlocked iPhone, and App Intents can only ask for the iPhone's passcode
/// (`IntentAuthenticationPolicy`), never VocaPin's own lock. So while Lock VocaPin is on, or its file cannot be
/// read (taken for on, as `AppLockModel` takes it), notes are named by their place on the board ("Note 1") and no
/// words are searched or said; with the lock off, by their titles, as before.
public struct VocaPinIntentNotes: Equatable, Sendable {
  /// Which list: the app's shortcuts and the widget extension each look words up in their own catalog.
  public enum Surface: Sendable {
    case shortcuts, widgetPicker
  }

  public struct Entry: Equatable, Sendable {
    public let id: UUID
    /// What the list shows and Siri says.
    public let name: String
    /// The words a search by text may match: the title unlocked, none while locked.
    let searchable: String?
  }

  /// Whether the lists may show, search and say the notes' words.
  public let revealsText: Bool
  /// In board order.
  public let entries: [Entry]

  public init(notes: [Note], lock: AppLockSettings, surface: Surface) {
    let reveals = !lock.isOn
    revealsText = reveals
    entries = notes.enumerated().map { index, note in
      guard reveals else {
        return Entry(id: note.id, name: Self.placeName(index + 1, surface).text, searchable: nil)
      }
      let title = note.title(
        ifUntitled: surface == .shortcuts ? VocaPinCopy.untitledNote : VocaPinCopy.Widget.untitledNote)
      return Entry(id: note.id, name: title, searchable: title)
    }
  }

  /// Reads the lock's file and the notes from the App Group as the calling process sees them.
  public static func read(from store: SharedStore, surface: Surface) -> VocaPinIntentNotes {
    VocaPinIntentNotes(
      notes: VocaPinQuickActions.notes(in: store), lock: AppLockSettings.read(from: store).settings, surface: surface)
  }

  /// The entries with these identifiers, in the order asked.
  public func entries(for identifiers: [UUID]) -> [Entry] {
    identifiers.compactMap { id in entries.first { $0.id == id } }
  }

  /// A search by text (Shortcuts' and Siri's "which note?"): titles containing the words, ignoring case and
  /// accents; nothing while locked, so a search cannot tell which words a note holds.
  public func matching(_ words: String) -> [Entry] {
    guard revealsText else { return [] }
    let query = words.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !query.isEmpty else { return entries }
    return entries.filter {
      $0.searchable?.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
  }

  /// What Siri and Shortcuts say once "Pin Note" pinned a note: its title unlocked, no words while locked.
  public func pinnedWords(_ note: Note) -> LocalizedCopy {
    revealsText ? VocaPinCopy.pinnedToWidget(note.title) : VocaPinCopy.Lock.pinnedWhileLocked
  }

  private static func placeName(_ place: Int, _ surface: Surface) -> LocalizedCopy {
    switch surface {
    case .shortcuts: VocaPinCopy.Lock.noteByPlace(place)
    case .widgetPicker: VocaPinCopy.Widget.noteByPlace(place)
    }
  }
}
