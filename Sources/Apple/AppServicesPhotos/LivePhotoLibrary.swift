#if os(iOS)
  import AppServices
  import Foundation
  import Photos

  /// Saving images to Photos with add-only access: QuoteVault's share cards (QV-8.4, QV-8.5) and NoteWall's
  /// instruction wallpaper (NW-4.6). Add-only never reads the library, and asks with the app's
  /// NSPhotoLibraryAddUsageDescription.
  public struct LivePhotoLibrary: PhotoLibraryClient {
    public init() {}

    public func saveImage(_ data: Data, as format: ImageFormat) async -> PhotoSaveResult {
      let status = await withCheckedContinuation { continuation in
        PHPhotoLibrary.requestAuthorization(for: .addOnly) { continuation.resume(returning: $0) }
      }
      guard status == .authorized || status == .limited else { return .denied }
      return await withCheckedContinuation { continuation in
        PHPhotoLibrary.shared().performChanges({
          let options = PHAssetResourceCreationOptions()
          options.uniformTypeIdentifier = format.uniformTypeIdentifier
          PHAssetCreationRequest.forAsset().addResource(with: .photo, data: data, options: options)
        }) { saved, error in
          continuation.resume(returning: saved ? .saved : .failed(error?.localizedDescription ?? ""))
        }
      }
    }
  }

  extension PhotoLibraryClient where Self == LivePhotoLibrary {
    /// The live service: `.live` wherever an `any PhotoLibraryClient` is asked for.
    public static var live: LivePhotoLibrary { LivePhotoLibrary() }
  }
#endif
