import Foundation
import Localization
import Presentation

/// Whether the camera can scan codes here (VisionKit's `DataScannerViewController.isSupported` and
/// `isAvailable`, read by the view).
public enum CodeScannerAvailability: Sendable {
  case available
  /// The device has no camera scanning (isSupported false): older iPhones.
  case unsupported
  /// Camera access was denied or is restricted (isAvailable false).
  case unavailable

  public init(isSupported: Bool, isAvailable: Bool) {
    self = !isSupported ? .unsupported : isAvailable ? .available : .unavailable
  }
}
