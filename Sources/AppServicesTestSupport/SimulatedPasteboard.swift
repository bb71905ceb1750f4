import AppServices
import Foundation

/// The general pasteboard as iOS keeps it: `setItems(_:options:)` replaces every item there was
/// (https://developer.apple.com/documentation/uikit/uipasteboard/items), and the system removes the items at the
/// expiration date given with them (https://developer.apple.com/documentation/uikit/uipasteboard/optionskey/expirationdate).
@MainActor
public final class SimulatedPasteboard: PasteboardClient {
  /// What the last write put there, with its expiration, whether or not it has expired since.
  public private(set) var written: [[String: Data]] = []
  public private(set) var expiration: Date?
  /// How many times the app wrote the pasteboard.
  public private(set) var writes = 0

  public init() {}

  public func setItems(_ items: [[String: Data]], expiration: Date?) {
    written = items
    self.expiration = expiration
    writes += 1
  }

  /// What another app reading the pasteboard at `now` finds: nothing once the items have expired.
  public func items(at now: Date) -> [[String: Data]] {
    if let expiration, now >= expiration { return [] }
    return written
  }
}
