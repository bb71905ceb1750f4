import AppServices
import Foundation
import Presentation

/// Scan a Code's own model: it tells a PayMe code from anything else the camera read; the code goes up to the
/// app, which opens a filled-in payment, and anything else is said with the scanner left up to try again. Held by its destination (`PayMeDestination.scanner`), so the view calls
/// nothing else; a scanner sliding away reports nothing more.
@MainActor
public final class ScannerModel: HashableObject {
  /// A PayMe code's pay link (`payme://pay…`, or its web form), read and checked.
  var onPayLink: @MainActor (URL) -> Void = unimplemented("ScannerModel.onPayLink")
  /// Something that is not a PayMe code: said, and the scanner stays up.
  var onNotACode: @MainActor () -> Void = unimplemented("ScannerModel.onNotACode")
  /// The camera would not start, or stopped under the scanner.
  var onStopped: @MainActor () -> Void = unimplemented("ScannerModel.onStopped")
  /// Cancel: the app takes the scanner down.
  var onCancel: @MainActor () -> Void = unimplemented("ScannerModel.onCancel")

  /// A scanner reporting nowhere; `PayMeModel.scanCode(_:)` makes the connected one.
  public init() {}

  /// What the scanner read: outside input, so anything long or not a pay link is not a code.
  public func scanned(_ text: String) {
    guard text.count <= 2_048, let url = URL(string: text), case .pay = PayMeLink(url: url) else {
      return onNotACode()
    }
    onPayLink(url)
  }

  /// The camera stopped: the scanner goes and the user is told why, rather than left before a black view.
  public func stopped() { onStopped() }

  public func cancel() { onCancel() }
}
