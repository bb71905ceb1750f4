import Foundation

/// What saving an image to Photos came to. Each app words it (QuoteVault and NoteWall name themselves).
public enum PhotoSaveResult: Equatable, Sendable {
  case saved
  /// The user refused add-only access: the app points to Settings.
  case denied
  case failed(String)
}

/// Saving to the photo library, as the apps' cores need it: PHPhotoLibrary with add-only access on iOS
/// (AppServicesLive), a folder in the command-line tools, a fake in tests.
public protocol PhotoLibrary: Sendable {
  func savePNG(_ data: Data) async -> PhotoSaveResult
}
