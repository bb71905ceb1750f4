import Foundation

/// The Bard's links (IB-5): those opened into the app, and the Home Screen quick actions'.
extension BardModel {
  /// Handles an insolentbard:// link opened into the app, cold or warm, whatever is on screen (IB-5): a widget's
  /// tap, another app's link, a notification's Share. The stack dismisses what stands in the way, then presents
  /// the target. Another Insult is the icon's own (`performQuickAction`): a link from anywhere else (a web page,
  /// another app) is ignored, so it cannot change the insult on screen or close what the user has open.
  @discardableResult
  public func open(_ url: URL) -> Bool {
    guard let route = BardRoute(url: url), route != .anotherInsult else { return false }
    return follow(route)
  }

  /// A Home Screen quick action's link (`BardQuickAction`), which only the app's scene delegate hands over: the
  /// links `open` follows, and Another Insult.
  @discardableResult
  public func performQuickAction(_ url: URL) -> Bool {
    guard let route = BardRoute(url: url) else { return false }
    return follow(route)
  }

  private func follow(_ route: BardRoute) -> Bool {
    refresh()
    // A Compose in progress stays up with its wheels as the user left them (what was over it goes): the route's
    // surface goes over it, as the share sheet over Compose does, and Done brings the user back to it.
    let kept = composeAndBelow
    switch route {
    case .shareInsult(let shown):
      let text = BardCopy.shareText(shown ?? current.insult)
      presentation.open(kept + [.init(.shareCard(shareCardToKeep(above: kept.count, text: text) ?? shareCard(text)))])
    case .favourites:
      presentation.open(kept + [.init(.favourites(favouritesToKeep(above: kept.count) ?? savedInsults(.favourites)))])
    case .anotherInsult:
      // The icon's Another Insult: the main screen, with a new insult on it (under Compose, if it is up).
      presentation.open(kept)
      anotherInsult()
    }
    return true
  }

  /// The surfaces up to a Compose in progress and Compose itself, which a link keeps; none without Compose.
  private var composeAndBelow: [BardPresentation.Step] {
    let surfaces = presentation.surfaces
    let compose = surfaces.firstIndex { if case .compose = $0.destination { true } else { false } }
    return surfaces.prefix(compose.map { $0 + 1 } ?? 0).map { .init($0.destination, as: $0.style) }
  }
}

extension BardModel {
  /// The share card presented by `level` when it already shares `text`, which the share link keeps (with the look
  /// chosen on it) rather than replacing it with an identical sheet.
  func shareCardToKeep(above level: Int, text: String) -> ShareCardModel? {
    guard let sheet = presentation.surface(presentedBy: level)?.destination.shareCardSheet, sheet.text == text
    else { return nil }
    return sheet
  }
}
