import AppServices
import Foundation
import SharedStore

/// Which note a widget instance shows, as its configuration parameter offers it: "Pinned note",
/// the default, which follows "Pin to Widget"; or one note, chosen by the user. The default is a value of its
/// own, so whatever iOS keeps in the widget's configuration (it may keep the resolved default; Apple's pages do
/// not say it does not: platform-behaviour.md), a widget left on the default keeps following the pin.
public enum WidgetNoteChoice: Hashable, Sendable {
  case pinned
  case note(UUID)

  /// The parameter entity's identifier for "Pinned note"; a specific note's is its UUID string.
  public static let pinnedIdentifier = "pinned"

  public var identifier: String {
    switch self {
    case .pinned: Self.pinnedIdentifier
    case .note(let id): id.uuidString
    }
  }

  /// The choice an identifier names; anything else (a stale or hostile value) is nil.
  public init?(identifier: String) {
    if identifier == Self.pinnedIdentifier {
      self = .pinned
    } else if let id = UUID(uuidString: identifier) {
      self = .note(id)
    } else {
      return nil
    }
  }

  /// The note this choice names, or nil to follow the pin.
  public var noteID: UUID? {
    if case .note(let id) = self { return id }
    return nil
  }
}

/// One timeline of VocaPin's widget, decided from the App Group's files alone (the widget's process needs
/// nothing else) and tested on Linux; `NoteTimelineProvider` hands it to WidgetKit.
public struct VocaPinWidgetPlan: Equatable, Sendable {
  public let face: VocaPinWidgetFace
  /// When WidgetKit should ask again; nil for never (the app reloads the widget on every save).
  public let reloadAt: Date?
  /// The widget's own colour and lettering, from its configuration (`VocaPinWidgetStyle.standard` without one).
  public var style: VocaPinWidgetStyle = .standard
  /// Show Notes on Lock Screen, as the settings say (off when they could not be read).
  public var lockScreenShowsNotes = false

  /// What a Lock Screen widget shows: the face, without a note's words unless the user chose to show them there.
  public var lockScreenFace: VocaPinWidgetFace { face.onLockScreen(showingNotes: lockScreenShowsNotes) }

  /// What the widget draws the face with, its style applied.
  public var look: VocaPinWidgetLook { face.look(style) }
}

public enum VocaPinWidgetTimeline {
  /// What the gallery shows while the user chooses a widget (`context.isPreview`): a sample note, never the
  /// user's own words and never an empty "off" card.
  public static var sampleNote: Note {
    Note(
      id: UUID(uuidString: "00000000-0000-4000-8000-000000000001") ?? UUID(), text: VocaPinCopy.Widget.sampleNote.text,
      color: .yellow, createdAt: Date(timeIntervalSince1970: 0))
  }

  /// A read of the App Group that failed (the phone restarted and was not yet unlocked: platform-behaviour.md,
  /// "WidgetKit") is tried again within minutes of the restart, less often the longer the phone stays locked
  /// (`UnreadableRetry`; `sinceStart`: the phone's uptime), rather than waiting for the next save in the app.
  /// `style`: the widget's own colour and lettering; the gallery's sample keeps the default look, as a widget
  /// has no configuration before it is placed.
  public static func plan(
    store: SharedStore, choice: WidgetNoteChoice, style: VocaPinWidgetStyle = .standard,
    context: WidgetRequestContext, now: Date, sinceStart: TimeInterval
  ) -> VocaPinWidgetPlan {
    if context.isPreview {
      // The sample is nobody's words: the Lock Screen's gallery shows it too.
      return VocaPinWidgetPlan(face: .note(sampleNote, isPinned: true), reloadAt: nil, lockScreenShowsNotes: true)
    }
    let loaded = NotesRepository(store: store).load()
    // A folder that cannot be listed says nothing about the setting either: never "Widget is off" for good.
    if loaded.isUnreadable || loaded.folderProblem != nil {
      return VocaPinWidgetPlan(
        face: .unavailable, reloadAt: UnreadableRetry.retryDate(now: now, sinceStart: sinceStart))
    }
    // Lock VocaPin's Hide Note on Widget (an unreadable lock file hides too: `AppLockSettings.damaged`).
    let hiddenByLock = AppLockSettings.read(from: store).settings.hidesWidgets
    let face = VocaPinWidgetFace.resolve(
      settings: loaded.settings, notes: loaded.board.notes, configuredNoteID: choice.noteID
    ).hidden(byLock: hiddenByLock)
    return VocaPinWidgetPlan(
      face: face, reloadAt: nil, style: style, lockScreenShowsNotes: loaded.settings.lockScreenShowsNotes)
  }
}

extension NotesLoad {
  /// The files are there but could not be read now (before the first unlock), as opposed to damaged: what
  /// they hold is unknown, so the widget shows neither a note nor "off", and asks again soon.
  public var isUnreadable: Bool {
    func unreadable(_ error: SharedStoreError?) -> Bool {
      if case .unreadable = error { return true }
      return false
    }
    return unreadable(settingsProblem) || unreadable(folderProblem) || damaged.contains { unreadable($0) }
  }
}
