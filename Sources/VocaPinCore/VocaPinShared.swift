import Foundation
import SharedStore

/// Everything VocaPin shares with its widgets: one type owns the App Group, the widget kind and the keys.
public enum VocaPinShared {
  public static let widgetKind = "VocaPinNoteWidget"
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
  /// The Profile Settings widget toggle (VP-1.2). Off, the widget shows a neutral "turned off" face instead of
  /// note text, so a note never sits on the home screen against the user's wish.
  public var widgetEnabled: Bool
  /// The note the widget shows unless a widget instance was configured to show another (VP-0.1).
  public var pinnedNoteID: UUID?

  public init(widgetEnabled: Bool = false, pinnedNoteID: UUID? = nil) {
    self.widgetEnabled = widgetEnabled
    self.pinnedNoteID = pinnedNoteID
  }

  /// A fresh install, before the user has chosen: the widget on, so a widget added from the gallery shows the
  /// pinned note (or invites a first one) at once, as Apple Notes' does, instead of "Widget is off". The toggle
  /// keeps its meaning (off hides note text from the Home Screen; on saves and brings up the guidance), and
  /// settings that cannot be read fall back to off, never to showing notes against an earlier choice.
  public static let firstLaunch = VocaPinSettings(widgetEnabled: true)
}
