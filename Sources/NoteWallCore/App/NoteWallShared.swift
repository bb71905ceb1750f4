import AppServices
import Foundation
import Localization
import SharedStore

/// NoteWall's App Group, shared with its Lock Screen widget: the group, the widget's kind and the one key it
/// reads live here, once.
public enum NoteWallShared {
  public static let notesWidgetKind = "NoteWallNotes"
  public static let appGroup = AppGroup(suffix: "notewall", widgetKinds: [notesWidgetKind])
  /// The notes the wallpaper shows, copied here at each change: the app's own files stay in its Application
  /// Support folder, which the widget extension cannot read.
  public static let widgetNotes = StoreKey("notewall-widget-notes", default: WidgetNotes())
}

/// What the widget shows: the texts of the notes on the wallpaper (not the done ones), in order.
public struct WidgetNotes: Codable, Equatable, Sendable {
  public var texts: [String]

  public init(texts: [String] = []) { self.texts = texts }
}
