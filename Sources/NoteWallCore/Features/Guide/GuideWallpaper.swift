public enum GuideWallpaper: Equatable, Sendable {
  /// A photo from the library.
  case photo
  /// One of Apple's gradient presets.
  case preset
  /// NoteWall's red instruction image (NW-4.6).
  case instruction
}
