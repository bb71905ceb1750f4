#if os(iOS)
  import AppServices
  import Rendering

  /// What share cards need from the platform: a renderer that measures and draws, and Photos.
  public struct Sharing {
    public let renderer: any Renderer
    public let photos: any PhotoLibraryClient

    public init(renderer: any Renderer, photos: any PhotoLibraryClient) {
      self.renderer = renderer
      self.photos = photos
    }
  }
#endif
