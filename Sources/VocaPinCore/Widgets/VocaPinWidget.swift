import DesignSystem
import Foundation
import Rendering

/// The families VocaPin's widget offers: three on the Home Screen, two on the Lock Screen.
public enum VocaPinWidget {
  public static let families: [WidgetFamilyID] = [.small, .medium, .large, .rectangular, .inline]
}

/// What a widget instance shows (VP-0.2), decided from the shared settings and notes alone, so the widget's
/// process needs nothing else.
public enum VocaPinWidgetFace: Equatable, Sendable {
  /// A note, and whether it is the pinned one (only then does the widget draw the pin).
  case note(Note, isPinned: Bool)
  /// The Profile Settings toggle is off: no note text on the Home Screen.
  case turnedOff
  /// There are no notes yet.
  case empty
  /// The App Group's files could not be read (before the first unlock after a restart): nothing is known, so
  /// neither a note nor "off" is claimed; the timeline asks again within minutes.
  case unavailable
  /// The note this widget was set to show was deleted: it says so and how to choose another, never showing a
  /// different note in its place.
  case noteDeleted
  /// A note on the Lock Screen with Show Notes on Lock Screen off: there, without its words.
  case noteHidden(UUID)
  /// Lock VocaPin is on with Hide Note on Widget: "Locked" and no words; a tap opens the note once unlocked.
  case locked(UUID?)

  /// The note this instance was configured to show, else the pinned note, else the first; or why there is none.
  public static func resolve(settings: VocaPinSettings, notes: [Note], configuredNoteID: UUID?) -> VocaPinWidgetFace {
    guard settings.widgetShowsNotes else { return .turnedOff }
    if let configuredNoteID {
      guard let configured = notes.first(where: { $0.id == configuredNoteID }) else { return .noteDeleted }
      return .note(configured, isPinned: configured.id == settings.pinnedNoteID)
    }
    let chosen = settings.pinnedNoteID.flatMap { id in notes.first { $0.id == id } } ?? notes.first
    return chosen.map { .note($0, isPinned: $0.id == settings.pinnedNoteID) } ?? .empty
  }

  /// This face on the Lock Screen: a note's words only if the user chose to show them there.
  public func onLockScreen(showingNotes: Bool) -> VocaPinWidgetFace {
    if case .note(let note, _) = self, !showingNotes { return .noteHidden(note.id) }
    return self
  }

  /// This face while Lock VocaPin hides the widgets: a note becomes "Locked"; the faces without words stay.
  public func hidden(byLock: Bool) -> VocaPinWidgetFace {
    if case .note(let note, _) = self, byLock { return .locked(note.id) }
    return self
  }

  /// Only the pinned note carries the pin badge; a widget configured to show another note does not.
  public var isPinned: Bool {
    if case .note(_, let isPinned) = self { return isPinned }
    return false
  }

  /// Where a tap goes: the note itself, the settings with the toggle, or a new note.
  public var route: VocaPinRoute {
    switch self {
    case .note(let note, _): .note(note.id)
    case .noteHidden(let id): .note(id)
    case .locked(let id): id.map(VocaPinRoute.note) ?? .board
    case .turnedOff: .settings
    case .empty: .newNote
    case .unavailable, .noteDeleted: .board
    }
  }

  /// The words it shows.
  public var title: String? {
    switch self {
    case .note: nil
    case .turnedOff: VocaPinCopy.Widget.offTitle.text
    case .empty: VocaPinCopy.Widget.emptyTitle.text
    case .unavailable: VocaPinCopy.Widget.unavailableTitle.text
    case .noteDeleted: VocaPinCopy.Widget.deletedTitle.text
    case .noteHidden: VocaPinCopy.Widget.hiddenTitle.text
    case .locked: VocaPinCopy.Widget.lockedTitle.text
    }
  }

  public var text: String {
    switch self {
    case .note(let note, _): note.text
    case .turnedOff: VocaPinCopy.Widget.offMessage.text
    case .empty: VocaPinCopy.Widget.emptyMessage.text
    case .unavailable: VocaPinCopy.Widget.unavailableMessage.text
    case .noteDeleted: VocaPinCopy.Widget.deletedMessage.text
    case .noteHidden: VocaPinCopy.Widget.hiddenMessage.text
    case .locked: ""
    }
  }

  /// The paper: the note's colour, or a neutral one when there is no note to show.
  public var paper: ColorPair {
    switch self {
    case .note(let note, _): note.color.paper
    case .turnedOff, .empty, .unavailable, .noteDeleted, .noteHidden, .locked: SystemColors.gray6
    }
  }

  public var ink: ColorPair {
    switch self {
    case .note: NoteColor.ink
    case .turnedOff, .empty, .unavailable, .noteDeleted, .noteHidden, .locked: SystemColors.label
    }
  }

  /// The Lock Screen's symbol beside the words: a note, or what the face says; the crossed eye only where note
  /// text is hidden on purpose (the toggle is off, or the Lock Screen does not show notes).
  public var lockScreenSymbol: String {
    switch self {
    case .note: "note.text"
    case .turnedOff, .noteHidden: "eye.slash"
    case .empty: "square.and.pencil"
    case .unavailable: "lock"
    case .locked: "lock.fill"
    case .noteDeleted: "trash"
    }
  }

