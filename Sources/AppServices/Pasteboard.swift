import Foundation

/// The system's general pasteboard (`UIPasteboard.general`), written with `setItems(_:options:)`: the way one app
/// hands another data it reads at once (Instagram's Stories composer reads its image from there). Live in
/// AppServicesLive; `SimulatedPasteboard` behaves as iOS does.
public protocol PasteboardClient: Sendable {
  /// Replaces every item on the pasteboard with `items` (each a type identifier to its bytes); the system removes
  /// them at `expiration` (`UIPasteboard.OptionsKey.expirationDate`), or keeps them when it is nil.
  @MainActor func setItems(_ items: [[String: Data]], expiration: Date?)
}

/// Writes nothing: for previews, and for a model that was given no pasteboard.
public struct InertPasteboard: PasteboardClient {
  public init() {}
  @MainActor public func setItems(_ items: [[String: Data]], expiration: Date?) {}
}
