import Foundation
import Localization

/// PayMe's Home Screen quick actions (a touch and hold on its icon): each is one of its links, followed as any
/// link is (`PayMeModel.open`), so an action over a filled-in payment asks first, and one during onboarding or
/// behind App Lock waits.
public struct QuickAction: Equatable, Sendable {
  /// `UIApplicationShortcutItem.type`.
  public let type: String
  public let title: LocalizedCopy
  /// Under the title (`localizedSubtitle`): the Home Screen menu is outside the app, where nothing else says
  /// PayMe is a demo (App Review 2.2), so each action says no real money moves.
  public var subtitle: LocalizedCopy { Self.demoSubtitle }
  /// An SF Symbol (`UIApplicationShortcutIcon(systemImageName:)`).
  public let systemImage: String
  public let link: PayMeLink

  /// What the icon's menu offers, in order.
  public static let all = [
    QuickAction(type: "payme.send", title: PayMeCopy.sendMoney, systemImage: "arrow.up.circle", link: .send),
    QuickAction(
      type: "payme.request", title: PayMeCopy.requestMoney, systemImage: "arrow.down.circle", link: .request),
  ]

  static let demoSubtitle = LocalizedCopy("payme.quickAction.demo", "Demo · No real money")

  /// The link of an action the system handed back; nil for a type PayMe does not offer (outside input).
  public static func link(forType type: String) -> URL? {
    all.first { $0.type == type }?.link.url
  }
}
