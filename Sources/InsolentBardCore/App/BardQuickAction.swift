import Foundation
import Localization

/// The Bard's Home Screen quick actions (a touch and hold on its icon): each is one of its links, followed as any
/// link is (`BardModel.performQuickAction`), whatever sheet is up. Declared as Info.plist's static shortcut items
/// (Apps/project.yml, titles translated in InfoPlist.xcstrings), so the icon offers them before the first launch.
public struct BardQuickAction: Equatable, Sendable {
  /// `UIApplicationShortcutItem.type`.
  public let type: String
  public let title: LocalizedCopy
  /// An SF Symbol (`UIApplicationShortcutIcon(systemImageName:)`).
  public let systemImage: String
  public let link: URL

  /// What the icon's menu offers, in order: a new insult, and the insults kept (with the toolbar's symbol).
  public static let all = [
    BardQuickAction(
      type: "insolentbard.another-insult", title: BardCopy.anotherInsult,
      systemImage: BardWidgetSymbol.anotherInsult.systemName, link: BardRoute.anotherInsultURL),
    BardQuickAction(
      type: "insolentbard.favourites", title: BardCopy.favouritesTitle, systemImage: "heart.text.square",
      link: BardRoute.favouritesURL),
  ]

  /// The link of an action the system handed back; nil for a type the Bard does not offer (outside input).
  public static func link(forType type: String) -> URL? {
    all.first { $0.type == type }?.link
  }
}
