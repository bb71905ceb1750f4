import AppServices
import Foundation
import Localization
import SharedStore

/// The widget's face, decided here and drawn as is by NoteWallWidgets.
public enum NoteWallWidgetFace: Equatable, Sendable {
  /// Notes to show, one a line, and a last line saying how many more did not fit ("+2 more"), if any.
  case notes([String], more: LocalizedCopy?)
  /// No notes yet: where to add them.
  case empty
  /// The files cannot be read yet (after a restart, before the first unlock): neither notes nor "no notes".
  case unavailable
}

public struct NoteWallWidgetPlan: Equatable, Sendable {
  public let face: NoteWallWidgetFace
  /// When to ask again; nil waits for the app's reload after the next change.
  public let reloadAt: Date?
}

public enum NoteWallWidgetTimeline {
  /// The gallery's sample.
  public static var sampleNotes: [String] {
    [
      LocalizedCopy("notewall.widget.sample1", "Call Mom"), LocalizedCopy("notewall.widget.sample2", "Buy milk"),
      LocalizedCopy("notewall.widget.sample3", "Water the plants"),
    ].map(\.text)
  }

  /// The face for a widget that has room for `lines` lines (three on the rectangular Lock Screen widget, one
  /// inline). When notes are left out the last line says how many, so the widget never looks complete when it
  /// is not.
  public static func face(_ texts: [String], lines: Int) -> NoteWallWidgetFace {
    let lines = max(1, lines)
    guard !texts.isEmpty else { return .empty }
    if texts.count <= lines { return .notes(texts, more: nil) }
    let shown = max(1, lines - 1)
    return .notes(Array(texts.prefix(shown)), more: NoteWallCopy.Widget.more(texts.count - shown))
  }

  public static func plan(
    store: SharedStore, lines: Int, context: WidgetRequestContext, now: Date, sinceStart: TimeInterval
  ) -> NoteWallWidgetPlan {
    if context.isPreview { return NoteWallWidgetPlan(face: face(sampleNotes, lines: lines), reloadAt: nil) }
    switch store.load(NoteWallShared.widgetNotes) {
    case .success(let notes):
      return NoteWallWidgetPlan(face: face(notes?.texts ?? [], lines: lines), reloadAt: nil)
    case .failure(.unreadable):
      return NoteWallWidgetPlan(
        face: .unavailable, reloadAt: UnreadableRetry.retryDate(now: now, sinceStart: sinceStart))
    case .failure:
      // Damaged or from a newer version: the app writes it again at its next launch or change.
      return NoteWallWidgetPlan(face: .empty, reloadAt: nil)
    }
  }
}
