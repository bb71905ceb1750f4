import DesignSystem
import Foundation
import Presentation

/// The sheets VocaPin presents on the shared `PresentationStack`: the board (the root) presents the editor,
/// All Notes or Profile Settings; Profile Settings presents Widget Setup. An alert goes on the one on top.
public enum VocaPinDestination: Hashable, Sendable {
  /// The editor's own model: its words stay with the sheet while it slides down, and go with it.
  case editor(EditorModel)
  /// Every note, searchable, in its screen's own model (the search goes with the sheet).
  case allNotes(AllNotesModel)
  /// Profile Settings, with its own model (what it pushes goes with the sheet).
  case profileSettings(ProfileSettingsModel)
  /// Presented over Profile Settings (its toggle and row) or the board (its widget offer).
  case widgetSetup(WidgetSetupModel)
  /// Deleted notes, kept 30 days, in their screen's own model; presented by All Notes.
  case recentlyDeleted(RecentlyDeletedModel)
  /// The system share sheet: a note's words, or its picture. In the stack, so a widget tap, Spotlight result
  /// or quick action dismisses it first and the editor it opens is not left under it.
  case share(ShareItem)
  /// Import Backup's system document picker, presented over All Notes. In the stack, so the message saying what
  /// the import did waits for the picker to slide away, and a widget tap dismisses it first.
  case backupPicker

  /// The editor this destination holds, if it is the editor.
  public var editor: EditorModel? {
    if case .editor(let editor) = self { editor } else { nil }
  }

  /// The All Notes screen this destination holds, if it is that screen.
  public var allNotes: AllNotesModel? {
    if case .allNotes(let screen) = self { screen } else { nil }
  }

  /// Profile Settings' model, if this destination is that sheet.
  public var profileSettings: ProfileSettingsModel? {
    if case .profileSettings(let screen) = self { screen } else { nil }
  }

  /// The widget setup this destination holds, if it is the Widget Setup sheet.
  public var widgetSetup: WidgetSetupModel? {
    if case .widgetSetup(let setup) = self { setup } else { nil }
  }

  /// The Recently Deleted screen this destination holds, if it is that screen.
  public var recentlyDeleted: RecentlyDeletedModel? {
    if case .recentlyDeleted(let screen) = self { screen } else { nil }
  }
}

/// What an alert or confirmation dialog button asks the model to do.
public enum VocaPinAlertAction: Hashable, Sendable {
  /// "Delete" in the confirmation, as Notes asks.
  case delete(UUID)
  /// "Discard Changes" when the editor is cancelled (or swiped at) with words not saved.
  case discardDraft
  /// "Delete Now" in Recently Deleted: gone for good.
  case deleteForever(UUID)
  /// "Delete" in the confirmation for one recording: its audio goes, the note's words stay.
  case deleteRecording(UUID)
}

public typealias VocaPinPresentation = PresentationStack<VocaPinDestination, VocaPinAlertAction>
public typealias VocaPinAlert = AlertValue<VocaPinAlertAction>

/// Which alert is up, and about what: the typed id every VocaPin alert carries (`AlertValue.id`), so the model and
/// tests read it with `alertUp`, never by matching strings or guessing from the style or the buttons.
public enum VocaPinAlertID: Hashable, Sendable {
  /// What went wrong, in words, with OK: queued, never dropped.
  case message(String)
  case discardDraft
  case delete(UUID)
  /// Done (or a swipe) on a note emptied in the editor.
  case deleteEmptied(UUID)
  case deleteForever(UUID)
  /// Delete on one recording's row in the editor.
  case deleteRecording(UUID)
}

extension VocaPinAlertID {
  /// A message's alert: its words under the app's name, with the app's own OK.
  public static func messageAlert(_ text: String) -> VocaPinAlert {
    .message(id: VocaPinAlertID.message(text), title: VocaPinCopy.appName.text, text: text, ok: VocaPinCopy.ok.text)
  }
}

/// How each VocaPin sheet is presented: every sheet view applies its own entry (`.vocaPinSheet(_:)`), so the
/// corners match across the app (VP-5.2) and no sheet turns full screen in iPhone landscape (VP-6.4).
public struct VocaPinSheetStyle: Equatable, Sendable {
  public let cornerRadius: Double
  /// In a vertically compact size class (iPhone landscape) a sheet becomes a full-screen cover by default
  /// (Apple: "a sheet presentation over a vertically-compact view uses a full-screen-cover appearance by
  /// default"); VocaPin's ask for the sheet appearance there, edge-attached at their detent
  /// (`.presentationCompactAdaptation(horizontal: .automatic, vertical: .sheet)`, UIKit's
  /// `prefersEdgeAttachedInCompactHeight`), rather than `.none`, which only asks not to adapt "if possible".
  public let staysSheetInCompactHeight: Bool
  /// A fraction of the screen's height, or nil for the system's full-height sheet.
  public let detentFraction: Double?

  /// The Widget Setup sheet's: three quarters of the screen (VP-2.1).
  public static let widgetSetup = VocaPinSheetStyle(
    cornerRadius: WidgetSetupGuide.cornerRadius, staysSheetInCompactHeight: true,
    detentFraction: WidgetSetupGuide.detentFraction)

  public static func of(_ sheet: VocaPinDestination) -> VocaPinSheetStyle {
    switch sheet {
    case .widgetSetup: Self.widgetSetup
    case .editor, .allNotes, .profileSettings, .recentlyDeleted, .share, .backupPicker:
      VocaPinSheetStyle(cornerRadius: CornerRadius.sheet, staysSheetInCompactHeight: true, detentFraction: nil)
    }
  }
}

/// VocaPin's own animations: a note's paper changing colour cross-fades; everything else (sheets, the pager,
/// lists) is the system's motion.
public enum VocaPinMotion {
  public static let paperColour = MotionEffect.crossFade
  public static let all = [paperColour]
}
