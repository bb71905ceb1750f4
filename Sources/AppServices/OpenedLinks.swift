import Foundation

/// Links opened into a SwiftUI app whose scenes have their own delegate (`QuickActionDelivery`'s), handed on once
/// each.
///
/// One open of a link (a widget's `widgetURL` or `Link`, another app's) can reach such an app by two paths:
/// SwiftUI's `onOpenURL`, and the scene delegate's URL contexts (`scene(_:willConnectTo:options:)` on a cold
/// launch, `scene(_:openURLContexts:)` while it runs). Apple documents a custom `delegateClass` for quick actions
/// but not whether SwiftUI still calls `onOpenURL` then (docs/architecture.md, "Quick actions and links"), so the
/// app listens on both and this passes each open on once: a link that arrives by one path is handed on at once,
/// and the same link arriving by the other path soon after is the same open, dropped. Two opens of one link (two
/// taps) each arrive once by a path, so each is handed on, whichever paths work on the device.
@MainActor
public final class OpenedLinks {
  /// Where an open arrived from.
  public enum Path: Equatable, Sendable {
    /// The scene delegate's URL contexts.
    case sceneDelegate
    /// SwiftUI's `onOpenURL`.
    case swiftUI
  }

  /// How long after one path's arrival the other path's is taken for the same open: a cold launch delivers the
  /// scene delegate's contexts before SwiftUI has built the view whose `onOpenURL` hears it.
  public static let pairing: TimeInterval = 10
  /// Arrivals waiting for their pair, at most: a bound on what outside input can make it hold.
  static let capacity = 16

  private let inbox: LinkInbox
  private let now: @MainActor () -> Date
  private var unpaired: [(url: URL, path: Path, at: Date)] = []

  /// Opens are handed to `inbox`, which holds one that arrives before the app's model can take it.
  public nonisolated init(inbox: LinkInbox, now: @escaping @MainActor () -> Date = { Date() }) {
    self.inbox = inbox
    self.now = now
  }

  /// A link arrived by `path`: handed on, unless it is the other path's news of an open already handed on.
  /// Returns whether it was handed on.
  @discardableResult
  public func receive(_ url: URL, from path: Path) -> Bool {
    let moment = now()
    // Pairs only within `pairing`; a clock set back forgets what came before.
    unpaired.removeAll { moment < $0.at || moment.timeIntervalSince($0.at) > Self.pairing }
    if let index = unpaired.firstIndex(where: { $0.url == url && $0.path != path }) {
      unpaired.remove(at: index)
      return false
    }
    unpaired.append((url, path, moment))
    if unpaired.count > Self.capacity { unpaired.removeFirst(unpaired.count - Self.capacity) }
    inbox.deliver(url)
    return true
  }
}
