import Foundation

/// Where a link waits for the app's model, whatever brought it: a notification's tap, a Home Screen quick
/// action, an App Shortcut, a link opened into the app. One that launched the app arrives before the model exists,
/// so the last link waits until `open` is set, then goes to it. Every app uses this one type, an inbox per source.
@MainActor
public final class LinkInbox {
  /// Set once the model can take links (`model.open(_:)`); a link that waited is delivered then.
  public var open: ((URL) -> Void)? {
    didSet {
      if let waiting, let open {
        self.waiting = nil
        open(waiting)
      }
    }
  }
  private var waiting: URL?

  /// Nonisolated, so the live router can make one in its own (NSObject) initializer, and a static can hold one.
  public nonisolated init() {}

  /// A link: to the app now, or once it can take it. Only the latest waits: it is the one the user chose.
  public func deliver(_ url: URL) {
    if let open { open(url) } else { waiting = url }
  }
}