  /// Notes are handwritten; the neutral faces use the system font, so they read as the system's, not a note.
  public var fontRole: FontRole {
    switch self {
    case .note: .handwritten
    case .turnedOff, .empty, .unavailable, .noteDeleted, .noteHidden, .locked: .system
    }
  }
}

/// How each family shows a face: the values the SwiftUI widget and the Linux preview both read.
public struct VocaPinWidgetLayout: Equatable, Sendable {
  /// The largest and smallest sizes of the note's text; the preview fits it between them, SwiftUI's
  /// `minimumScaleFactor` does the same.
  public var maximumTextSize: Double
  public var minimumTextSize: Double
  public var lineLimit: Int
  public var padding: Double
  /// Lock screen families show the note's first words within this many characters.
  public var characterLimit: Int?
  public var showsPin: Bool
  public var usesPaperBackground: Bool
  /// The large widget centres a note vertically and lets it grow to fill the space, so a short note does not
  /// sit in the top corner of an empty square.
  public var centersVertically = false
  /// Whether parts of the widget may carry links of their own (`Link`): WidgetKit allows them only on medium and
  /// large widgets; a small one, and the Lock Screen's, are one tap target (`widgetURL`).
  public var hasOwnLinks = false

  public var minimumScaleFactor: Double { minimumTextSize / maximumTextSize }

  /// How far the note's text may shrink at `typeSize`, where Dynamic Type has grown it: down to the same
  /// smallest size in points as at the default setting, so a note at the accessibility sizes fits as it does
  /// at the default instead of being cut to its first words.
  public func minimumScaleFactor(at typeSize: DynamicTypeSize) -> Double {
    let grown = maximumTextSize * typeSize.scaleFactor(for: Self.noteFont)
    return grown > 0 ? min(1, minimumTextSize / grown) : 1
  }

  /// The note's handwriting grows with Dynamic Type as the body style does (`Font.custom(_:size:relativeTo:)`).
  public static let noteFont = ThemeFont(role: .handwritten, style: .body, basePointSize: 17)

  /// The title of a face without a note ("Widget is off"): a system text style (15 pt at the default size), so
  /// it follows Dynamic Type rather than staying at a fixed point size.
  public static let titleFont = ThemeFont(role: .system, style: .subheadline, weight: .semibold)
  /// The title keeps to one line, shrinking at most this far: room for a language longer than English.
  public static let titleMinimumScaleFactor = 0.75
  /// The words of a face without a note, and every Lock Screen line: the same style, medium.
  public static let systemTextFont = ThemeFont(role: .system, style: .subheadline, weight: .medium)

  public static func of(_ family: WidgetFamilyID) -> VocaPinWidgetLayout {
    switch family {
    case .small:
      VocaPinWidgetLayout(
        maximumTextSize: 22, minimumTextSize: 12, lineLimit: 6, padding: 14, characterLimit: nil, showsPin: true,
        usesPaperBackground: true)
    case .medium:
      VocaPinWidgetLayout(
        maximumTextSize: 24, minimumTextSize: 13, lineLimit: 5, padding: 16, characterLimit: nil, showsPin: true,
        usesPaperBackground: true, hasOwnLinks: true)
    case .large, .circular:
      VocaPinWidgetLayout(
        maximumTextSize: 48, minimumTextSize: 14, lineLimit: 13, padding: 20, characterLimit: nil, showsPin: true,
        usesPaperBackground: true, centersVertically: true, hasOwnLinks: true)
    case .rectangular:
      VocaPinWidgetLayout(
        maximumTextSize: 15, minimumTextSize: 11, lineLimit: 3, padding: 0, characterLimit: 80, showsPin: false,
        usesPaperBackground: false)
    case .inline:
      VocaPinWidgetLayout(
        maximumTextSize: 15, minimumTextSize: 15, lineLimit: 1, padding: 0, characterLimit: 26, showsPin: false,
        usesPaperBackground: false)
    }
  }

  /// The note's lettering, as the scene draws it and the widget shows it (one value, so the golden tests describe
  /// what the widget draws): the look's own (handwritten, or printed in the system font) on paper at the
  /// family's largest size; the system font on the Lock Screen, and under a face's title at most its 15 pt.
  public func bodyFont(for face: VocaPinWidgetFace, look: VocaPinWidgetLook) -> FontSpec {
    let role: FontRole = usesPaperBackground && face.title == nil ? look.fontRole : .system
    let size = face.title == nil ? maximumTextSize : min(maximumTextSize, Self.systemTextFont.basePointSize)
    return FontSpec(role: role, weight: role == .handwritten ? .regular : .medium, size: size)
  }

  /// What a Home Screen widget is given of a long note: its start, more than the large widget's 13 lines ever
  /// show, so neither WidgetKit's text layout nor the Linux scene's fitting is handed 10,000 characters.
  public static let homeScreenCharacterLimit = 1_000

  /// The body text a family shows for a face. Home screen families show its start (under the face's title, if
  /// any); lock screen families show one line of the title or the note's first words.
  /// A note's checklist items show their boxes as characters (`lines(for:)`).
  public func text(for face: VocaPinWidgetFace) -> String {
    guard let characterLimit else { return drawnText(for: face) }
    let line = (face.title ?? drawnText(for: face)).split(whereSeparator: \.isNewline).joined(separator: " ")
    return FirstWords.of(line, limit: characterLimit)
  }
}
