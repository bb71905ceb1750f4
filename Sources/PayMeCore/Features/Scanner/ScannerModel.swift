import Presentation

/// Scan a Code's own model: what the camera read and Cancel go up to the app, which opens a filled-in payment
/// for a PayMe code or says why not. Held by its destination (`PayMeDestination.scanner`), so the view calls
/// nothing else; a scanner sliding away reports nothing more.
@MainActor
public final class ScannerModel: HashableObject {
  /// A code's text, as VisionKit read it (outside input: the app checks it).
  var onScanned: @MainActor (String) -> Void = { _ in }
  /// The camera would not start, or stopped under the scanner.
  var onStopped: @MainActor () -> Void = {}
  /// Cancel: the app takes the scanner down.
  var onCancel: @MainActor () -> Void = {}

  /// A scanner reporting nowhere; `PayMeModel.scanCode(_:)` makes the connected one.
  public init() {}

  /// What the scanner read.
  public func scanned(_ text: String) { onScanned(text) }

  /// The camera stopped: the scanner goes and the user is told why, rather than left before a black view.
  public func stopped() { onStopped() }

  public func cancel() { onCancel() }
}
