import Localization

/// What the main screen's toolbar offers: each action once, its words and symbol.
public enum BardToolbarAction: CaseIterable, Sendable {
  case settings, favourites, history, browse, compose

  public var title: LocalizedCopy {
    switch self {
    case .settings: BardCopy.settingsTitle
    case .favourites: BardCopy.favouritesTitle
    case .history: BardCopy.historyTitle
    // In a menu the whole name reads better than the bar's one word.
    case .browse: BardCopy.browseTitle
    case .compose: BardCopy.composeButton
    }
  }

  /// The SF Symbol beside the title (or alone, in the bar).
  public var systemImage: String {
    switch self {
    case .settings: "gearshape"
    case .favourites: "heart.text.square"
    case .history: "clock.arrow.circlepath"
    case .browse: "books.vertical"
    case .compose: "square.and.pencil"
    }
  }
}

/// The main screen's toolbar: the primary actions in the bar and the rest in one More menu, so a small iPhone's
/// bar holds three buttons around the title, not five (as VocaPin's board groups its own). Settings stays where
/// iOS users look for the gear; writing one's own insult is the one creative action; Favourites, History and
/// Browse, the lists one reads, wait in the menu.
public enum BardToolbar {
  public static let leading: [BardToolbarAction] = [.settings]
  /// The More menu's items, in order; the menu sits first on the trailing side.
  public static let more: [BardToolbarAction] = [.favourites, .history, .browse]
  public static let trailing: [BardToolbarAction] = [.compose]
  public static let moreTitle = LocalizedCopy("bard.toolbar.more", "More")
  public static let moreSystemImage = "ellipsis.circle"

  /// How many buttons the bar shows: its own, and the More menu's.
  public static var buttonsInBar: Int { leading.count + trailing.count + (more.isEmpty ? 0 : 1) }
}

extension BardModel {
  /// A toolbar button or a More menu item: its sheet, through the stack.
  public func perform(_ action: BardToolbarAction) {
    switch action {
    case .settings: showSettings()
    case .favourites: showSaved(.favourites)
    case .history: showSaved(.history)
    case .browse: browse()
    case .compose: compose()
    }
  }
}
