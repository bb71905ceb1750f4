import Foundation
import Localization

/// The board's order, as the Sort By menu chooses it (saved in `VocaPinSettings`): the user's own (the order
/// notes were added and dragged into, as before), or newest first by when each note was last edited or made, as
/// Apple Notes sorts its list. Sorting only shows the notes so: the saved order, the pin and the widget's Next
/// Note are left as they are, and Manual brings the user's order back.
public enum NoteOrder: String, CaseIterable, Codable, Sendable {
  case manual, dateEdited, dateCreated

  public static let `default` = NoteOrder.manual

  /// A saved value this version does not know (a later version's, or a damaged file's) reads as the default, so
  /// the board always shows every note.
  public init(saved: String?) {
    self = saved.flatMap(Self.init(rawValue:)) ?? .default
  }

  public var title: LocalizedCopy {
    switch self {
    case .manual: LocalizedCopy("vocapin.sort.manual", "Manual")
    case .dateEdited: LocalizedCopy("vocapin.sort.dateEdited", "Date Edited")
    case .dateCreated: LocalizedCopy("vocapin.sort.dateCreated", "Date Created")
    }
  }

  /// The Sort By menu's title.
  public static let menuTitle = LocalizedCopy("vocapin.sort.menu", "Sort By")

  /// `notes` (in the board's saved order) as this order shows them: newest first by date; notes of the same
  /// moment keep the saved order between them.
  public func sorted(_ notes: [Note]) -> [Note] {
    let date: (Note) -> Date
    switch self {
    case .manual: return notes
    case .dateEdited: date = \.editedAt
    case .dateCreated: date = \.createdAt
    }
    return notes.enumerated().sorted { first, second in
      let (a, b) = (date(first.element), date(second.element))
      return a != b ? a > b : first.offset < second.offset
    }.map(\.element)
  }
}
