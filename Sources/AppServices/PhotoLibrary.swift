import Foundation

/// What saving an image to Photos came to. Each app words it (QuoteVault and NoteWall name themselves).
public enum PhotoSaveResult: Equatable, Sendable {
  case saved
  /// The user refused add-only access: the app points to Settings.
  case denied
  case failed(String)
}

/// Saving to the photo library, as the apps' cores need it: PHPhotoLibrary with add-only access on iOS
/// (AppServicesPhotos), a folder in the command-line tools, a fake in tests.
public protocol PhotoLibraryClient: Sendable {
  /// Saves an encoded image (`format` says which encoding `data` holds) as a new photo.
  func saveImage(_ data: Data, as format: ImageFormat) async -> PhotoSaveResult
}

extension PhotoLibraryClient {
  public func savePNG(_ data: Data) async -> PhotoSaveResult { await saveImage(data, as: .png) }
}

/// The encodings the apps save: PNG for drawings with sharp text (share cards, the instruction image), JPEG for
/// photographs (a wallpaper over a photo), as they are drawn.
public enum ImageFormat: Sendable, Equatable {
  case png, jpeg

  /// Photos' name for it (`PHAssetResourceCreationOptions.uniformTypeIdentifier`).
  public var uniformTypeIdentifier: String {
    switch self {
    case .png: "public.png"
    case .jpeg: "public.jpeg"
    }
  }

  public var fileExtension: String {
    switch self {
    case .png: "png"
    case .jpeg: "jpg"
    }
  }
}

/// A photo library that saves nothing: Xcode previews.
public struct InertPhotoLibrary: PhotoLibraryClient {
  public init() {}
  public func saveImage(_ data: Data, as format: ImageFormat) async -> PhotoSaveResult {
    .failed("Previews save nothing to Photos.")
  }
}
