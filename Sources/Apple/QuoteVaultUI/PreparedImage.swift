#if os(iOS)
  import Foundation
  import UIKit

  /// Images the app shows from data (a share card's PNG, an avatar, reading mode's photo), decoded and prepared
  /// for display off the main actor. `UIImage(data:)` only wraps the bytes: without preparing, the first frame
  /// that draws the image decodes it on the main thread, a hitch for a 1080 x 1920 card. `byPreparingForDisplay()`
  /// decodes it ahead, asynchronously, as Apple's documentation asks for off the main thread.
  enum PreparedImage {
    /// `data` as an image ready to draw, or nil when it is not an image. The work runs in a detached task, so
    /// a caller on the main actor only waits for it.
    static func decode(_ data: Data) async -> UIImage? {
      await Task.detached(priority: .userInitiated) { () async -> UIImage? in
        guard let image = UIImage(data: data) else { return nil }
        // nil only when the system cannot decode it ahead: the image still shows, decoded when drawn.
        return await image.byPreparingForDisplay() ?? image
      }.value
    }
  }
#endif
