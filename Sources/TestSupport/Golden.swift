import Foundation

/// Golden images for rendering tests: the committed PNG a test compares with, or, when
/// `RENDERING_UPDATE_GOLDENS=1`, the place the test writes its new drawing instead (look at it before committing).
public enum Golden {
  public struct Missing: Error, CustomStringConvertible {
    public let name: String
    public var description: String {
      "No golden image \(name).png: run with RENDERING_UPDATE_GOLDENS=1 to write it, then look at it."
    }
  }

  /// The committed `Golden/<name>.png` from the test target's `bundle`, or nil after writing `png` into the
  /// `Golden` folder beside `testFile` (pass `#filePath`) when updating.
  public static func committed(_ png: Data, name: String, bundle: Bundle, testFile: String) throws -> Data? {
    if ProcessInfo.processInfo.environment["RENDERING_UPDATE_GOLDENS"] == "1" {
      try png.write(
        to: URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("Golden/\(name).png"))
      return nil
    }
    guard let url = bundle.url(forResource: name, withExtension: "png", subdirectory: "Golden") else {
      throw Missing(name: name)
    }
    return try Data(contentsOf: url)
  }
}
